import { describe, expect, it } from "vitest";
import { orderPaymentStatuses, orderStatuses, type OrderPaymentStatus, type OrderStatus } from "../api/orders";
import { paymentStatuses, type PaymentStatus } from "../payments/payment-event";
import { REFUND_MAX_ATTEMPTS, applyPaymentEvent, canStaffMove, holdsReservation, paymentGiveBack, refundRetryAt, reservationExpired, type OrderState } from "./transitions";

const state = (status: OrderStatus, paymentStatus: OrderPaymentStatus): OrderState => ({ status, paymentStatus });

/** Applies events in order, as the listener does: a null outcome leaves the state as it was. */
function run(events: PaymentStatus[], from: OrderState = state("new", "pending")) {
  let current = from;
  const effects: string[] = [];
  for (const e of events) {
    const outcome = applyPaymentEvent(current, e);
    if (!outcome) continue;
    current = { status: outcome.status, paymentStatus: outcome.paymentStatus };
    effects.push(...outcome.effects);
  }
  return { ...current, effects };
}

describe("payment events", () => {
  it("an authorisation pays a new order once", () => {
    expect(run(["authorised"])).toEqual({ status: "processing", paymentStatus: "authorised", effects: ["paid"] });
    expect(run(["authorised", "authorised", "pending", "authorised"])).toEqual({ status: "processing", paymentStatus: "authorised", effects: ["paid"] });
  });

  it("a late authorisation after the capture does not move the payment back", () => {
    expect(run(["captured", "authorised"])).toEqual({ status: "processing", paymentStatus: "captured", effects: ["paid"] });
    expect(run(["authorised", "captured", "authorised"])).toEqual({ status: "processing", paymentStatus: "captured", effects: ["paid"] });
  });

  it("a decline or a cancel of a pending payment cancels the order and releases it", () => {
    expect(run(["declined"])).toEqual({ status: "cancelled", paymentStatus: "declined", effects: ["release"] });
    expect(run(["pending", "cancelled", "cancelled"])).toEqual({ status: "cancelled", paymentStatus: "cancelled", effects: ["release"] });
  });

  it("a decline arriving after the authorisation changes nothing", () => {
    expect(run(["authorised", "declined"])).toEqual({ status: "processing", paymentStatus: "authorised", effects: ["paid"] });
  });

  it("an authorisation of an order already cancelled (expired) records the payment, does not revive the order and gives the money back", () => {
    expect(run(["authorised"], state("cancelled", "pending"))).toEqual({ status: "cancelled", paymentStatus: "authorised", effects: ["give_back"] });
    expect(run(["captured", "captured", "authorised"], state("cancelled", "pending"))).toEqual({ status: "cancelled", paymentStatus: "captured", effects: ["give_back"] });
    // Expiry cancels the payment too; a late authorisation is still money to give back.
    expect(run(["authorised"], state("cancelled", "cancelled"))).toEqual({ status: "cancelled", paymentStatus: "authorised", effects: ["give_back"] });
    expect(run(["captured"], state("cancelled", "declined"))).toEqual({ status: "cancelled", paymentStatus: "captured", effects: ["give_back"] });
    // Money given back already (refunded) is not asked for again.
    expect(run(["captured"], state("cancelled", "refunded"))).toEqual({ status: "cancelled", paymentStatus: "refunded", effects: [] });
  });

  it("a released authorisation cancels an unshipped paid order and puts gift cards back", () => {
    expect(run(["authorised", "cancelled"])).toEqual({ status: "cancelled", paymentStatus: "cancelled", effects: ["paid", "release", "refund_gift_cards"] });
    expect(run(["cancelled"], state("shipped", "authorised"))).toEqual({ status: "shipped", paymentStatus: "cancelled", effects: [] });
  });

  it("a refund follows a capture only, and ends a pending cancellation", () => {
    expect(run(["refunded"], state("processing", "authorised"))).toEqual({ status: "processing", paymentStatus: "authorised", effects: [] });
    expect(run(["refunded", "captured"], state("manual_cancellation", "captured"))).toEqual({ status: "cancelled", paymentStatus: "refunded", effects: ["release", "refund_gift_cards"] });
    expect(run(["refunded", "refunded"], state("cancelled", "captured"))).toEqual({ status: "cancelled", paymentStatus: "refunded", effects: [] });
  });

  it("the release or refund of a staff cancel follows the payment's stage", () => {
    expect(run(["cancelled"], state("cancelled", "authorised"))).toEqual({ status: "cancelled", paymentStatus: "cancelled", effects: [] });
    expect(run(["refunded"], state("cancelled", "captured"))).toEqual({ status: "cancelled", paymentStatus: "refunded", effects: [] });
  });

  it("an order paid by gift cards ignores every event", () => {
    for (const e of paymentStatuses) expect(applyPaymentEvent(state("processing", "not_required"), e)).toBeNull();
  });

  it("never moves the payment to an earlier stage, whatever the order of events", () => {
    const rank: Record<OrderPaymentStatus, number> = { pending: 0, authorised: 1, captured: 2, refunded: 3, declined: 3, cancelled: 3, not_required: 9 };
    for (const from of orderPaymentStatuses) for (const e of paymentStatuses) {
      const outcome = applyPaymentEvent(state("processing", from), e);
      if (outcome && from !== "authorised") expect(rank[outcome.paymentStatus]).toBeGreaterThan(rank[from]);
      if (outcome && from === "authorised") expect(["captured", "cancelled"]).toContain(outcome.paymentStatus);
    }
  });
});

describe("staff moves", () => {
  it("follow the fulfilment path and refuse going back", () => {
    expect(canStaffMove("processing", "ready_for_packing")).toBe(true);
    expect(canStaffMove("ready_for_packing", "shipped")).toBe(true);
    expect(canStaffMove("shipped", "processing")).toBe(false);
    expect(canStaffMove("new", "processing")).toBe(false);
    expect(canStaffMove("cancelled", "new")).toBe(false);
    expect(canStaffMove("manual_cancellation", "cancelled")).toBe(true);
  });

  it("terminal statuses have no moves and every status is known", () => {
    for (const s of orderStatuses) expect(canStaffMove(s, s)).toBe(false);
    expect(orderStatuses.filter((s) => orderStatuses.every((to) => !canStaffMove(s, to)))).toEqual(["shipped", "cancelled"]);
  });

  it("reservations are held until shipped or cancelled", () => {
    expect(holdsReservation("new")).toBe(true);
    expect(holdsReservation("ready_for_pick_up")).toBe(true);
    expect(holdsReservation("shipped")).toBe(false);
    expect(holdsReservation("cancelled")).toBe(false);
  });
});

describe("giving money back", () => {
  it("releases an authorisation, refunds a capture, and asks nothing when no money is held", () => {
    expect(paymentGiveBack({ paymentStatus: "authorised", totalPrice: 100 })).toBe("cancel");
    expect(paymentGiveBack({ paymentStatus: "captured", totalPrice: 100 })).toBe("refund");
    for (const s of ["pending", "declined", "cancelled", "refunded", "not_required"] as const) expect(paymentGiveBack({ paymentStatus: s, totalPrice: 100 })).toBeNull();
    expect(paymentGiveBack({ paymentStatus: "captured", totalPrice: 0 })).toBeNull();
  });

  it("retries a failed call later and later, then gives up", () => {
    const at = new Date("2026-06-15T10:00:00Z");
    expect(refundRetryAt(1, at)).toEqual(new Date("2026-06-15T10:01:00Z"));
    expect(refundRetryAt(2, at)).toEqual(new Date("2026-06-15T10:05:00Z"));
    const delays = Array.from({ length: REFUND_MAX_ATTEMPTS - 1 }, (_, i) => refundRetryAt(i + 1, at)!.getTime() - at.getTime());
    expect(delays).toEqual([...delays].sort((a, b) => a - b));
    expect(refundRetryAt(REFUND_MAX_ATTEMPTS, at)).toBeNull();
  });
});

describe("reservation expiry", () => {
  const now = new Date("2026-06-15T10:00:00Z");
  it("expires only new, unpaid orders past their time", () => {
    expect(reservationExpired({ ...state("new", "pending"), reservedUntil: new Date("2026-06-15T09:59:59Z") }, now)).toBe(true);
    expect(reservationExpired({ ...state("new", "pending"), reservedUntil: new Date("2026-06-15T10:00:01Z") }, now)).toBe(false);
    expect(reservationExpired({ ...state("processing", "authorised"), reservedUntil: new Date("2026-06-15T09:00:00Z") }, now)).toBe(false);
    expect(reservationExpired({ ...state("new", "pending"), reservedUntil: null }, now)).toBe(false);
  });
});

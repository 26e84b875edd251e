// Order status rules (docs/orders.md "Status transitions"; spec 02 §4 status labels): which
// moves staff may make, and what a payment event does to an order. Events arrive more than once
// and out of order; an event that would move an order or its payment backwards changes nothing.
import type { OrderPaymentStatus, OrderStatus } from "../api/orders";
import type { PaymentStatus } from "../payments/payment-event";

/** Staff moves along the fulfilment path; `new` → `processing` is the payment's alone. */
const STAFF_MOVES: Record<OrderStatus, readonly OrderStatus[]> = {
  new: ["manual_cancellation", "cancelled"],
  processing: ["ready_for_packing", "transfer_to_packing", "skis_in_installation", "ready_for_pick_up", "shipped", "manual_cancellation"],
  transfer_to_packing: ["ready_for_packing", "skis_in_installation", "manual_cancellation"],
  skis_in_installation: ["ready_for_packing", "ready_for_pick_up", "shipped", "manual_cancellation"],
  ready_for_packing: ["transported_to_pickuplocation", "ready_for_pick_up", "shipped", "manual_cancellation"],
  transported_to_pickuplocation: ["ready_for_pick_up", "manual_cancellation"],
  ready_for_pick_up: ["shipped", "manual_cancellation"],
  shipped: [],
  manual_cancellation: ["cancelled"],
  cancelled: [],
};

export function allowedStaffMoves(from: OrderStatus): readonly OrderStatus[] {
  return STAFF_MOVES[from];
}

export function canStaffMove(from: OrderStatus, to: OrderStatus): boolean {
  return STAFF_MOVES[from].includes(to);
}

/** Statuses whose reserved stock has left the warehouse: reservations are consumed, not released. */
export const FULFILLED_STATUSES: readonly OrderStatus[] = ["shipped"];
/** Statuses in which the order still holds its reservation (not cancelled, not shipped). */
export function holdsReservation(status: OrderStatus): boolean {
  return status !== "cancelled" && !FULFILLED_STATUSES.includes(status);
}

export interface OrderState {
  status: OrderStatus;
  paymentStatus: OrderPaymentStatus;
}

/**
 * What an event does beyond the two statuses: `paid` — debit gift cards, confirmation e-mail,
 * order signals; `release` — return the reserved stock and the discount code use; `refund_gift_cards`
 * — put back what gift cards paid (an authorisation released after the order was paid);
 * `give_back` — money arrived for an order that is already cancelled (it expired while the
 * shopper was paying): the provider is asked to release or refund it (`paymentGiveBack`).
 */
export type PaymentEffect = "paid" | "release" | "refund_gift_cards" | "give_back";

export interface PaymentOutcome {
  status: OrderStatus;
  paymentStatus: OrderPaymentStatus;
  effects: PaymentEffect[];
}

/** Payment states of an order cancelled before it was paid (still waiting, expired, refused). */
const UNPAID_ENDS: readonly OrderPaymentStatus[] = ["pending", "cancelled", "declined"];

/** Forward order of a payment's life; declined and cancelled end a pending payment. */
const PAYMENT_RANK: Record<OrderPaymentStatus, number> = { pending: 0, authorised: 1, captured: 2, refunded: 3, declined: 4, cancelled: 4, not_required: 5 };

/**
 * The order after a payment event, or null when the event changes nothing (a repeat, a late
 * event of an earlier stage, an event for a payment that is already closed).
 */
export function applyPaymentEvent(state: OrderState, event: PaymentStatus): PaymentOutcome | null {
  const { status, paymentStatus } = state;
  if (paymentStatus === "not_required") return null;
  switch (event) {
    case "pending":
      return null;
    case "authorised":
    case "captured": {
      const next: OrderPaymentStatus = event;
      // A payment that completes after its unpaid order was cancelled (it expired, or staff
      // cancelled it) does not revive it: the money goes back to the shopper. (The service gives
      // money back once per order: a stale event after that changes nothing.)
      if (status === "cancelled") return UNPAID_ENDS.includes(paymentStatus) ? { status, paymentStatus: next, effects: ["give_back"] } : null;
      if (paymentStatus !== "pending" && !(paymentStatus === "authorised" && next === "captured")) return null;
      const first = paymentStatus === "pending";
      return { status: first && status === "new" ? "processing" : status, paymentStatus: next, effects: first ? ["paid"] : [] };
    }
    case "declined":
      if (paymentStatus !== "pending") return null;
      return { status: status === "new" ? "cancelled" : status, paymentStatus: "declined", effects: status === "new" ? ["release"] : [] };
    case "cancelled": {
      if (paymentStatus === "pending") return { status: status === "new" ? "cancelled" : status, paymentStatus: "cancelled", effects: status === "new" ? ["release"] : [] };
      // The shop released an authorisation: an order not yet shipped is cancelled with it.
      if (paymentStatus === "authorised") {
        if (!holdsReservation(status)) return { status, paymentStatus: "cancelled", effects: [] };
        return { status: "cancelled", paymentStatus: "cancelled", effects: ["release", "refund_gift_cards"] };
      }
      return null;
    }
    case "refunded":
      if (PAYMENT_RANK[paymentStatus] >= PAYMENT_RANK.refunded || paymentStatus !== "captured") return null;
      // A refund made while the cancellation waits for staff ends it: the order is cancelled and
      // gives its stock and gift card money back, as a staff cancel does.
      if (status === "manual_cancellation") return { status: "cancelled", paymentStatus: "refunded", effects: ["release", "refund_gift_cards"] };
      return { status, paymentStatus: "refunded", effects: [] };
  }
}

/**
 * What a cancelled order's payment needs at its provider (docs/orders.md "Refunds"): an
 * authorisation not captured is released (`cancel`), captured money is refunded (`refund`);
 * nothing when no money is held (unpaid, declined, already given back, gift cards paid it all).
 */
export function paymentGiveBack(state: { paymentStatus: OrderPaymentStatus; totalPrice: number }): "cancel" | "refund" | null {
  if (state.totalPrice <= 0) return null;
  if (state.paymentStatus === "authorised") return "cancel";
  if (state.paymentStatus === "captured") return "refund";
  return null;
}

/** A refund (or release) the provider did not take is tried again this often; then staff are needed. */
export const REFUND_RETRY_DELAYS_SECONDS: readonly number[] = [60, 5 * 60, 15 * 60, 60 * 60, 3 * 3600, 6 * 3600, 12 * 3600, 24 * 3600, 24 * 3600];
export const REFUND_MAX_ATTEMPTS = REFUND_RETRY_DELAYS_SECONDS.length + 1;

/**
 * After `attempts` failed calls: when to try again, or null when the refund has failed for good
 * (it is marked `failed` and logged for staff).
 */
export function refundRetryAt(attempts: number, failedAt: Date): Date | null {
  if (attempts >= REFUND_MAX_ATTEMPTS) return null;
  const delay = REFUND_RETRY_DELAYS_SECONDS[Math.max(0, attempts - 1)]!;
  return new Date(failedAt.getTime() + delay * 1000);
}

/** Unpaid orders are cancelled and their reservation released this long after placing (default). */
export const DEFAULT_RESERVATION_MINUTES = 30;

/** An order whose reservation has run out: still new, still waiting for its payment, past its time. */
export function reservationExpired(state: OrderState & { reservedUntil: Date | null }, now: Date): boolean {
  return state.status === "new" && state.paymentStatus === "pending" && state.reservedUntil !== null && state.reservedUntil <= now;
}

import { describe, expect, it } from "vitest";
import { orderTimeline, type TimelineInput } from "./timeline";

const base: TimelineInput = {
  status: "new",
  payment_status: "pending",
  created_at: "2026-11-20T10:00:00.000Z",
  paid_at: null,
  cancelled_at: null,
  delivery: { kind: "home" },
  status_history: [],
  returned_at: null,
};
const at = (h: number) => `2026-11-20T${String(10 + h).padStart(2, "0")}:00:00.000Z`;
const steps = (input: Partial<TimelineInput>) => orderTimeline({ ...base, ...input }).map((e) => `${e.step}:${e.state}${e.at ? `@${e.at.slice(11, 13)}` : ""}`);

describe("orderTimeline (docs/orders.md \"Timeline\")", () => {
  it("shows a new order as placed with paid, packing and shipped to come", () => {
    expect(steps({})).toEqual(["placed:current@10", "paid:upcoming", "packing:upcoming", "shipped:upcoming"]);
  });

  it("follows the status history of a delivery to shipped", () => {
    const history = [
      { status: "processing" as const, at: at(1) },
      { status: "ready_for_packing" as const, at: at(3) },
      { status: "shipped" as const, at: at(5) },
    ];
    expect(steps({ status: "shipped", payment_status: "captured", paid_at: at(1), status_history: history })).toEqual([
      "placed:done@10", "paid:done@11", "packing:done@13", "shipped:current@15",
    ]);
  });

  it("ends a store pickup with ready for pickup, and counts a skipped step as done without a time", () => {
    const history = [{ status: "processing" as const, at: at(1) }, { status: "ready_for_pick_up" as const, at: at(2) }];
    expect(steps({ status: "ready_for_pick_up", payment_status: "captured", paid_at: at(1), delivery: { kind: "store_pickup" }, status_history: history })).toEqual([
      "placed:done@10", "paid:done@11", "packing:done", "ready_for_pickup:current@12",
    ]);
  });

  it("ends with the cancellation and shows no steps to come", () => {
    expect(steps({ status: "cancelled", cancelled_at: at(4), status_history: [{ status: "cancelled", at: at(4) }] })).toEqual(["placed:done@10", "cancelled:current@14"]);
  });

  it("adds the processed return after the delivery", () => {
    const history = [{ status: "processing" as const, at: at(1) }, { status: "shipped" as const, at: at(2) }];
    expect(steps({ status: "shipped", payment_status: "captured", paid_at: at(1), status_history: history, returned_at: at(9) })).toEqual([
      "placed:done@10", "paid:done@11", "packing:done", "shipped:done@12", "returned:current@19",
    ]);
  });

  it("treats an order paid with gift cards only as paid", () => {
    expect(steps({ status: "processing", payment_status: "not_required" })).toEqual(["placed:done@10", "paid:current", "packing:upcoming", "shipped:upcoming"]);
  });
});

// The order's timeline as the shopper sees it on the order page and the lookup (docs/orders.md
// "Timeline"; issue 12): placed, paid, packing, then shipped for deliveries or ready for pickup
// for store pickups, from the order's status history; a cancellation or a processed return ends
// it. A step is done when the order reached it or any later step (history may skip one, e.g.
// staff moving a paid order straight to shipped); its time is the first time it was reached, or
// null when it was skipped. Steps not reached yet are upcoming, without a time. There is no
// 'delivered' step: no carrier reports deliveries to the shop.
import type { OrderPaymentStatus, OrderStatus } from "../api/orders";

export type TimelineStep = "placed" | "paid" | "packing" | "shipped" | "ready_for_pickup" | "cancelled" | "returned";

export interface TimelineEntry {
  step: TimelineStep;
  /** ISO time the step was first reached; null when upcoming, or done without its own record. */
  at: string | null;
  state: "done" | "current" | "upcoming";
}

export interface TimelineInput {
  status: OrderStatus;
  payment_status: OrderPaymentStatus;
  created_at: string;
  paid_at: string | null;
  cancelled_at: string | null;
  delivery: { kind: string };
  /** Every status the order moved to, oldest first. */
  status_history: { status: OrderStatus; at: string }[];
  /** When a return of the order was processed (refunded), or null. */
  returned_at: string | null;
}

const PICKUP_KINDS = new Set(["store_pickup", "express_pickup"]);
const PAID: OrderStatus[] = ["processing", "ready_for_packing", "transfer_to_packing", "skis_in_installation", "transported_to_pickuplocation", "ready_for_pick_up", "shipped"];
const PACKING: OrderStatus[] = ["ready_for_packing", "transfer_to_packing", "skis_in_installation", "transported_to_pickuplocation"];

export function orderTimeline(order: TimelineInput): TimelineEntry[] {
  const pickup = PICKUP_KINDS.has(order.delivery.kind);
  const finalStep: TimelineStep = pickup ? "ready_for_pickup" : "shipped";
  const first = (statuses: OrderStatus[]) => order.status_history.find((h) => statuses.includes(h.status))?.at ?? null;
  const reached = new Map<TimelineStep, string | null>();
  reached.set("placed", order.created_at);
  const paidAt = order.paid_at ?? first(PAID);
  const paid = paidAt !== null || order.payment_status === "not_required" || PAID.includes(order.status);
  if (paid) reached.set("paid", paidAt);
  const packingAt = first(PACKING);
  const finalAt = first(pickup ? ["ready_for_pick_up"] : ["shipped"]);
  const atFinal = order.status === (pickup ? "ready_for_pick_up" : "shipped") || finalAt !== null;
  if (packingAt !== null || PACKING.includes(order.status) || atFinal) reached.set("packing", packingAt);
  if (atFinal) reached.set(finalStep, finalAt);

  const ended = order.status === "cancelled" || order.status === "manual_cancellation";
  const steps: TimelineStep[] = ["placed", "paid", "packing", finalStep];
  const entries: TimelineEntry[] = [];
  for (const step of steps) {
    // A done step counts even when a later one is the only record (packing skipped: done, no time).
    const laterDone = steps.slice(steps.indexOf(step) + 1).some((later) => reached.has(later));
    if (reached.has(step) || laterDone) entries.push({ step, at: reached.get(step) ?? null, state: "done" });
    else if (!ended) entries.push({ step, at: null, state: "upcoming" });
  }
  if (ended) entries.push({ step: "cancelled", at: order.cancelled_at ?? first(["cancelled", "manual_cancellation"]), state: "done" });
  if (order.returned_at) entries.push({ step: "returned", at: order.returned_at, state: "done" });
  const lastDone = entries.map((e) => e.state).lastIndexOf("done");
  if (lastDone >= 0) entries[lastDone] = { ...entries[lastDone]!, state: "current" };
  return entries;
}

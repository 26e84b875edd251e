// Order status labels of spec 02 §4 ("Order and return status labels") as dictionary keys.
import type { OrderStatus } from "@polku/domain";
import type { MessageKey } from "../../lib/i18n";

export const ORDER_STATUS_LABEL: Record<OrderStatus, MessageKey> = {
  new: "orders.status.new",
  processing: "orders.status.processing",
  ready_for_packing: "orders.status.ready_for_packing",
  transfer_to_packing: "orders.status.transfer_to_packing",
  skis_in_installation: "orders.status.skis_in_installation",
  ready_for_pick_up: "orders.status.ready_for_pick_up",
  transported_to_pickuplocation: "orders.status.transported_to_pickuplocation",
  shipped: "orders.status.shipped",
  manual_cancellation: "orders.status.manual_cancellation",
  cancelled: "orders.status.cancelled",
};

/** spec 02 §4: cancelling an order is followed by a refund in 1-5 days. */
export function showsRefundNote(status: OrderStatus, paid: boolean): boolean {
  return paid && (status === "manual_cancellation" || status === "cancelled");
}

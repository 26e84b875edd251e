// The order use cases (docs/orders.md), one file each, put together as app.orders:
//   orders.place.ts            place an order in one transaction, start its payment after commit
//   orders.payment-events.ts   apply payment events once and in order; give money back
//   orders.provider-returns.ts the shopper back from Klarna or PayPal
//   orders.staff.ts            staff moves and the confirmation sent again
//   orders.views.ts            reading orders for their owners, the lookup and the history
//   orders.job.ts              expiring abandoned orders and retrying refunds on a timer
// orders.context.ts holds what they share (options, clock, the 409 and 502 errors).
import { ordersContext, type OrdersServiceOptions } from "./orders.context";
import { createOrderExpiry } from "./orders.job";
import { createPaymentEvents } from "./orders.payment-events";
import { createPlaceOrder } from "./orders.place";
import { createProviderReturns } from "./orders.provider-returns";
import { createStaffActions } from "./orders.staff";
import { createOrderViews } from "./orders.views";

export { OrderConflictError, type OrdersServiceOptions } from "./orders.context";
export { cartOf } from "./orders.place";

export function createOrdersService(opts: OrdersServiceOptions) {
  const ctx = ordersContext(opts);
  const events = createPaymentEvents(ctx);
  return {
    ...createPlaceOrder(ctx, events),
    applyEvent: events.applyEvent,
    runRefund: events.runRefund,
    retryRefunds: events.retryRefunds,
    ...createOrderExpiry(ctx),
    ...createStaffActions(ctx, events),
    ...createProviderReturns(ctx, events),
    ...createOrderViews(ctx),
  };
}
export type OrdersService = ReturnType<typeof createOrdersService>;

// The shopper back from a provider (docs/payments.md "Klarna", "PayPal"): Klarna's confirmation
// page recorded like its push, PayPal's return captured with a fixed key.
import type { KlarnaConfirmation, PaymentEvent, PayPalReturnRequest, PayPalReturnResponse } from "@polku/domain";
import type { AuthenticatedCustomer } from "../../http/authentication";
import { NotificationRefused, ProviderError } from "../payments";
import { providerUnavailable, type OrdersContext } from "./orders.context";
import type { PaymentEvents } from "./orders.payment-events";
import * as repo from "./orders.repository";
import { mayRead } from "./orders.views";

export function createProviderReturns({ db, payments, opts }: OrdersContext, { applyEvent }: Pick<PaymentEvents, "applyEvent">) {
  return {
    /**
     * /checkout/klarna/confirm/?klarna_order_id= (docs/payments.md "Klarna"): the shop's order of
     * the checkout, Klarna's confirmation snippet, and — when the checkout is complete — Klarna's
     * state recorded exactly as its push would record it (same event id, so the push and a reload
     * change nothing more). Null when Klarna is not configured or the shop has no such order.
     */
    async klarnaConfirmation(klarnaOrderId: string): Promise<KlarnaConfirmation | null> {
      const provider = payments.provider("klarna");
      if (!provider?.readEmbedded) return null;
      const order = await repo.findOrderOfPayment(db, "klarna", klarnaOrderId);
      if (!order) return null;
      let checkout;
      try {
        checkout = await provider.readEmbedded(klarnaOrderId);
      } catch (error) {
        if (error instanceof ProviderError) throw providerUnavailable(error);
        throw error;
      }
      if (checkout.orderReference !== null && checkout.orderReference !== order.number) return null;
      if (checkout.status === "complete") {
        try {
          // The push is an empty POST with the id: the same path reads Order Management and records.
          await payments.receive("klarna", { headers: {}, query: { klarna_order_id: klarnaOrderId }, rawBody: "" });
        } catch (error) {
          // Not in Order Management yet: the push records it when it comes.
          if (error instanceof NotificationRefused) opts.log?.info({ klarnaOrderId, reason: error.reason }, "klarna confirmation: order not readable yet");
          else if (error instanceof ProviderError) throw providerUnavailable(error);
          else throw error;
        }
      }
      const after = (await repo.findOrder(db, { id: order.id }))!;
      return {
        number: after.number,
        access_token: after.accessToken,
        status: after.status,
        payment_status: after.paymentStatus,
        paid_at: after.paidAt?.toISOString() ?? null,
        html_snippet: checkout.htmlSnippet,
      };
    },

    /**
     * The shopper is back from PayPal (docs/payments.md "PayPal"): capture the order's PayPal
     * order with the key `capture-{number}`, record the answer like a webhook, and answer the
     * order's state. A repeated return (a reload) finds the payment decided and calls nothing; two
     * at once send the same key and PayPal captures once. Null when PayPal is not configured, the
     * caller may not see the order, or the PayPal order is not its payment.
     */
    async payPalReturn(input: PayPalReturnRequest, caller: AuthenticatedCustomer | null): Promise<PayPalReturnResponse | null> {
      const provider = payments.provider("paypal");
      if (!provider) return null;
      let order = await repo.findOrder(db, { number: input.order_number });
      if (!order || !mayRead(order, caller, input.access_token) || !(await repo.hasPayment(db, order.id, "paypal", input.token))) return null;
      // Only a payment still open is captured: an order that expired meanwhile takes no money.
      if (order.status === "new" && order.paymentStatus === "pending") {
        let event: PaymentEvent;
        try {
          event = await provider.capture(input.token, order.totalPrice, `capture-${order.number}`);
        } catch (error) {
          if (error instanceof ProviderError) throw providerUnavailable(error);
          throw error;
        }
        await applyEvent(event);
        order = (await repo.findOrder(db, { id: order.id }))!;
      }
      return { number: order.number, status: order.status, payment_status: order.paymentStatus, paid_at: order.paidAt?.toISOString() ?? null };
    },
  };
}

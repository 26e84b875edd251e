// Reading orders (docs/orders.md "Reading"): the view of an order as its owner, staff and the
// e-mails see it, who may read it, the lookup by e-mail and a customer's history.
import { timingSafeEqual } from "node:crypto";
import type { Executor } from "@polku/db";
import { INVOICE_TERM_DAYS, RETURN_DAYS, type OrderView } from "@polku/domain";
import type { AuthenticatedCustomer } from "../../http/authentication";
import type { OrdersContext } from "./orders.context";
import * as repo from "./orders.repository";

const sameToken = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export async function viewOf(executor: Executor, order: repo.OrderRow): Promise<OrderView> {
  return viewFrom(order, await repo.detailsOf(executor, order.id));
}

export function viewFrom(order: repo.OrderRow, details: repo.OrderDetails): OrderView {
  const { lines, vat, giftCards: cards, payments: pays, store, history, returnedAt } = details;
  return {
    number: order.number,
    status: order.status,
    payment_status: order.paymentStatus,
    created_at: order.createdAt.toISOString(),
    paid_at: order.paidAt?.toISOString() ?? null,
    cancelled_at: order.cancelledAt?.toISOString() ?? null,
    reserved_until: order.status === "new" && order.paymentStatus === "pending" ? (order.reservedUntil?.toISOString() ?? null) : null,
    language: order.language,
    currency_code: order.currency,
    display_currency: { code: order.displayCurrency, rate: order.displayRate, total: order.displayTotal, decimals: order.displayDecimals },
    lines: lines.map((l) => ({
      kind: l.kind, variant_id: l.variantId, model_id: l.modelId, bundle_id: l.bundleId, bundle_variant_id: l.bundleVariantId, name: l.name, manufacturer: l.manufacturer,
      color: l.color, size: l.size, image: l.image, url: l.url, quantity: l.quantity, unit_price: l.unitPrice, regular_unit_price: l.regularUnitPrice, discount: l.discount,
      total_price: l.totalPrice, vat_percentage: l.vatRateBp / 100, vat_amount: l.vatAmount,
    })),
    subtotal: order.subtotal,
    discount_total: order.discountTotal,
    delivery_cost: order.deliveryCost,
    repack_cost: order.repackCost,
    gift_cards_used: order.giftCardsUsed,
    total_price: order.totalPrice,
    vat: vat.map((v) => ({ percentage: v.rateBp / 100, amount: v.amount })),
    discount_code: order.discountCode,
    gift_cards: cards.map((c) => ({ code: `…${c.code.slice(-4)}`, used: c.used })),
    delivery: {
      method: order.deliveryMethod, method_name: order.deliveryMethodName, kind: order.deliveryKind, location: order.deliveryLocation,
      store: store ? { name: store.name, street_address: store.streetAddress, postal_code: store.postalCode, city: store.city } : null,
      first_name: order.firstName, last_name: order.lastName, address: order.address, postal_code: order.postalCode, city: order.city,
      country_code: order.countryCode, phone: order.phone, email: order.email, shipping_time: order.shippingTime, part_delivery: order.partDelivery, repack: order.repack,
    },
    special_request: order.specialRequest,
    payment_method: order.paymentMethod,
    payment_events: pays.map((p) => ({ payment_id: p.paymentId, processor_slug: p.processorSlug, creation_time: new Date(p.createdAt).toISOString() })),
    enterprise_order: order.enterpriseOrder,
    invoice_term_days: INVOICE_TERM_DAYS,
    return_days: RETURN_DAYS,
    status_history: history.map((h) => ({ status: h.status, at: h.at.toISOString() })),
    returned_at: returnedAt?.toISOString() ?? null,
  };
}

/** Staff, the order's customer, or anyone with its token. */
export function mayRead(order: repo.OrderRow, caller: AuthenticatedCustomer | null, token: string | undefined): boolean {
  return Boolean((caller && (caller.isStaff || caller.isAdmin || order.customerId === caller.id)) || (token !== undefined && sameToken(token, order.accessToken)));
}

export function createOrderViews({ db }: OrdersContext) {
  return {
    /** An order its caller may see: staff, its customer, or anyone with its token; otherwise null. */
    async readable(number: string, caller: AuthenticatedCustomer | null, token: string | undefined): Promise<OrderView | null> {
      const order = await repo.findOrder(db, { number });
      return order && mayRead(order, caller, token) ? viewOf(db, order) : null;
    },

    async lookup(number: string, email: string): Promise<OrderView | null> {
      const order = await repo.findOrder(db, { number });
      if (!order || order.email.trim().toLowerCase() !== email.trim().toLowerCase()) return null;
      return viewOf(db, order);
    },

    async history(customerId: number) {
      const found = await repo.ordersOfCustomer(db, customerId, 100);
      return found.map((o) => ({
        number: o.number, status: o.status, payment_status: o.paymentStatus, created_at: new Date(o.createdAt).toISOString(), total_price: o.totalPrice,
        currency_code: o.currency, item_count: o.itemCount, names: o.names,
      }));
    },
  };
}

// What every order use case shares (docs/orders.md): the options, the clock, the shop's
// address, the 409 of a refused placement, the provider's 502 and the order e-mail's links.
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "@polku/db";
import type { OrderConflict, OrderView } from "@polku/domain";
import { HttpError } from "../../http/errors";
import type { CheckoutReference, VariantFactsCache } from "../checkout";
import type { Payments } from "../payments/payments.service";
import type { ConfirmationMailOptions } from "./orders.mail";
import type * as repo from "./orders.repository";

export interface OrdersServiceOptions {
  db: Database;
  payments: Payments;
  reference: () => Promise<CheckoutReference>;
  publicUrl: string;
  mailFrom: string;
  /** The shop's name in the gift card and order e-mails (SHOP_NAME). */
  shopName?: string;
  /** The merchant's business id in the order e-mail (SHOP_BUSINESS_ID). */
  businessId?: string | null;
  reservationMinutes: number;
  now?: () => Date;
  /** The checkout's kept catalogue facts (prices, names) of variants. */
  facts?: VariantFactsCache;
  log?: FastifyBaseLogger;
}


/** The options with the clock and the shop's address resolved, handed to each use case. */
export interface OrdersContext {
  db: Database;
  payments: Payments;
  opts: OrdersServiceOptions;
  now: () => Date;
  /** PUBLIC_URL without its trailing slash. */
  base: string;
}

export function ordersContext(opts: OrdersServiceOptions): OrdersContext {
  return { db: opts.db, payments: opts.payments, opts, now: opts.now ?? (() => new Date()), base: opts.publicUrl.replace(/\/$/, "") };
}

/** The provider could not be asked now: the caller may try again. */
export const providerUnavailable = (cause: unknown) =>
  Object.assign(new HttpError(502, "provider_unavailable", "The payment provider could not be reached. Try again."), { cause });

/** A 409 with the texts in the shopper's language (orderConflictSchema). */
export class OrderConflictError extends HttpError {
  constructor(readonly conflict: OrderConflict) {
    super(409, conflict.code, conflict.detail);
  }
  override body(): unknown {
    return this.conflict;
  }
}

/** The order e-mail's links, merchant and the payment method by its name (docs/orders.md "E-mail"). */
export function confirmationOptions({ payments, base, opts }: OrdersContext, order: repo.OrderRow, view: OrderView): ConfirmationMailOptions {
  const method = view.payment_method ? payments.methods({ country: view.delivery.country_code, currency: "eur", amount: Math.max(1, view.total_price) }, view.language).find((m) => m.slug === view.payment_method) : null;
  return {
    lookupUrl: `${base}/view-order/`,
    orderUrl: `${base}/order/payment_ok/${order.number}/${order.accessToken}/`,
    publicUrl: base,
    shop: { name: opts.shopName ?? "Polku", email: opts.mailFrom, businessId: opts.businessId ?? null },
    paymentMethodName: method?.name ?? null,
  };
}

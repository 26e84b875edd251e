// The one interface every payment provider implements (docs/payments.md "The interface"). The
// checkout asks which methods are offered and starts payments; the order module feeds it the
// provider's notifications, records the normalised events, and captures, cancels or refunds.
import type { LanguageCode, PaymentEvent, PaymentOrder } from "@polku/domain";

/** A payment method as the checkout answer lists it (spec 01 §7 payment_methods). */
export interface PaymentMethodOffer {
  /** "test", "invoice" (buy now, pay later), "wallet". */
  slug: string;
  /** The method's name in every shop language. */
  names: Record<LanguageCode, string>;
  /** The provider behind it (payment_events[].processor_slug). */
  processorSlug: string;
}

export interface MethodQuery {
  /** Lower-case ISO 3166 alpha-2 purchase country. */
  country: string;
  /** Lower-case ISO 4217. */
  currency: string;
  /** Minor units of `currency`. */
  amount: number;
}

/** A started payment: where the shopper goes next, and the provider's id of the payment. */
export type StartedPayment =
  | { kind: "redirect"; paymentId: string; redirectUrl: string }
  /** An embedded checkout (spec 01 §7 kco_iframe): HTML inserted into the page, its scripts re-run. */
  | { kind: "snippet"; paymentId: string; htmlSnippet: string };

/** An embedded checkout read back (spec 01 §7-8: a complete order is read-only). */
export interface EmbeddedCheckout {
  paymentId: string;
  status: "incomplete" | "complete";
  /** A complete checkout cannot change any more: the cart answers READ_ONLY_ORDER. */
  readOnly: boolean;
  htmlSnippet: string;
  orderReference: string | null;
  amount: number;
  currency: string;
}

/** An HTTP notification as it reached the shop: nothing in it is trusted until verified. */
export interface IncomingNotification {
  headers: Record<string, string | string[] | undefined>;
  query: Record<string, string | undefined>;
  /** The body exactly as received (signatures are over these bytes). */
  rawBody: string;
}

export interface PaymentProvider {
  readonly processorSlug: string;
  /** The methods offered for a purchase; empty when the provider cannot take it. */
  methods(query: MethodQuery): PaymentMethodOffer[];
  /** Starts (or, with the same idempotency key, finds again) the payment of an order. */
  start(order: PaymentOrder): Promise<StartedPayment>;
  /**
   * Verifies a notification and reads it into an event. Throws NotificationRefused when the
   * signature, timestamp, payment or body does not check out: a refused notification changes nothing.
   */
  verifyNotification(notification: IncomingNotification): Promise<PaymentEvent>;
  /** Tells the provider the shop has recorded the event (Klarna's acknowledge), when it asks for that. */
  acknowledge?(event: PaymentEvent): Promise<void>;
  /** Takes the authorised money (the whole order amount). */
  capture(paymentId: string, amount: number, idempotencyKey: string): Promise<PaymentEvent>;
  /** Releases an authorised payment that has not been captured. */
  cancel(paymentId: string, idempotencyKey: string): Promise<PaymentEvent>;
  /** Returns captured money, all or part of it. */
  refund(paymentId: string, amount: number, idempotencyKey: string): Promise<PaymentEvent>;
  /** Embedded checkouts only: the checkout as it is now. */
  readEmbedded?(paymentId: string): Promise<EmbeddedCheckout>;
  /**
   * Embedded checkouts only: the cart changed while the checkout was open (spec 01 §7
   * klarna_global_checkout_id). Throws ReadOnlyCheckout once the shopper has completed it.
   */
  updateEmbedded?(paymentId: string, order: PaymentOrder): Promise<StartedPayment>;
}

/** The embedded checkout is complete and can no longer change: spec 01 §8 READ_ONLY_ORDER. */
export class ReadOnlyCheckout extends Error {
  constructor(readonly paymentId: string) {
    super(`Checkout ${paymentId} is complete and read-only`);
  }
}

/** A notification that failed verification: answered 400 and otherwise ignored. */
export class NotificationRefused extends Error {
  constructor(readonly reason: string) {
    super(`Notification refused: ${reason}`);
  }
}

/** The provider answered something unexpected or refused the call (network, 4xx, 5xx, bad body). */
export class ProviderError extends Error {
  constructor(
    readonly processorSlug: string,
    message: string,
    readonly status?: number,
    /** The provider's answer body, when it sent one (its error codes are in there). */
    readonly body?: string,
  ) {
    super(`${processorSlug}: ${message}`);
  }
}

/** Reads one header whatever its case and however many times it came. */
export function header(headers: IncomingNotification["headers"], name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

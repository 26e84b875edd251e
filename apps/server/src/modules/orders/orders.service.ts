// The order use cases (docs/orders.md): place an order in one transaction on facts read and
// locked inside it, start its payment after commit, apply payment events once and in order,
// expire abandoned orders, move statuses for staff, and read orders for their owners.
import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Database, Executor } from "@polku/db";
import type { SQL } from "@polku/db/orm";
import {
  DEFAULT_TAX_CLASS_ID, INVOICE_TERM_DAYS, RETURN_DAYS, WEB_STORE_ID, applyPaymentEvent, canStaffMove, codesLimitedPerCustomer, dedupeCodes, holdsReservation, initialPaymentStatus,
  orderLinesFrom, paymentGiveBack, paymentLinesFor, paymentOrderSchema, paymentVat, refundRetryAt, reservationExpired, validateCart, withGuestUses,
  type CartValidation, type CheckoutMessage, type CheckoutRequest, type KlarnaConfirmation, type LanguageCode, type OrderConflict, type OrderStatus, type OrderView,
  type PaymentEvent, type PayPalReturnRequest, type PayPalReturnResponse, type PlaceOrderRequest, type PlaceOrderResponse,
} from "@polku/domain";
import { HttpError } from "../../http/errors";
import { mailInsertStatement } from "../../lib/mail/outbox";
import type { AuthenticatedCustomer } from "../accounts/authentication";
import { renderCheckoutMessage } from "../checkout/checkout.messages";
import type { CheckoutReference } from "../checkout/checkout.repository";
import type { VariantFactsCache } from "../checkout/variant-facts-cache";
import { loadCheckoutData, shopperOf } from "../checkout/checkout.service";
import type { Payments } from "../payments/payments.service";
import { NotificationRefused, ProviderError } from "../payments/payment-provider";
import { orderSignalsStatement } from "../reco/reco.signals";
import { takeCodeUse } from "../gift-campaigns/gift-campaigns.repository";
import { issueGiftCards, voidGiftCards } from "../gift-cards/gift-cards.service";
import { renderConfirmationMail, type ConfirmationMailOptions } from "./orders.mail";
import { orderText, type OrderMessageKey } from "./orders.messages";
import * as repo from "./orders.repository";

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

/** A refund's claim on its provider call runs out after this (calls time out after 10 s each). */
const REFUND_CLAIM_MS = 2 * 60_000;

/** The provider could not be asked now: the caller may try again. */
const providerUnavailable = (cause: unknown) =>
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

const LINE_STOCK_KEYS = new Set(["sold_out", "amount_limited", "bundle_sold_out"]);
const CODE_KEYS = new Set(["code_used_up", "code_customer_limit"]);

function conflictOf(v: CartValidation, language: LanguageCode): OrderConflict | null {
  const all: CheckoutMessage[] = [...(v.reason ? [v.reason] : []), ...v.errors, ...v.products.flatMap((p) => p.errors), ...v.bundles.flatMap((b) => b.errors), ...v.giftCardProducts.flatMap((g) => g.errors)];
  if (all.length === 0) return null;
  const errors = all.map((m) => renderCheckoutMessage(m, language));
  if (all.some((m) => LINE_STOCK_KEYS.has(m.key))) return { code: "sold_out", detail: orderText("sold_out", language), errors };
  // A code used up, used by this customer (known or guest) or a campaign code used: one code, the checkout's text.
  const used = all.find((m) => CODE_KEYS.has(m.key)) ?? all.find((m) => m.key === "campaign_code_used");
  if (used) return { code: "code_used_up", detail: renderCheckoutMessage(used, language), errors };
  // A transfer's rows not covered by their picks (one may be more than its store now sells): the rows are named.
  const transfer = all.find((m) => m.key === "transfer_rows");
  if (transfer) return { code: "cart_invalid", detail: renderCheckoutMessage(transfer, language), errors };
  if (all.some((m) => m.key === "gift_card_empty")) return { code: "gift_card_balance", detail: orderText("gift_card_balance", language), errors };
  return { code: "cart_invalid", detail: orderText("cart_invalid", language), errors };
}

const conflict = (code: OrderConflict["code"], key: OrderMessageKey, language: LanguageCode, params: Record<string, string> = {}) =>
  new OrderConflictError({ code, detail: orderText(key, language, params), errors: [] });

/** "P" and 9 random digits: about a billion numbers, drawn at random, never in sequence. */
const drawNumber = () => `P${String(randomInt(100_000_000, 1_000_000_000))}`;
const sameToken = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

function requestHash(input: PlaceOrderRequest): string {
  const { idempotency_key: _key, ...rest } = input;
  return createHash("sha256").update(JSON.stringify(rest)).digest("hex");
}

/** The cart part of a placement request, with the delivery choice of the form. */
export function cartOf(input: PlaceOrderRequest): CheckoutRequest {
  const { form, payment_method: _m, idempotency_key: _k, transferrequest_reserve_quantity: _r, transferrequest_high_priority: _h, ...cart } = input;
  return { ...cart, delivery_method: form.delivery_method, delivery_location: form.delivery_location ?? null, postal_code: form.postal_code };
}

/** What a placement has just written: its lines and what each gift card pays (in card id order). */
interface PlacedFacts {
  lines: readonly repo.LineRow[];
  cards: readonly { code: string; used: number }[];
}

export function createOrdersService(opts: OrdersServiceOptions) {
  const { db, payments } = opts;
  const now = opts.now ?? (() => new Date());
  const base = opts.publicUrl.replace(/\/$/, "");

  /** Where the shopper and the provider go for an order (spec 01 §2 order routes). */
  function urlsFor(order: repo.OrderRow, processorSlug: string) {
    const tail = `${order.number}/${order.accessToken}/`;
    return {
      ok: processorSlug === "klarna" ? `${base}/checkout/klarna/confirm/` : `${base}/order/payment_ok/${tail}`,
      cancelled: `${base}/order/payment_cancelled/${tail}`,
      error: `${base}/order/payment_error/${tail}`,
      process: `${base}/order/process/?order=${order.number}&token=${order.accessToken}`,
      notification: `${base}/api/payments/${processorSlug}/notifications/`,
      checkout: `${base}/checkout/payment/`,
    };
  }

  async function paymentOrderFor(order: repo.OrderRow, known?: PlacedFacts) {
    const [lines, cards, reference] = await Promise.all([known?.lines ?? repo.linesOf(db, order.id), known?.cards ?? repo.giftCardsOf(db, order.id), opts.reference()]);
    const country = reference.countries.get(order.countryCode);
    const generalRateBp = country?.chargesVat === false ? 0 : (reference.taxRates.get(country?.taxAreaId ?? 1)?.get(DEFAULT_TAX_CLASS_ID) ?? 0);
    const paymentLines = paymentLinesFor({
      lines,
      deliveryCost: order.deliveryCost,
      deliveryName: order.deliveryMethodName,
      repackCost: order.repackCost,
      repackName: orderText("mail_repack", order.language),
      generalRateBp,
      giftCards: cards,
      giftCardsName: orderText("mail_gift_cards", order.language),
    });
    return { lines: paymentLines, vat: paymentVat(paymentLines) };
  }

  /**
   * The recorded payment of an order, or a new one started with the provider (same key, same
   * payment). `known`: the order was placed by this call a moment ago, so it has no payment yet
   * and its lines and card uses are the ones just written — nothing to read back.
   */
  async function ensurePayment(order: repo.OrderRow, known?: PlacedFacts): Promise<repo.PaymentRow | null> {
    if (!known) {
      const recorded = await repo.paymentsOf(db, order.id);
      if (recorded.length > 0) return recorded[recorded.length - 1]!;
    }
    if (order.totalPrice <= 0 || order.status !== "new" || order.paymentStatus !== "pending" || !order.processorSlug) return null;
    const provider = payments.provider(order.processorSlug);
    if (!provider) throw new HttpError(502, "payment_unavailable", "The payment provider is not available.");
    const { lines, vat } = await paymentOrderFor(order, known);
    const idempotencyKey = `order-${order.number}-1`;
    const paymentOrder = paymentOrderSchema.parse({
      reference: order.number,
      amount: order.totalPrice,
      currency: order.currency,
      lines,
      vat,
      language: order.language,
      country: order.countryCode,
      email: order.email,
      urls: urlsFor(order, order.processorSlug),
      idempotencyKey,
    });
    let started;
    try {
      started = await provider.start(paymentOrder);
    } catch (error) {
      if (error instanceof ProviderError) throw Object.assign(new HttpError(502, "payment_unavailable", "The payment provider could not be reached. Try again."), { cause: error });
      throw error;
    }
    const inserted = await repo.insertPayment(db, {
      orderId: order.id,
      processorSlug: order.processorSlug,
      paymentId: started.paymentId,
      method: order.paymentMethod ?? order.processorSlug,
      idempotencyKey,
      amount: order.totalPrice,
      currency: order.currency,
      kind: started.kind,
      redirectUrl: started.kind === "redirect" ? started.redirectUrl : null,
      htmlSnippet: started.kind === "snippet" ? started.htmlSnippet : null,
    });
    if (inserted) return inserted;
    const after = await repo.paymentsOf(db, order.id);
    return after[after.length - 1] ?? null;
  }

  function placeAnswer(order: repo.OrderRow, payment: repo.PaymentRow | null, all: repo.PaymentRow[]): PlaceOrderResponse {
    return {
      number: order.number,
      access_token: order.accessToken,
      status: order.status,
      payment_status: order.paymentStatus,
      total_price: order.totalPrice,
      currency_code: order.currency,
      payment: !payment
        ? { kind: "none" }
        : payment.kind === "snippet"
          ? { kind: "snippet", processor_slug: payment.processorSlug, payment_id: payment.paymentId, kco_iframe: payment.htmlSnippet ?? "", kgco_id: payment.paymentId }
          : { kind: "redirect", processor_slug: payment.processorSlug, payment_id: payment.paymentId, redirect_url: payment.redirectUrl ?? "" },
      payment_events: all.map((p) => ({ payment_id: p.paymentId, processor_slug: p.processorSlug, creation_time: new Date(p.createdAt).toISOString() })),
    };
  }

  /** The order e-mail's links, merchant and the payment method by its name (docs/orders.md "E-mail"). */
  function confirmationOptions(order: repo.OrderRow, view: OrderView): ConfirmationMailOptions {
    const method = view.payment_method ? payments.methods({ country: view.delivery.country_code, currency: "eur", amount: Math.max(1, view.total_price) }, view.language).find((m) => m.slug === view.payment_method) : null;
    return {
      lookupUrl: `${base}/view-order/`,
      orderUrl: `${base}/order/payment_ok/${order.number}/${order.accessToken}/`,
      publicUrl: base,
      shop: { name: opts.shopName ?? "Polku", email: opts.mailFrom, businessId: opts.businessId ?? null },
      paymentMethodName: method?.name ?? null,
    };
  }

  async function answerFor(order: repo.OrderRow): Promise<PlaceOrderResponse> {
    const payment = await ensurePayment(order);
    return placeAnswer(order, payment, await repo.paymentsOf(db, order.id));
  }

  /**
   * Paid: gift cards debited, reservations kept, confirmation queued, signals recorded, in the
   * caller's transaction. The debit runs here; the rest comes back as statements for the caller
   * to write together with the status move (`details`: the order's as read under its lock).
   */
  async function paidStatements(tx: Executor, order: repo.OrderRow, at: Date, details?: repo.OrderDetails): Promise<(SQL | null)[]> {
    if (order.giftCardsUsed > 0) await repo.debitGiftCards(tx, order, at);
    const view = viewFrom({ ...order, status: "processing" }, details ?? (await repo.detailsOf(tx, order.id)));
    const mail = renderConfirmationMail(view, confirmationOptions(order, view));
    // Gift cards bought get their codes now (docs/gift-cards.md), never before payment.
    const cards = await issueGiftCards(tx, order, at, { publicUrl: base, mailFrom: opts.mailFrom, shopName: opts.shopName ?? "Polku" });
    return [
      ...cards,
      repo.keepReservationsStatement(order.id),
      mailInsertStatement(opts.mailFrom, { kind: "order.confirmation", to: order.email, language: order.language, dedupeKey: `order.confirmation:${order.number}`, ...mail }),
      orderSignalsStatement(view.lines.filter((l) => l.model_id !== null && l.kind !== "gift_card").map((l) => ({ modelId: l.model_id!, quantity: l.quantity })), at),
    ];
  }

  async function viewOf(executor: Executor, order: repo.OrderRow): Promise<OrderView> {
    return viewFrom(order, await repo.detailsOf(executor, order.id));
  }

  function viewFrom(order: repo.OrderRow, details: repo.OrderDetails): OrderView {
    const { lines, vat, giftCards: cards, payments: pays, store } = details;
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
    };
  }

  /** Staff, the order's customer, or anyone with its token. */
  function mayRead(order: repo.OrderRow, caller: AuthenticatedCustomer | null, token: string | undefined): boolean {
    return Boolean((caller && (caller.isStaff || caller.isAdmin || order.customerId === caller.id)) || (token !== undefined && sameToken(token, order.accessToken)));
  }

  /**
   * Records money to give back through the order's provider (docs/orders.md "Refunds"), in the
   * caller's transaction; called after commit by `runRefund`. The key follows from the order, so
   * the provider does the work once however often it is asked. The new row's id, or null.
   */
  async function queueGiveBack(tx: Executor, order: repo.OrderRow, payment: { processorSlug: string; paymentId: string }, kind: repo.RefundKind, reason: "staff_cancel" | "late_payment", at: Date) {
    return repo.insertRefund(tx, {
      orderId: order.id,
      kind,
      processorSlug: payment.processorSlug,
      paymentId: payment.paymentId,
      amount: order.totalPrice,
      currency: order.currency,
      idempotencyKey: `${kind}-${order.number}`,
      reason,
      at,
    });
  }

  /** Applies one event in the caller's transaction; the ids of refunds it queued (for after commit). */
  async function applyEventIn(tx: Executor, event: PaymentEvent): Promise<number[]> {
    const moneyEvent = event.status === "authorised" || event.status === "captured";
    // A money event may pay the order: its lines come with the lock, for the confirmation.
    const { eventId, order, details } = await repo.recordEventAndLockOrder(tx, event, moneyEvent);
    if (eventId === null) return []; // recorded before: a repeated delivery changes nothing
    if (!order || order.number !== event.orderReference) {
      await repo.markEvent(tx, eventId, order?.id ?? null, false);
      return [];
    }
    if (moneyEvent && (event.amount !== order.totalPrice || event.currency !== order.currency)) {
      await repo.markEvent(tx, eventId, order.id, false);
      return [];
    }
    const outcome = applyPaymentEvent(order, event.status);
    // Money is given back once per order: a stale money event after that changes nothing.
    if (!outcome || (outcome.effects.includes("give_back") && (await repo.hasRefund(tx, order.id)))) {
      await repo.markEvent(tx, eventId, order.id, false);
      return [];
    }
    const at = now();
    if (outcome.effects.includes("release")) await repo.releaseOrder(tx, order, at);
    if (outcome.effects.includes("refund_gift_cards")) await repo.refundGiftCards(tx, order);
    const paid = outcome.effects.includes("paid") && outcome.status !== "cancelled" ? await paidStatements(tx, order, at, details ?? undefined) : [];
    const queued: number[] = [];
    // Money for an order that was cancelled meanwhile (it expired while the shopper paid) goes back.
    const giveBack = outcome.effects.includes("give_back") ? paymentGiveBack({ paymentStatus: outcome.paymentStatus, totalPrice: order.totalPrice }) : null;
    if (giveBack) {
      const id = await queueGiveBack(tx, order, event, giveBack, "late_payment", at);
      if (id !== null) queued.push(id);
    }
    await repo.runTogether(tx, [
      ...repo.statusStatements(
        order,
        { status: outcome.status, paymentStatus: outcome.paymentStatus, paidAt: outcome.effects.includes("paid") ? at : undefined, cancelledAt: outcome.status === "cancelled" ? at : undefined },
        { source: "payment", note: `${event.processorSlug}:${event.status}` },
      ),
      ...paid,
      repo.markEventStatement(eventId, order.id, true),
    ]);
    return queued;
  }

  /**
   * One provider call for a queued refund or release, when it is due and nobody else is making
   * it. The provider's answer is recorded as a payment event in the same transaction that marks
   * the refund done; a failure is tried again later (`refundRetryAt`) with the same key.
   */
  async function runRefund(id: number, at: Date = now()): Promise<"done" | "retry" | "failed" | "skipped"> {
    const claimed = await repo.claimRefund(db, id, at, new Date(at.getTime() + REFUND_CLAIM_MS));
    if (!claimed) return "skipped";
    try {
      const provider = payments.provider(claimed.processorSlug);
      if (!provider) throw new ProviderError(claimed.processorSlug, "the provider is not configured");
      const event =
        claimed.kind === "refund"
          ? await provider.refund(claimed.paymentId, claimed.amount, claimed.idempotencyKey)
          : await provider.cancel(claimed.paymentId, claimed.idempotencyKey);
      await db.transaction(async (tx) => {
        if (claimed.returnId !== null) {
          // A return gives back part of the order: the event is recorded, the order's payment status stays.
          const { eventId } = await repo.recordEventAndLockOrder(tx, event, false);
          if (eventId !== null) await repo.markEvent(tx, eventId, claimed.orderId, true);
        } else await applyEventIn(tx, event);
        await repo.completeRefund(tx, claimed.id, event.eventId, now());
      });
      opts.log?.info({ order: claimed.number, kind: claimed.kind, amount: claimed.amount, eventId: event.eventId }, "payment given back");
      return "done";
    } catch (error) {
      const retryAt = refundRetryAt(claimed.attempts, at);
      await repo.failRefund(db, claimed.id, error instanceof Error ? error.message : String(error), retryAt);
      if (retryAt) opts.log?.warn({ err: error, order: claimed.number, kind: claimed.kind, attempts: claimed.attempts, retryAt }, "giving a payment back failed; trying again later");
      else opts.log?.error({ err: error, order: claimed.number, kind: claimed.kind, attempts: claimed.attempts }, "giving a payment back failed for good: staff must refund it by hand");
      return retryAt ? "retry" : "failed";
    }
  }

  /** Runs refunds just queued, after their transaction committed; a failure is left to the job. */
  async function runQueued(ids: readonly number[]): Promise<void> {
    for (const id of ids) {
      try {
        await runRefund(id);
      } catch (error) {
        opts.log?.error({ err: error, refund: id }, "running a queued refund failed");
      }
    }
  }

  /** Applies an event in its own transaction, then makes the provider calls it queued. */
  async function applyEvent(event: PaymentEvent): Promise<void> {
    const queued = await db.transaction((tx) => applyEventIn(tx, event));
    await runQueued(queued);
  }

  /**
   * Staff moves along `path` (each step checked by `canStaffMove`; a function decides it from the
   * locked order) in one transaction; the back office's cancel passes through manual_cancellation (docs/admin.md "Orders"). `hooks` run in
   * that transaction with the order locked: `check` before the first move (the admin's version
   * check), `record` after the last (the audit row). The order's id.
   */
  async function staffMoveAlong(
    number: string,
    path: readonly OrderStatus[] | ((order: repo.OrderRow) => readonly OrderStatus[]),
    staffId: number,
    note: string | undefined,
    hooks: { check?: (tx: Executor, order: repo.OrderRow) => Promise<void>; record?: (tx: Executor, before: repo.OrderRow, after: repo.OrderRow) => Promise<void> } = {},
  ): Promise<number> {
    const moved = await db.transaction(async (tx) => {
      const first = await repo.findOrder(tx, { number }, true);
      if (!first) throw new HttpError(404, "order_not_found", "Order not found");
      await hooks.check?.(tx, first);
      const queued: number[] = [];
      let order = first;
      for (const to of typeof path === "function" ? path(first) : path) {
        if (!canStaffMove(order.status, to)) throw new HttpError(409, "transition_not_allowed", `An order cannot move from ${order.status} to ${to}.`);
        const at = now();
        await repo.setStatus(tx, order, { status: to, cancelledAt: to === "cancelled" ? at : undefined }, { source: "staff", staffId, note: note ?? null });
        if (!holdsReservation(to)) {
          if (to === "cancelled") {
            await repo.releaseOrder(tx, order, at);
            await repo.refundGiftCards(tx, order);
            await voidGiftCards(tx, order.id, at);
            const giveBack = paymentGiveBack(order);
            const payment = giveBack ? await repo.paidPaymentOf(tx, order.id) : null;
            if (giveBack && payment) {
              const id = await queueGiveBack(tx, order, payment, giveBack, "staff_cancel", at);
              if (id !== null) queued.push(id);
            }
          } else await repo.consumeReservations(tx, order.id, at);
        }
        order = (await repo.findOrder(tx, { id: order.id }))!;
      }
      await hooks.record?.(tx, first, order);
      return { id: first.id, queued };
    });
    await runQueued(moved.queued);
    return moved.id;
  }

  /**
   * Queues the order's confirmation e-mail again (docs/admin.md "Orders"), as it was sent at
   * payment but with today's state of the order; `record` runs in the same transaction (the audit).
   */
  async function resendConfirmation(number: string, record?: (tx: Executor, order: repo.OrderRow) => Promise<void>): Promise<void> {
    await db.transaction(async (tx) => {
      const order = await repo.findOrder(tx, { number }, true);
      if (!order) throw new HttpError(404, "order_not_found", "Order not found");
      if (!order.paidAt && order.paymentStatus !== "not_required") throw new HttpError(409, "order_not_paid", "The confirmation is sent for paid orders only.");
      const view = await viewOf(tx, order);
      const mail = renderConfirmationMail(view, confirmationOptions(order, view));
      await tx.execute(
        mailInsertStatement(opts.mailFrom, { kind: "order.confirmation", to: order.email, language: order.language, dedupeKey: `order.confirmation:${order.number}:${now().getTime()}`, ...mail }),
      );
      await record?.(tx, order);
    });
  }

  return {
    async place(input: PlaceOrderRequest, customer: AuthenticatedCustomer | null): Promise<PlaceOrderResponse> {
      const language = input.language_code;
      const hash = requestHash(input);
      // A repeated key is found in the transaction, under the key's lock.
      const cart = cartOf(input);
      const reference = await opts.reference();
      const at = now();
      const shopper = shopperOf(customer);
      const result = await db.transaction(async (tx) => {
        await repo.lockIdempotencyKey(tx, input.idempotency_key);
        const again = await repo.findOrder(tx, { key: input.idempotency_key });
        if (again) {
          if (again.requestHash !== hash) throw conflict("idempotency_key_reused", "idempotency_key_reused", language);
          return { id: again.id, placed: undefined, order: again };
        }
        // Lock what the order takes, in a fixed order, then read it: what is validated is what is written.
        const transferFrom = shopper?.isStaff && cart.transfer_request_from?.length ? [...new Set(cart.transfer_request_from)] : null;
        const storeIds = transferFrom ?? [WEB_STORE_ID];
        const codes = dedupeCodes(cart.discount_codes);
        await repo.lockCodes(tx, codes);
        // Stock is locked as it is read, after the codes and cards; the kept catalogue facts are
        // used only when the catalogue version read in this transaction is theirs.
        const data = await loadCheckoutData(tx, reference, cart, customer?.id ?? null, { facts: opts.facts, lockStoreIds: storeIds });
        const holds = await repo.giftCardHolds(tx, codes);
        const giftCards = new Map([...data.giftCards].map(([code, card]) => [code, { ...card, balance: card.balance - (holds.get(code) ?? 0) }]));
        // The per-customer code limit is the domain's rule for guests too, counted by the order's e-mail.
        const discountCodes = customer ? data.discountCodes : withGuestUses(data.discountCodes, await repo.codeUsesByEmail(tx, codesLimitedPerCustomer(data.discountCodes), input.form.email));
        const v = validateCart(cart, { ...data, giftCards, discountCodes }, { now: at, shopper });
        const problem = conflictOf(v, language);
        if (problem) throw new OrderConflictError(problem);
        const lines = orderLinesFrom(v, (value) => renderCheckoutMessage({ key: "gift_card_name", params: { value } }, language));
        if (lines.length === 0) throw conflict("cart_invalid", "cart_invalid", language);
        // The payment method must be one offered for this purchase.
        let method: { slug: string; processorSlug: string } | null = null;
        if (v.totalPrice > 0) {
          const offered = payments.methods({ country: cart.country_code, currency: "eur", amount: v.totalPrice }, language);
          const chosen = offered.find((m) => m.slug === input.payment_method);
          if (!chosen) throw conflict("payment_method_unavailable", "payment_method_unavailable", language);
          method = { slug: chosen.slug, processorSlug: chosen.processor_slug };
        }
        // A gift campaign order takes one use of its code here: of two orders racing for the last
        // use, the second finds none left (the update waits for the first and re-checks).
        if (v.giftCampaign && !(await takeCodeUse(tx, v.giftCampaign.codeId))) {
          const used = renderCheckoutMessage({ key: "campaign_code_used", params: {} }, language);
          throw new OrderConflictError({ code: "code_used_up", detail: used, errors: [used] });
        }
        const delivery = v.selectedDelivery;
        const reservedUntil = v.totalPrice > 0 ? new Date(at.getTime() + opts.reservationMinutes * 60_000) : null;
        const paymentStatus = initialPaymentStatus(v.totalPrice);
        let placed: repo.PlacedOrder | null = null;
        for (let attempt = 0; placed === null && attempt < 5; attempt++) {
          placed = await repo.insertPlacedOrder(tx, {
            number: drawNumber(),
            accessToken: randomBytes(24).toString("base64url"),
            idempotencyKey: input.idempotency_key,
            requestHash: hash,
            customerId: customer?.id ?? null,
            email: input.form.email,
            language,
            countryCode: cart.country_code,
            status: "new",
            paymentStatus,
            currency: "eur",
            displayCurrency: v.currency.code,
            displayRate: v.currency.rate,
            displayTotal: v.currency.total,
            displayDecimals: v.currency.decimals,
            subtotal: v.subtotal,
            discountTotal: v.discountTotal,
            deliveryCost: v.deliveryCost,
            repackCost: v.repackCost,
            giftCardsUsed: v.giftCards.reduce((s, g) => s + g.used, 0),
            totalPrice: v.totalPrice,
            discountCodeId: v.discount?.codeId ?? null,
            discountCode: v.discount?.code ?? null,
            paymentMethod: method?.slug ?? null,
            processorSlug: method?.processorSlug ?? null,
            firstName: input.form.first_name,
            lastName: input.form.last_name,
            address: input.form.address,
            postalCode: input.form.postal_code,
            city: input.form.city,
            phone: input.form.phone,
            deliveryMethod: delivery?.slug ?? "none",
            deliveryMethodName: delivery?.name ?? "",
            deliveryKind: delivery?.kind ?? "none",
            deliveryLocation: delivery?.storeSlug ?? input.form.delivery_location ?? null,
            deliveryStoreId: delivery?.storeId ?? null,
            shippingTime: v.shippingTime ? renderCheckoutMessage(v.shippingTime, language) : "",
            partDelivery: v.partDelivery,
            repack: v.repackCost > 0 || (cart.repack && delivery?.repackCost != null),
            specialRequest: cart.special_request,
            sellerName: input.form.seller_name ?? null,
            sellerNumber: input.form.seller_number ?? null,
            enterpriseOrder: v.enterpriseOrder,
            transferRequestFrom: v.transferRequestFrom,
            transferRequestTo: shopper?.isStaff ? (cart.transfer_request_to ?? null) : null,
            transferReserveQuantity: shopper?.isStaff ? input.transferrequest_reserve_quantity : false,
            transferHighPriority: shopper?.isStaff ? input.transferrequest_high_priority : false,
            reservedUntil,
            giftCampaignId: v.giftCampaign?.campaignId ?? null,
            giftCampaignCodeId: v.giftCampaign?.codeId ?? null,
            giftCampaignCode: v.giftCampaign?.code ?? null,
          }, {
            lines,
            vat: v.vat,
            giftCards: v.giftCards.map((g) => ({ code: g.code, amount: g.used })),
            codeUse: v.discount ? { codeId: v.discount.codeId, customerId: customer?.id ?? null, email: input.form.email } : null,
            reservations: reservationParts(v, storeIds),
          });
        }
        if (placed === null) throw new Error("Could not draw a free order number");
        const inserted = placed.order;
        if (paymentStatus === "not_required") {
          await repo.runTogether(tx, [
            ...repo.statusStatements(inserted, { status: "processing", paidAt: at }, { source: "placement" }),
            ...(await paidStatements(tx, inserted, at)),
          ]);
        }
        const cards = placed.cards.map(({ code, amount }) => ({ code, used: amount }));
        // The row as inserted is the order's state unless it was paid here already.
        return { id: inserted.id, placed: { lines, cards } satisfies PlacedFacts, order: paymentStatus === "not_required" ? null : inserted };
      });
      const order = result.order ?? (await repo.findOrder(db, { id: result.id }))!;
      if (!result.placed) return answerFor(order);
      const payment = await ensurePayment(order, result.placed);
      return placeAnswer(order, payment, payment ? [payment] : []);
    },

    /** The payment listener: each event once, in the order's transaction. */
    applyEvent,

    /** Cancels unpaid orders past their reservation and gives their stock back; the number cancelled. */
    async expireAbandoned(at: Date = now(), batch = 100): Promise<number> {
      let cancelled = 0;
      for (const id of await repo.expiredOrderIds(db, at, batch)) {
        await db.transaction(async (tx) => {
          const order = await repo.findOrder(tx, { id }, true);
          if (!order || !reservationExpired(order, at)) return;
          await repo.setStatus(tx, order, { status: "cancelled", paymentStatus: "cancelled", cancelledAt: at }, { source: "expiry" });
          await repo.releaseOrder(tx, order, at);
          cancelled++;
        });
      }
      return cancelled;
    },

    /**
     * A staff move. Cancelling a paid order gives its money back: the gift cards by ledger rows in
     * this transaction, the provider's part by a refund (or release) recorded here and asked for
     * after commit (docs/orders.md "Refunds"); the answer shows the order as it is then.
     */
    async staffMove(number: string, to: OrderStatus, staff: AuthenticatedCustomer, note: string | undefined): Promise<OrderView> {
      const id = await staffMoveAlong(number, [to], staff.id, note);
      return viewOf(db, (await repo.findOrder(db, { id }))!);
    },

    staffMoveAlong,
    resendConfirmation,

    /** Asks the provider again for a refund staff set going (docs/admin.md "Failed refunds"). */
    runRefund,

    /** Provider calls of refunds that are due (the order job; failed calls come back here). */
    async retryRefunds(at: Date = now(), batch = 50): Promise<{ done: number; retry: number; failed: number }> {
      const counts = { done: 0, retry: 0, failed: 0 };
      for (const id of await repo.dueRefundIds(db, at, batch)) {
        const result = await runRefund(id, at);
        if (result !== "skipped") counts[result]++;
      }
      return counts;
    },

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
export type OrdersService = ReturnType<typeof createOrdersService>;

/**
 * Units each line takes from the stores the order is served from. A transfer from several stores
 * takes each product row's picked units from the stores they were picked in (validateCart checked
 * them against the locked stock); everything else (bundle parts, single-source and web orders)
 * takes in-stock lines whole and on-order lines what there is, store by store in the sources' order.
 */
function reservationParts(v: CartValidation, storeIds: readonly number[]): { variantId: number; storeId: number; quantity: number }[] {
  const parts: { variantId: number; storeId: number; quantity: number }[] = [];
  // What is left in each store once the picks are taken, per variant.
  const left = new Map<number, Map<number, number>>();
  const leftOf = (variant: CartValidation["products"][number]["variant"]) => {
    let byStore = left.get(variant.id);
    if (!byStore) left.set(variant.id, (byStore = new Map(storeIds.map((storeId) => [storeId, Math.max(0, variant.sellableByStore.get(storeId) ?? 0)]))));
    return byStore;
  };
  const need = new Map<number, { amount: number; onOrder: boolean; variant: CartValidation["products"][number]["variant"] }>();
  const add = (variant: CartValidation["products"][number]["variant"], amount: number) => {
    const entry = need.get(variant.id) ?? { amount: 0, onOrder: variant.onOrder, variant };
    entry.amount += amount;
    need.set(variant.id, entry);
  };
  for (const p of v.products) {
    if (p.amount <= 0) continue;
    if (!p.transferPicks) {
      add(p.variant, p.amount);
      continue;
    }
    const byStore = leftOf(p.variant);
    for (const pick of p.transferPicks) {
      const available = byStore.get(pick.storeId) ?? 0;
      if (pick.quantity > available) throw new Error(`Stock of variant ${p.id} in store ${pick.storeId} does not cover the validated pick`);
      byStore.set(pick.storeId, available - pick.quantity);
      parts.push({ variantId: p.id, storeId: pick.storeId, quantity: pick.quantity });
    }
  }
  for (const b of v.bundles) if (b.amount > 0) for (const part of b.parts) add(part, b.amount);
  for (const [variantId, entry] of need) {
    const byStore = leftOf(entry.variant);
    let wanted = entry.amount;
    for (const storeId of storeIds) {
      if (wanted <= 0) break;
      const take = Math.min(wanted, byStore.get(storeId) ?? 0);
      if (take > 0) {
        parts.push({ variantId, storeId, quantity: take });
        byStore.set(storeId, (byStore.get(storeId) ?? 0) - take);
      }
      wanted -= take;
    }
    // In-stock lines were validated against these stores: nothing can be left over for them.
    if (wanted > 0 && !entry.onOrder) throw new Error(`Stock of variant ${variantId} does not cover the validated amount`);
  }
  // One part per variant and store: the statement that lowers stock updates each row once.
  const merged = new Map<string, { variantId: number; storeId: number; quantity: number }>();
  for (const part of parts) {
    const key = `${part.variantId}:${part.storeId}`;
    const existing = merged.get(key);
    if (existing) existing.quantity += part.quantity;
    else merged.set(key, { ...part });
  }
  return [...merged.values()];
}

// Placing an order (docs/orders.md "Placing an order"): one transaction on facts read and locked
// inside it (stock, codes, cards), the refusals as 409 in the shopper's language, the reservation,
// then the payment started with the provider after commit (same key, same payment).
import { createHash, randomBytes, randomInt } from "node:crypto";
import {
  DEFAULT_TAX_CLASS_ID, WEB_STORE_ID, codesLimitedPerCustomer, dedupeCodes, initialPaymentStatus, orderLinesFrom, paymentLinesFor, paymentOrderSchema, paymentVat,
  reservationParts, validateCart, withGuestUses,
  type CartValidation, type CheckoutMessage, type CheckoutRequest, type LanguageCode, type OrderConflict, type PlaceOrderRequest, type PlaceOrderResponse,
} from "@polku/domain";
import { badRequest, HttpError } from "../../http/errors";
import type { AuthenticatedCustomer } from "../../http/authentication";
import { renderCheckoutMessage } from "../checkout";
import { loadCheckoutData, shopperOf } from "../checkout/checkout.service";
import { takeCodeUse } from "../gift-campaigns";
import { takeHeldRentals } from "../rental/rental.service";
import { ProviderError } from "../payments";
import { OrderConflictError, type OrdersContext } from "./orders.context";
import { orderText, type OrderMessageKey } from "./orders.messages";
import type { PaymentEvents } from "./orders.payment-events";
import * as repo from "./orders.repository";

const LINE_STOCK_KEYS = new Set(["sold_out", "amount_limited", "bundle_sold_out"]);
const CODE_KEYS = new Set(["code_used_up", "code_customer_limit"]);

function conflictOf(v: CartValidation, language: LanguageCode): OrderConflict | null {
  const all: CheckoutMessage[] = [...(v.reason ? [v.reason] : []), ...v.errors, ...v.products.flatMap((p) => p.errors), ...v.bundles.flatMap((b) => b.errors), ...v.giftCardProducts.flatMap((g) => g.errors), ...v.rentals.flatMap((r) => r.errors)];
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

export function createPlaceOrder({ db, payments, opts, now, base }: OrdersContext, { paidStatements }: Pick<PaymentEvents, "paidStatements">) {
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

  async function answerFor(order: repo.OrderRow): Promise<PlaceOrderResponse> {
    const payment = await ensurePayment(order);
    return placeAnswer(order, payment, await repo.paymentsOf(db, order.id));
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
        const data = await loadCheckoutData(tx, reference, cart, customer?.id ?? null, { facts: opts.facts, lockStoreIds: storeIds, lockRentals: true });
        const holds = await repo.giftCardHolds(tx, codes);
        const giftCards = new Map([...data.giftCards].map(([code, card]) => [code, { ...card, balance: card.balance - (holds.get(code) ?? 0) }]));
        // The per-customer code limit is the domain's rule for guests too, counted by the order's e-mail.
        const discountCodes = customer ? data.discountCodes : withGuestUses(data.discountCodes, await repo.codeUsesByEmail(tx, codesLimitedPerCustomer(data.discountCodes), input.form.email));
        const v = validateCart(cart, { ...data, giftCards, discountCodes }, { now: at, shopper });
        // A rental line names its booking with the booking's token: an unknown number or a wrong
        // token is a tampered request, not a change of the shop's state (docs/rental.md "Paying online").
        const forged = v.rentals.filter((r) => r.bookingId === null);
        if (forged.length > 0) throw badRequest({ rentals: forged.map((r) => renderCheckoutMessage(r.name, language)) });
        const problem = conflictOf(v, language);
        if (problem) throw new OrderConflictError(problem);
        const lines = orderLinesFrom(v, (value) => renderCheckoutMessage({ key: "gift_card_name", params: { value } }, language), (message) => renderCheckoutMessage(message, language));
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
            // spec 01 §3, §6: staff selling on the shopper's behalf; anyone else's values are dropped.
            sellerName: shopper?.isStaff ? (input.form.seller_name || null) : null,
            sellerNumber: shopper?.isStaff ? (input.form.seller_number || null) : null,
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
        // The order holds its rentals now: their holds end, the order's reservation (and its expiry) governs.
        await takeHeldRentals(tx, v.rentals.flatMap((r) => (r.bookingId === null ? [] : [r.bookingId])));
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
  };
}

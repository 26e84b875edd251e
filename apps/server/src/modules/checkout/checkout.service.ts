// The checkout use case (docs/checkout.md): load the facts of a cart set-based, run the
// domain's validateCart over them and shape the contract's answer, texts in the shopper's
// language. `loadCheckoutData` takes an executor so placing an order can call it (and
// validateCart) again inside its own transaction.
import type { Database, Executor } from "@polku/db";
import {
  DEFAULT_CURRENCY, normaliseCampaignCode, checkoutRequestSchema, currencyDecimals, dedupeCodes, parseBundleVariantId, validateCart, withAncestors, freeDeliveryPromise, variantFacts as skiVariantFacts,
  type CampaignOrderFacts, type CartValidation, type CheckoutData, type DeliveryMethodsQuery, type DeliveryMethodsResponse, type FastShippingQuery, type FastShippingResponse, type CheckoutRequest, type CheckoutResponse, type CheckoutShopper, type CheckoutVariantFacts, type LanguageCode, type ShopPromisesQuery, type ShopPromisesResponse,
} from "@polku/domain";
import { mediaUrl } from "../../lib/media-url";
import type { MemoCache } from "../../lib/memo-cache";
import type { AuthenticatedCustomer } from "../../http/authentication";
import { renderCheckoutMessage } from "./checkout.messages";
import { loadBundles, loadRentals, loadSkiParts, loadCartState, loadReference, loadVariants, type CheckoutReference, type VariantRow } from "./checkout.repository";
import { createVariantFactsCache, type VariantFactsCache } from "./variant-facts-cache";
import { campaignModelIds, findCampaign, findCode } from "../gift-campaigns";

/** Tax area of deliveries to an unknown country (spec 01 §9: default tax area 1). */
const DEFAULT_TAX_AREA_ID = 1;
/** The built-in test provider's methods (docs/checkout.md "Payment methods"); the others come with their providers. */
const PAYMENT_METHODS = [{ slug: "card", name: { fi: "Maksukortti", sv: "Betalkort", en: "Card", de: "Karte", fr: "Carte bancaire", ru: "Банковская карта" }, processor_slug: "test" }] as const;

/** The methods offered for a purchase: app.payments.methods (docs/payments.md "How orders use it"). */
export type PaymentMethodsOf = (query: { country: string; currency: string; amount: number }, language: LanguageCode) => { slug: string; name: string; processor_slug: string }[];

export function shopperOf(customer: AuthenticatedCustomer | null): CheckoutShopper | null {
  return customer ? { id: customer.id, clubMember: customer.clubMemberNumber !== null, isStaff: customer.isStaff || customer.isAdmin, isOrgUser: customer.isOrgUser } : null;
}

/**
 * The variants' catalogue facts: the kept ones of this catalogue version, the rest read in one
 * query (and kept). Without a cache, all are read.
 */
async function variantFacts(db: Executor, facts: VariantFactsCache | undefined, version: number, ids: readonly number[], language: LanguageCode, taxAreaId: number): Promise<VariantRow[]> {
  if (ids.length === 0) return [];
  const kept = facts ? facts.lookup(version, language, taxAreaId, ids) : { found: [], missing: [...ids] };
  if (kept.missing.length === 0) return kept.found;
  const read = await loadVariants(db, kept.missing, language, taxAreaId);
  facts?.store(read.version, language, taxAreaId, read.rows);
  return [...kept.found, ...read.rows];
}

/** The campaign and code of a gift campaign cart (three small reads, only for such carts). */
async function loadGiftCampaign(db: Executor, data: NonNullable<CheckoutRequest["giftcampaign_data"]>, language: LanguageCode): Promise<CampaignOrderFacts | null> {
  const campaign = await findCampaign(db, data.campaign.trim().toLowerCase(), language);
  if (!campaign) return null;
  const code = await findCode(db, campaign.id, normaliseCampaignCode(data.code));
  const modelIds = await campaignModelIds(db, campaign.id);
  return {
    campaign: { id: campaign.id, slug: campaign.slug, isActive: campaign.isActive, startsAt: new Date(campaign.startsAt), endsAt: campaign.endsAt ? new Date(campaign.endsAt) : null },
    code: code ? { id: code.id, code: code.code, maxUses: code.maxUses, usedCount: code.usedCount, validUntil: code.validUntil ? new Date(code.validUntil) : null } : null,
    modelIds,
  };
}

export interface LoadOptions {
  /** Kept catalogue facts; stock, codes and gift cards are always read. */
  facts?: VariantFactsCache;
  /** Order placement: lock the stock rows of these stores while reading them (loadCartState). */
  lockStoreIds?: readonly number[];
  /** Order placement: lock the cart's rental bookings while reading them. */
  lockRentals?: boolean;
}

export async function loadCheckoutData(db: Executor, reference: CheckoutReference, request: CheckoutRequest, customerId: number | null, opts: LoadOptions = {}): Promise<CheckoutData> {
  const language = request.language_code;
  const country = reference.countries.get(request.country_code) ?? null;
  const taxAreaId = country?.taxAreaId ?? DEFAULT_TAX_AREA_ID;
  const chargesVat = country?.chargesVat ?? true;
  const bundleVariantIds = request.bundles.flatMap((b) => parseBundleVariantId(b.id)?.variantIds ?? []);
  const variantIds = [...new Set([...request.products.map((p) => p.id), ...bundleVariantIds])];
  const codes = dedupeCodes(request.discount_codes);
  const bundleIds = [...new Set(request.bundles.flatMap((b) => (b.bundle_id === undefined ? [] : [b.bundle_id])))];
  const skiSetVariantIds = request.bundles.some((b) => b.ski_set !== undefined) ? request.bundles.flatMap((b) => (b.ski_set === undefined ? [] : (parseBundleVariantId(b.id)?.variantIds ?? []))) : [];
  // Round trips: the cart's state (stock, catalogue version, codes, cards) in one; the catalogue
  // facts not kept at that version in a second, none when all are kept; bundles when there are.
  const state = await loadCartState(db, variantIds, codes, customerId, opts.lockStoreIds);
  const variants = await variantFacts(db, opts.facts, state.version, variantIds, language, taxAreaId);
  const bundles = bundleIds.length > 0 ? await loadBundles(db, bundleIds, language, taxAreaId) : [];
  const skiParts = skiSetVariantIds.length > 0 ? await loadSkiParts(db, skiSetVariantIds) : [];
  const giftCampaign = request.giftcampaign_data ? await loadGiftCampaign(db, request.giftcampaign_data, language) : undefined;
  const rentalRows = request.rentals.length > 0 ? await loadRentals(db, [...new Set(request.rentals.map((r) => r.number))], language, opts.lockRentals) : [];
  const { stock, discountCodes, giftCards } = state;
  // Publication is on the wall clock, as the lists' `published_at <= now()` (the rules' clock is
  // for hours and code validity): a model published later is not sold before its time.
  const nowMs = Date.now();
  const stockByVariant = new Map<number, Map<number, number>>();
  for (const row of stock) {
    if (!stockByVariant.has(row.variantId)) stockByVariant.set(row.variantId, new Map());
    stockByVariant.get(row.variantId)!.set(row.storeId, row.sellable);
  }
  const currency = reference.currencies.get(request.currency_code) ?? reference.currencies.get(DEFAULT_CURRENCY) ?? { code: DEFAULT_CURRENCY, rate: 1, decimals: 2 };
  return {
    country: country ? { ...country, name: country.names[language] ?? country.names.fi ?? country.code.toUpperCase() } : null,
    taxArea: { chargesVat, ratesBp: reference.taxRates.get(taxAreaId) ?? new Map() },
    variants: new Map(
      variants.map((v): [number, CheckoutVariantFacts] => [
        v.id,
        {
          id: v.id,
          modelId: v.modelId,
          sellable: v.available && v.publishedAt <= nowMs,
          modelName: v.modelName,
          manufacturer: v.manufacturer,
          brandId: v.brandId,
          color: v.color,
          size: v.size,
          type: v.type,
          image: mediaUrl(v.image),
          url: `/${v.path}/`,
          onOrder: v.onOrder,
          maxAmount: v.maxAmount,
          shippingTimeNumber: v.shippingTimeNumber,
          price: {
            prices: v.active === null || v.regular === null || v.discountFree === null ? null : { active: v.active, club: v.club, regular: v.regular, discount_free: v.discountFree },
            outlet: v.outlet,
            discountsAllowed: v.showDiscount,
          },
          taxClassId: v.taxClassId,
          groupIds: withAncestors(v.groupIds ?? [], reference.groupParents),
          sellableByStore: stockByVariant.get(v.id) ?? new Map(),
        },
      ]),
    ),
    bundles: new Map(bundles.map((b) => [b.id, { id: b.id, name: b.name, mainModelId: b.mainModelId, partModelIds: b.partIds, isActive: b.isActive, prices: b.active === null || b.regular === null ? null : { active: b.active, regular: b.regular }, skiBundle: b.skiBundle }])),
    skiParts: new Map(skiParts.map((p) => [p.id, { modelId: p.modelId, sport: p.sport, group: p.group, facts: skiVariantFacts(p.sport, p.group, p.skiFacts, p.size) }])),
    skiSetNames: { alpine: renderCheckoutMessage({ key: "ski_set_name_alpine", params: {} }, language), nordic: renderCheckoutMessage({ key: "ski_set_name_nordic", params: {} }, language) },
    discountCodes: new Map(
      discountCodes.map((d) => [
        d.code.toLowerCase(),
        { ...d, validFrom: d.validFrom === null ? null : new Date(d.validFrom), validTo: d.validTo === null ? null : new Date(d.validTo) },
      ]),
    ),
    giftCards: new Map(giftCards.map((g) => [g.code.toLowerCase(), { ...g, expiresAt: g.expiresAt === null ? null : new Date(g.expiresAt) }])),
    deliveryMethods: reference.deliveryMethods.map((m) => ({ ...m, name: m.names[language] ?? m.names.fi ?? m.slug, stores: m.stores })),
    settings: reference.settings,
    currency: { code: currency.code, rate: currency.rate, decimals: currencyDecimals(currency.code) },
    giftCampaign,
    rentals: new Map(rentalRows.map((r) => [r.number, { ...r, holdExpiresAt: r.holdExpiresAt === null ? null : new Date(r.holdExpiresAt) }])),
  };
}

/** The contract's answer from a validation, texts in the language. */
export function checkoutAnswer(request: CheckoutRequest, v: CartValidation, paymentMethods?: PaymentMethodsOf): CheckoutResponse {
  const language: LanguageCode = request.language_code;
  const text = (m: Parameters<typeof renderCheckoutMessage>[0]) => renderCheckoutMessage(m, language);
  // Orders are charged in euros; the providers say what they take for this purchase.
  const methods = paymentMethods
    ? paymentMethods({ country: request.country_code, currency: "eur", amount: v.totalPrice }, language)
    : PAYMENT_METHODS.map((m) => ({ slug: m.slug, name: m.name[language], processor_slug: m.processor_slug }));
  return {
    products: v.products.map((p) => ({
      id: p.id,
      amount: p.amount,
      frozen: p.frozen,
      model_id: p.variant.modelId,
      name: p.variant.modelName,
      manufacturer: p.variant.manufacturer,
      color: p.variant.color,
      size: p.variant.size,
      type: p.variant.type,
      image: p.variant.image,
      url: p.variant.url,
      unit_price: p.unitPrice,
      regular_unit_price: p.regularUnitPrice,
      total_price: p.totalPrice,
      price_type: p.priceType,
      vat_percentage: p.vatRateBp === null ? null : p.vatRateBp / 100,
      stock: p.stock,
      // Staff transfer requests only (validateCart honours the sources for staff alone).
      transfer_stock: p.transferStock?.map((entry) => ({ store_id: entry.storeId, sellable: entry.sellable })) ?? null,
      errors: p.errors.map(text),
    })),
    bundles: v.bundles.map((b) => ({
      uid: b.uid,
      bundle_id: b.bundleId,
      ski_set: b.skiSet,
      id: b.id,
      amount: b.amount,
      frozen: b.frozen,
      name: b.bundle.name,
      parts: b.parts.map((part) => ({ variant_id: part.id, model_id: part.modelId, name: part.modelName, manufacturer: part.manufacturer, color: part.color, size: part.size, image: part.image, url: part.url })),
      unit_price: b.unitPrice,
      regular_unit_price: b.regularUnitPrice,
      total_price: b.totalPrice,
      stock: b.stock,
      errors: b.errors.map(text),
    })),
    gift_card_products: v.giftCardProducts.map((g) => ({
      uid: g.uid,
      model_id: g.modelId,
      name: text(g.name),
      value: g.value,
      amount: g.amount,
      recipient_name: g.recipientName,
      unit_price: g.unitPrice,
      total_price: g.totalPrice,
      errors: g.errors.map(text),
    })),
    rentals: v.rentals.map((r) => ({
      number: r.number,
      name: text(r.name),
      item: r.item,
      size: r.size,
      store: r.store,
      start: r.start,
      end: r.end,
      days: r.days,
      total_price: r.totalPrice,
      errors: r.errors.map(text),
    })),
    cart_discount: v.discount ? { code: v.discount.code, amount: v.discount.amount } : null,
    gift_cards: v.giftCards,
    subtotal: v.subtotal,
    discount_total: v.discountTotal,
    delivery_cost: v.deliveryCost,
    repack_cost: v.repackCost,
    total_price: v.totalPrice,
    vat: v.vat.map((part) => ({ percentage: part.rateBp / 100, amount: part.vat })),
    currency: { code: v.currency.code, rate: v.currency.rate, total: v.currency.total, decimals: v.currency.decimals },
    delivery_methods: v.deliveryOptions.map((o) => ({
      slug: o.slug,
      kind: o.kind,
      name: o.name,
      price: o.price,
      time_estimate: text(o.time),
      store_slug: o.storeSlug,
      method_name: o.methodName,
      store: o.store
        ? { slug: o.store.slug, name: o.store.name, street_address: o.store.streetAddress, postal_code: o.store.postalCode, city: o.store.city, distance_km: o.distanceKm }
        : null,
      locations: [],
      available: o.available,
      reason: o.reason ? text(o.reason) : null,
      selected: o.selected,
    })),
    delivery_thresholds: { delivery_threshold: v.deliveryThresholds.delivery, repack_threshold: v.deliveryThresholds.repack },
    shipping_time_str: v.shippingTime ? text(v.shippingTime) : "",
    part_delivery: { possible: v.partDeliveryPossible, selected: v.partDelivery },
    payment_methods: methods,
    payment_events: [],
    show_klarna: methods.some((m) => m.processor_slug === "klarna"),
    paypal_checkout: methods.some((m) => m.processor_slug === "paypal"),
    kco_iframe: null,
    kgco_id: request.klarna_global_checkout_id ?? null,
    giftcampaign_data: v.giftCampaignData ?? null,
    enterprise_order: v.enterpriseOrder,
    transfer_request_from: v.transferRequestFrom,
    post_delivery: v.postDelivery,
    reason: v.reason ? text(v.reason) : null,
    errors: v.errors.map(text),
  };
}

function lookupRequest(variantId: number, countryCode: string, language: LanguageCode, postalCode: string): CheckoutRequest {
  return checkoutRequestSchema.parse({ products: [{ id: variantId, amount: 1 }], country_code: countryCode, language_code: language, postal_code: postalCode, duties_acknowledged: true });
}

export function createCheckoutService(db: Database, cache: MemoCache, opts: { now?: () => Date; warn?: (message: string) => void; paymentMethods?: PaymentMethodsOf; facts?: VariantFactsCache } = {}) {
  const now = opts.now ?? (() => new Date());
  const reference = () => cache.get("checkout:reference", () => loadReference(db));
  const facts = opts.facts ?? createVariantFactsCache();
  return {
    reference,
    facts,
    /**
     * `onUnknownCodes` hears the codes that are neither a discount code nor a gift card before
     * anything of the answer is made, and may refuse it (the code-guessing limit).
     */
    async validate(request: CheckoutRequest, customer: AuthenticatedCustomer | null, onUnknownCodes?: (codes: string[]) => Promise<void>): Promise<CheckoutResponse> {
      return checkoutAnswer(request, await this.validation(request, customer, onUnknownCodes), opts.paymentMethods);
    },

    async validation(request: CheckoutRequest, customer: AuthenticatedCustomer | null, onUnknownCodes?: (codes: string[]) => Promise<void>): Promise<CartValidation> {
      const at = now();
      const data = await loadCheckoutData(db, await reference(), request, customer?.id ?? null, { facts });
      if (onUnknownCodes) {
        const unknown = dedupeCodes(request.discount_codes).filter((code) => !data.discountCodes.has(code) && !data.giftCards.has(code));
        if (unknown.length > 0) await onUnknownCodes(unknown);
      }
      const validation = validateCart(request, data, { now: at, shopper: shopperOf(customer) });
      for (const warning of validation.warnings) opts.warn?.(warning);
      return validation;
    },

    /** The delivery options of one unit of a variant (the product page's postcode lookup); empty when the country is refused. */
    async deliveryMethods(query: DeliveryMethodsQuery): Promise<DeliveryMethodsResponse> {
      const request = lookupRequest(query.variant_id, query.country_code, query.language, query.postal_code);
      const validation = await this.validation(request, null);
      if (validation.reason || validation.products.length === 0) return { delivery_methods: [] };
      return { delivery_methods: checkoutAnswer(request, validation).delivery_methods.map((m) => ({ ...m, selected: false })) };
    },

    /**
     * What the shop may promise a country's shoppers (docs/checkout.md "Promises"): the free
     * delivery threshold of its delivery rules and the payment methods configured for it.
     */
    async promises(query: ShopPromisesQuery): Promise<ShopPromisesResponse> {
      const ref = await reference();
      const country = ref.countries.get(query.country_code);
      const methods = ref.deliveryMethods.map((m) => ({ ...m, name: m.names[query.language] ?? m.names.fi ?? m.slug }));
      const free = country ? freeDeliveryPromise(methods, country) : null;
      // Any purchase above zero: the methods a shopper of the country would be offered at checkout.
      const payment = opts.paymentMethods
        ? opts.paymentMethods({ country: query.country_code, currency: "eur", amount: 1 }, query.language)
        : PAYMENT_METHODS.map((m) => ({ slug: m.slug, name: m.name[query.language], processor_slug: m.processor_slug }));
      return { free_delivery: free ? { threshold: free.threshold, method_name: free.methodName, method_slug: free.methodSlug } : null, payment_methods: payment };
    },

    /**
     * Fast delivery of a variant to a postcode: express pickup at a store of the postcode's
     * region (the first digit of a Finnish postcode) that holds the variant, the first in store order.
     */
    async fastShipping(query: FastShippingQuery): Promise<FastShippingResponse> {
      const request = lookupRequest(query.variant_id, query.country_code, query.language, query.postal_code);
      const validation = await this.validation(request, null);
      if (validation.reason || validation.products.length === 0) return { available: false, method: null };
      const stores = new Map((await reference()).deliveryMethods.flatMap((m) => m.stores.map((s) => [s.id, s] as const)));
      const region = query.postal_code.slice(0, 1);
      const option = validation.deliveryOptions.find((o) => o.kind === "express_pickup" && o.available && o.storeId !== null && stores.get(o.storeId)?.postalCode.startsWith(region));
      if (!option || option.storeId === null) return { available: false, method: null };
      const store = stores.get(option.storeId)!;
      return {
        available: true,
        method: { slug: option.slug, name: option.name, price: option.price, time_estimate: renderCheckoutMessage(option.time, query.language), store_slug: store.slug, store_name: store.name },
      };
    },
  };
}
export type CheckoutService = ReturnType<typeof createCheckoutService>;

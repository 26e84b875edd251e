// Cart validation (spec 01 §4-5, §7 POST /api/checkout/; docs/checkout.md): one pure function
// from the cart a client sent and the facts the server loaded to every price, amount, code,
// delivery option, total and refusal. The checkout endpoint answers with it; placing an order
// calls it again inside its transaction with facts read there, so both see the same rules.
import type { CheckoutRequest } from "../api/checkout";
import { WEB_GIFT_CARD_MODEL_ID } from "../cart/limits";
import { requestNeedsDelivery } from "../cart/delivery-needed";
import { parseBundleVariantId } from "../product/bundle";
import { bundlePartVariants, bundleLineAvailability, type BundlePartAvailability } from "./bundles";
import { convertForDisplay, type DisplayCurrency } from "./currency";
import {
  addedDeliveryDays, chooseDeliveryOption, countryRefusal, deliveryDatesMessage, deliveryDays, deliveryOptions, partDeliveryPossible, repackPrice,
  type CountryFacts, type DeliveryMethodFacts, type DeliveryOption,
} from "./delivery";
import { applyDiscountCode, dedupeCodes, type DiscountableLine, type DiscountCodeFacts } from "./discounts";
import { applyGiftCards, giftCardRefusal, type GiftCardFacts, type GiftCardUse } from "./gift-cards";
import { checkoutMessage, type CheckoutMessage } from "./messages";
import { giftCardUnitPrice, repriceBundle, repriceLine, type LinePrice, type LinePriceFacts, type LinePriceType } from "./repricing";
import type { SkiSport } from "../ski-wizard/compatibility";
import { skiSetParts, skiSetPrice, type SkiPartFacts } from "../ski-wizard/ski-set";
import { clampAmount, lineMaxAmount, sellableIn, StockPool } from "./stock";
import { transferPicks, transferShortRows } from "./transfer";
import { campaignOrderRefusal, type CampaignOrderFacts } from "../gift-campaigns/campaign-order";
import { vatByRate, type GrossAtRate, type VatPart } from "./vat";

/** The default tax class (spec 02 §9): delivery and repack are taxed at its rate. */
export const DEFAULT_TAX_CLASS_ID = 5;

export interface CheckoutVariantFacts {
  id: number;
  modelId: number;
  /** Active variant of a public, published model. */
  sellable: boolean;
  modelName: string;
  manufacturer: string;
  brandId: number;
  color: string | null;
  size: string | null;
  type: string | null;
  image: string | null;
  /** Product page address "/{path}/". */
  url: string;
  onOrder: boolean;
  maxAmount: number | null;
  shippingTimeNumber: number;
  price: LinePriceFacts;
  taxClassId: number;
  /** The model's groups with all their ancestors. */
  groupIds: readonly number[];
  /** Sellable units (quantity - blocked) per store id. */
  sellableByStore: ReadonlyMap<number, number>;
}

export interface CheckoutBundleFacts {
  id: number;
  name: string;
  mainModelId: number;
  partModelIds: readonly number[];
  isActive: boolean;
  /** Bundle price of the tax area; null when not sold there. */
  prices: { active: number; regular: number } | null;
  /** A ski bundle (mounted before shipping): the country's ski bundle days apply. */
  skiBundle: boolean;
}

export interface CheckoutData {
  country: CountryFacts | null;
  taxArea: { chargesVat: boolean; ratesBp: ReadonlyMap<number, number> };
  variants: ReadonlyMap<number, CheckoutVariantFacts>;
  bundles: ReadonlyMap<number, CheckoutBundleFacts>;
  /** Ski wizard parts by variant id, for the cart's ski sets (docs/ski-wizard.md "In the cart"). */
  skiParts?: ReadonlyMap<number, SkiPartFacts>;
  /** A ski set's line name per sport, in the shopper's language. */
  skiSetNames?: Readonly<Record<SkiSport, string>>;
  /** By lower-cased code. */
  discountCodes: ReadonlyMap<string, DiscountCodeFacts>;
  /** By lower-cased code. */
  giftCards: ReadonlyMap<string, GiftCardFacts>;
  deliveryMethods: readonly DeliveryMethodFacts[];
  settings: { targetCountryDeliveryAddedDays: string | null; partDeliveryMode: string | null };
  currency: DisplayCurrency;
  /** The campaign and code of `giftcampaign_data`, read when it was sent; null when there is no such campaign. */
  giftCampaign?: CampaignOrderFacts | null;
  /** The rental bookings of `rentals` by number, as read (docs/rental.md "Paying online"). */
  rentals?: ReadonlyMap<string, RentalLineFacts>;
}

/** A rental booking as the checkout reads it. */
export interface RentalLineFacts {
  bookingId: number;
  number: string;
  token: string;
  status: string;
  holdExpiresAt: Date | null;
  /** The order that took it already, else null. */
  orderId: number | null;
  itemName: string;
  storeName: string;
  size: string;
  start: string;
  end: string;
  days: number;
  /** The rent as booked, cents, VAT included. */
  total: number;
}

export interface CheckoutShopper {
  id: number;
  clubMember: boolean;
  isStaff: boolean;
  isOrgUser: boolean;
}

export interface LineStock {
  in_stock: boolean;
  on_order: boolean;
  shipping_time: number | null;
  max_amount: number | null;
}

export interface ValidatedProductLine {
  id: number;
  amount: number;
  frozen: boolean;
  variant: CheckoutVariantFacts;
  unitPrice: number;
  regularUnitPrice: number;
  totalPrice: number;
  priceType: LinePriceType;
  vatRateBp: number | null;
  /** This line's share of the discount code, cents. */
  discount: number;
  stock: LineStock;
  /** A staff transfer request: the sellable units of the variant in each source store, in their order; null otherwise. */
  transferStock: { storeId: number; sellable: number }[] | null;
  /** A transfer from several stores: the units the order takes from each (transferPicks); null otherwise. */
  transferPicks: { storeId: number; quantity: number }[] | null;
  errors: CheckoutMessage[];
}

export interface ValidatedBundleLine {
  uid: string;
  /** null for a ski wizard set. */
  bundleId: number | null;
  /** The sport of a ski wizard set; null for a bundle. */
  skiSet: SkiSport | null;
  id: string;
  amount: number;
  frozen: boolean;
  bundle: CheckoutBundleFacts;
  parts: CheckoutVariantFacts[];
  unitPrice: number;
  regularUnitPrice: number;
  totalPrice: number;
  vatRateBp: number | null;
  discount: number;
  stock: LineStock;
  errors: CheckoutMessage[];
}

export interface ValidatedGiftCardLine {
  uid: string;
  modelId: number;
  value: number;
  amount: number;
  recipientName: string | null;
  name: CheckoutMessage;
  unitPrice: number;
  totalPrice: number;
  errors: CheckoutMessage[];
}

export interface ValidatedRentalLine {
  number: string;
  /** null when the booking is unknown or its token wrong. */
  bookingId: number | null;
  name: CheckoutMessage;
  item: string;
  size: string;
  store: string;
  start: string;
  end: string;
  days: number;
  /** The booking's rent; 0 while the line has an error. */
  totalPrice: number;
  vatRateBp: number;
  errors: CheckoutMessage[];
}

export interface CartValidation {
  products: ValidatedProductLine[];
  bundles: ValidatedBundleLine[];
  giftCardProducts: ValidatedGiftCardLine[];
  rentals: ValidatedRentalLine[];
  discount: { code: string; codeId: number; amount: number } | null;
  giftCards: GiftCardUse[];
  subtotal: number;
  discountTotal: number;
  deliveryCost: number;
  repackCost: number;
  totalPrice: number;
  vat: VatPart[];
  currency: DisplayCurrency & { total: number };
  deliveryOptions: (DeliveryOption & { selected: boolean })[];
  selectedDelivery: DeliveryOption | null;
  deliveryThresholds: { delivery: number | null; repack: number | null };
  shippingTime: CheckoutMessage | null;
  /** Part delivery chosen and possible. */
  partDelivery: boolean;
  /** The shopper may choose part delivery (spec 01 §3 isDeliverySplittingSelected; partDeliveryPossible). */
  partDeliveryPossible: boolean;
  /** The whole cart's refusal (blocked country, Northern Ireland, duties, transfer rows). */
  reason: CheckoutMessage | null;
  errors: CheckoutMessage[];
  /** Problems for the operators' log (bad settings), never shown to shoppers. */
  warnings: string[];
  enterpriseOrder: boolean;
  transferRequestFrom: number[] | null;
  postDelivery: boolean;
  giftCampaignData: CheckoutRequest["giftcampaign_data"] | null;
  /** The campaign pays the cart's one product (its line is priced 0); the order takes a use of the code. */
  giftCampaign: { campaignId: number; codeId: number; code: string } | null;
}

function rateOf(data: CheckoutData, taxClassId: number): number | null {
  if (!data.taxArea.chargesVat) return 0;
  return data.taxArea.ratesBp.get(taxClassId) ?? null;
}

export function validateCart(request: CheckoutRequest, data: CheckoutData, ctx: { now: Date; shopper: CheckoutShopper | null }): CartValidation {
  const { shopper, now } = ctx;
  const errors: CheckoutMessage[] = [];
  const warnings: string[] = [];
  // spec 02 §4, §6: the club price is every logged-in customer's (accounts/club-price.ts).
  const clubPrice = shopper !== null;
  // Staff alone may request stock transfers; organisation customers alone make enterprise orders.
  const transferFrom = shopper?.isStaff && request.transfer_request_from?.length ? [...new Set(request.transfer_request_from)] : null;
  const sources = transferFrom;
  const pool = new StockPool();

  // ---- product lines (duplicates of one variant merged into the first; frozen lines never grow)
  const merged: { id: number; amount: number; frozen: boolean; transferFrom: Record<string, number> | undefined; extraRefused: boolean }[] = [];
  const byVariant = new Map<number, (typeof merged)[number]>();
  for (const line of request.products) {
    const existing = byVariant.get(line.id);
    if (existing) {
      if (existing.frozen) existing.extraRefused = true;
      else existing.amount = Math.min(existing.amount + line.amount, 999);
      continue;
    }
    const entry = { id: line.id, amount: line.amount, frozen: line.frozen ?? false, transferFrom: line.transfer_amounts_from, extraRefused: false };
    merged.push(entry);
    byVariant.set(line.id, entry);
  }

  const products: ValidatedProductLine[] = [];
  for (const line of merged) {
    const variant = data.variants.get(line.id);
    const price = variant?.sellable ? repriceLine(variant.price, { clubMember: clubPrice }) : null;
    if (!variant || !price) {
      errors.push(checkoutMessage("product_not_found"));
      continue;
    }
    const lineErrors: CheckoutMessage[] = [];
    if (line.extraRefused) lineErrors.push(checkoutMessage("frozen_not_increased", { name: variant.modelName }));
    const sellable = sellableIn(variant, sources);
    const max = lineMaxAmount(variant, pool.available(variant.id, sellable));
    const clamped = clampAmount(line.amount, max);
    if (clamped.limit === "sold_out") lineErrors.push(checkoutMessage("sold_out", { name: variant.modelName }));
    if (clamped.limit === "limited") lineErrors.push(checkoutMessage("amount_limited", { name: variant.modelName, max: clamped.amount }));
    pool.take(variant.id, clamped.amount);
    products.push({
      id: variant.id,
      amount: clamped.amount,
      frozen: line.frozen,
      variant,
      unitPrice: price.unitPrice,
      regularUnitPrice: price.regularUnitPrice,
      totalPrice: price.unitPrice * clamped.amount,
      priceType: price.priceType,
      vatRateBp: rateOf(data, variant.taxClassId),
      discount: 0,
      stock: { in_stock: sellable > 0, on_order: variant.onOrder, shipping_time: variant.shippingTimeNumber, max_amount: max },
      transferStock: sources ? sources.map((storeId) => ({ storeId, sellable: Math.max(0, variant.sellableByStore.get(storeId) ?? 0) })) : null,
      transferPicks: transferPicks({ name: variant.modelName, amount: clamped.amount, pickedFrom: line.transferFrom, sellableByStore: variant.sellableByStore }, sources),
      errors: lineErrors,
    });
  }

  // ---- bundle lines
  const bundles: ValidatedBundleLine[] = [];
  for (const line of request.bundles) {
    let bundle: CheckoutBundleFacts | undefined;
    let price: ReturnType<typeof repriceBundle>;
    let parts: CheckoutVariantFacts[];
    if (line.ski_set !== undefined) {
      // A ski wizard set (spec 02 §4 "Ski wizard add", §5): three compatible wizard parts, priced as lines.
      const sport = line.ski_set;
      const name = data.skiSetNames?.[sport] ?? sport;
      const set = skiSetParts(sport, line.id, (variantId) => data.skiParts?.get(variantId));
      if ("refused" in set) {
        errors.push(checkoutMessage(set.refused === "incompatible" ? "ski_set_incompatible" : "bundle_parts_invalid", { name }));
        continue;
      }
      parts = set.ids.map((id) => data.variants.get(id)).filter((v): v is CheckoutVariantFacts => v !== undefined && v.sellable);
      const prices = parts.map((part) => repriceLine(part.price, { clubMember: clubPrice }));
      if (parts.length !== 3 || prices.some((p) => p === null)) {
        errors.push(checkoutMessage("bundle_not_found"));
        continue;
      }
      price = skiSetPrice(prices as LinePrice[]);
      bundle = { id: 0, name, mainModelId: parts[0]!.modelId, partModelIds: [parts[1]!.modelId, parts[2]!.modelId], isActive: true, prices: { active: price.unitPrice, regular: price.regularUnitPrice }, skiBundle: true };
    } else {
      bundle = data.bundles.get(line.bundle_id!);
      const parsed = parseBundleVariantId(line.id);
      price = bundle?.isActive ? repriceBundle(bundle.prices) : null;
      if (!bundle || !parsed || !price) {
        errors.push(checkoutMessage("bundle_not_found"));
        continue;
      }
      const partIds = bundlePartVariants(bundle, parsed, (variantId) => data.variants.get(variantId)?.modelId);
      parts = partIds?.map((id) => data.variants.get(id)).filter((v): v is CheckoutVariantFacts => v !== undefined && v.sellable) ?? [];
      if (!partIds || parts.length !== partIds.length) {
        errors.push(checkoutMessage("bundle_parts_invalid", { name: bundle.name }));
        continue;
      }
    }
    const availability: BundlePartAvailability[] = parts.map((part) => {
      const sellable = sellableIn(part, sources);
      return { inStock: sellable > 0, onOrder: part.onOrder, shippingTimeNumber: part.shippingTimeNumber, maxAmount: lineMaxAmount(part, pool.available(part.id, sellable)) };
    });
    const whole = bundleLineAvailability(availability);
    const clamped = clampAmount(line.amount, whole.maxAmount);
    const lineErrors: CheckoutMessage[] = [];
    if (clamped.limit === "sold_out") lineErrors.push(checkoutMessage("bundle_sold_out", { name: bundle.name }));
    if (clamped.limit === "limited") lineErrors.push(checkoutMessage("amount_limited", { name: bundle.name, max: clamped.amount }));
    for (const part of parts) pool.take(part.id, clamped.amount);
    const main = parts[0]!;
    bundles.push({
      uid: line.uid,
      bundleId: line.ski_set !== undefined ? null : bundle.id,
      skiSet: line.ski_set ?? null,
      id: line.id,
      amount: clamped.amount,
      frozen: line.frozen ?? false,
      bundle,
      parts,
      unitPrice: price.unitPrice,
      regularUnitPrice: price.regularUnitPrice,
      totalPrice: price.unitPrice * clamped.amount,
      vatRateBp: rateOf(data, main.taxClassId),
      discount: 0,
      stock: { in_stock: whole.inStock, on_order: whole.onOrder, shipping_time: whole.shippingTimeNumber, max_amount: whole.maxAmount },
      errors: lineErrors,
    });
  }

  // ---- gift card products: face value, no VAT (a multi-purpose voucher is taxed when used)
  const giftCardProducts: ValidatedGiftCardLine[] = request.gift_card_products.map((line) => {
    const unitPrice = giftCardUnitPrice(line.value);
    return {
      uid: line.uid,
      modelId: line.model_id,
      value: line.value,
      amount: line.amount,
      recipientName: line.model_id === WEB_GIFT_CARD_MODEL_ID && line.recipient_name ? line.recipient_name : null,
      name: checkoutMessage("gift_card_name", { value: line.value }),
      unitPrice,
      totalPrice: unitPrice * line.amount,
      errors: [],
    };
  });

  // ---- rentals paid online: priced from the booking; a booking not held (paid, cancelled, its
  // hold run out) or already in an order is refused, an unknown number and a wrong token alike.
  const generalRateBp = rateOf(data, DEFAULT_TAX_CLASS_ID) ?? 0;
  const seenRentals = new Set<string>();
  const rentals: ValidatedRentalLine[] = [];
  for (const line of request.rentals) {
    if (seenRentals.has(line.number)) continue;
    seenRentals.add(line.number);
    const facts = data.rentals?.get(line.number);
    if (!facts || facts.token !== line.token) {
      const name = checkoutMessage("rental_not_found", { number: line.number });
      rentals.push({ number: line.number, bookingId: null, name, item: "", size: "", store: "", start: "", end: "", days: 0, totalPrice: 0, vatRateBp: generalRateBp, errors: [name] });
      continue;
    }
    const held = facts.status === "held" && facts.orderId === null && facts.holdExpiresAt !== null && facts.holdExpiresAt.getTime() > now.getTime();
    rentals.push({
      number: facts.number,
      bookingId: facts.bookingId,
      name: checkoutMessage("rental_line", { name: facts.itemName, size: facts.size, store: facts.storeName, dateFrom: facts.start, dateTo: facts.end }),
      item: facts.itemName,
      size: facts.size,
      store: facts.storeName,
      start: facts.start,
      end: facts.end,
      days: facts.days,
      totalPrice: held ? facts.total : 0,
      vatRateBp: generalRateBp,
      errors: held ? [] : [checkoutMessage("rental_hold_expired", { number: facts.number })],
    });
  }
  const rentalsTotal = rentals.reduce((sum, line) => sum + line.totalPrice, 0);

  // ---- gift campaign (spec 01 §5): kept only for a cart of one product and nothing else; then
  // the campaign pays that product when its code is usable, or the cart says why not.
  const campaignKept = products.length <= 1 && bundles.length === 0 && giftCardProducts.length === 0 && rentals.length === 0;
  let giftCampaign: CartValidation["giftCampaign"] = null;
  let campaignRefusal: CheckoutMessage | null = null;
  if (campaignKept && request.giftcampaign_data) {
    const facts = data.giftCampaign ?? null;
    const cart = { products: request.products, bundles: request.bundles.length, giftCardProducts: request.gift_card_products.length };
    const refusal = campaignOrderRefusal(cart, products[0]?.variant.modelId, facts, now);
    if (refusal) campaignRefusal = checkoutMessage(refusal);
    else if (facts?.code) {
      const line = products[0]!;
      line.unitPrice = 0;
      line.totalPrice = 0;
      giftCampaign = { campaignId: facts.campaign.id, codeId: facts.code.id, code: facts.code.code };
    }
  }

  const merchandiseLines: DiscountableLine[] = [
    ...products.map((p, i) => ({ key: `p:${i}`, total: p.totalPrice, modelId: p.variant.modelId, brandId: p.variant.brandId, groupIds: p.variant.groupIds })),
    ...bundles.map((b, i) => ({ key: `b:${i}`, total: b.totalPrice, modelId: b.bundle.mainModelId, brandId: b.parts[0]!.brandId, groupIds: b.parts[0]!.groupIds })),
  ];
  const merchandise = merchandiseLines.reduce((sum, line) => sum + line.total, 0);
  const giftCardProductsTotal = giftCardProducts.reduce((sum, line) => sum + line.totalPrice, 0);

  // ---- codes: the first code that applies is the order's discount; gift cards any number
  let discount: CartValidation["discount"] = null;
  const cards: GiftCardFacts[] = [];
  for (const code of dedupeCodes(request.discount_codes)) {
    const card = data.giftCards.get(code);
    if (card) {
      const refusal = giftCardRefusal(card, now);
      if (refusal) errors.push(refusal);
      else cards.push(card);
      continue;
    }
    const facts = data.discountCodes.get(code);
    if (!facts) {
      errors.push(checkoutMessage("code_not_found", { code }));
      continue;
    }
    const outcome = applyDiscountCode(facts, merchandiseLines, now);
    if (!outcome.ok) {
      errors.push(outcome.message);
      continue;
    }
    if (discount) {
      errors.push(checkoutMessage("one_discount_code", { code: facts.code }));
      continue;
    }
    discount = { code: facts.code, codeId: facts.id, amount: outcome.amount };
    products.forEach((p, i) => (p.discount = outcome.allocation.get(`p:${i}`) ?? 0));
    bundles.forEach((b, i) => (b.discount = outcome.allocation.get(`b:${i}`) ?? 0));
  }
  const discountTotal = discount?.amount ?? 0;
  const merchandiseAfterDiscount = merchandise - discountTotal;

  // ---- delivery
  const country = data.country;
  // A cart of rentals alone crosses no border: picked up and returned at the rental store (cart/delivery-needed.ts).
  const delivered = requestNeedsDelivery(request);
  const reasonForCountry = delivered ? countryRefusal(country, request.country_code, request.postal_code, request.duties_acknowledged) : null;
  const added = addedDeliveryDays(data.settings.targetCountryDeliveryAddedDays, request.country_code);
  if (added.error) warnings.push(added.error);
  const shippingTimes = [...products.filter((p) => p.amount > 0).map((p) => p.variant.shippingTimeNumber), ...bundles.filter((b) => b.amount > 0).flatMap((b) => b.parts.map((p) => p.shippingTimeNumber))];
  const skiBundle = bundles.some((b) => b.amount > 0 && b.bundle.skiBundle);
  const partDeliveryOffered = partDeliveryPossible(data.settings.partDeliveryMode, shippingTimes);
  const partDelivery = request.delivery_extra_data.part_delivery && partDeliveryOffered;
  const demand = new Map<number, number>();
  for (const p of products) if (p.amount > 0) demand.set(p.id, (demand.get(p.id) ?? 0) + p.amount);
  for (const b of bundles) if (b.amount > 0) for (const part of b.parts) demand.set(part.id, (demand.get(part.id) ?? 0) + b.amount);
  const physical = demand.size > 0 || giftCardProducts.some((g) => g.modelId !== WEB_GIFT_CARD_MODEL_ID);

  let options: DeliveryOption[] = [];
  let shippingTime: CheckoutMessage | null = null;
  // An order still to acknowledge duties is priced all the same (the cart shows its shipping
  // before the shopper ticks the box, issue 12); the reason keeps it from being placed.
  if (delivered && country && (!reasonForCountry || reasonForCountry.key === "duties_acknowledgement")) {
    options = deliveryOptions(
      data.deliveryMethods,
      country,
      request.postal_code,
      { merchandise: merchandiseAfterDiscount, shippingTimes, skiBundle, split: partDelivery, demand, sellableAt: (variantId, storeId) => data.variants.get(variantId)?.sellableByStore.get(storeId) ?? 0 },
      { addedDays: added.days, now },
    );
    const longest = shippingTimes.reduce((max, n) => Math.max(max, n), 0);
    const days = deliveryDays(country, { addedDays: added.days, skiBundle, longestShippingTime: longest });
    const first = partDelivery ? deliveryDays(country, { addedDays: added.days, skiBundle, longestShippingTime: 0 }) : null;
    shippingTime = first ? deliveryDatesMessage(now, first, { rest: days }) : deliveryDatesMessage(now, days);
  }
  const choice = chooseDeliveryOption(options, { slug: request.delivery_method, location: request.delivery_location, express: request.pikanouto });
  if (choice.refused && physical) errors.push(choice.refused);
  const selected = physical ? choice.option : null;
  // The estimate is the chosen method's own (docs/checkout.md "Delivery dates"): the cart, the
  // payment page, the order and its e-mail all show one date range.
  if (selected?.available) shippingTime = selected.time;
  const deliveryCost = selected?.price ?? 0;
  const repackCost = selected ? repackPrice(selected, merchandiseAfterDiscount, request.repack) : 0;

  // ---- gift cards pay for everything but other gift cards
  const payableByCards = merchandiseAfterDiscount + deliveryCost + repackCost + rentalsTotal;
  const giftCards = applyGiftCards(cards, payableByCards);
  const giftCardsUsed = giftCards.reduce((sum, use) => sum + use.used, 0);
  const totalPrice = Math.max(0, payableByCards + giftCardProductsTotal - giftCardsUsed);

  // ---- VAT: lines net of their discount share, delivery and repack at the general rate
  const generalRate = rateOf(data, DEFAULT_TAX_CLASS_ID) ?? 0;
  const gross: GrossAtRate[] = [
    ...products.map((p) => ({ gross: p.totalPrice - p.discount, rateBp: p.vatRateBp ?? 0 })),
    ...bundles.map((b) => ({ gross: b.totalPrice - b.discount, rateBp: b.vatRateBp ?? 0 })),
    { gross: deliveryCost + repackCost, rateBp: generalRate },
    ...rentals.map((r) => ({ gross: r.totalPrice, rateBp: r.vatRateBp })),
  ];
  const vat = vatByRate(gross, data.taxArea.chargesVat);

  // ---- the whole cart's refusal: where it goes first, then the transfer rows
  let reason = reasonForCountry;
  const shortRows = transferShortRows(
    products.map((p) => ({ name: p.variant.modelName, amount: p.amount, pickedFrom: merged.find((m) => m.id === p.id)?.transferFrom, sellableByStore: p.variant.sellableByStore })),
    transferFrom,
  );
  if (!reason && shortRows.length > 0) reason = checkoutMessage("transfer_rows", { name: shortRows.join(", ") });
  if (!reason && campaignRefusal) reason = campaignRefusal;

  return {
    products,
    bundles,
    giftCardProducts,
    rentals,
    discount,
    giftCards,
    subtotal: merchandise + giftCardProductsTotal + rentalsTotal,
    discountTotal,
    deliveryCost,
    repackCost,
    totalPrice,
    vat,
    currency: { ...data.currency, total: convertForDisplay(totalPrice, data.currency) },
    deliveryOptions: options.map((o) => ({ ...o, selected: o === selected })),
    selectedDelivery: selected,
    deliveryThresholds: { delivery: selected?.freeThreshold ?? null, repack: selected?.repackThreshold ?? null },
    shippingTime,
    partDelivery,
    partDeliveryPossible: partDeliveryOffered,
    reason,
    errors,
    warnings,
    enterpriseOrder: request.enterprise_order && (shopper?.isOrgUser ?? false),
    transferRequestFrom: transferFrom,
    postDelivery: request.post_delivery,
    giftCampaignData: campaignKept ? (request.giftcampaign_data ?? null) : null,
    giftCampaign,
  };
}

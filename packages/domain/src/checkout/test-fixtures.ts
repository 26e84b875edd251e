// Test helpers only: small, readable cart facts for the checkout rules' unit tests.
import { checkoutRequestSchema, type CheckoutRequestInput } from "../api/checkout";
import type { CountryFacts, DeliveryMethodFacts } from "./delivery";
import type { DiscountCodeFacts } from "./discounts";
import type { GiftCardFacts } from "./gift-cards";
import type { CheckoutData, CheckoutVariantFacts } from "./validate-cart";

export const FINLAND: CountryFacts = { code: "fi", name: "Suomi", isEnabled: true, isEuMember: true, daysStart: 1, daysEnd: 3, skiDaysStart: 3, skiDaysEnd: 6 };

export function variant(id: number, over: Partial<CheckoutVariantFacts> & { active?: number; club?: number | null; regular?: number; web?: number } = {}): CheckoutVariantFacts {
  const { active = 10_000, club = null, regular = active, web = 10, ...rest } = over;
  return {
    id,
    modelId: id * 10,
    sellable: true,
    modelName: `Model ${id}`,
    manufacturer: "Brand",
    brandId: 1,
    color: "Musta",
    size: "M",
    type: null,
    image: null,
    url: `/brand/model-${id}/`,
    onOrder: false,
    maxAmount: null,
    shippingTimeNumber: 1,
    price: { prices: { active, club, regular, discount_free: regular }, outlet: false, discountsAllowed: true },
    taxClassId: 5,
    groupIds: [1],
    sellableByStore: new Map([[20, web]]),
    ...rest,
  };
}

export function code(over: Partial<DiscountCodeFacts> = {}): DiscountCodeFacts {
  return {
    id: 1, code: "KESA10", kind: "percentage", value: 1000, validFrom: null, validTo: null, minimumOrder: 0,
    usageLimit: null, usageLimitPerCustomer: null, timesUsed: 0, timesUsedByCustomer: null, groupIds: [], brandIds: [], modelIds: [], isActive: true,
    ...over,
  };
}

export function giftCard(over: Partial<GiftCardFacts> = {}): GiftCardFacts {
  return { code: "LAHJA-100", balance: 10_000, currency: "eur", expiresAt: null, isActive: true, ...over };
}

export function method(over: Partial<DeliveryMethodFacts> = {}): DeliveryMethodFacts {
  return {
    id: 1, slug: "kotiin", kind: "home", name: "Kotiinkuljetus", price: 690, freeThreshold: 10_000, repackCost: 300, repackThreshold: 20_000,
    countryCodes: ["fi"], countryGroup: null, postalPrefixes: [], extraDays: 0, stores: [], sortOrder: 1,
    ...over,
  };
}

export function data(over: Partial<CheckoutData> = {}): CheckoutData {
  return {
    country: FINLAND,
    taxArea: { chargesVat: true, ratesBp: new Map([[5, 2550]]) },
    variants: new Map(),
    bundles: new Map(),
    discountCodes: new Map(),
    giftCards: new Map(),
    deliveryMethods: [method()],
    settings: { targetCountryDeliveryAddedDays: null, partDeliveryMode: "optional" },
    currency: { code: "eur", rate: 1, decimals: 2 },
    ...over,
  };
}

export const withVariants = (...variants: CheckoutVariantFacts[]) => new Map(variants.map((v) => [v.id, v]));

export const request = (input: Partial<CheckoutRequestInput> = {}) => checkoutRequestSchema.parse({ country_code: "fi", language_code: "fi", ...input });

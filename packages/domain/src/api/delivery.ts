// Delivery lookups of the product page (spec 02 §7 GET /api/get_fast_shipping/, §5 "Postcode for
// delivery methods", §8 empty delivery methods; docs/checkout.md "Delivery lookups"). Both use
// the checkout's delivery rules for a cart of one unit of the variant.
import { z } from "zod";
import { INT4_MAX } from "../input-safety";
import { checkoutDeliveryMethodSchema } from "./checkout";
import { languageCodeSchema } from "./shell";

const variantId = z.coerce.number().int().positive().max(INT4_MAX);
const countryCode = z.string().regex(/^[a-z]{2}$/, "Not a country code.").default("fi");

/** Finnish postcodes are 5 digits (spec 02 §5, §9); other countries' up to 12 characters. */
function postcodeRule<T extends { country_code: string; postal_code: string }>(value: T, ctx: z.RefinementCtx): void {
  if (value.country_code === "fi" && !/^\d{5}$/.test(value.postal_code)) ctx.addIssue({ code: "custom", path: ["postal_code"], message: "A Finnish postcode has 5 digits." });
}

export const deliveryMethodsQuerySchema = z
  .object({
    postal_code: z.string().trim().min(1, "A postcode is required.").max(12),
    variant_id: variantId,
    country_code: countryCode,
    language: languageCodeSchema.default("fi"),
  })
  .superRefine(postcodeRule);
export type DeliveryMethodsQuery = z.infer<typeof deliveryMethodsQuerySchema>;

/** Empty when no method applies (the page then says so, spec 02 §8). */
export const deliveryMethodsResponseSchema = z.object({ delivery_methods: z.array(checkoutDeliveryMethodSchema) });
export type DeliveryMethodsResponse = z.infer<typeof deliveryMethodsResponseSchema>;

export const fastShippingQuerySchema = z
  .object({
    postal_code: z.string().trim().min(1, "A postcode is required.").max(12),
    variant_id: variantId,
    /** The price the page shows, cents; accepted for the spec's call but never used: the server prices the variant. */
    price: z.coerce.number().int().nonnegative().max(INT4_MAX).optional(),
    country_code: countryCode,
    language: languageCodeSchema.default("fi"),
  })
  .superRefine(postcodeRule);
export type FastShippingQuery = z.infer<typeof fastShippingQuerySchema>;

/** The fastest way to get the variant: express pickup at a store of the postcode's region holding it. */
export const fastShippingResponseSchema = z.object({
  available: z.boolean(),
  method: z
    .object({
      slug: z.string(),
      name: z.string(),
      price: z.number().int().nonnegative(),
      time_estimate: z.string(),
      store_slug: z.string(),
      store_name: z.string(),
    })
    .nullable(),
});
export type FastShippingResponse = z.infer<typeof fastShippingResponseSchema>;

/** GET /api/shop-promises/ (docs/checkout.md "Promises"): what the shop may promise a country's shoppers. */
export const shopPromisesQuerySchema = z.object({
  country_code: countryCode,
  language: languageCodeSchema.default("fi"),
});
export type ShopPromisesQuery = z.infer<typeof shopPromisesQuerySchema>;

export const shopPromisesResponseSchema = z.object({
  /** The lowest free-delivery threshold of the country's delivery rules (euro cents); null: nothing ships free. */
  free_delivery: z.object({ threshold: z.number().int().nonnegative(), method_name: z.string(), method_slug: z.string() }).nullable(),
  /** The payment methods configured for the country, as the checkout offers them. */
  payment_methods: z.array(z.object({ slug: z.string(), name: z.string(), processor_slug: z.string() })),
});
export type ShopPromisesResponse = z.infer<typeof shopPromisesResponseSchema>;

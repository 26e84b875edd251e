// API contract of the product page's extra data (spec 02 §3 "Extra data", "Size table",
// "Delivery"; §7 GET /api/product/extra/), the keyword popup (§7 GET /api/keyword-popup/) and
// the staff-only stock balances of a model (spec 02 §4, §6: staff see per-store balances and
// shelf codes). Shapes the spec leaves open are ours and listed in docs/product-page.md.
import { z } from "zod";
import { INT4_MAX } from "../input-safety";
import { productSlugFromPath } from "../product/paths";
import { productPathSchema } from "./product";
import { languageCodeSchema, productListItemSchema } from "./shell";

const positiveId = (name: string) =>
  z.coerce.number({ error: `${name} must be a whole number.` }).int(`${name} must be a whole number.`).positive(`${name} must be a positive whole number.`).max(2_147_483_647, `${name} is too large.`);

// GET /api/product/extra/?slug=&delivery-country-code=&group=&type=1|2&language=&taxAreaId=
export const productExtraQuerySchema = z.object({
  /** The product slug or its whole path ("brand/model-slug"); the last segment counts (spec 02 §2). */
  slug: z.string({ error: "slug is required." }).pipe(productPathSchema).transform(productSlugFromPath),
  "delivery-country-code": z
    .string({ error: "delivery-country-code is required." })
    .trim()
    .toLowerCase()
    .regex(/^[a-z]{2}$/, "Use a two-letter country code."),
  /** The last of the product's groups (spec 02 §7); the recommendations' context. Optional: the main group. */
  group: positiveId("group").optional(),
  type: z.enum(["1", "2"], { error: "Use 1 (delivery limits) or 2 (bundles, recommendations, size tables)." }),
  language: languageCodeSchema.default("fi"),
  taxAreaId: z.coerce.number().int().positive().max(INT4_MAX).default(1),
});
export type ProductExtraQuery = z.infer<typeof productExtraQuerySchema>;

const cents = z.number().int().nonnegative();
const dayRange = z.object({ start: z.number().int(), end: z.number().int() });

/** type=1: what limits the delivery of this product to the country (spec 02 §3 Delivery, §8 blocked country). */
export const deliveryMethodLimitSchema = z.object({
  delivery_country_code: z.string(),
  /** The country is not delivered to at all, or this product is not shipped there. */
  isDeliveryCountryBlocked: z.boolean(),
  /** The shop's explanation shown after 'This product is not shipped to {country}', or null. */
  blockInfoText: z.string().nullable(),
  /** Delivery time of an ordinary order to the country, in days, with the country's added days. */
  delivery_days: dayRange,
  /** Ski bundles are mounted before shipping and have their own range (spec 02 §9). */
  ski_bundle_days: dayRange,
});
export const productExtraType1Schema = z.object({ delivery_method_limit: deliveryMethodLimitSchema });
export type DeliveryMethodLimit = z.infer<typeof deliveryMethodLimitSchema>;

/** A variant of a bundle part: the facts the bundle selector needs (spec 02 §4). */
export const extraBundleVariantSchema = z.object({
  id: z.number().int(),
  color: z.object({ slug: z.string(), name: z.string() }),
  size: z.string().nullable(),
  type: z.string().nullable(),
  inStock: z.boolean(),
  onOrder: z.boolean(),
  inStockStores: z.array(z.object({ slug: z.string(), nouto: z.boolean(), pikanouto: z.boolean() })),
  shipping_time: z.object({ number: z.number().int().min(0).max(999), string: z.string().nullable() }),
  blockedStock: z.boolean(),
});
export type ExtraBundleVariant = z.infer<typeof extraBundleVariantSchema>;

/** spec 02 §3 Bundle, extra-data form; the main model's variants are the page's own `products`. */
export const extraBundleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  prices: z.object({ active: cents, regular: cents, discount_value: z.number().int() }),
  secondary_product_models: z.array(
    z.object({
      id: z.number().int(),
      url: z.string(),
      image: z.string().nullable(),
      manufacturer: z.string(),
      name: z.string(),
      products: z.array(extraBundleVariantSchema),
    }),
  ),
});
export type ExtraBundle = z.infer<typeof extraBundleSchema>;

/** spec 02 §3 Size table. */
export const sizeTableSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sizes: z.array(z.object({ size: z.string() })),
  categories: z.array(z.object({ name: z.string(), unit: z.string(), values: z.array(z.string()) })),
  sourceImage: z.string().nullable(),
  hide_image: z.boolean(),
  infoText: z.string(),
});
export type SizeTable = z.infer<typeof sizeTableSchema>;

export const productExtraType2Schema = z.object({
  bundles: z.array(extraBundleSchema),
  /** The recommendation service's best models of the group, as list items (product cards). */
  recommendations: z.array(productListItemSchema),
  /** Models bought together with this one, most often first, as list items (product cards). */
  also_bought: z.array(productListItemSchema),
  sizetables: z.array(sizeTableSchema),
});
export type ProductExtraType2 = z.infer<typeof productExtraType2Schema>;
export type ProductExtraType1 = z.infer<typeof productExtraType1Schema>;

/** At most this many recommendations and also-bought models. */
export const PRODUCT_EXTRA_LIST_MAX = 12;

// GET /api/keyword-popup/?id=&language=
export const keywordPopupQuerySchema = z.object({ id: positiveId("id"), language: languageCodeSchema.default("fi") });
export const keywordPopupResponseSchema = z.object({ id: z.number().int(), keyword: z.string(), text: z.string(), url: z.string().nullable() });
export type KeywordPopup = z.infer<typeof keywordPopupResponseSchema>;

// GET /api/product/stock/?model_id= (staff only)
export const staffStockQuerySchema = z.object({ model_id: positiveId("model_id") });
export const staffStockResponseSchema = z.object({
  model_id: z.number().int(),
  /** Per variant, the stores with a stock row: balances, reservations, incoming and shelf code. */
  variants: z.array(
    z.object({
      id: z.number().int(),
      detailed_stocks: z.array(
        z.object({
          store: z.string(),
          store_id: z.number().int(),
          quantity: z.number().int(),
          blocked_quantity: z.number().int(),
          incoming_quantity: z.number().int(),
          incoming_date: z.string().nullable(),
          shelf_code: z.string().nullable(),
        }),
      ),
    }),
  ),
});
export type StaffStock = z.infer<typeof staffStockResponseSchema>;

// API contract of the product page (spec 02 §3 "Product page model (server)", "Variant",
// "Prices", "Bundle"; §7 GET /api/products/productmodel/{slug}/). Field names are the spec's;
// fields the spec leaves unnamed are ours and listed in docs/product-page.md. Money is integer
// minor units (EUR cents) of the tax area's gross price.
import { z } from "zod";
import { INT4_MAX } from "../input-safety";
import { languageCodeSchema } from "./shell";
import { normaliseProductPath } from "../product/paths";

export const productPathSchema = z
  .string()
  .max(300, "The product path is too long.")
  .transform(normaliseProductPath)
  .pipe(z.string().min(1, "A product path is required.").regex(/^[\p{L}\p{N}-]+(\/[\p{L}\p{N}-]+)*$/u, "Not a product path."));

/** "1", "true" or an empty value (`?preview`) turn preview on; "0" and "false" off. */
const flagSchema = z
  .union([z.literal(""), z.enum(["1", "0", "true", "false"])], { error: "Use 1, 0, true or false." })
  .transform((value) => value === "" || value === "1" || value === "true");

// GET /api/products/productmodel/{slug}/?language=&taxAreaId=&preview=&giftcampaign=
export const productModelQuerySchema = z.object({
  language: languageCodeSchema.default("fi"),
  taxAreaId: z.coerce.number().int().positive().max(INT4_MAX).default(1),
  /** Staff only (spec 02 §6): lets staff see a non-public model. */
  preview: flagSchema.optional(),
  /** The gift campaign slug of /giftcampaigns/{campaign}/{product}/ (spec 02 §2). */
  giftcampaign: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9-]{1,100}$/, "Not a campaign slug.")
    .optional(),
});
export type ProductModelQuery = z.infer<typeof productModelQuerySchema>;

const cents = z.number().int().nonnegative();

/** spec 02 §3 Prices, for one tax area, with the display kind for a visitor without club prices. */
export const productPricesSchema = z.object({
  active: cents,
  /** The price a discount is measured against (the list item's `reference`). */
  regular: cents,
  club: cents.nullable(),
  discount_value: z.number().int(),
  discount_free: cents,
  /** spec 02 §4 Price display kind; "regular" is the list item's name for normal. */
  type: z.enum(["regular", "discount", "club", "outdoor", "outlet"]),
  /** Lowest active price of the last 30 days (spec 02 §9); null without price history. */
  lowest_price_30_days: cents.nullable(),
  /** End of the current offer, ISO 8601, or null (spec 02 §2 offer-end date). */
  price_ending: z.string().nullable(),
});
export type ProductPrices = z.infer<typeof productPricesSchema>;

export const productColourSchema = z.object({
  slug: z.string(),
  name: z.string(),
  control: z.string(),
  hex: z.string(),
  /** The colour's main image (first image of its first variant). */
  image: z.string().nullable(),
});

export const productStoreRefSchema = z.object({ slug: z.string(), nouto: z.boolean(), pikanouto: z.boolean() });

/** spec 02 §3 Variant, the public form (no per-store balances). */
export const productVariantSchema = z.object({
  id: z.number().int(),
  model_id: z.number().int(),
  color: productColourSchema,
  size: z.object({ name: z.string(), sort_order: z.number().int() }).nullable(),
  type: z.object({ name: z.string(), sort_order: z.number().int(), title: z.string() }).nullable(),
  /** GTIN-13. */
  teksonumber: z.string(),
  images: z.array(z.string()),
  prices: productPricesSchema,
  /** Sellable stock in some store. */
  inStock: z.boolean(),
  /** Orderable without stock. */
  onOrder: z.boolean(),
  /** Stores holding sellable stock, in store order. */
  inStockStores: z.array(productStoreRefSchema),
  shipping_time: z.object({ number: z.number().int().min(0).max(999), string: z.string().nullable() }),
  /** "week/year" of the next delivery, e.g. "14/2026". */
  stock_incoming_str: z.string().nullable(),
  /** Earliest incoming delivery date (YYYY-MM-DD) over the stores. */
  incoming_date: z.string().nullable(),
  /** Some of its stock is reserved (spec 02 §3 stock_data.blocked_stock). */
  blockedStock: z.boolean(),
  /** Sellable stock, over all stores, of FEW_LEFT_MAX pieces or fewer (issue 12 size badges); never the balance. */
  fewLeft: z.boolean(),
  /** Per-order maximum; null is unlimited. */
  max_amount: z.number().int().nullable(),
});
export type ProductVariant = z.infer<typeof productVariantSchema>;

export const productGroupRefSchema = z.object({ id: z.number().int(), name: z.string(), shortName: z.string(), path: z.string() });

export const productPropertySchema = z.object({
  slug: z.string(),
  name: z.string(),
  unit: z.string().nullable(),
  kind: z.enum(["range", "checkbox"]),
  /** A range property's number as text, or a checkbox property's option names joined by ", ". */
  value: z.string(),
  /** The range property's number; null for checkbox properties. */
  number: z.number().nullable(),
});

export const productBundlePartSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  manufacturer: z.object({ name: z.string(), slug: z.string() }),
  url: z.string(),
  image: z.string().nullable(),
  products: z.array(productVariantSchema),
});

/** spec 02 §3 Bundle: the main model with secondary models at a bundle price. */
export const productBundleSchema = z.object({
  bundleId: z.number().int(),
  name: z.string(),
  description: z.string(),
  secondaryProducts: z.array(productBundlePartSchema),
  prices: z.object({ active: cents, regular: cents, discount_value: z.number().int() }),
});

export const productModelSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  name: z.string(),
  modelnumber: z.string(),
  /** The page's path in the language asked, "/brand/model-slug/". */
  model_url: z.string(),
  canonical_url: z.string(),
  /** The model's path per language (for the language switch and hreflang). */
  paths: z.partialRecord(languageCodeSchema, z.string()),
  manufacturer: z.object({ name: z.string(), slug: z.string(), image: z.string().nullable() }),
  short_description: z.string(),
  long_description_html: z.string(),
  tagline: z.string(),
  meta_description: z.string(),
  model_notice: z.string().nullable(),
  is_public: z.boolean(),
  is_extended_range: z.boolean(),
  campaign_only: z.boolean(),
  belongs_to_outlet: z.boolean(),
  show_discount_percentage: z.boolean(),
  is_multi_color: z.boolean(),
  is_bundle: z.boolean(),
  promoted_colour: z.string().nullable(),
  tax_class: z.number().int(),
  /** VAT of the tax area and tax class; null when no rate is known (the VAT line is hidden). */
  tax_rate: z.object({ taxAreaId: z.number().int(), taxClassId: z.number().int(), percentage: z.number() }).nullable(),
  /** The model's own price in the tax area; variants with their own prices carry them in `products`. */
  prices: productPricesSchema,
  price_ending: z.string().nullable(),
  rating: z.number().nullable(),
  rating_count: z.number().int().nonnegative(),
  main_group: z.number().int(),
  groups: z.array(productGroupRefSchema),
  /** The main group and its ancestors, root first (spec 02 §2 breadcrumb). */
  breadcrumbs: z.array(productGroupRefSchema),
  ribbons: z.array(z.object({ slug: z.string(), name: z.string(), value: z.string() })),
  tags: z.array(z.object({ slug: z.string(), name: z.string(), bgColor: z.string(), textColor: z.string(), campaignSlug: z.string().nullable() })),
  colors: z.array(productColourSchema.extend({ images: z.array(z.string()) })),
  model_properties: z.array(productPropertySchema),
  sizetable: z.number().int().nullable(),
  quote: z.object({ text: z.string(), name: z.string().nullable(), image: z.string().nullable() }).nullable(),
  ski_wizard: z.object({ sport: z.enum(["alpine", "nordic"]), group: z.enum(["skis", "bindings", "boots"]) }).nullable(),
  /** The product video's YouTube id (spec 02 §2, §7; product/video.ts), shown with functional-cookie consent. */
  video: z.string().nullable(),
  on_order: z.boolean(),
  products: z.array(productVariantSchema),
  bundle_models: z.array(productBundleSchema),
  second_hand_parent: z
    .object({ id: z.number().int(), is_active: z.boolean(), url: z.string(), name: z.string(), manufacturer: z.string(), prices: productPricesSchema.nullable() })
    .nullable(),
  extra_images: z.array(z.object({ sort_order: z.number().int(), caption: z.string(), title: z.string(), full_url: z.string() })),
  /** Guides of the model's groups (spec 02 §2 "guides (blog posts)"), at most 3. */
  blogs: z.array(z.object({ title: z.string(), url: z.string() })),
  /**
   * spec 02 §3 translated_fields: `original` is the Finnish source of machine-translated texts
   * (null when the texts are the shop's own), `manual_input` true when a person wrote or checked
   * them. The translate toggle is offered only for machine translations (docs/product-page.md).
   */
  translated_fields: z.object({
    original: z.object({ language: languageCodeSchema, tagline: z.string(), long_description_html: z.string() }).nullable(),
    manual_input: z.boolean(),
  }),
});
export type ProductModel = z.infer<typeof productModelSchema>;

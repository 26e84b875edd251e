// API contract of cart validation (spec 01 §7 POST /api/checkout/, §3 Cart, §4-5; spec 02 §4-5).
// Top-level field names are the spec's. The spec does not show the shape of a line, a delivery
// method or a payment method; those shapes are ours and documented in docs/checkout.md.
// Money is integer minor units (EUR cents) of gross prices in the tax area of the delivery
// country; `currency` carries the display conversion only.
import { z } from "zod";
import { languageCodeSchema } from "./shell";
import { rentalNumberSchema, rentalTokenSchema } from "./rental";
import {
  BUNDLE_VARIANT_ID_PATTERN,
  CHECKOUT_MAX_AMOUNT,
  CHECKOUT_MAX_LINES,
  CART_MAX_RENTALS,
  GIFT_CARD_MAX_EUROS,
  GIFT_CARD_MIN_EUROS,
  GIFT_CARD_STEP_EUROS,
} from "../cart/limits";

const id = z.number().int().positive();
const amount = z.number().int().min(1).max(CHECKOUT_MAX_AMOUNT);
const cents = z.number().int().nonnegative();
/** Store id (as a string key, JSON objects have string keys) to a quantity. */
const storeAmounts = z.record(z.string().regex(/^\d{1,6}$/, "Not a store id."), z.number().int().min(0).max(CHECKOUT_MAX_AMOUNT));

/** A bundle variant id: the main model id and the part variant ids joined by hyphens (spec 02 §3). */
export const bundleVariantIdSchema = z.string().regex(BUNDLE_VARIANT_ID_PATTERN, "Not a bundle variant id.");

// ---- request -------------------------------------------------------------------------------

/** An ordinary cart line: one product variant. Prices are never taken from the client. */
export const checkoutProductLineSchema = z.strictObject({
  /** Variant id. */
  id,
  amount,
  /** A frozen line cannot be increased (spec 01 §4). */
  frozen: z.boolean().optional(),
  /** Staff transfer requests: units picked per source store (spec 01 §5). */
  transfer_amounts: storeAmounts.optional(),
  transfer_amounts_from: storeAmounts.optional(),
});
export type CheckoutProductLine = z.infer<typeof checkoutProductLineSchema>;

/**
 * A bundle line: the bundle and the chosen variant of each of its models. A ski wizard set
 * (docs/ski-wizard.md "In the cart") names its sport in `ski_set` instead of a bundle, and its id
 * is the ski's model id, then the ski, binding and boot variants.
 */
export const checkoutBundleLineSchema = z
  .strictObject({
    /** Client-side line id (spec 01 §3 bundles uid). */
    uid: z.string().min(1).max(100),
    /** bundles.id; absent for a ski wizard set. */
    bundle_id: id.optional(),
    /** A ski wizard set of this sport (ours, spec 02 §4 "Ski wizard add"). */
    ski_set: z.enum(["alpine", "nordic"], { message: "Must be alpine or nordic." }).optional(),
    /** "mainModelId-variantId-variantId…": main model id, then the chosen variant of each model. */
    id: bundleVariantIdSchema,
    amount,
    frozen: z.boolean().optional(),
  })
  .refine((line) => (line.bundle_id === undefined) !== (line.ski_set === undefined), { message: "Give either bundle_id or ski_set.", path: ["bundle_id"] });
export type CheckoutBundleLine = z.infer<typeof checkoutBundleLineSchema>;

/** A rental booking held for online payment (docs/rental.md "Paying online"): priced from the booking, never from the request. */
export const checkoutRentalLineSchema = z.strictObject({ number: rentalNumberSchema, token: rentalTokenSchema });

export const checkoutGiftCardLineSchema = z.strictObject({
  /** Client-side line id: a time-based uid in seconds (spec 02 §9). */
  uid: z.string().min(1).max(100),
  model_id: z.union([z.literal(2427), z.literal(1412)]),
  /** Face value in whole euros: 10-10000 in steps of 10. */
  value: z
    .number()
    .int()
    .min(GIFT_CARD_MIN_EUROS)
    .max(GIFT_CARD_MAX_EUROS)
    .refine((v) => v % GIFT_CARD_STEP_EUROS === 0, "The value goes in steps of 10."),
  amount,
  /** Only for the web gift card 2427. */
  recipient_name: z.string().trim().max(100).optional(),
});
export type CheckoutGiftCardLine = z.infer<typeof checkoutGiftCardLineSchema>;

export const checkoutPageNameSchema = z.enum(["checkout", "cart"]);

export const giftCampaignDataSchema = z.strictObject({
  code: z.string().trim().min(1).max(64),
  campaign: z.string().trim().min(1).max(100),
});
/** As the answer carries it: the request's, already trimmed (the browser reads answers unparsed). */
const giftCampaignDataAnswerSchema = z.strictObject({
  code: z.string().min(1).max(64),
  campaign: z.string().min(1).max(100),
});

export const checkoutRequestSchema = z.strictObject({
  products: z.array(checkoutProductLineSchema).max(CHECKOUT_MAX_LINES).default([]),
  bundles: z.array(checkoutBundleLineSchema).max(CHECKOUT_MAX_LINES).default([]),
  gift_card_products: z.array(checkoutGiftCardLineSchema).max(CHECKOUT_MAX_LINES).default([]),
  rentals: z.array(checkoutRentalLineSchema).max(CART_MAX_RENTALS).default([]),
  /** Ignored in favour of the Authorization header; when sent it must be that customer's id. */
  customer_id: id.nullable().optional(),
  /** Delivery country, lower-case ISO 3166 alpha-2 ("fi"). Decides the tax area. */
  country_code: z.string().regex(/^[a-z]{2}$/, "Not a country code."),
  language_code: languageCodeSchema,
  /** Discount codes and gift card codes; compared case-insensitively, duplicates dropped. */
  discount_codes: z.array(z.string().trim().min(1).max(64)).max(20).default([]),
  repack: z.boolean().default(false),
  /** Express store pickup chosen (spec 02 §9). */
  pikanouto: z.boolean().default(false),
  delivery_extra_data: z
    .strictObject({
      part_delivery: z.boolean().default(false),
      giosg_chatter: z.string().max(200).nullable().optional(),
    })
    .default({ part_delivery: false }),
  klarna_global_checkout_id: z.string().max(200).nullable().optional(),
  special_request: z.string().max(1000).default(""),
  pageName: checkoutPageNameSchema.default("checkout"),
  giftcampaign_data: giftCampaignDataSchema.nullable().optional(),
  enterprise_order: z.boolean().default(false),
  /** Staff transfer request: source stores and target store (spec 01 §3, §5; spec 02 §6). */
  transfer_request_from: z.array(id).max(20).nullable().optional(),
  transfer_request_to: id.nullable().optional(),
  post_delivery: z.boolean().default(false),
  // Ours (docs/checkout.md): the chosen delivery, for its price, and the display currency.
  /** Slug of the chosen delivery method, from a previous answer's delivery_methods. */
  delivery_method: z.string().max(100).nullable().optional(),
  /** Chosen store slug or pickup point id for methods that need a location. */
  delivery_location: z.string().max(100).nullable().optional(),
  /** Postcode for delivery methods and times (5 digits in Finland). */
  postal_code: z.string().trim().max(12).nullable().optional(),
  /** Display currency (lower-case ISO 4217); charging stays in the order's currency. */
  currency_code: z.string().regex(/^[a-z]{3}$/, "Not a currency code.").default("eur"),
  /** UK, Swiss and Canadian orders: the shopper accepts taxes, duties and clearance fees. */
  duties_acknowledged: z.boolean().default(false),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;
export type CheckoutRequestInput = z.input<typeof checkoutRequestSchema>;

// ---- response ------------------------------------------------------------------------------

export const priceTypeSchema = z.enum(["regular", "discount", "club", "outdoor", "outlet"]);

/** Availability of a line as the product page shows it (spec 02 §4 Stock display). */
export const lineStockSchema = z.object({
  in_stock: z.boolean(),
  on_order: z.boolean(),
  /** Shipping time number (2 / 30 / 60 / 999 thresholds) or null when unknown. */
  shipping_time: z.number().int().nullable(),
  /** Units that can be ordered; null when unlimited (on order). */
  max_amount: z.number().int().nonnegative().nullable(),
});

export const checkoutProductResultSchema = z.object({
  id,
  /** The amount the server accepted (may be lower than asked; `errors` says why). */
  amount: z.number().int().nonnegative(),
  frozen: z.boolean(),
  model_id: id,
  name: z.string(),
  manufacturer: z.string(),
  color: z.string().nullable(),
  size: z.string().nullable(),
  type: z.string().nullable(),
  image: z.string().nullable(),
  /** Product page address, "/{path}/". */
  url: z.string(),
  unit_price: cents,
  /** The price a discount is measured against. */
  regular_unit_price: cents,
  total_price: cents,
  price_type: priceTypeSchema,
  vat_percentage: z.number().nonnegative().nullable(),
  stock: lineStockSchema,
  /**
   * Staff transfer requests (docs/checkout.md "Transfer requests"): the variant's sellable units in
   * each source store, in the order of the sources; null (or absent) for everyone else.
   */
  transfer_stock: z.array(z.object({ store_id: id, sellable: z.number().int().nonnegative() })).nullable().optional(),
  /** Line refusals in the shopper's language. */
  errors: z.array(z.string()),
});
export type CheckoutProductResult = z.infer<typeof checkoutProductResultSchema>;

export const checkoutBundleResultSchema = z.object({
  uid: z.string(),
  /** null for a ski wizard set. */
  bundle_id: id.nullable(),
  /** The sport of a ski wizard set; null for a bundle. */
  ski_set: z.enum(["alpine", "nordic"]).nullable(),
  id: bundleVariantIdSchema,
  amount: z.number().int().nonnegative(),
  frozen: z.boolean(),
  name: z.string(),
  parts: z.array(
    z.object({
      variant_id: id,
      model_id: id,
      name: z.string(),
      manufacturer: z.string(),
      color: z.string().nullable(),
      size: z.string().nullable(),
      image: z.string().nullable(),
      url: z.string(),
    }),
  ),
  unit_price: cents,
  regular_unit_price: cents,
  total_price: cents,
  stock: lineStockSchema,
  errors: z.array(z.string()),
});
export type CheckoutBundleResult = z.infer<typeof checkoutBundleResultSchema>;

export const checkoutGiftCardResultSchema = z.object({
  uid: z.string(),
  model_id: z.number().int(),
  name: z.string(),
  value: z.number().int(),
  amount: z.number().int().nonnegative(),
  recipient_name: z.string().nullable(),
  unit_price: cents,
  total_price: cents,
  errors: z.array(z.string()),
});

/** A rental line: the booking's item, store and days, its rent (VAT included) as booked. */
export const checkoutRentalResultSchema = z.object({
  number: z.string(),
  /** "Item (size), store, days" in the shopper's language. */
  name: z.string(),
  item: z.string(),
  size: z.string(),
  store: z.string(),
  start: z.string(),
  end: z.string(),
  days: z.number().int().nonnegative(),
  total_price: cents,
  errors: z.array(z.string()),
});

export const deliveryMethodKindSchema = z.enum(["home", "parcel_locker", "store_pickup", "express_pickup", "international"]);
export type DeliveryMethodKind = z.infer<typeof deliveryMethodKindSchema>;

export const checkoutDeliveryMethodSchema = z.object({
  /** Stable slug, sent back as `delivery_method`. */
  slug: z.string(),
  kind: deliveryMethodKindSchema,
  name: z.string(),
  /** Price after free-delivery thresholds. */
  price: cents,
  /** Shown to the shopper ("2-4 arkipäivää", "Noudettavissa tänään klo 16 jälkeen"). */
  time_estimate: z.string(),
  /** For store pickup methods. */
  store_slug: z.string().nullable(),
  /** The method's own name, without the store ("Nouto myymälästä"); `name` carries the store too. */
  method_name: z.string(),
  /** The pickup store of a pickup method: where it is and how far from the postcode (km, when known). */
  store: z
    .object({ slug: z.string(), name: z.string(), street_address: z.string(), postal_code: z.string(), city: z.string(), distance_km: z.number().int().nonnegative().nullable() })
    .nullable(),
  /** Pickup locations to choose from (parcel lockers), empty when none are needed. */
  locations: z.array(z.object({ id: z.string(), name: z.string(), address: z.string() })),
  available: z.boolean(),
  /** Why it is unavailable, in the shopper's language. */
  reason: z.string().nullable(),
  selected: z.boolean(),
});
export type CheckoutDeliveryMethod = z.infer<typeof checkoutDeliveryMethodSchema>;

export const checkoutPaymentMethodSchema = z.object({
  /** "card", "invoice", "wallet", "test" ... */
  slug: z.string(),
  name: z.string(),
  /** The provider behind it (processor_slug of payment_events). */
  processor_slug: z.string(),
});

export const checkoutResponseSchema = z.object({
  products: z.array(checkoutProductResultSchema),
  bundles: z.array(checkoutBundleResultSchema),
  gift_card_products: z.array(checkoutGiftCardResultSchema),
  rentals: z.array(checkoutRentalResultSchema),
  /** The accepted discount code (spec: one per order), or null. */
  cart_discount: z.object({ code: z.string(), amount: cents }).nullable(),
  /** Accepted gift card codes (ours): what each pays of this order and what remains on it. */
  gift_cards: z.array(z.object({ code: z.string(), used: cents, balance: cents })),
  /** Sum of lines before discounts (ours). */
  subtotal: cents,
  /** Discount code reduction (ours). */
  discount_total: cents,
  delivery_cost: cents,
  repack_cost: cents,
  /** What the shopper pays: lines - discount + delivery + repack - gift cards; never negative. */
  total_price: cents,
  /** VAT included in total_price per rate (ours). */
  vat: z.array(z.object({ percentage: z.number().nonnegative(), amount: cents })),
  /** Display conversion of total_price (ours). */
  currency: z.object({ code: z.string(), rate: z.number().positive(), total: z.number().nonnegative(), decimals: z.number().int() }),
  delivery_methods: z.array(checkoutDeliveryMethodSchema),
  delivery_thresholds: z.object({ delivery_threshold: cents.nullable(), repack_threshold: cents.nullable() }),
  shipping_time_str: z.string(),
  /**
   * Part delivery (ours; spec 01 §3 isDeliverySplittingSelected, delivery_extra_data.part_delivery):
   * `possible` when part_delivery_mode allows it and the cart holds lines that ship now and lines
   * on order; `selected` when asked for and possible.
   */
  part_delivery: z.object({ possible: z.boolean(), selected: z.boolean() }),
  payment_methods: z.array(checkoutPaymentMethodSchema),
  payment_events: z.array(z.object({ payment_id: z.string(), processor_slug: z.string(), creation_time: z.string() })),
  show_klarna: z.boolean(),
  paypal_checkout: z.boolean(),
  kco_iframe: z.string().nullable(),
  kgco_id: z.string().nullable(),
  giftcampaign_data: giftCampaignDataAnswerSchema.nullable(),
  enterprise_order: z.boolean(),
  transfer_request_from: z.array(z.number().int()).nullable(),
  post_delivery: z.boolean(),
  /** The whole cart's refusal in the shopper's language, or "READ_ONLY_ORDER" (spec 01 §8). */
  reason: z.string().nullable(),
  /** Each refusal in the shopper's language (flashed by the storefront). */
  errors: z.array(z.string()),
});
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;


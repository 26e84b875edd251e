// The back office's catalogue contract (docs/admin.md "Catalogue"): product models with their
// texts in six languages, variants, prices per tax area and stock per store. The same schemas
// check the browser's forms and the API's bodies (Epic Stack's one-schema pattern).
import { z } from "zod";
import { languageCodes, type LanguageCode } from "../language-codes";
import { isValidGtin13, priceProblems, SLUG_PATTERN } from "./catalogue-rules";
import { listQuerySchema, optionalFlag, optionalId, pageSchema, versionSchema } from "./common";

const id = z.coerce.number().int().positive().max(2_147_483_647);
const required = (max: number) => z.string().trim().min(1, "This is a required field.").max(max, `At most ${max} characters.`);
const optionalText = (max: number) => z.string().trim().max(max, `At most ${max} characters.`).default("");

// ---- models -----------------------------------------------------------------------------------

export const adminModelListQuerySchema = listQuerySchema(["id", "name", "published", "model_number"], "-id").extend({
  brand: optionalId,
  group: optionalId,
  public: optionalFlag,
});
export type AdminModelListQuery = z.infer<typeof adminModelListQuerySchema>;

export const adminModelRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  model_number: z.string(),
  brand: z.string(),
  group: z.string(),
  is_public: z.boolean(),
  published_at: z.string(),
  variants: z.number().int(),
  /** Active price in tax area 1 (Finland), cents; null without a price. */
  price: z.number().int().nullable(),
  image: z.string().nullable(),
});
export type AdminModelRow = z.infer<typeof adminModelRowSchema>;
export const adminModelPageSchema = pageSchema(adminModelRowSchema);
export type AdminModelPage = z.infer<typeof adminModelPageSchema>;

export const modelTextsSchema = z.object({
  name: required(200),
  slug: z.string().trim().min(1, "This is a required field.").max(120).regex(SLUG_PATTERN, "Use lower-case letters, digits and hyphens."),
  short_description: optionalText(500),
  long_description_html: optionalText(50_000),
  meta_description: optionalText(300),
  tagline: optionalText(200),
});
export type ModelTexts = z.infer<typeof modelTextsSchema>;

/** The texts of every language: Finnish is required, and so are the others (the shop has six). */
export const modelTranslationsSchema = z.object(
  Object.fromEntries(languageCodes.map((language) => [language, modelTextsSchema])) as Record<LanguageCode, typeof modelTextsSchema>,
);

export const adminModelFieldsSchema = z.object({
  model_number: required(60),
  manufacturer_id: id,
  main_group_id: id,
  /** Further groups the model is listed in; the main group is always one. */
  group_ids: z.array(id).max(50).default([]),
  is_public: z.boolean(),
  published_at: z.iso.datetime({ offset: true, message: "Use a date and time." }),
  belongs_to_outlet: z.boolean(),
  show_discount_percentage: z.boolean(),
  campaign_only: z.boolean(),
  size_table_id: id.nullable(),
  tax_class_id: id,
  translations: modelTranslationsSchema,
});
export type AdminModelFields = z.infer<typeof adminModelFieldsSchema>;

export const adminModelCreateSchema = adminModelFieldsSchema.strict();
export const adminModelUpdateSchema = adminModelFieldsSchema.extend({ version: versionSchema }).strict();
export type AdminModelUpdate = z.infer<typeof adminModelUpdateSchema>;

export const adminVariantSchema = z.object({
  id: z.number().int(),
  colour_id: z.number().int(),
  colour: z.string(),
  size_id: z.number().int().nullable(),
  size: z.string().nullable(),
  product_type_id: z.number().int().nullable(),
  gtin: z.string(),
  images: z.array(z.string()),
  on_order: z.boolean(),
  shipping_time_number: z.number().int(),
  max_amount: z.number().int().nullable(),
  is_active: z.boolean(),
  /** Sellable units in every store (quantity − blocked). */
  stock: z.number().int(),
});
export type AdminVariant = z.infer<typeof adminVariantSchema>;

export const adminPriceRowSchema = z.object({
  tax_area_id: z.number().int(),
  tax_area: z.string(),
  regular: z.number().int(),
  active: z.number().int(),
  club: z.number().int().nullable(),
  discount_free: z.number().int(),
  price_ending: z.string().nullable(),
  /** The lowest active price of the last 30 days (spec 02 §9), from the history. */
  lowest_30_days: z.number().int().nullable(),
});
export type AdminPriceRow = z.infer<typeof adminPriceRowSchema>;

export const adminModelDetailSchema = adminModelFieldsSchema.extend({
  id: z.number().int(),
  version: versionSchema,
  uuid: z.string(),
  /** The storefront's address of the model (Finnish path). */
  path: z.string(),
  variants: z.array(adminVariantSchema),
  prices: z.array(adminPriceRowSchema),
  prices_version: versionSchema,
});
export type AdminModelDetail = z.infer<typeof adminModelDetailSchema>;

export const adminIdParamsSchema = z.object({ id });

/** Choices the model form offers (brands, groups, size tables, colours, sizes, stores, tax areas). */
export const adminCatalogueOptionsSchema = z.object({
  brands: z.array(z.object({ id: z.number().int(), name: z.string() })),
  groups: z.array(z.object({ id: z.number().int(), name: z.string(), path: z.string() })),
  size_tables: z.array(z.object({ id: z.number().int(), name: z.string() })),
  colours: z.array(z.object({ id: z.number().int(), name: z.string() })),
  sizes: z.array(z.object({ id: z.number().int(), name: z.string(), system: z.string() })),
  product_types: z.array(z.object({ id: z.number().int(), name: z.string() })),
  stores: z.array(z.object({ id: z.number().int(), name: z.string() })),
  tax_areas: z.array(z.object({ id: z.number().int(), name: z.string() })),
  tax_classes: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type AdminCatalogueOptions = z.infer<typeof adminCatalogueOptionsSchema>;

// ---- variants ---------------------------------------------------------------------------------

export const adminVariantFieldsSchema = z.object({
  colour_id: id,
  size_id: id.nullable(),
  product_type_id: id.nullable(),
  gtin: z.string().trim().refine(isValidGtin13, "Use a GTIN-13: 13 digits with a valid check digit."),
  on_order: z.boolean(),
  shipping_time_number: z.number().int().min(0).max(999),
  max_amount: z.number().int().min(1).max(999).nullable(),
  is_active: z.boolean(),
});
export type AdminVariantFields = z.infer<typeof adminVariantFieldsSchema>;
export const adminVariantCreateSchema = adminVariantFieldsSchema.strict();
export const adminVariantUpdateSchema = adminVariantFieldsSchema.extend({ version: versionSchema }).strict();
export const adminVariantDetailSchema = adminVariantSchema.extend({ model_id: z.number().int(), version: versionSchema });
export type AdminVariantDetail = z.infer<typeof adminVariantDetailSchema>;

// ---- prices -----------------------------------------------------------------------------------

const cents = z.number().int().min(0, "Use zero or more.").max(99_999_999);

export const adminPriceInputSchema = z.object({
  tax_area_id: id,
  regular: cents,
  active: cents,
  club: cents.nullable(),
  discount_free: cents.nullable().default(null),
  price_ending: z.iso.datetime({ offset: true, message: "Use a date and time." }).nullable(),
});
export type AdminPriceInput = z.infer<typeof adminPriceInputSchema>;

export const PRICE_PROBLEM_TEXT = {
  active_above_regular: "The price paid cannot be above the regular price.",
  club_not_below_active: "A club price must be below the price everyone pays.",
  ending_without_discount: "An offer end needs a price below the regular one.",
  ending_in_past: "The offer end has passed.",
} as const;

/** The model's prices per tax area, checked row by row against `priceProblems` (at `now`). */
export function adminPricesUpdateSchema(now: () => Date = () => new Date()) {
  return z
    .strictObject({
      version: versionSchema,
      prices: z.array(adminPriceInputSchema).min(1).max(20),
    })
    .superRefine((body, ctx) => {
      const seen = new Set<number>();
      body.prices.forEach((row, index) => {
        if (seen.has(row.tax_area_id)) ctx.addIssue({ code: "custom", path: ["prices", index, "tax_area_id"], message: "One row per tax area." });
        seen.add(row.tax_area_id);
        const problems = priceProblems({ ...row, discount_free: row.discount_free ?? row.regular }, now());
        for (const [field, problem] of Object.entries(problems)) {
          ctx.addIssue({ code: "custom", path: ["prices", index, field], message: PRICE_PROBLEM_TEXT[problem] });
        }
      });
    });
}
export type AdminPricesUpdate = z.infer<ReturnType<typeof adminPricesUpdateSchema>>;

// ---- prices as CSV (docs/admin.md "Price CSV") -------------------------------------------------

/** The export's filters: the model list's, without paging. */
export const adminPriceCsvQuerySchema = adminModelListQuerySchema.pick({ q: true, brand: true, group: true, public: true });
export type AdminPriceCsvQuery = z.infer<typeof adminPriceCsvQuerySchema>;
/** Characters a price file may have (about 2 MB; some 20,000 rows). */
export const PRICE_CSV_MAX_CHARS = 2_000_000;
export const PRICE_CSV_MAX_ROWS = 20_000;
export const adminPriceCsvImportSchema = z.strictObject({
  csv: z.string().min(1, "Choose a CSV file.").max(PRICE_CSV_MAX_CHARS, "The file is too large: at most 2 MB."),
  /** Check every row and write nothing. */
  dry_run: z.boolean(),
});
export type AdminPriceCsvImport = z.infer<typeof adminPriceCsvImportSchema>;
export const adminPriceCsvResultSchema = z.object({
  dry_run: z.boolean(),
  /** Rows read (header not counted). */
  rows: z.number().int(),
  /** Models whose prices were (or, in a dry run, would be) written. */
  models: z.number().int(),
});
export type AdminPriceCsvResult = z.infer<typeof adminPriceCsvResultSchema>;

// ---- stock ------------------------------------------------------------------------------------

export const adminStockRowSchema = z.object({
  store_id: z.number().int(),
  store: z.string(),
  quantity: z.number().int(),
  blocked_quantity: z.number().int(),
  incoming_quantity: z.number().int(),
  incoming_date: z.string().nullable(),
  shelf_code: z.string().nullable(),
});
export type AdminStockRow = z.infer<typeof adminStockRowSchema>;
export const adminVariantStockSchema = z.object({ variant_id: z.number().int(), version: versionSchema, rows: z.array(adminStockRowSchema) });
export type AdminVariantStock = z.infer<typeof adminVariantStockSchema>;

const units = z.number().int().min(0, "Use zero or more.").max(1_000_000);
export const adminStockInputSchema = z
  .object({
    store_id: id,
    quantity: units,
    blocked_quantity: units.default(0),
    incoming_quantity: units.default(0),
    incoming_date: z.iso.date("Use a date like 2026-12-01.").nullable().default(null),
    shelf_code: z.string().trim().max(40).nullable().default(null),
  })
  .superRefine((row, ctx) => {
    if (row.blocked_quantity > row.quantity) ctx.addIssue({ code: "custom", path: ["blocked_quantity"], message: "Blocked units cannot exceed the units in stock." });
  });
export const adminStockUpdateSchema = z
  .strictObject({ version: versionSchema, rows: z.array(adminStockInputSchema).max(100) })
  .superRefine((body, ctx) => {
    const seen = new Set<number>();
    body.rows.forEach((row, index) => {
      if (seen.has(row.store_id)) ctx.addIssue({ code: "custom", path: ["rows", index, "store_id"], message: "One row per store." });
      seen.add(row.store_id);
    });
  });
export type AdminStockUpdate = z.infer<typeof adminStockUpdateSchema>;

// The back office's catalogue structure (docs/admin.md "Product groups, brands and size
// tables"): the texts of every language and the flags staff edit of product groups, brands and
// size tables. A group's slugs and parent are edited too: its old addresses (and those of the
// groups under it) become redirects (docs/admin.md "Group addresses and redirects"); brand slugs
// are not edited here.
import { z } from "zod";
import { SLUG_PATTERN } from "./catalogue-rules";
import { languageCodes, type LanguageCode } from "../language-codes";
import { listQuerySchema, optionalFlag, pageSchema, versionSchema } from "./common";

const required = (max: number) => z.string().trim().min(1, "This is a required field.").max(max, `At most ${max} characters.`);
const optionalText = (max: number) => z.string().trim().max(max, `At most ${max} characters.`).default("");
const sortOrder = z.number().int("Use a whole number.").min(-100_000).max(100_000);

/** One object per language, every language required (the shop has six). */
function perLanguage<T extends z.ZodType>(schema: T) {
  return z.object(Object.fromEntries(languageCodes.map((language) => [language, schema])) as Record<LanguageCode, T>);
}

// ---- product groups ---------------------------------------------------------------------------

export const adminGroupListQuerySchema = listQuerySchema(["id", "path", "sort_order"], "path").extend({
  in_menu: optionalFlag,
  active: optionalFlag,
});
export type AdminGroupListQuery = z.infer<typeof adminGroupListQuerySchema>;

export const adminGroupRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The Finnish path, e.g. "vaatteet/takit". */
  path: z.string(),
  depth: z.number().int(),
  show_in_menu: z.boolean(),
  is_active: z.boolean(),
  sort_order: z.number().int(),
});
export type AdminGroupRow = z.infer<typeof adminGroupRowSchema>;
export const adminGroupPageSchema = pageSchema(adminGroupRowSchema);

export const groupTextsSchema = z.object({
  name: required(120),
  /** The group's part of its address in this language: "kuoritakit" in "/vaatteet/takit/kuoritakit/". */
  slug: required(80).regex(SLUG_PATTERN, "Use lower-case letters a-z, digits and single hyphens."),
  /** The menu's name; the name when left empty. */
  short_name: optionalText(60),
  meta_title: optionalText(200),
  meta_description: optionalText(300),
});
export type GroupTexts = z.infer<typeof groupTextsSchema>;

export const adminGroupFieldsSchema = z.object({
  /** The group above this one; null for a top-level group. */
  parent_id: z.number().int().positive().nullable(),
  show_in_menu: z.boolean(),
  is_active: z.boolean(),
  sort_order: sortOrder,
  translations: perLanguage(groupTextsSchema),
});
export type AdminGroupFields = z.infer<typeof adminGroupFieldsSchema>;
export const adminGroupUpdateSchema = adminGroupFieldsSchema.extend({ version: versionSchema }).strict();
export type AdminGroupUpdate = z.infer<typeof adminGroupUpdateSchema>;
export const adminGroupCreateSchema = adminGroupFieldsSchema.strict();
export type AdminGroupCreate = z.infer<typeof adminGroupCreateSchema>;

export const adminGroupDetailSchema = adminGroupFieldsSchema.extend({
  id: z.number().int(),
  version: versionSchema,
  parent: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  children: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** The storefront's address per language, "/vaatteet/takit/". */
  paths: z.record(z.string(), z.string()),
  /** Old addresses that redirect here, per language ("/vaatteet/vanha/"), newest first. */
  old_paths: z.record(z.string(), z.array(z.string())),
});
export type AdminGroupDetail = z.infer<typeof adminGroupDetailSchema>;

// ---- brands (manufacturers) -------------------------------------------------------------------

export const adminBrandListQuerySchema = listQuerySchema(["id", "name", "sort_order"], "name").extend({
  featured: optionalFlag,
  active: optionalFlag,
});
export type AdminBrandListQuery = z.infer<typeof adminBrandListQuerySchema>;

export const adminBrandRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  featured: z.boolean(),
  is_active: z.boolean(),
  sort_order: z.number().int(),
});
export type AdminBrandRow = z.infer<typeof adminBrandRowSchema>;
export const adminBrandPageSchema = pageSchema(adminBrandRowSchema);

export const brandTextsSchema = z.object({
  /** The brand page's heading. */
  title: required(200),
  description: optionalText(10_000),
  meta_description: optionalText(300),
});
export type BrandTexts = z.infer<typeof brandTextsSchema>;

export const adminBrandFieldsSchema = z.object({
  name: required(120),
  featured: z.boolean(),
  is_active: z.boolean(),
  sort_order: sortOrder,
  translations: perLanguage(brandTextsSchema),
});
export type AdminBrandFields = z.infer<typeof adminBrandFieldsSchema>;
export const adminBrandUpdateSchema = adminBrandFieldsSchema.extend({ version: versionSchema }).strict();
/** A new brand: its page's address /{slug}/ is chosen once and stays (docs/admin.md "Brands"). */
export const adminBrandCreateSchema = adminBrandFieldsSchema
  .extend({ slug: z.string().trim().regex(/^[a-z0-9][a-z0-9-]{0,119}$/, "Use lower-case letters a-z, digits and dashes.") })
  .strict();
export type AdminBrandCreate = z.infer<typeof adminBrandCreateSchema>;
export type AdminBrandUpdate = z.infer<typeof adminBrandUpdateSchema>;

export const adminBrandDetailSchema = adminBrandFieldsSchema.extend({
  id: z.number().int(),
  slug: z.string(),
  version: versionSchema,
});
export type AdminBrandDetail = z.infer<typeof adminBrandDetailSchema>;

export const adminSlugParamsSchema = z.object({ slug: z.string().regex(/^[a-z0-9][a-z0-9-]{0,119}$/) });

// ---- size tables ------------------------------------------------------------------------------

export const adminSizeTableListQuerySchema = listQuerySchema(["id", "name"], "name");
export type AdminSizeTableListQuery = z.infer<typeof adminSizeTableListQuerySchema>;

export const adminSizeTableRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  sizes: z.array(z.string()),
  categories: z.number().int(),
});
export type AdminSizeTableRow = z.infer<typeof adminSizeTableRowSchema>;
export const adminSizeTablePageSchema = pageSchema(adminSizeTableRowSchema);

const sizeLabel = z.string().trim().min(1, "This is a required field.").max(20, "At most 20 characters.");

/** A measurement row: its name per language, one unit, one value per size (in the sizes' order). */
export const sizeCategorySchema = z.object({
  names: perLanguage(required(80)),
  unit: z.string().trim().max(20, "At most 20 characters."),
  values: z.array(z.string().trim().max(20, "At most 20 characters.")).max(40),
});
export type SizeCategory = z.infer<typeof sizeCategorySchema>;

export const sizeTableTextsSchema = z.object({
  name: required(120),
  info_text: optionalText(2000),
});

const sizeTableBaseSchema = z.object({
  sizes: z.array(sizeLabel).min(1, "Give at least one size.").max(40, "At most 40 sizes."),
  hide_image: z.boolean(),
  categories: z.array(sizeCategorySchema).max(30),
  translations: perLanguage(sizeTableTextsSchema),
});

/** Each size once; each measurement row has a value for every size. */
function checkSizeTable(table: z.infer<typeof sizeTableBaseSchema>, ctx: z.RefinementCtx): void {
  const seen = new Set<string>();
  table.sizes.forEach((size, index) => {
    if (seen.has(size)) ctx.addIssue({ code: "custom", path: ["sizes", index], message: "Each size once." });
    seen.add(size);
  });
  table.categories.forEach((category, index) => {
    if (category.values.length !== table.sizes.length) {
      ctx.addIssue({ code: "custom", path: ["categories", index, "values"], message: `Give one value for each of the ${table.sizes.length} sizes.` });
    }
  });
}

export const adminSizeTableFieldsSchema = sizeTableBaseSchema.superRefine(checkSizeTable);
export type AdminSizeTableFields = z.infer<typeof adminSizeTableFieldsSchema>;
/** A new size table: the same fields, nothing else. */
export const adminSizeTableCreateSchema = sizeTableBaseSchema.strict().superRefine(checkSizeTable);
export const adminSizeTableUpdateSchema = sizeTableBaseSchema.extend({ version: versionSchema }).strict().superRefine(checkSizeTable);
export type AdminSizeTableUpdate = z.infer<typeof adminSizeTableUpdateSchema>;

export const adminSizeTableDetailSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  version: versionSchema,
  sizes: z.array(z.string()),
  hide_image: z.boolean(),
  categories: z.array(sizeCategorySchema),
  translations: perLanguage(sizeTableTextsSchema),
  /** Public models that show this table. */
  models: z.number().int(),
});
export type AdminSizeTableDetail = z.infer<typeof adminSizeTableDetailSchema>;

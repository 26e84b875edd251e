// API contract for the catalogue pages (spec 02 §3, §7): the product group, the manufacturer
// (brand) and the product model list of a group or a brand. Field names are the spec's.
import { z } from "zod";
import { SORT_VALUES } from "../catalogue/sort";
import { languageCodeSchema, productListItemSchema } from "./shell";

/** spec 02 §4 Sort values; a group's default sorting is one of them. */
export const productSortingSchema = z.enum(SORT_VALUES);

/** Group paths are matched lower-cased, without leading or trailing slashes. */
export function normaliseGroupPath(path: string): string {
  return path
    .split("/")
    .map((segment) => segment.trim().toLowerCase())
    .filter(Boolean)
    .join("/");
}

// GET /api/products/productgroup/?path=…&language=…
export const productGroupQuerySchema = z.object({
  path: z.string().transform(normaliseGroupPath).pipe(z.string().min(1, "A product group path is required.")),
  language: languageCodeSchema.default("fi"),
});

export const productGroupChildSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  shortName: z.string(),
  slug: z.string(),
  path: z.string(),
  showInMenu: z.boolean(),
});

export const productGroupDetailSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  shortName: z.string(),
  path: z.string(),
  meta_title: z.string().nullable(),
  meta_description: z.string().nullable(),
  description: z.string(),
  description_html: z.string(),
  filterable_properties: z.array(z.string()),
  group_sorting: productSortingSchema,
  children: z.array(productGroupChildSchema),
  showInMenu: z.boolean(),
});
export type ProductGroupDetail = z.infer<typeof productGroupDetailSchema>;
/** spec 02 §7: "list; the first item is the group". We answer a one-item list. */
export const productGroupResponseSchema = z.array(productGroupDetailSchema).min(1);

// GET /api/brand/?slug=…&language=…
export const brandQuerySchema = z.object({
  slug: z.string().trim().min(1, "A brand slug is required."),
  language: languageCodeSchema.default("fi"),
});

export const manufacturerSchema = z.object({
  name: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  metaDescription: z.string(),
  logo: z.string().nullable(),
  promoImages: z.array(z.string()),
});
export type Manufacturer = z.infer<typeof manufacturerSchema>;

// GET /api/products/productmodellist/?q=… and POST /api/products/productmodellist/
/** The most sortIds a query may carry (a generous bound on a group's size). */
export const MAX_SORT_IDS = 20_000;

export const productListSourceSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("ProductGroup"), id: z.number().int().positive() }),
  z.strictObject({ type: z.literal("Manufacturer"), slug: z.string().min(1) }),
]);
export type ProductListSource = z.infer<typeof productListSourceSchema>;

/** spec 02 §7 notes: source, language (languageCode), taxAreaId and optionally sortIds. */
export const productModelListQuerySchema = z.strictObject({
  source: productListSourceSchema,
  language: languageCodeSchema,
  taxAreaId: z.number().int().positive(),
  sortIds: z.array(z.number().int()).max(MAX_SORT_IDS).optional(),
});
export type ProductModelListQuery = z.infer<typeof productModelListQuerySchema>;

/** The GET form carries the query object as lz-string compressToEncodedURIComponent(JSON). */
export const productModelListGetQuerySchema = z.object({ q: z.string().min(1) });

/** Reordered by `sortIds` with `orderByIds` (catalogue/sort): listed ids first, the rest after. */
export const productModelListResponseSchema = z.array(productListItemSchema);


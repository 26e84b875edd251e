// Second-hand calls (docs/second-hand.md). GET /api/second-hand/ lists the items for sale with
// the listing's filters and sorts; GET /api/second-hand/{id}/ is one item (its condition and
// wear), 404 for an unknown id and 410 once it is sold. Always read live (no-store): a sold item
// disappears from every answer at once.
import { z } from "zod";
import { INT4_MAX } from "../input-safety";
import { SECOND_HAND_CONDITIONS, SECOND_HAND_SORTS } from "../second-hand/second-hand";
import { languageCodeSchema } from "./shell";

const id = z.coerce.number({ error: "Must be a whole number." }).int("Must be a whole number.").positive("Must be a whole number above 0.").max(INT4_MAX);
const cents = z.coerce.number({ error: "Must be a whole number of cents." }).int("Must be a whole number of cents.").min(0).max(100_000_000);
/** A filter value list: `a,b` or the key repeated; slugs and size names only. */
const list = <T extends z.ZodType<string, string>>(item: T) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((v) => (Array.isArray(v) ? v : [v]).flatMap((s) => s.split(",")).map((s) => s.trim()).filter((s) => s.length > 0))
    .pipe(z.array(item).max(50, "Too many values."));
const slug = z.string().max(100).regex(/^[\p{L}\p{N}-]+$/u, "Not a slug.");
const sizeName = z.string().max(40, "Not a size.");

export const secondHandConditionSchema = z.enum(SECOND_HAND_CONDITIONS);
export const secondHandSortSchema = z.enum(SECOND_HAND_SORTS, { error: `Use one of: ${SECOND_HAND_SORTS.join(", ")}.` });

export const secondHandListQuerySchema = z.object({
  language: languageCodeSchema.default("fi"),
  taxAreaId: id.default(1),
  /** Only the items of this new model ("also available second-hand"). */
  parent: id.optional(),
  group: list(slug).optional(),
  brand: list(slug).optional(),
  size: list(sizeName).optional(),
  condition: list(secondHandConditionSchema).optional(),
  price_min: cents.optional(),
  price_max: cents.optional(),
  sort: secondHandSortSchema.default("newest"),
});
export type SecondHandListQuery = z.infer<typeof secondHandListQuerySchema>;

export const secondHandItemQuerySchema = z.object({
  language: languageCodeSchema.default("fi"),
  taxAreaId: id.default(1),
});
export const secondHandItemParamsSchema = z.object({ id });

export const secondHandItemSchema = z.strictObject({
  /** The item's own product model. */
  id: z.number().int(),
  variant_id: z.number().int(),
  name: z.string(),
  /** The item's page, rooted with slashes. */
  url: z.string(),
  manufacturer: z.strictObject({ name: z.string(), slug: z.string() }),
  condition: secondHandConditionSchema,
  /** What the use left: scratches, repairs, what was serviced (in the shopper's language). */
  wear: z.string(),
  images: z.array(z.string()),
  size: z.string().nullable(),
  colour: z.string(),
  group: z.strictObject({ slug: z.string(), name: z.string() }),
  price: z.strictObject({ active: z.number().int().nonnegative() }),
  /** The new model: its name, page and current price (null without a price in the tax area). */
  parent: z.strictObject({ id: z.number().int(), name: z.string(), url: z.string(), price: z.number().int().nonnegative().nullable() }),
  /** Whole percent below the new price. */
  saving_percent: z.number().int().min(0).max(100),
  /** Where the item can be seen before buying (it is sold from the web warehouse). */
  store: z.strictObject({ id: z.number().int(), name: z.string(), slug: z.string() }).nullable(),
  listed_at: z.string(),
});
export type SecondHandItem = z.infer<typeof secondHandItemSchema>;

const facetOptionSchema = z.strictObject({ value: z.string(), label: z.string(), count: z.number().int().nonnegative() });

export const secondHandListResponseSchema = z.strictObject({
  items: z.array(secondHandItemSchema),
  /** Items for sale before the filters (after `parent`). */
  total: z.number().int().nonnegative(),
  facets: z.strictObject({
    groups: z.array(facetOptionSchema),
    brands: z.array(facetOptionSchema),
    sizes: z.array(facetOptionSchema),
    conditions: z.array(facetOptionSchema),
  }),
  sort: secondHandSortSchema,
});
export type SecondHandListResponse = z.infer<typeof secondHandListResponseSchema>;

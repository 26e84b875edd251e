// API contract for the shell's shared resources (spec 01 §3, §7; spec 02 §3).
// Field names are the spec's. Money is integer minor units of the base currency (EUR cents),
// see docs/decisions/001-money-in-minor-units.md.
import { z } from "zod";
import { INT4_MAX } from "../input-safety";
import { languageCodes } from "../language-codes";

export const languageCodeSchema = z.enum(languageCodes);

/** Query strings strip unknown keys (cache busters are harmless); request bodies are strict.
 * Optional `language` query accepted by every translated resource endpoint (default fi). */
export const languageQuerySchema = z.object({
  language: languageCodeSchema.default("fi"),
});

export const productGroupLinkSchema = z.object({ slug: z.string(), title: z.string(), image: z.string().nullable() });

export const shopByFilterValuesSchema = z.object({ filter: z.string(), values: z.array(z.object({ slug: z.string(), name: z.string() })) });
export type ShopByFilterValues = z.infer<typeof shopByFilterValuesSchema>;

export interface ProductGroupNode {
  id: number;
  name: string;
  shortName: string;
  slug: string;
  /** Full path under the site root without leading or trailing slash, e.g. "vaatteet/takit". */
  path: string;
  showInMenu: boolean;
  image: string | null;
  children: ProductGroupNode[];
  links: { slug: string; title: string; image: string | null }[];
  /**
   * The menu's "shop by" links (`shopByLinks`): per gender and activity filter (`SHOP_BY_FILTERS`)
   * that the group or a group below it offers, the values its products carry, named in the language.
   */
  shopBy?: ShopByFilterValues[];
}
export const productGroupNodeSchema: z.ZodType<ProductGroupNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    shortName: z.string(),
    slug: z.string(),
    path: z.string(),
    showInMenu: z.boolean(),
    image: z.string().nullable(),
    children: z.array(productGroupNodeSchema),
    links: z.array(productGroupLinkSchema),
    shopBy: z.array(shopByFilterValuesSchema).optional(),
  }),
);

export const productGroupsResponseSchema = z.object({ productGroups: z.array(productGroupNodeSchema) });

export const colorSchema = z.object({ slug: z.string(), name: z.string(), control: z.string(), image: z.string().nullable() });
export const manufacturerRefSchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });
export const propertyTypeSchema = z.object({
  slug: z.string(),
  name: z.string(),
  unit: z.string().nullable(),
  bgColor: z.string().nullable(),
  textColor: z.string().nullable(),
});
/** A checkbox property's option (e.g. material "kierratetty-polyesteri") and its name in the language. */
export const propertyOptionSchema = z.object({ type: z.string(), slug: z.string(), name: z.string() });
export const propertyFilterSchema = z.object({ slug: z.string(), name: z.string(), types: z.array(z.string()) });
export const storeSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  type: z.enum(["retail", "web", "outlet"]),
  pikanouto: z.boolean(),
  nouto: z.boolean(),
});

export const resourcesResponseSchema = z.object({
  colors: z.array(colorSchema),
  manufacturers: z.array(manufacturerRefSchema),
  productGroups: z.array(productGroupNodeSchema),
  propertyFilters: z.array(propertyFilterSchema),
  propertyTypes: z.array(propertyTypeSchema),
  /** Names of the checkbox property options; optional so older fixtures without it still parse. */
  propertyOptions: z.array(propertyOptionSchema).optional(),
  stores: z.array(storeSchema),
});
export type ResourcesResponse = z.infer<typeof resourcesResponseSchema>;

export const bannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  heading: z.string(),
  image: z.string(),
  /** Focus point for crops, "x,y" in percent. */
  cropPoint: z.string().nullable(),
  /** One url per line, paired with the lines of buttonText. */
  url: z.string(),
  buttonText: z.string(),
  /** A colour, or "background;text" colour pair. */
  subText: z.string().nullable(),
});
export const textBannerSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  url: z.string().nullable(),
  bgColor: z.string(),
  textColor: z.string(),
});
export const bannersResponseSchema = z.object({
  imageBanners: z.array(bannerSchema),
  dynamicPageBanners: z.array(bannerSchema),
  textBanners: z.array(textBannerSchema),
});
export type Banner = z.infer<typeof bannerSchema>;

export const brandSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  logo: z.string().nullable(),
  featured: z.boolean(),
});
export const brandsResponseSchema = z.object({ brands: z.array(brandSchema) });

export const keywordPopupSchema = z.object({ id: z.number().int(), keyword: z.string(), text: z.string(), url: z.string().nullable() });
export const keywordPopupsResponseSchema = z.object({ keywords: z.array(keywordPopupSchema) });

export const routeSlugsResponseSchema = z.object({
  staticPageSlugs: z.array(z.string()),
  staticPageWithTabsSlugs: z.array(z.string()),
  /** Paths of product groups (navigation pages) in the requested language. */
  navigationSlugs: z.array(z.string()),
  manufacturerSlugs: z.array(z.string()),
  /** Old paths of renamed or moved groups and the group's current path in this language, both
   * without slashes (docs/admin.md "Group addresses and redirects"): answered with a 301. */
  groupRedirects: z.array(z.object({ from: z.string(), to: z.string() })),
});

export const localeByIpResponseSchema = z.object({ country_code: z.string(), currency: z.string() });

export const initConfigQuerySchema = z.object({
  "delivery-country-code": z.string().regex(/^[a-zA-Z]{2}$/, "Two-letter country code").default("fi"),
  "currency-code": z.string().regex(/^[a-zA-Z]{3}$/, "Three-letter currency code").default("eur"),
  language: languageCodeSchema.default("fi"),
});
export const currencyFormatSchema = z.object({
  code: z.string(),
  symbol: z.string(),
  decimals: z.number().int(),
});
export const initConfigResponseSchema = z.object({
  currencyFormat: currencyFormatSchema,
  currencyRate: z.number(),
  deliveryCountryName: z.string(),
  taxAreaId: z.number().int(),
  isEuMember: z.boolean(),
});
export type InitConfig = z.infer<typeof initConfigResponseSchema>;

export const deliveryDaysSchema = z.object({ start: z.number().int(), end: z.number().int(), ski_bundle_days: z.object({ start: z.number().int(), end: z.number().int() }) });
export const deliveryCountrySchema = z.object({
  delivery_country_code: z.string(),
  name: z.string(),
  is_enabled: z.boolean(),
  delivery_days: deliveryDaysSchema,
  default_currency: z.string(),
});
export const currencySchema = z.object({ code: z.string(), symbol: z.string(), rate: z.number() });
/** Our own call for the locale modal: the countries one can deliver to and the currencies one can pay in. */
export const localeOptionsResponseSchema = z.object({
  deliveryCountries: z.array(deliveryCountrySchema),
  currencies: z.array(currencySchema),
});

export const generalSettingsResponseSchema = z.object({ settings: z.record(z.string(), z.string()) });

/** List item of a product model (spec 02 §3). Prices in minor units of the tax area. */
export const productListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  manufacturer: z.string(),
  manufacturerSlug: z.string(),
  path: z.string(),
  image: z.string().nullable(),
  shortDescription: z.string(),
  description: z.string(),
  colors: z.array(z.object({ slug: z.string(), control: z.string(), image: z.string().nullable() })),
  price: z.object({
    active: z.number().int(),
    reference: z.number().int(),
    /**
     * The club price when it is below the active price (shown as the price only to logged-in club members), else
     * null. This shop always sends it; optional so older clients and fixtures without it still parse.
     */
    club: z.number().int().nullable().optional(),
    type: z.enum(["regular", "discount", "club", "outdoor", "outlet"]),
    /** The model's show_discount_percentage (spec 02 §3): whether the card may show a '-n %' ribbon. Absent: shown. */
    showDiscount: z.boolean().optional(),
  }),
  tags: z.array(z.object({ slug: z.string(), name: z.string(), bgColor: z.string(), textColor: z.string() })),
  soldAmount: z.number().int(),
  rating: z.number().nullable(),
  fromPrefix: z.boolean(),
  published: z.string(),
  sizes: z.array(z.string()),
  stocks: z.array(z.string()),
  productGroupIds: z.array(z.number().int()),
  properties: z.array(z.object({ slug: z.string(), value: z.union([z.string(), z.number()]), filter: z.enum(["range", "checkbox"]) })),
});
export type ProductListItem = z.infer<typeof productListItemSchema>;

export const newestQuerySchema = z.object({
  language: languageCodeSchema.default("fi"),
  taxAreaId: z.coerce.number().int().positive().max(INT4_MAX).default(1),
  limit: z.coerce.number().int().min(1).max(60).default(12),
});
export const newestResponseSchema = z.object({ results: z.array(productListItemSchema) });

export const buildInfoSchema = z.object({ id: z.string() });

/** Error bodies (DESIGN.md conventions). */
export const fieldErrorsSchema = z.object({ errors: z.record(z.string(), z.array(z.string())) });
export const detailErrorSchema = z.object({ detail: z.string(), code: z.string() });

/** Route rules (spec 01 §2): see packages/domain/src/route-rules.ts. */
export const routeRuleSchema = z.object({
  from: z.string(),
  to: z.string(),
  statusCode: z.union([z.literal(301), z.literal(302), z.literal(307), z.literal(308)]),
});
export const routeRulesResponseSchema = z.object({ rules: z.array(routeRuleSchema) });
/** builds/meta/{buildId}.json (spec 01 §7): route rules and the prerendered page list. */
export const buildMetaSchema = z.object({
  id: z.string(),
  timestamp: z.number().int(),
  routeRules: z.record(z.string(), z.object({ redirect: z.object({ to: z.string(), statusCode: routeRuleSchema.shape.statusCode }) })),
  prerendered: z.array(z.string()),
});

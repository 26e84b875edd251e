// Rows of the small reference tables and the id lookups the model generator needs.
import { logoImagePath, promoImagePath, swatchImagePath, type ProductArt } from "../../modules/media";
import { BRANDS } from "../data/brands";
import { COLOURS } from "../data/colours";
import { KINDS } from "../data/kind-index";
import type { Area } from "../data/kinds";
import { COUNTRIES, CURRENCIES, LANGUAGES, TAX_AREAS, TAX_CLASSES, countryName } from "../data/locale";
import { PROPERTY_OPTIONS, PROPERTY_TYPES } from "../data/properties";
import { RIBBONS, TAGS } from "../data/labels";
import { SIZE_TABLES } from "../data/size-tables";
import { PRODUCT_TYPES, SHIPPING_TIME_TEXTS, SIZE_SYSTEMS } from "../data/sizes";
import { holidayExceptions, STORES } from "../data/stores";
import { languageCodes, slugify, type LanguageCode, type Texts } from "../text";
import { brandTexts } from "./brands";
import type { InsertRow as Row } from "./rows";


/** One Texts value as translation rows. */
export function translated<K extends object, F extends string = "name">(texts: Texts, key: K, field?: F): (K & { language: LanguageCode } & Record<F, string>)[] {
  const name = field ?? "name";
  return languageCodes.map((language) => ({ ...key, language, [name]: texts[language] }) as K & { language: LanguageCode } & Record<F, string>);
}

export interface BrandInfo {
  id: number;
  slug: string;
  name: string;
  hex: string;
  origin: string;
  areas: Area[];
  /** First sentence of the description, quoted in product descriptions. */
  intro: Texts;
}

export function buildReference(now: Date) {
  const day = 86_400_000;
  const languages: Row<"languages">[] = LANGUAGES.map((l, i) => ({ ...l, isDefault: l.code === "fi", sortOrder: i + 1 }));
  const currencies: Row<"currencies">[] = CURRENCIES.map((c, i) => ({ ...c, isEnabled: true, sortOrder: i + 1, updatedAt: now }));
  // Three earlier rates per currency, drifting towards today's, so history reads naturally.
  const currencyRates: Row<"currencyRates">[] = CURRENCIES.flatMap((c, i) =>
    [60, 30, 7, 0].map((daysAgo, j) => ({ id: i * 4 + j + 1, currencyCode: c.code, rate: Number((c.rate * (1 + (daysAgo / 60) * 0.015 * (i % 2 ? 1 : -1))).toFixed(4)), validFrom: new Date(now.getTime() - daysAgo * day) })),
  );
  const taxAreas: Row<"taxAreas">[] = TAX_AREAS.map(({ id, slug, name, chargesVat }) => ({ id, slug, name, chargesVat }));
  const taxClasses: Row<"taxClasses">[] = TAX_CLASSES;
  const taxRates: Row<"taxRates">[] = TAX_AREAS.map((a) => ({ taxAreaId: a.id, taxClassId: 5, percentageBp: a.vatBp }));
  const countries: Row<"deliveryCountries">[] = COUNTRIES.map((c, i) => ({
    code: c.code, isEnabled: c.isEnabled, isEuMember: c.isEuMember, taxAreaId: c.taxAreaId, defaultCurrency: c.defaultCurrency,
    deliveryDaysStart: c.days[0], deliveryDaysEnd: c.days[1], skiBundleDaysStart: c.skiDays[0], skiBundleDaysEnd: c.skiDays[1], sortOrder: i + 1,
  }));
  const countryTranslations: Row<"deliveryCountryTranslations">[] = COUNTRIES.flatMap((c) => languageCodes.map((language) => ({ countryCode: c.code, language, name: countryName(c.code, language) })));
  const stores: Row<"stores">[] = STORES.map((s, i) => ({ ...s, services: s.services ?? [], openingExceptions: s.openingHours.length ? holidayExceptions(now.getUTCFullYear()) : [], phone: `+358 20 770 ${String(100 + s.id).padStart(4, "0")}`, email: `${s.slug}@polku.example`, sortOrder: i + 1, isActive: true }));

  const colours: Row<"colours">[] = COLOURS.map((c, i) => ({ id: i + 1, slug: c.slug, control: c.control, hex: c.hex, image: swatchImagePath(c.hex), sortOrder: i + 1 }));
  const colourTranslations: Row<"colourTranslations">[] = COLOURS.flatMap((c, i) => translated(c.name, { colourId: i + 1 }));

  const sizes: Row<"sizes">[] = [];
  const sizeIds = new Map<string, number>();
  for (const [system, names] of Object.entries(SIZE_SYSTEMS)) {
    (names as readonly string[]).forEach((name, i) => {
      const id = sizes.length + 1;
      sizes.push({ id, system, name, sortOrder: i + 1 });
      sizeIds.set(`${system}|${name}`, id);
    });
  }
  const productTypes: Row<"productTypes">[] = PRODUCT_TYPES.map((t, i) => ({ id: i + 1, slug: t.slug, sortOrder: i + 1 }));
  const productTypeTranslations: Row<"productTypeTranslations">[] = PRODUCT_TYPES.flatMap((t, i) => languageCodes.map((language) => ({ productTypeId: i + 1, language, name: t.name[language], title: t.title[language] })));
  const productTypeIds = new Map(PRODUCT_TYPES.map((t, i) => [t.slug, i + 1]));
  const shippingTimeTexts: Row<"shippingTimeTexts">[] = Object.entries(SHIPPING_TIME_TEXTS).flatMap(([days, texts]) => translated(texts, { days: Number(days) }, "text"));

  const propertyTypes: Row<"propertyTypes">[] = PROPERTY_TYPES.map((t, i) => ({ id: i + 1, slug: t.slug, kind: t.kind, unit: t.unit ?? null, bgColor: t.bgColor ?? null, textColor: t.textColor ?? null, sortOrder: i + 1 }));
  const propertyTypeIds = new Map(PROPERTY_TYPES.map((t, i) => [t.slug, i + 1]));
  const propertyTypeTranslations: Row<"propertyTypeTranslations">[] = PROPERTY_TYPES.flatMap((t, i) => translated(t.name, { propertyTypeId: i + 1 }));
  const propertyOptions: Row<"propertyOptions">[] = [];
  const propertyOptionTranslations: Row<"propertyOptionTranslations">[] = [];
  const optionIds = new Map<string, number>();
  for (const [type, options] of Object.entries(PROPERTY_OPTIONS)) {
    Object.entries(options).forEach(([slug, name], i) => {
      const id = propertyOptions.length + 1;
      propertyOptions.push({ id, propertyTypeId: propertyTypeIds.get(type) as number, slug, sortOrder: i + 1 });
      propertyOptionTranslations.push(...translated(name, { optionId: id }));
      optionIds.set(`${type}|${slug}`, id);
    });
  }
  // One filter per visible property type, with the same slug and name.
  const filterable = PROPERTY_TYPES.filter((t) => t.filter !== false);
  const propertyFilters: Row<"propertyFilters">[] = filterable.map((t, i) => ({ id: i + 1, slug: t.slug, kind: t.kind, sortOrder: i + 1 }));
  const propertyFilterTranslations: Row<"propertyFilterTranslations">[] = filterable.flatMap((t, i) => translated(t.name, { filterId: i + 1 }));
  const propertyFilterTypes: Row<"propertyFilterTypes">[] = filterable.map((t, i) => ({ filterId: i + 1, propertyTypeId: propertyTypeIds.get(t.slug) as number }));

  const tags: Row<"tags">[] = TAGS.map((t, i) => ({ id: i + 1, slug: t.slug, bgColor: t.bgColor, textColor: t.textColor, campaignSlug: t.campaignSlug ?? null, sortOrder: i + 1 }));
  const tagTranslations: Row<"tagTranslations">[] = TAGS.flatMap((t, i) => translated(t.name, { tagId: i + 1 }));
  const ribbons: Row<"ribbons">[] = RIBBONS.map((r, i) => ({ id: i + 1, slug: r.slug, bgColor: r.bgColor, textColor: r.textColor, sortOrder: i + 1 }));
  const ribbonTranslations: Row<"ribbonTranslations">[] = RIBBONS.flatMap((r, i) => translated(r.name, { ribbonId: i + 1 }));

  const sizeTables: Row<"sizeTables">[] = SIZE_TABLES.map((t, i) => ({ id: i + 1, slug: t.slug, sizes: t.sizes, sourceImage: null, hideImage: false }));
  const sizeTableTranslations: Row<"sizeTableTranslations">[] = SIZE_TABLES.flatMap((t, i) =>
    languageCodes.map((language) => ({ sizeTableId: i + 1, language, name: t.name[language], infoText: t.info[language], categories: t.categories.map((c) => ({ name: c.name[language], unit: c.unit, values: c.values })) })),
  );

  const brands: BrandInfo[] = [];
  const manufacturers: Row<"manufacturers">[] = [];
  const manufacturerTranslations: Row<"manufacturerTranslations">[] = [];
  BRANDS.forEach((b, i) => {
    const id = i + 1;
    const slug = slugify(b.name);
    const texts = brandTexts(b, i);
    // Promo images show the brand colour on products of its areas (spec 02 §2: 720x480 crops).
    const arts = KINDS.filter((k) => b.areas.includes(k.area)).map((k) => k.art);
    const promo = [...new Set<ProductArt>(arts)].slice(0, 3).map((art, j) => promoImagePath(art, b.hex, (["mountains", "forest", "lake"] as const)[j] ?? "fell"));
    manufacturers.push({ id, slug, name: b.name, logo: logoImagePath(b.name, b.hex), promoImages: promo, featured: b.featured ?? false, isActive: true, sortOrder: i + 1, updatedAt: now });
    for (const language of languageCodes) manufacturerTranslations.push({ manufacturerId: id, language, ...texts[language] });
    const intro = Object.fromEntries(languageCodes.map((l) => [l, `${texts[l].description.split(". ")[0] as string}.`])) as Texts;
    brands.push({ id, slug, name: b.name, hex: b.hex, origin: b.origin, areas: b.areas, intro });
  });

  return {
    rows: {
      languages, currencies, currencyRates, taxAreas, taxClasses, taxRates, countries, countryTranslations, stores,
      colours, colourTranslations, sizes, productTypes, productTypeTranslations, shippingTimeTexts,
      propertyTypes, propertyTypeTranslations, propertyOptions, propertyOptionTranslations, propertyFilters, propertyFilterTranslations, propertyFilterTypes,
      tags, tagTranslations, ribbons, ribbonTranslations, sizeTables, sizeTableTranslations, manufacturers, manufacturerTranslations,
    },
    lookups: { sizeIds, productTypeIds, propertyTypeIds, optionIds, brands, sizeTableIds: new Map(SIZE_TABLES.map((t, i) => [t.slug, i + 1])) },
  };
}
export type Reference = ReturnType<typeof buildReference>;

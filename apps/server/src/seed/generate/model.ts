// One product model with everything hanging off it. Model n draws only from its own random
// stream (random.ts), so it comes out the same in a 60-model test and a 100,000-model load.
import { productImagePath, sceneImagePath } from "../../modules/media";
import { KINDS } from "../data/kind-index";
import type { Audience } from "../data/kinds";
import { STORES } from "../data/stores";
import { MODEL_SUFFIXES, MODEL_WORDS, REVIEWER_NAMES, STAFF_QUOTES } from "../data/words";
import { randomFor, randomUuid } from "../random";
import { generateSkiFacts } from "./ski-facts";
import type { SlugRegistry } from "../text";
import { generateProperties, generateRibbons, generateTags } from "./attributes";
import type { GroupInfo } from "./groups";
import { areaPrices, charm, pickShape, priceHistory, type AreaPrice } from "./prices";
import type { Reference } from "./reference";
import { generateReviews } from "./reviews";
import { modelTexts } from "./texts";
import { generateVariants } from "./variants";
import type { InsertRows as Rows } from "./rows";


export interface ModelBatch {
  productModels: Rows<"productModels">;
  productModelTranslations: Rows<"productModelTranslations">;
  productModelGroups: Rows<"productModelGroups">;
  productVariants: Rows<"productVariants">;
  modelPrices: Rows<"modelPrices">;
  variantPrices: Rows<"variantPrices">;
  priceHistory: Rows<"priceHistory">;
  stock: Rows<"stock">;
  modelPropertyValues: Rows<"modelPropertyValues">;
  modelTags: Rows<"modelTags">;
  modelRibbons: Rows<"modelRibbons">;
  reviews: Rows<"reviews">;
}

export const emptyBatch = (): ModelBatch => ({
  productModels: [], productModelTranslations: [], productModelGroups: [], productVariants: [], modelPrices: [], variantPrices: [],
  priceHistory: [], stock: [], modelPropertyValues: [], modelTags: [], modelRibbons: [], reviews: [],
});

export interface ModelContext {
  seed: number;
  now: Date;
  lookups: Reference["lookups"];
  leafByKind: Map<string, GroupInfo>;
  outletByKind: Map<string, GroupInfo>;
  slugs: SlugRegistry;
  counters: { variant: number; review: number; history: number; property: number };
  /** The id of the n-th generated model (model-ids.ts: the gift card ids are reserved). */
  modelId?: (n: number) => number;
}

export interface ModelSummary {
  id: number;
  kind: string;
  area: string;
  outlet: boolean;
  prices: AreaPrice[];
  firstVariantId: number;
}

const DAY = 86_400_000;

/**
 * The demo's product videos (spec 02 §2, §7; docs/product-page.md "Product video"): the first
 * shell, down and softshell jacket (models 1-3, the first pass over the kinds) name a YouTube id.
 * The ids are placeholders: the page embeds nothing before functional-cookie consent, and the
 * tests never load them. Taken by the model's number, not from its random stream, so the rest of
 * the catalogue is unchanged.
 */
export const DEMO_VIDEOS: ReadonlyMap<number, string> = new Map([
  [1, "PolkuDemo01"],
  [2, "PolkuDemo02"],
  [3, "PolkuDemo03"],
]);

export function generateModel(index: number, ctx: ModelContext, batch: ModelBatch): ModelSummary {
  const n = index + 1;
  const id = ctx.modelId ? ctx.modelId(n) : n;
  const random = randomFor(ctx.seed, "model", n);
  // The first pass goes round every kind, so each leaf group has products from the start.
  const kind = index < KINDS.length ? (KINDS[index] as (typeof KINDS)[number]) : random.weighted(KINDS.map((k) => [k, k.weight] as const));
  const brand = random.weighted(ctx.lookups.brands.filter((b) => b.areas.includes(kind.area)).map((b) => [b, 1] as const));
  const audience: Audience | null = kind.audiences ? random.weighted(kind.audiences) : null;
  const outletGroup = ctx.outletByKind.get(kind.key);
  const outlet = outletGroup !== undefined && random.chance(0.08);
  const leaf = ctx.leafByKind.get(kind.key) as GroupInfo;

  const daysAgo = random.chance(0.06) ? random.int(0, 30) : random.int(31, 1000);
  const publishedAt = new Date(ctx.now.getTime() - daysAgo * DAY - random.int(0, 23) * 3_600_000);
  const properties = generateProperties(random, kind, audience);
  const number = kind.nameNumber ? properties.find((p) => p.type === kind.nameNumber?.type)?.number : undefined;
  const modelName = [random.pick(MODEL_WORDS), random.weighted(MODEL_SUFFIXES), number].filter((part) => part !== "" && part !== undefined).join(" ");
  const texts = modelTexts(random, kind, brand, modelName, audience, ctx.slugs);
  const variants = generateVariants(random, kind, audience ?? "unisex", { nextId: () => ++ctx.counters.variant, outlet, now: ctx.now });

  // Prices: the model's price applies to every variant; a few models charge more for the
  // largest sizes, and then every variant gets its own row (docs/data-model.md "Prices").
  const fiRegular = charm(random.int(kind.price[0], kind.price[1]) * 100);
  const shape = pickShape(random, outlet, ctx.now);
  const prices = areaPrices(fiRegular, shape);
  const since = new Date(Math.max(publishedAt.getTime(), ctx.now.getTime() - 90 * DAY));
  for (const price of prices) {
    batch.modelPrices.push({ modelId: id, ...price });
    for (const row of priceHistory(price, shape, since, ctx.now)) batch.priceHistory.push({ id: ++ctx.counters.history, modelId: id, variantId: null, ...row });
  }
  const sizeNames = [...new Set(variants.map((v) => v.size.name))];
  const dearSizes = sizeNames.length >= 4 && random.chance(0.1) ? new Set(sizeNames.slice(-random.int(1, 2))) : null;
  if (dearSizes) {
    const dearPrices = areaPrices(charm(fiRegular * 1.1), shape);
    for (const v of variants) {
      const own = dearSizes.has(v.size.name) ? dearPrices : prices;
      for (const price of own) batch.variantPrices.push({ variantId: v.id, ...price });
      if (own === dearPrices) for (const price of own) batch.priceHistory.push({ id: ++ctx.counters.history, modelId: id, variantId: v.id, taxAreaId: price.taxAreaId, active: price.active, validFrom: since, validTo: null });
    }
  }

  for (const v of variants) {
    batch.productVariants.push({
      id: v.id, modelId: id, colourId: v.colourId, sizeId: ctx.lookups.sizeIds.get(`${v.size.system}|${v.size.name}`) as number,
      productTypeId: v.productType ? (ctx.lookups.productTypeIds.get(v.productType) as number) : null, gtin: v.gtin, images: v.images,
      maxAmount: v.stock.maxAmount, onOrder: v.stock.onOrder, shippingTimeNumber: v.stock.shippingTimeNumber, stockIncomingStr: v.stock.stockIncomingStr,
      isActive: true, updatedAt: ctx.now,
    });
    for (const row of v.stock.rows) batch.stock.push({ variantId: v.id, ...row });
  }

  const first = variants[0] as (typeof variants)[number];
  const reviews = generateReviews(random, { sized: sizeNames.length > 1 && (kind.area === "clothing" || kind.area === "footwear"), image: productImagePath(kind.art, first.hex, 4), since: publishedAt, now: ctx.now });
  for (const review of reviews) batch.reviews.push({ id: ++ctx.counters.review, modelId: id, ...review, isVisible: random.chance(0.97) });
  const rating = reviews.length ? Math.round((reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length) * 10) / 10 : null;
  const soldAmount = Math.floor(random.next() ** 3 * 2500);
  const colourIds = [...new Set(variants.map((v) => v.colourId))];
  const quote = random.chance(0.1);

  batch.productModels.push({
    id, uuid: randomUuid(random), manufacturerId: brand.id, mainGroupId: outlet ? (outletGroup as GroupInfo).id : leaf.id,
    modelNumber: `${brand.slug.replace(/-/g, "").slice(0, 3).toUpperCase()}-${10000 + id}`, isPublic: random.chance(0.98), publishedAt,
    promotedColourId: colourIds.length > 1 && random.chance(0.3) ? (colourIds[1] as number) : null, belongsToOutlet: outlet,
    showDiscountPercentage: random.chance(0.9), isExtendedRange: random.chance(0.05), campaignOnly: false, taxClassId: 5,
    rating, ratingCount: reviews.length, soldAmount,
    quoteText: quote ? random.pick(STAFF_QUOTES) : null,
    quoteName: quote ? `${random.pick(REVIEWER_NAMES.fi)}, ${random.pick(STORES.filter((s) => s.type === "retail")).name}` : null,
    quoteImage: quote ? sceneImagePath("fell", "day", random.int(1, 9)) : null,
    video: DEMO_VIDEOS.get(n) ?? null,
    sizeTableId: kind.sizeTable ? (ctx.lookups.sizeTableIds.get(kind.sizeTable) ?? null) : null,
    skiSport: kind.skiWizard?.sport ?? null, skiWizardGroup: kind.skiWizard?.group ?? null, secondHandParentId: null,
    skiFacts: generateSkiFacts(randomFor(ctx.seed, "ski-facts", n), kind, properties, sizeNames),
    createdAt: publishedAt, updatedAt: ctx.now,
  });
  for (const t of texts) batch.productModelTranslations.push({ modelId: id, ...t });
  batch.productModelGroups.push({ modelId: id, groupId: leaf.id });
  if (outlet) batch.productModelGroups.push({ modelId: id, groupId: (outletGroup as GroupInfo).id });
  for (const p of properties) {
    batch.modelPropertyValues.push({
      id: ++ctx.counters.property, modelId: id, propertyTypeId: ctx.lookups.propertyTypeIds.get(p.type) as number,
      optionId: p.option ? (ctx.lookups.optionIds.get(`${p.type}|${p.option}`) as number) : null, numberValue: p.number ?? null,
    });
  }
  for (const tagId of generateTags(random, kind, shape.scenario, brand.origin)) batch.modelTags.push({ modelId: id, tagId });
  for (const ribbonId of generateRibbons(random, daysAgo <= 45, soldAmount)) batch.modelRibbons.push({ modelId: id, ribbonId });

  return { id, kind: kind.key, area: kind.area, outlet, prices, firstVariantId: first.id };
}

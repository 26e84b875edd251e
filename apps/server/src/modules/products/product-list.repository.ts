// Product model list items (spec 02 §3 "Product model (list item)") for a set of model ids,
// built with one set-based query per aspect, never one query per model. The catalogue issue's
// product-list call reuses this for whole groups.
import { and, desc, eq, gt, inArray, sql } from "@polku/db/orm";
import {
  colours,
  manufacturers,
  modelPrices,
  modelPropertyValues,
  modelTags,
  productModelGroups,
  productModelTranslations,
  productModels,
  productVariants,
  propertyOptions,
  propertyTypes,
  sizes,
  stock,
  stores,
  tagTranslations,
  tags,
  variantPrices,
  type Database,
} from "@polku/db";
import { priceDisplayKind, type LanguageCode, type ProductListItem } from "@polku/domain";
import { mediaUrl } from "../../lib/media-url";

/** Models shoppers may see: flagged public and already published. Every list uses this. */
export const isPublicModel = () => and(eq(productModels.isPublic, true), sql`${productModels.publishedAt} <= now()`);

export async function newestModelIds(db: Database, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: productModels.id })
    .from(productModels)
    .where(isPublicModel())
    .orderBy(desc(productModels.publishedAt), desc(productModels.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

/** List items in the order of `ids`; ids without a translation or price are left out. */
export async function loadListItems(db: Database, ids: number[], language: LanguageCode, taxAreaId: number): Promise<ProductListItem[]> {
  if (ids.length === 0) return [];
  const [models, prices, variantPriceRange, variants, stocks, tagRows, propertyRows, groupRows] = await Promise.all([
    db
      .select({
        id: productModels.id,
        name: productModelTranslations.name,
        path: productModelTranslations.path,
        shortDescription: productModelTranslations.shortDescription,
        description: sql<string>`regexp_replace(${productModelTranslations.longDescriptionHtml}, '<[^>]*>', ' ', 'g')`,
        manufacturer: manufacturers.name,
        manufacturerSlug: manufacturers.slug,
        publishedAt: productModels.publishedAt,
        rating: productModels.rating,
        soldAmount: productModels.soldAmount,
        outlet: productModels.belongsToOutlet,
        showDiscount: productModels.showDiscountPercentage,
      })
      .from(productModels)
      .innerJoin(productModelTranslations, and(eq(productModelTranslations.modelId, productModels.id), eq(productModelTranslations.language, language)))
      .innerJoin(manufacturers, eq(manufacturers.id, productModels.manufacturerId))
      .where(inArray(productModels.id, ids)),
    db.select().from(modelPrices).where(and(inArray(modelPrices.modelId, ids), eq(modelPrices.taxAreaId, taxAreaId))),
    db
      .select({ modelId: productVariants.modelId, min: sql<number>`min(${variantPrices.active})::int`, max: sql<number>`max(${variantPrices.active})::int` })
      .from(variantPrices)
      .innerJoin(productVariants, eq(productVariants.id, variantPrices.variantId))
      .where(and(inArray(productVariants.modelId, ids), eq(variantPrices.taxAreaId, taxAreaId)))
      .groupBy(productVariants.modelId),
    db
      .select({ modelId: productVariants.modelId, colour: colours.slug, control: colours.control, colourOrder: colours.sortOrder, image: sql<string | null>`${productVariants.images}[1]`, size: sizes.name, sizeOrder: sizes.sortOrder })
      .from(productVariants)
      .innerJoin(colours, eq(colours.id, productVariants.colourId))
      .leftJoin(sizes, eq(sizes.id, productVariants.sizeId))
      .where(and(inArray(productVariants.modelId, ids), eq(productVariants.isActive, true)))
      .orderBy(productVariants.id),
    db
      .selectDistinct({ modelId: productVariants.modelId, store: stores.slug })
      .from(stock)
      .innerJoin(productVariants, eq(productVariants.id, stock.variantId))
      .innerJoin(stores, eq(stores.id, stock.storeId))
      .where(and(inArray(productVariants.modelId, ids), gt(sql`${stock.quantity} - ${stock.blockedQuantity}`, 0))),
    db
      .select({ modelId: modelTags.modelId, slug: tags.slug, name: tagTranslations.name, bgColor: tags.bgColor, textColor: tags.textColor })
      .from(modelTags)
      .innerJoin(tags, eq(tags.id, modelTags.tagId))
      .innerJoin(tagTranslations, and(eq(tagTranslations.tagId, tags.id), eq(tagTranslations.language, language)))
      .where(inArray(modelTags.modelId, ids))
      .orderBy(tags.sortOrder),
    db
      .select({ modelId: modelPropertyValues.modelId, slug: propertyTypes.slug, kind: propertyTypes.kind, option: propertyOptions.slug, number: modelPropertyValues.numberValue })
      .from(modelPropertyValues)
      .innerJoin(propertyTypes, eq(propertyTypes.id, modelPropertyValues.propertyTypeId))
      .leftJoin(propertyOptions, eq(propertyOptions.id, modelPropertyValues.optionId))
      .where(inArray(modelPropertyValues.modelId, ids)),
    db.select().from(productModelGroups).where(inArray(productModelGroups.modelId, ids)),
  ]);

  const priceByModel = new Map(prices.map((p) => [p.modelId, p]));
  const rangeByModel = new Map(variantPriceRange.map((r) => [r.modelId, r]));
  const variantsByModel = groupBy(variants, (v) => v.modelId);
  const storesByModel = groupBy(stocks, (s) => s.modelId);
  const tagsByModel = groupBy(tagRows, (t) => t.modelId);
  const propsByModel = groupBy(propertyRows, (p) => p.modelId);
  const groupsByModel = groupBy(groupRows, (g) => g.modelId);
  const modelById = new Map(models.map((m) => [m.id, m]));

  const items: ProductListItem[] = [];
  for (const id of ids) {
    const model = modelById.get(id);
    const price = priceByModel.get(id);
    if (!model || !price) continue;
    const modelVariants = variantsByModel.get(id) ?? [];
    const colourMap = new Map<string, { slug: string; control: string; image: string | null; order: number }>();
    for (const v of modelVariants) {
      if (!colourMap.has(v.colour)) colourMap.set(v.colour, { slug: v.colour, control: v.control, image: mediaUrl(v.image), order: v.colourOrder });
    }
    const sizeMap = new Map<string, number>();
    for (const v of modelVariants) if (v.size !== null) sizeMap.set(v.size, v.sizeOrder ?? 0);
    const colors = [...colourMap.values()];
    const range = rangeByModel.get(id);
    const kind = priceDisplayKind(
      { active: price.active, club: price.club, regular: price.regular, discount_free: price.discountFree },
      { outlet: model.outlet, discountsAllowed: model.showDiscount },
    );
    items.push({
      id,
      name: model.name,
      manufacturer: model.manufacturer,
      manufacturerSlug: model.manufacturerSlug,
      path: model.path,
      image: colors[0]?.image ?? null,
      shortDescription: model.shortDescription,
      description: model.description.replace(/\s+/g, " ").trim(),
      colors: colors.map(({ slug, control, image }) => ({ slug, control, image })),
      price: { active: price.active, reference: price.regular, type: kind === "normal" ? "regular" : kind },
      tags: (tagsByModel.get(id) ?? []).map(({ slug, name, bgColor, textColor }) => ({ slug, name, bgColor, textColor })),
      soldAmount: model.soldAmount,
      rating: model.rating,
      fromPrefix: range !== undefined && range.min < range.max,
      published: model.publishedAt.toISOString(),
      sizes: [...sizeMap.entries()].sort((a, b) => a[1] - b[1]).map(([name]) => name),
      stocks: (storesByModel.get(id) ?? []).map((s) => s.store).sort(),
      productGroupIds: (groupsByModel.get(id) ?? []).map((g) => g.groupId).sort((a, b) => a - b),
      properties: (propsByModel.get(id) ?? []).map((p) => ({
        slug: p.slug,
        value: p.kind === "range" ? (p.number ?? 0) : (p.option ?? ""),
        filter: p.kind,
      })),
    });
  }
  return items;
}

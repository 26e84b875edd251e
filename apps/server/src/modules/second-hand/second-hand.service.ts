// Second-hand use cases (docs/second-hand.md): the listing with its filters, sorts and option
// counts (the domain's rules over the items for sale), the items of one new model, one item.
import type { Executor } from "@polku/db";
import {
  filterSecondHand, localeForLanguage, secondHandFacets, secondHandSaving, sortSecondHand,
  type SecondHandItem, type SecondHandListQuery, type SecondHandListResponse, type LanguageCode,
} from "@polku/domain";
import { mediaUrl } from "../../lib/media-url";
import { itemById, itemsForSale, publicModelExists, type SecondHandRow } from "./second-hand.repository";

export function toItem(row: SecondHandRow): SecondHandItem {
  return {
    id: row.id,
    variant_id: row.variantId,
    name: row.name,
    url: `/${row.path}/`,
    manufacturer: { name: row.manufacturer, slug: row.brandSlug },
    condition: row.condition,
    wear: row.wear,
    images: row.images.map((image) => mediaUrl(image)).filter((image): image is string => image !== null),
    size: row.size,
    colour: row.colour,
    group: { slug: row.groupSlug, name: row.groupName },
    price: { active: row.price },
    parent: { id: row.parentId, name: row.parentName, url: `/${row.parentPath}/`, price: row.parentPrice },
    saving_percent: secondHandSaving(row.price, row.parentPrice),
    store: row.storeId === null ? null : { id: row.storeId, name: row.storeName ?? "", slug: row.storeSlug ?? "" },
    listed_at: row.listedAt,
  };
}

/** null: the `parent` model does not exist (404). */
export async function listSecondHand(db: Executor, q: SecondHandListQuery): Promise<SecondHandListResponse | null> {
  if (q.parent !== undefined && !(await publicModelExists(db, q.parent))) return null;
  const all = (await itemsForSale(db, { language: q.language, taxAreaId: q.taxAreaId, parentId: q.parent })).map(toItem);
  const filters = { groups: q.group, brands: q.brand, sizes: q.size, conditions: q.condition, priceMin: q.price_min, priceMax: q.price_max };
  return {
    items: sortSecondHand(filterSecondHand(all, filters), q.sort, localeForLanguage(q.language)),
    total: all.length,
    facets: secondHandFacets(all, filters),
    sort: q.sort,
  };
}

export type ItemAnswer = { kind: "item"; item: SecondHandItem } | { kind: "sold" } | { kind: "unknown" };

export async function secondHandItem(db: Executor, id: number, language: LanguageCode, taxAreaId: number): Promise<ItemAnswer> {
  const row = await itemById(db, id, language, taxAreaId);
  if (!row) return { kind: "unknown" };
  if (row.sellable <= 0) return { kind: "sold" };
  return { kind: "item", item: toItem(row) };
}

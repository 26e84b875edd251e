// Use cases behind the catalogue calls (spec 02 §7): shape the group and the manufacturer into
// the contract, and build the product model list of a group subtree or a brand. A list is kept
// as bytes (JSON, brotli, gzip) per source, language and tax area in the list cache, which
// follows the catalogue version; sortIds reorder those bytes after the cache.
import type { Database } from "@polku/db";
import {
  productModelListResponseSchema,
  type LanguageCode,
  type Manufacturer,
  type ProductGroupDetail,
  type ProductListItem,
  type ProductModelListQuery,
} from "@polku/domain";
import { badRequest, notFound } from "../../http/errors";
import { output } from "../../http/validate";
import type { EncodedBody } from "../../lib/encoded-body";
import { mediaUrl } from "../../lib/media-url";
import type { MemoCache } from "../../lib/memo-cache";
import type { ResponseCache } from "../../lib/response-cache";
import { loadListItems } from "../products";
import { createCatalogueRepository } from "./catalogue.repository";
import { reorderedBody, reorderedEtag, serialiseList, type ListBody } from "./list-body";

/** A list answer: its ETag at once, its body when it is really sent (not for a 304). */
export interface ListAnswer {
  etag: string;
  body(): EncodedBody;
}

export const GROUP_NOT_FOUND = "Product group not found.";
export const MANUFACTURER_NOT_FOUND = "Manufacturer not found.";

export function createCatalogueService(db: Database, cache: MemoCache, lists: ResponseCache<ListBody>) {
  const repo = createCatalogueRepository(db);

  async function productGroup(path: string, language: LanguageCode): Promise<ProductGroupDetail> {
    // A miss throws inside the load, so unknown paths are never remembered (no cache growth).
    return cache.get(`catalogue:group:${language}:${path}`, async (): Promise<ProductGroupDetail> => {
      const row = await repo.groupByPath(path, language);
      if (!row) throw notFound(GROUP_NOT_FOUND);
      const children = await repo.groupChildren(row.id, language);
      return {
        id: row.id,
        name: row.name,
        shortName: row.shortName,
        path: row.path,
        meta_title: row.metaTitle,
        meta_description: row.metaDescription,
        description: row.description,
        description_html: row.descriptionHtml,
        filterable_properties: row.filterableProperties,
        group_sorting: row.defaultSorting,
        children,
        showInMenu: row.showInMenu,
      };
    });
  }

  async function manufacturer(slug: string, language: LanguageCode): Promise<Manufacturer> {
    return cache.get(`catalogue:brand:${language}:${slug}`, async (): Promise<Manufacturer> => {
      const row = await repo.manufacturerBySlug(slug, language);
      if (!row) throw notFound(MANUFACTURER_NOT_FOUND);
      return {
        name: row.name,
        slug: row.slug,
        title: row.title ?? row.name,
        description: row.description ?? "",
        metaDescription: row.metaDescription ?? "",
        logo: mediaUrl(row.logo),
        promoImages: row.promoImages.map((image) => mediaUrl(image)).filter((url): url is string => url !== null),
      };
    });
  }

  const taxAreaIds = () => cache.get("catalogue:tax-areas", async () => new Set(await repo.taxAreaIds()));

  // Checked outside production once per build, not per answer (http/validate.ts).
  const cacheable = (items: ProductListItem[]) => serialiseList(output(productModelListResponseSchema, items), () => lists.trim());

  /** The list of a source in its default order; unknown sources and tax areas are not cached. */
  function sourceList({ source, language, taxAreaId }: ProductModelListQuery): Promise<ListBody> {
    if (source.type === "ProductGroup") {
      return lists.get(`group:${source.id}:${language}:${taxAreaId}`, async () => {
        const [exists, ids] = await Promise.all([repo.groupExists(source.id), repo.groupModelIds(source.id)]);
        if (!exists) throw notFound(GROUP_NOT_FOUND);
        return cacheable(await loadListItems(db, ids, language, taxAreaId));
      });
    }
    return lists.get(`brand:${source.slug}:${language}:${taxAreaId}`, async () => {
      const brand = await repo.manufacturerBySlug(source.slug, language);
      if (!brand) throw notFound(MANUFACTURER_NOT_FOUND);
      return cacheable(await loadListItems(db, await repo.manufacturerModelIds(brand.id), language, taxAreaId));
    });
  }

  async function productModelList(query: ProductModelListQuery): Promise<ListAnswer> {
    if (!(await taxAreaIds()).has(query.taxAreaId)) throw badRequest({ taxAreaId: ["Unknown tax area."] });
    const list = await sourceList(query);
    const sortIds = query.sortIds;
    if (!sortIds?.length) return { etag: list.body.etag, body: () => list.body };
    return { etag: reorderedEtag(list, sortIds), body: () => reorderedBody(list, sortIds) };
  }

  return { productGroup, manufacturer, productModelList };
}

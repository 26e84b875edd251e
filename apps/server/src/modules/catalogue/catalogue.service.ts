// Use cases behind the catalogue calls (spec 02 §7): shape the group and the manufacturer into
// the contract, and build the product model list of a group subtree or a brand. Lists are kept
// in the memo cache per source, language and tax area; sortIds are applied after the cache.
import type { Database } from "@polku/db";
import { orderByIds, type LanguageCode, type Manufacturer, type ProductGroupDetail, type ProductListItem, type ProductModelListQuery } from "@polku/domain";
import { badRequest, notFound } from "../../http/errors";
import { mediaUrl } from "../../lib/media-url";
import type { MemoCache } from "../../lib/memo-cache";
import { loadListItems } from "../products/product-list.repository";
import { createCatalogueRepository } from "./catalogue.repository";

export const GROUP_NOT_FOUND = "Product group not found.";
export const MANUFACTURER_NOT_FOUND = "Manufacturer not found.";

export function createCatalogueService(db: Database, cache: MemoCache) {
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

  /** The list of a source in its default order; unknown sources and tax areas are not cached. */
  function sourceList({ source, language, taxAreaId }: ProductModelListQuery): Promise<ProductListItem[]> {
    if (source.type === "ProductGroup") {
      return cache.get(`catalogue:list:group:${source.id}:${language}:${taxAreaId}`, async () => {
        const [exists, ids] = await Promise.all([repo.groupExists(source.id), repo.groupModelIds(source.id)]);
        if (!exists) throw notFound(GROUP_NOT_FOUND);
        return loadListItems(db, ids, language, taxAreaId);
      });
    }
    return cache.get(`catalogue:list:brand:${source.slug}:${language}:${taxAreaId}`, async () => {
      const brand = await repo.manufacturerBySlug(source.slug, language);
      if (!brand) throw notFound(MANUFACTURER_NOT_FOUND);
      return loadListItems(db, await repo.manufacturerModelIds(brand.id), language, taxAreaId);
    });
  }

  async function productModelList(query: ProductModelListQuery): Promise<ProductListItem[]> {
    if (!(await taxAreaIds()).has(query.taxAreaId)) throw badRequest({ taxAreaId: ["Unknown tax area."] });
    const items = await sourceList(query);
    return query.sortIds?.length ? orderByIds(items, query.sortIds) : items;
  }

  return { productGroup, manufacturer, productModelList };
}

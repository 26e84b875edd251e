// The product page's extra data (spec 02 §3 "Extra data", §7 GET /api/product/extra/; rules in
// docs/product-page.md "Extra data"). Both types start from the product page model, so a slug
// the page answers 404 is 404 here too and the bundles are the page's own; type 1 adds the
// delivery limits for the country, type 2 the size table, recommendations and also-bought list.
import type { Database } from "@polku/db";
import { sql } from "@polku/db/orm";
import {
  addedDeliveryDays,
  PRODUCT_EXTRA_LIST_MAX,
  productExtraType1Schema,
  productExtraType2Schema,
  type LanguageCode,
  type ProductExtraQuery,
  type ProductExtraType1,
  type ProductExtraType2,
  type ProductModel,
} from "@polku/domain";
import { badRequest } from "../../http/errors";
import { output } from "../../http/validate";
import { mediaUrl } from "../../lib/media-url";
import type { MemoCache } from "../../lib/memo-cache";
import type { ResponseCache } from "../../lib/response-cache";
import type { PageBody, ProductPageRequest } from "../product-page/product-page.service";
import { loadListItems } from "../products";
import { createProductExtraRepository } from "./product-extra.repository";

export interface ProductPages {
  productModel(path: string, request: ProductPageRequest): Promise<PageBody>;
}

export interface GroupRecommender {
  recommendGroup(groupId: number): Promise<number[]>;
}

/** Candidates fetched beyond the list's length, for models that turn out to have no price in the area. */
const SPARE = 4;

export function createProductExtraService(deps: { db: Database; cache: MemoCache; pages: ProductPages; reco: GroupRecommender; answers: ResponseCache<PageBody> }) {
  const { db, cache, pages, reco, answers } = deps;
  const repo = createProductExtraRepository(db);

  const model = async (q: ProductExtraQuery): Promise<ProductModel> =>
    JSON.parse((await pages.productModel(q.slug, { language: q.language, taxAreaId: q.taxAreaId })).json) as ProductModel;

  const targetCountryDays = () =>
    cache.get("product-extra:target-country-days", async () => {
      const found = await db.execute<{ value: string }>(sql`select value from general_settings where key = 'target_country_delivery_added_days'`);
      return found.rows[0]?.value ?? null;
    });

  async function deliveryLimit(q: ProductExtraQuery): Promise<ProductExtraType1> {
    const code = q["delivery-country-code"];
    const [page, country] = await Promise.all([model(q), repo.country(code)]);
    if (!country) throw badRequest({ "delivery-country-code": ["Unknown delivery country."] });
    // A country the shop does not deliver to blocks every product; else a block of the model or its groups.
    const block = country.isEnabled ? await repo.deliveryBlock(page.id, code, q.language) : { id: 0, infoText: null };
    const added = addedDeliveryDays(await targetCountryDays(), code).days;
    return output(productExtraType1Schema, {
      delivery_method_limit: {
        delivery_country_code: code,
        isDeliveryCountryBlocked: block !== undefined,
        blockInfoText: block?.infoText?.trim() ? block.infoText : null,
        delivery_days: { start: country.daysStart + added, end: country.daysEnd + added },
        ski_bundle_days: { start: country.skiStart + added, end: country.skiEnd + added },
      },
    });
  }

  async function listItems(ids: number[], language: LanguageCode, taxAreaId: number) {
    return (await loadListItems(db, ids, language, taxAreaId)).slice(0, PRODUCT_EXTRA_LIST_MAX);
  }

  async function buildType2(q: ProductExtraQuery): Promise<ProductExtraType2> {
    const page = await model(q);
    // spec 02 §7: the recommendations' group is the one the page names (the last of its groups);
    // an unknown or inactive group falls back to the model's main group.
    const groupId = (q.group !== undefined ? await repo.activeGroup(q.group) : undefined) ?? page.main_group;
    const [sizeTable, recommended, alsoBoughtIds] = await Promise.all([
      page.sizetable === null ? undefined : repo.sizeTable(page.sizetable, q.language),
      reco.recommendGroup(groupId),
      repo.alsoBought(page.id, PRODUCT_EXTRA_LIST_MAX + SPARE),
    ]);
    const recommendedIds = recommended.filter((id) => id !== page.id).slice(0, PRODUCT_EXTRA_LIST_MAX + SPARE);
    const [recommendations, alsoBought] = await Promise.all([listItems(recommendedIds, q.language, q.taxAreaId), listItems(alsoBoughtIds, q.language, q.taxAreaId)]);
    return output(productExtraType2Schema, {
      bundles: page.bundle_models.map((bundle) => ({
        id: bundle.bundleId,
        name: bundle.name,
        description: bundle.description,
        prices: bundle.prices,
        secondary_product_models: bundle.secondaryProducts.map((part) => ({
          id: part.id,
          url: part.url,
          image: part.image,
          manufacturer: part.manufacturer.name,
          name: part.name,
          products: part.products.map((v) => ({
            id: v.id,
            color: { slug: v.color.slug, name: v.color.name },
            size: v.size?.name ?? null,
            type: v.type?.title || v.type?.name || null,
            inStock: v.inStock,
            onOrder: v.onOrder,
            inStockStores: v.inStockStores,
            shipping_time: v.shipping_time,
            blockedStock: v.blockedStock,
          })),
        })),
      })),
      recommendations,
      also_bought: alsoBought,
      sizetables: sizeTable
        ? [
            {
              id: sizeTable.id,
              name: sizeTable.name,
              sizes: sizeTable.sizes.map((size) => ({ size })),
              // jsonb: PGlite and node-postgres both parse it, but be safe with text.
              categories: typeof sizeTable.categories === "string" ? JSON.parse(sizeTable.categories) : sizeTable.categories,
              sourceImage: mediaUrl(sizeTable.sourceImage),
              hide_image: sizeTable.hideImage,
              infoText: sizeTable.infoText,
            },
          ]
        : [],
    });
  }

  /** Type 2 answers kept as JSON per slug, language, tax area and group, like the page itself. */
  async function extraData(q: ProductExtraQuery): Promise<PageBody> {
    return answers.get(`${q.language}:${q.taxAreaId}:${q.slug}:${q.group ?? ""}`, async () => {
      const json = JSON.stringify(await buildType2(q));
      return { json, bytes: json.length };
    });
  }

  async function keywordPopup(id: number, language: LanguageCode) {
    return cache.get(`keyword-popup:${language}:${id}`, () => repo.keywordPopup(id, language));
  }

  async function staffStock(modelId: number) {
    return repo.staffStock(modelId);
  }

  return { deliveryLimit, extraData, keywordPopup, staffStock };
}

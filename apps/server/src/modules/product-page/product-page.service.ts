// The product page use case (spec 02 §3 "Product page model (server)", §7): find the model by
// its slug (the last segment of its language-specific path), refuse what shoppers may not see,
// and assemble the page from set-based queries. Pages are kept serialised per slug, language
// and tax area in a byte-bounded cache that follows the catalogue's cache version, so a
// catalogue change is seen within a second and an unchanged page costs no SQL.
import type { Database } from "@polku/db";
import {
  isVideoId,
  productModelSchema,
  productSlugFromPath,
  LOWEST_PRICE_DAYS,
  type LanguageCode,
  type ProductModel,
} from "@polku/domain";
import { badRequest, HttpError, notFound } from "../../http/errors";
import { output } from "../../http/validate";
import { mediaUrl } from "../../lib/media-url";
import type { MemoCache } from "../../lib/memo-cache";
import type { ResponseCache } from "../../lib/response-cache";
import { coloursOf, priceContext, shapePrices, shapeVariants, type ModelFlags } from "./product-page.assemble";
import { createProductPageRepository, type GroupRow, type PropertyRow } from "./product-page.repository";

export const PRODUCT_NOT_FOUND = "Product not found";
/** spec 02 §2, §8: a non-public model asked for by someone who is not staff. */
export const PRODUCT_NOT_PUBLIC = "Product not visible to customer accounts";
export const PRODUCT_NOT_PUBLIC_CODE = "not_public";
/** Guides (blog posts) shown on a product page. */
export const GUIDES_MAX = 3;

/** A page as sent: its JSON text, and its size for the cache's byte bound. */
export interface PageBody {
  json: string;
  bytes: number;
  /** Built for a staff user alone (a hidden or unpublished model): never cached or shared. */
  private?: boolean;
}

export interface ProductPageRequest {
  language: LanguageCode;
  taxAreaId: number;
  /** `?preview`: lets a staff caller see a non-public or not yet published model (spec 02 §6). */
  preview?: boolean;
  /** The caller is a signed-in staff user (admins included). */
  staff?: boolean;
}

export function createProductPageService(db: Database, cache: MemoCache, pages: ResponseCache<PageBody>) {
  const repo = createProductPageRepository(db);
  const taxAreaIds = () => cache.get("product-page:tax-areas", async () => new Set(await repo.taxAreaIds()));

  async function productModel(path: string, { language, taxAreaId, preview, staff }: ProductPageRequest): Promise<PageBody> {
    if (!(await taxAreaIds()).has(taxAreaId)) throw badRequest({ taxAreaId: ["Unknown tax area."] });
    const slug = productSlugFromPath(path);
    const body = (model: ProductModel): PageBody => {
      const json = JSON.stringify(model);
      return { json, bytes: json.length };
    };
    // A staff preview is built apart and never enters the shared page cache, so a hidden model
    // can never be served to anyone else from it (docs/product-page.md "Staff and preview").
    if (preview && staff) return { ...body(await build(slug, language, taxAreaId, true)), private: true };
    // A miss throws inside the build, so unknown and hidden slugs are never remembered.
    try {
      return await pages.get(`${language}:${taxAreaId}:${slug}`, async () => body(await build(slug, language, taxAreaId, false)));
    } catch (error) {
      // spec 02 §6: staff may view a non-public model, also without asking for a preview.
      if (staff && error instanceof HttpError && error.code === PRODUCT_NOT_PUBLIC_CODE) {
        return { ...body(await build(slug, language, taxAreaId, true)), private: true };
      }
      throw error;
    }
  }

  async function build(slug: string, language: LanguageCode, taxAreaId: number, staffPreview: boolean): Promise<ProductModel> {
    const found = await repo.modelBySlug(slug, language);
    // spec 02 §6: only staff may view a non-public or unpublished model; anyone else is told it is
    // not visible to customer accounts (spec 02 §2), a 404 the storefront shows with that message.
    // A model not yet published stays unknown until its date.
    if (!found || (!found.visible && found.isPublic && !staffPreview)) throw notFound(PRODUCT_NOT_FOUND);
    if (!found.visible && !staffPreview) throw notFound(PRODUCT_NOT_PUBLIC, PRODUCT_NOT_PUBLIC_CODE);
    const id = found.id;
    const [model, paths, bundles, guides] = await Promise.all([
      repo.model(id, language, taxAreaId),
      repo.paths(id),
      repo.bundles(id, language, taxAreaId),
      repo.guides(id, language, GUIDES_MAX),
    ]);
    if (!model) throw notFound(PRODUCT_NOT_FOUND);

    const partIds = [...new Set(bundles.flatMap((b) => b.partIds))].filter((partId) => partId !== id);
    const otherIds = model.secondHandParentId === null ? partIds : [...partIds, model.secondHandParentId];
    const priceModelIds = [id, ...otherIds];
    const variantModelIds = [id, ...partIds];
    const now = new Date();
    const [groups, properties, ribbons, tags, others, variantRows, stock, modelPriceRows, variantPriceRows, history] = await Promise.all([
      repo.groups(id, model.mainGroupId, language),
      repo.properties(id, language),
      repo.ribbons(id, language),
      repo.tags(id, language),
      repo.partModels(otherIds, language),
      repo.variants(variantModelIds, language),
      repo.stock(variantModelIds),
      repo.modelPrices(priceModelIds, taxAreaId),
      repo.variantPrices(variantModelIds, taxAreaId),
      repo.priceHistory(priceModelIds, taxAreaId, LOWEST_PRICE_DAYS),
    ]);

    const ctx = priceContext(modelPriceRows, variantPriceRows, history, now);
    const ownPrice = ctx.modelPrices.get(id);
    // Like the lists, a model without a price in the tax area is not sold there.
    if (!ownPrice) throw notFound(PRODUCT_NOT_FOUND);
    const flags: ModelFlags = { outlet: model.belongsToOutlet, showDiscount: model.showDiscount };
    // Bundle parts are priced with their own flags; the page only needs them for the parts' variants.
    const partFlags: ModelFlags = { outlet: false, showDiscount: true };
    const variants = shapeVariants(variantRows, stock, (modelId) => (modelId === id ? flags : partFlags), ctx);
    const products = variants.filter((v) => v.model_id === id);
    const others_ = new Map(others.map((o) => [o.id, o]));

    const bundleModels = bundles.flatMap((bundle) => {
      const parts = bundle.partIds.map((partId) => others_.get(partId));
      if (bundle.active === null || bundle.regular === null || parts.length === 0) return [];
      if (parts.some((part) => !part?.visible)) return [];
      const secondaryProducts = parts.map((part) => {
        const partVariants = variants.filter((v) => v.model_id === part!.id);
        return {
          id: part!.id,
          name: part!.name,
          manufacturer: { name: part!.manufacturer, slug: part!.manufacturerSlug },
          url: `/${part!.path}/`,
          image: partVariants[0]?.images[0] ?? null,
          products: partVariants,
        };
      });
      if (secondaryProducts.some((part) => part.products.length === 0)) return [];
      return [
        {
          bundleId: bundle.id,
          name: bundle.name,
          description: bundle.description,
          secondaryProducts,
          prices: { active: bundle.active, regular: bundle.regular, discount_value: bundle.regular - bundle.active },
        },
      ];
    });

    const parent = model.secondHandParentId === null ? undefined : others_.get(model.secondHandParentId);
    const parentPrice = parent ? ctx.modelPrices.get(parent.id) : undefined;
    const modelUrl = `/${model.path}/`;

    return output(productModelSchema, {
      id,
      uuid: model.uuid,
      name: model.name,
      modelnumber: model.modelNumber,
      model_url: modelUrl,
      canonical_url: modelUrl,
      paths: Object.fromEntries(paths.map((p) => [p.language, p.path])) as Partial<Record<LanguageCode, string>>,
      manufacturer: { name: model.manufacturer, slug: model.manufacturerSlug, image: mediaUrl(model.manufacturerLogo) },
      short_description: model.shortDescription,
      long_description_html: model.longDescriptionHtml,
      tagline: model.tagline,
      meta_description: model.metaDescription,
      model_notice: model.modelNotice,
      // Public and already published: false tells the staff storefront to show its notice.
      is_public: found.visible === true,
      is_extended_range: model.isExtendedRange,
      campaign_only: model.campaignOnly,
      belongs_to_outlet: model.belongsToOutlet,
      show_discount_percentage: model.showDiscount,
      is_multi_color: new Set(products.map((v) => v.color.slug)).size > 1,
      is_bundle: bundleModels.length > 0,
      promoted_colour: model.promotedColour,
      tax_class: model.taxClassId,
      tax_rate: model.taxPercentageBp === null ? null : { taxAreaId, taxClassId: model.taxClassId, percentage: model.taxPercentageBp / 100 },
      prices: shapePrices(ownPrice, ctx.modelHistory.get(id), flags, now),
      price_ending: ownPrice.priceEnding,
      rating: model.rating,
      rating_count: model.ratingCount,
      main_group: model.mainGroupId,
      groups: groups.filter((g) => g.member).map(groupRef),
      breadcrumbs: groups
        .filter((g): g is GroupRow & { depth: number } => g.depth !== null)
        .sort((a, b) => a.depth - b.depth)
        .map(groupRef),
      ribbons: ribbons.map((r) => ({ slug: r.slug, name: r.name, value: `${r.bgColor};${r.textColor}` })),
      tags: tags.map((t) => ({ slug: t.slug, name: t.name, bgColor: t.bgColor, textColor: t.textColor, campaignSlug: t.campaignSlug })),
      colors: coloursOf(products),
      model_properties: groupProperties(properties),
      sizetable: model.sizeTableId,
      quote: model.quoteText ? { text: model.quoteText, name: model.quoteName, image: mediaUrl(model.quoteImage) } : null,
      ski_wizard: model.skiSport && model.skiGroup ? { sport: model.skiSport, group: model.skiGroup } : null,
      video: isVideoId(model.video) ? model.video : null,
      on_order: products.some((v) => v.onOrder),
      products,
      bundle_models: bundleModels,
      second_hand_parent: parent
        ? {
            id: parent.id,
            is_active: parent.visible,
            url: `/${parent.path}/`,
            name: parent.name,
            manufacturer: parent.manufacturer,
            prices: parentPrice ? shapePrices(parentPrice, ctx.modelHistory.get(parent.id), { outlet: false, showDiscount: true }, now) : null,
          }
        : null,
      extra_images: [],
      blogs: guides,
      translated_fields: {
        // docs/product-page.md "Translate toggle": the Finnish source of a machine translation.
        original:
          model.isAutoTranslated && language !== "fi" && model.originalDescriptionHtml !== null
            ? { language: "fi", tagline: model.originalTagline ?? "", long_description_html: model.originalDescriptionHtml }
            : null,
        manual_input: !model.isAutoTranslated,
      },
    });
  }

  return { productModel };
}

const groupRef = (g: GroupRow) => ({ id: g.id, name: g.name, shortName: g.shortName, path: g.path });

/** One entry per property: a range property's number, or a checkbox property's options joined. */
function groupProperties(rows: PropertyRow[]): ProductModel["model_properties"] {
  const bySlug = new Map<string, ProductModel["model_properties"][number] & { options: string[] }>();
  for (const row of rows) {
    let entry = bySlug.get(row.slug);
    if (!entry) {
      entry = { slug: row.slug, name: row.name, unit: row.unit, kind: row.kind, value: "", number: row.number, options: [] };
      bySlug.set(row.slug, entry);
    }
    if (row.option !== null) entry.options.push(row.option);
  }
  return [...bySlug.values()].map(({ options, ...entry }) => ({
    ...entry,
    value: entry.kind === "range" ? (entry.number === null ? "" : String(entry.number)) : options.join(", "),
  }));
}

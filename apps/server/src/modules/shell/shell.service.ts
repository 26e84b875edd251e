// Use cases behind the shell's reference-data calls: shape rows into the API contract and
// keep the answers in the memo cache (per language), so the hot paths do no SQL.
import type { Database } from "@polku/db";
import { isShopByFilter, SHOP_BY_FILTERS, type LanguageCode, type ProductGroupNode, type ResourcesResponse } from "@polku/domain";
import { mediaUrl } from "../../lib/media-url";
import type { MemoCache } from "../../lib/memo-cache";
import { createShellRepository } from "./shell.repository";

type GroupRow = Awaited<ReturnType<ReturnType<typeof createShellRepository>["groups"]>>[number];
type LinkRow = Awaited<ReturnType<ReturnType<typeof createShellRepository>["groupLinks"]>>[number];
type ShopByRow = { groupId: number; filter: string; slug: string; name: string };

/** Builds the tree from parent ids; rows arrive sorted, so children keep the menu order. */
export function buildGroupTree(rows: GroupRow[], links: LinkRow[], shopByRows: readonly ShopByRow[] = []): ProductGroupNode[] {
  const nodes = new Map<number, ProductGroupNode>();
  for (const row of rows) {
    nodes.set(row.id, { id: row.id, name: row.name, shortName: row.shortName, slug: row.slug, path: row.path, showInMenu: row.showInMenu, image: mediaUrl(row.image), children: [], links: [] });
  }
  for (const link of links) nodes.get(link.groupId)?.links.push({ slug: link.slug, title: link.title, image: mediaUrl(link.image) });
  const roots: ProductGroupNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
    if (row.parentId === null) roots.push(node);
    else parent?.children.push(node); // a child of an inactive group is hidden with it
  }
  // The menu's "shop by" links (docs/storefront.md "Shop by gender and activity"): per gender and
  // activity filter that the group or a group below it offers, the values its models or those
  // below carry, in the options' order (the rows arrive sorted); a list needs two values.
  const offered = new Map(rows.map((row) => [row.id, (row.filterableProperties ?? []).filter(isShopByFilter)]));
  const carried = new Map<number, Set<string>>();
  for (const value of shopByRows) {
    if (!carried.has(value.groupId)) carried.set(value.groupId, new Set());
    carried.get(value.groupId)!.add(`${value.filter}=${value.slug}`);
  }
  const options = [...new Map(shopByRows.map((value) => [`${value.filter}=${value.slug}`, value])).values()];
  const shopBy = (node: ProductGroupNode): { filters: Set<string>; values: Set<string> } => {
    const filters = new Set<string>(offered.get(node.id));
    const values = new Set(carried.get(node.id));
    for (const child of node.children) {
      const below = shopBy(child);
      below.filters.forEach((filter) => filters.add(filter));
      below.values.forEach((value) => values.add(value));
    }
    node.shopBy = SHOP_BY_FILTERS.filter((filter) => filters.has(filter))
      .map((filter) => ({
        filter,
        values: options.filter((o) => o.filter === filter && values.has(`${filter}=${o.slug}`)).map(({ slug, name }) => ({ slug, name })),
      }))
      // One value would not narrow the group's page (spec 02 §5: a filter with one value is hidden).
      .filter((entry) => entry.values.length > 1);
    return { filters, values };
  };
  roots.forEach(shopBy);
  return roots;
}

export function createShellService(db: Database, cache: MemoCache) {
  const repo = createShellRepository(db);
  const productGroupTree = (language: LanguageCode) =>
    cache.get(`product-groups:${language}`, async () => {
      const [rows, links, shopByRows] = await Promise.all([repo.groups(language), repo.groupLinks(language), repo.groupShopByValues(language)]);
      return buildGroupTree(rows, links, shopByRows);
    });

  return {
    productGroupTree,
    resources: (language: LanguageCode) =>
      cache.get(`resources:${language}`, async (): Promise<ResourcesResponse> => {
        const [colors, manufacturers, productGroups, propertyFilters, propertyTypes, propertyOptions, stores] = await Promise.all([
          repo.colours(language),
          repo.manufacturers(),
          productGroupTree(language),
          repo.propertyFilters(language),
          repo.propertyTypes(language),
          repo.propertyOptions(language),
          repo.stores(),
        ]);
        return {
          colors: colors.map(({ slug, name, control, image }) => ({ slug, name, control, image: mediaUrl(image) })),
          manufacturers: manufacturers.map(({ id, name, slug }) => ({ id, name, slug })),
          productGroups,
          propertyFilters,
          propertyTypes,
          propertyOptions,
          stores,
        };
      }),
    banners: (language: LanguageCode) =>
      cache.get(`banners:${language}`, async () => {
        const [rows, textBanners] = await Promise.all([repo.banners(language), repo.textBanners(language)]);
        const shape = ({ kind: _kind, ...banner }: (typeof rows)[number]) => ({ ...banner, image: mediaUrl(banner.image) ?? "" });
        return {
          imageBanners: rows.filter((b) => b.kind === "image").map(shape),
          dynamicPageBanners: rows.filter((b) => b.kind === "dynamic_page").map(shape),
          textBanners,
        };
      }),
    brands: (_language: LanguageCode) =>
      cache.get("brands", async () => (await repo.manufacturers()).map((b) => ({ ...b, logo: mediaUrl(b.logo) }))),
    keywordPopups: (language: LanguageCode) => cache.get(`keywords:${language}`, () => repo.keywordPopups(language)),
    routeSlugs: (language: LanguageCode) =>
      cache.get(`route-slugs:${language}`, async () => {
        const [pages, groups, brands, moved] = await Promise.all([repo.staticPageSlugs(language), repo.groups(language), repo.manufacturers(), repo.groupRedirects(language)]);
        const live = new Set(groups.map((g) => g.path));
        return {
          staticPageSlugs: pages.filter((p) => !p.withTabs).map((p) => p.slug),
          staticPageWithTabsSlugs: pages.filter((p) => p.withTabs).map((p) => p.slug),
          navigationSlugs: groups.map((g) => g.path),
          manufacturerSlugs: brands.map((b) => b.slug),
          // A live group's path is never redirected, nor an old path onto itself.
          groupRedirects: moved.filter((r) => !live.has(r.from) && r.from !== r.to),
        };
      }),
    generalSettings: (language: LanguageCode) =>
      cache.get(`settings:${language}`, async () => Object.fromEntries((await repo.generalSettings(language)).map((s) => [s.key, s.value]))),
  };
}

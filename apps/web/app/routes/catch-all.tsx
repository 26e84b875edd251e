// Catch-all (spec 01 §2): resolved from /api/route-slugs/. A product-group path renders the group
// navigation page, a manufacturer slug the brand header; anything else is the 404 screen.
import { categoryPageEvent, indexRules, PRODUCT_GROUP_PAGE_ANALYTICS_PRODUCTS, redirectFor, type ProductListItem } from "@polku/domain";
import { data, redirect } from "react-router";
import { BrandPage } from "../features/catalogue/brand-page";
import { GroupPage } from "../features/catalogue/group-page";
import { breadcrumbGroups, descendantIds, findGroupByPath, flattenGroups, normaliseGroupPath } from "../features/catalogue/product-groups";
import { usePageEvent } from "../lib/analytics";
import { notFound, type ErrorPayload } from "../lib/errors";
import { useI18n } from "../lib/i18n";
import { pageMeta, rootDataOf } from "../lib/meta";
import { requireLocale, serverApi } from "../lib/request-locale.server";
import type { Route } from "./+types/catch-all";

export const handle = { layout: "default" };

/** The newest products are fetched once and narrowed to the group or brand. */
const NEWEST_POOL = 60;
const PRODUCTS_SHOWN = 12;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { config } = await requireLocale(request, context);
  const api = serverApi(context);
  const url = new URL(request.url);
  const fullPath = `${url.pathname}${url.search}`;
  const path = normaliseGroupPath(params["*"] ?? "");
  const newest = () =>
    api.newestProducts({ language: config.language, taxAreaId: config.taxAreaId, limit: NEWEST_POOL }).then(
      (answer) => answer.results,
      (error: unknown): ProductListItem[] => {
        console.error("Failed to fetch newest products", error);
        return [];
      },
    );

  let slugs;
  try {
    slugs = await api.routeSlugs(config.language);
  } catch (error) {
    console.error("Failed to fetch route slugs", error); // spec 01 §8: no dynamic routes
    throw notFound(fullPath);
  }

  if (path !== "" && slugs.navigationSlugs.some((slug) => normaliseGroupPath(slug) === path)) {
    const [groups, products] = await Promise.all([api.productGroups(config.language).catch(() => null), newest()]);
    const group = groups ? findGroupByPath(groups.productGroups, path) : null;
    if (!groups || !group) throw data<ErrorPayload>({ messageKey: "error.groupNotFound" }, { status: 404 }); // spec 02 §2
    const ids = descendantIds(group);
    return {
      kind: "group" as const,
      // The page shows one level of children: do not ship the whole subtree.
      group: { ...group, children: group.children.map((child) => ({ ...child, children: [] })) },
      trail: breadcrumbGroups(flattenGroups(groups.productGroups), path).map((node) => ({ ...node, children: [] })),
      products: products.filter((product) => product.productGroupIds.some((id) => ids.has(id))).slice(0, PRODUCTS_SHOWN),
    };
  }

  if (path !== "" && !path.includes("/") && slugs.manufacturerSlugs.some((slug) => slug.toLowerCase() === path)) {
    const [brands, products] = await Promise.all([api.brands(config.language).catch(() => null), newest()]);
    const brand = brands?.brands.find((candidate) => candidate.slug.toLowerCase() === path);
    if (!brand) throw data<ErrorPayload>({ messageKey: "error.manufacturerNotFound" }, { status: 404 }); // spec 02 §2
    return {
      kind: "brand" as const,
      brand: { name: brand.name, slug: brand.slug, logo: brand.logo },
      products: products.filter((product) => product.manufacturerSlug.toLowerCase() === path).slice(0, PRODUCTS_SHOWN),
    };
  }

  // spec 01 §2: a route rule may force a redirect. The server answers page loads itself; this
  // covers client-side navigation, where an external target becomes a full page load.
  const rules = await api.routeRules().catch((error: unknown) => {
    console.error("Failed to fetch route rules", error);
    return null;
  });
  const target = rules ? redirectFor(indexRules(rules.rules), url.pathname, url.search) : null;
  if (target) throw redirect(target.location, target.statusCode);

  throw notFound(fullPath);
}

export function meta({ matches, data: page, location }: Route.MetaArgs) {
  const root = rootDataOf(matches);
  if (!root || !page) return [];
  const title = page.kind === "group" ? page.group.name : page.brand.name;
  const image = page.kind === "brand" ? (page.brand.logo ?? page.products[0]?.image) : page.products[0]?.image;
  return pageMeta({ root, title, image: image ?? null, path: location.pathname });
}

export default function CatchAll({ loaderData }: Route.ComponentProps) {
  const { language } = useI18n();
  const event =
    loaderData.kind === "group"
      ? categoryPageEvent({ category: loaderData.group.name, products: loaderData.products, language, n: PRODUCT_GROUP_PAGE_ANALYTICS_PRODUCTS })
      : null;
  usePageEvent(event, loaderData.kind === "group" ? loaderData.group.path : loaderData.brand.slug);
  if (loaderData.kind === "group") return <GroupPage group={loaderData.group} trail={loaderData.trail} products={loaderData.products} />;
  return <BrandPage brand={loaderData.brand} products={loaderData.products} />;
}

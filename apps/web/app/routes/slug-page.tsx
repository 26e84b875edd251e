// The pages an address's slugs name (spec 01 §2), the route every address no other route claims
// falls to: resolved from /api/route-slugs/. A product-group path renders the product group page,
// a manufacturer slug the brand page (spec 02 §2), a content slug the static page or the page with
// tabs (docs/content.md); anything else is the 404 screen. Group and brand pages render their
// first page of products on the server (listing.server.ts). Two or more segments under a
// manufacturer slug are a product page (/{brand}/{model-slug}/).
//
// The loader only decides the kind and loads its data; each kind's components are their own
// module, loaded for that kind alone (lib/lazy-view.tsx, docs/performance.md "Page kinds load
// their own code"), so a group page does not carry the product page's code nor the reverse.
import { categoryPageEvent, type LanguageCode, indexRules, isShoeWizardGroup, tabHref, PRODUCT_GROUP_PAGE_ANALYTICS_PRODUCTS, RECO_CONTEXT_SEPARATOR, redirectFor, unknownCatalogueAddress, experiencePath } from "@polku/domain";
import { data, redirect, useLocation } from "react-router";
import { listingShouldRevalidate } from "../features/catalogue/listing-revalidate";
import { gridSizeRedirect, loadFirstPage } from "../features/catalogue/listing.server";
import { breadcrumbGroups, findGroupByPath, flattenGroups, normaliseGroupPath } from "../features/catalogue/product-groups";
import { selectTab } from "../features/content-pages/static-pages";
import { ApiError } from "../lib/api";
import { contentServerApi } from "../lib/content-api.server";
import { flowsServerApi } from "../lib/flows-api.server";
import { productMetaInput } from "../features/product/product-meta";
import { hreflangAlternates, productJsonLd } from "../features/product/product-seo";
import { loadProductPage } from "../features/product/product.server";
import { usePageEvent } from "../lib/analytics";
import type { AdminDataHandle } from "../lib/admin-data";
import { notFound, type ErrorPayload } from "../lib/errors";
import { MoreMessages, useI18n, type Messages } from "../lib/i18n";
import { viewDictionary } from "../dictionaries/page-dictionary.server";
import { pageMeta, rootDataOf, socialImageUrl, translatorOf } from "../lib/meta";
import type { RootData } from "../lib/root-data";
import { breadcrumbJsonLd } from "../lib/structured-data";
import { groupHref } from "../features/menu/menu-levels";
import { pageAlternates, textOf } from "../features/content-pages/content-seo";
import { authorizationOf, requireLocale, serverApi } from "../lib/request-locale.server";
import { lazyView, usePreloadScripts } from "../lib/lazy-view";
import { scriptsOfLazyModule } from "../lib/lazy-chunks.server";
import type { Route } from "./+types/slug-page";
import { KIND_STYLES } from "./slug-page.styles";

/** Each page kind's components, loaded when a page of that kind is first shown. */
const VIEWS = {
  group: lazyView("features/catalogue/group-page.tsx", () => import("../features/catalogue/group-page").then((module) => module.GroupPage)),
  brand: lazyView("features/catalogue/brand-page.tsx", () => import("../features/catalogue/brand-page").then((module) => module.BrandPage)),
  product: lazyView("features/product/product-page.tsx", () => import("../features/product/product-page").then((module) => module.ProductPage)),
  static: lazyView("features/content-pages/static-pages.tsx", () => import("../features/content-pages/static-pages").then((module) => module.StaticPageView)),
  tabs: lazyView("features/content-pages/static-pages.tsx", () => import("../features/content-pages/static-pages").then((module) => module.TabbedPageView)),
};
type PageKind = keyof typeof VIEWS;

/**
 * The page's data with its kind's view loaded (so the server's render does not suspend) and the
 * view's scripts, which the page names as `modulepreload` hints.
 */
async function withView<T extends { kind: PageKind }>(language: LanguageCode, data: T): Promise<T & { scripts: string[]; messages: Partial<Messages> }> {
  const view = VIEWS[data.kind];
  await view.load();
  // The view's own dictionary keys (docs/storefront.md "The dictionary of a page"): the root data
  // carries the shell's and this route's, not every page kind's.
  return { ...data, scripts: scriptsOfLazyModule(view.source), messages: viewDictionary(language, view.source) };
}

export const handle: AdminDataHandle & { layout: "default"; styles: readonly object[] } = {
  layout: "default",
  styles: KIND_STYLES,
  // spec 01 §3 admin context: the staff bar names the group, brand or product model shown.
  adminData: (data) => {
    const page = data as Route.ComponentProps["loaderData"];
    if (page.kind === "group") return { kind: "productGroup", id: page.group.id };
    if (page.kind === "product") return { kind: "product", id: page.model.id };
    if (page.kind === "static" || page.kind === "tabs") return null;
    return { kind: "manufacturer", id: page.brand.slug };
  },
};

/** The brand index (spec 02 §2 brand breadcrumbs); the same path in every language. */
const BRANDS_HREF = "/manufacturers/";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { config } = await requireLocale(request, context);
  gridSizeRedirect(request);
  const api = serverApi(context);
  const url = new URL(request.url);
  const fullPath = `${url.pathname}${url.search}`;
  const path = normaliseGroupPath(params["*"] ?? "");
  const listFor = (source: { type: "ProductGroup"; id: number } | { type: "Manufacturer"; slug: string }) => ({
    query: { source, language: config.language, taxAreaId: config.taxAreaId },
  });

  let slugs;
  try {
    slugs = await api.routeSlugs(config.language);
  } catch (error) {
    console.error("Failed to fetch route slugs", error); // spec 01 §8: no dynamic routes
    throw notFound(fullPath);
  }

  if (path !== "" && slugs.navigationSlugs.some((slug) => normaliseGroupPath(slug) === path)) {
    const groupNotFound = () => data<ErrorPayload>({ messageKey: "error.groupNotFound" }, { status: 404 }); // spec 02 §2, §8
    const [group, groups, shoeWizard] = await Promise.all([
      api.productGroup(path, config.language).catch((error: unknown) => {
        console.error("Failed to fetch the product group", error);
        return null;
      }),
      api.productGroups(config.language).catch(() => null),
      // Footwear groups link to the shoe wizard (docs/shoe-wizard.md "Links"); without an answer, no link.
      flowsServerApi(context).shoeWizard(config.language).catch(() => null),
    ]);
    if (!group) throw groupNotFound();
    const tree = groups?.productGroups ?? [];
    // spec 02 §2: breadcrumbs from the flat group list by path prefix (one level shipped).
    const trail = breadcrumbGroups(flattenGroups(tree), path).map((node) => ({ ...node, children: [] }));
    const node = findGroupByPath(tree, path);
    const listing = await loadFirstPage({
      request,
      context,
      api,
      config,
      list: listFor({ type: "ProductGroup", id: group.id }),
      groupRoot: node,
      filterableProperties: group.filterable_properties,
      defaultSort: group.group_sorting,
      // spec 02 §7: the group names of the path joined with " > ".
      recommendationContext: (trail.length > 0 ? trail.map((node) => node.name) : [group.name]).join(RECO_CONTEXT_SEPARATOR),
      onListError: "empty",
    });
    return withView(config.language, {
      kind: "group" as const,
      group,
      trail,
      node,
      outlet: `/${path}/`.includes("/outlet/"),
      shoeWizardLink: shoeWizard !== null && isShoeWizardGroup(shoeWizard, group.id),
      listing,
    });
  }

  if (path !== "" && !path.includes("/") && slugs.manufacturerSlugs.some((slug) => slug.toLowerCase() === path)) {
    try {
      // Issue 14: a brand with an experience story links to it; a failing hub leaves the link out.
      const experiences = contentServerApi(context).experiences(config.language).catch(() => null);
      const brand = await api.brand(path, config.language);
      const listing = await loadFirstPage({
        request,
        context,
        api,
        config,
        list: listFor({ type: "Manufacturer", slug: brand.slug }),
        groupRoot: null,
        filterableProperties: null,
        defaultSort: "default",
        // A brand is no category: its 'Recommended' order is the list's own (spec 02 §7 context is group names).
        recommendationContext: null,
        onListError: "throw",
      });
      const hasStory = (await experiences)?.brands.some((b) => b.slug === brand.slug.toLowerCase()) ?? false;
      return withView(config.language, { kind: "brand" as const, brand, listing, experienceHref: hasStory ? experiencePath(brand.slug) : null });
    } catch (error) {
      if (error instanceof Response) throw error; // the grid size redirect
      console.error("Failed to load the brand page", error);
      throw data<ErrorPayload>({ messageKey: "error.manufacturerNotFound" }, { status: 404 }); // spec 02 §2, §8
    }
  }

  // spec 01 §2 static content page: the slug is the whole path (docs/content.md).
  const staticSlug = path === "" ? undefined : slugs.staticPageSlugs.find((slug) => normaliseGroupPath(slug) === path);
  if (staticSlug) {
    let content;
    try {
      content = await contentServerApi(context).staticPage(staticSlug, config.language);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) throw notFound(fullPath);
      console.error("Failed to fetch the static page", error); // spec 01 §8: empty content
      return withView(config.language, { kind: "static" as const, page: null, failed: true });
    }
    return withView(config.language, { kind: "static" as const, page: content, failed: false });
  }

  // spec 01 §2 static page with tabs: /{page}/{tab}/{nested}/.
  const [pageSegment, tabSegment, nestedSegment, ...beyond] = path.split("/");
  if (pageSegment && beyond.length === 0 && slugs.staticPageWithTabsSlugs.some((slug) => normaliseGroupPath(slug) === pageSegment)) {
    let content;
    try {
      content = await contentServerApi(context).staticPageWithTabs(pageSegment, config.language);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) throw notFound(fullPath);
      console.error("Failed to fetch the page with tabs", error);
      // spec 01 §8: a failing tab page sends the shopper to /{slug}/; there it shows empty content.
      if (tabSegment) throw redirect(`/${pageSegment}/`);
      return withView(config.language, { kind: "static" as const, page: null, failed: true });
    }
    const first = content.tabs[0];
    if (!tabSegment && first) throw redirect(`${tabHref(pageSegment, first.slug)}${url.search}`);
    const selection = selectTab(content, tabSegment, nestedSegment);
    if (!selection) throw notFound(fullPath);
    return withView(config.language, { kind: "tabs" as const, page: content, selection });
  }

  // A renamed or moved group's old address (docs/admin.md "Group addresses and redirects"):
  // a permanent redirect to its current one in this language, the query kept.
  const moved = path === "" ? undefined : slugs.groupRedirects.find((r) => normaliseGroupPath(r.from) === path);
  if (moved) throw redirect(`/${moved.to}/${url.search}`, 301);

  // spec 02 §2: /{manufacturerSlug}/{subs...} is a product page.
  const [firstSegment, ...restSegments] = path.split("/");
  if (restSegments.length > 0 && slugs.manufacturerSlugs.some((slug) => slug.toLowerCase() === firstSegment)) {
    const load = { api, config, url, path, authorization: authorizationOf(request), report: { fetch: context.apiFetch, clientIp: context.clientIp } };
    return withView(config.language, { kind: "product" as const, ...(await loadProductPage(load)) });
  }

  // spec 01 §2: a route rule may force a redirect. The server answers page loads itself; this
  // covers client-side navigation, where an external target becomes a full page load.
  const rules = await api.routeRules().catch((error: unknown) => {
    console.error("Failed to fetch route rules", error);
    return null;
  });
  const target = rules ? redirectFor(indexRules(rules.rules), url.pathname, url.search) : null;
  if (target) throw redirect(target.location, target.statusCode);

  // spec 02 §8 (issue 17): an address under a known group is an unknown group; anything else is
  // an unmatched route, 'Page not found: {path}' (spec 01 §2).
  const unknown = unknownCatalogueAddress(path, slugs.navigationSlugs);
  if (unknown === "group") throw data<ErrorPayload>({ messageKey: "error.groupNotFound" }, { status: 404 });
  throw notFound(fullPath);
}

/** A navigation in the browser renders once the page's data and its kind's code are both there. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  await VIEWS[data.kind].load();
  return data;
}

/** Sort and filter changes are handled in the browser once the whole list is there. */
export const shouldRevalidate = listingShouldRevalidate;

/** The breadcrumbs of a group or product page (spec 02 §2) as BreadcrumbList items. */
function groupCrumbs(root: RootData, trail: readonly { name: string; shortName?: string | null; path: string }[]) {
  return [{ label: translatorOf(root)("breadcrumbs.home"), href: "/" }, ...trail.map((group) => ({ label: group.shortName || group.name, href: groupHref(group) }))];
}

export function meta({ matches, data: page, location }: Route.MetaArgs) {
  const root = rootDataOf(matches);
  if (!root || !page) return [];
  // spec 02 §2 metadata: group meta title or name, meta description or description, first product image.
  if (page.kind === "product") {
    const input = productMetaInput(page, root.language);
    const url = new URL(input.path, root.publicUrl).href;
    // spec 02 §2 SEO: hreflang alternates and schema.org Product data (features/product/product-seo.ts).
    return [
      ...pageMeta({ root, ...input }),
      ...hreflangAlternates({ paths: page.model.paths, language: root.language, languageHosts: root.languageHosts, publicUrl: root.publicUrl }),
      { "script:ld+json": productJsonLd(page.model, { url, image: input.image ? socialImageUrl(input.image, root.publicUrl) : null, currency: "EUR" }) },
      {
        "script:ld+json": breadcrumbJsonLd(
          [...groupCrumbs(root, page.model.breadcrumbs), { label: page.model.name, href: location.pathname }],
          root.publicUrl,
        ),
      },
    ];
  }
  if (page.kind === "static" || page.kind === "tabs") {
    // docs/content.md: title, meta description, social image, canonical and hreflang alternates.
    const content = page.page;
    if (!content) return pageMeta({ root, title: null, path: location.pathname });
    const current = page.kind === "tabs" ? (page.selection.nested ?? page.selection.tab) : null;
    return [
      ...pageMeta({
        root,
        title: current ? `${current.title} | ${content.title}` : content.title,
        description: content.metaDescription ?? textOf(current?.content ?? content.content),
        image: "socialImage" in content ? content.socialImage : null,
        path: location.pathname,
      }),
      ...pageAlternates({ alternates: content.alternates, language: root.language, languageHosts: root.languageHosts, publicUrl: root.publicUrl }),
    ];
  }
  if (page.kind === "group") {
    return [
      ...pageMeta({
        root,
        title: page.group.meta_title || page.group.name,
        description: page.group.meta_description || page.group.description,
        image: page.listing.cards[0]?.image ?? null,
        path: location.pathname,
      }),
      { "script:ld+json": breadcrumbJsonLd(groupCrumbs(root, page.trail), root.publicUrl) },
    ];
  }
  return pageMeta({
    root,
    title: page.brand.title || page.brand.name,
    description: page.brand.metaDescription || page.brand.description,
    image: page.brand.logo ?? page.listing.cards[0]?.image ?? null,
    path: location.pathname,
  });
}

export default function SlugPage({ loaderData }: Route.ComponentProps) {
  return (
    <MoreMessages messages={loaderData.messages}>
      <SlugPageView loaderData={loaderData} />
    </MoreMessages>
  );
}

function SlugPageView({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { language } = useI18n();
  const { pathname } = useLocation();
  const event =
    loaderData.kind === "group"
      ? categoryPageEvent({ category: loaderData.group.name, products: loaderData.listing.cards, language, n: PRODUCT_GROUP_PAGE_ANALYTICS_PRODUCTS })
      : null;
  usePageEvent(event, pathname);
  usePreloadScripts(loaderData.scripts);
  if (loaderData.kind === "group") {
    return (
      <VIEWS.group.View
        key={pathname}
        group={loaderData.group}
        trail={loaderData.trail}
        node={loaderData.node}
        listing={loaderData.listing}
        outlet={loaderData.outlet}
        shoeWizardLink={loaderData.shoeWizardLink}
      />
    );
  }
  if (loaderData.kind === "static") return <VIEWS.static.View key={pathname} page={loaderData.page} failed={loaderData.failed} />;
  if (loaderData.kind === "tabs") return <VIEWS.tabs.View key={loaderData.page.slug} page={loaderData.page} selection={loaderData.selection} />;
  if (loaderData.kind === "product") {
    return <VIEWS.product.View key={pathname} model={loaderData.model} selectColor={loaderData.selectColor} keywords={loaderData.keywords} />;
  }
  return <VIEWS.brand.View key={pathname} brand={loaderData.brand} listing={loaderData.listing} brandsHref={BRANDS_HREF} experienceHref={loaderData.experienceHref} />;
}

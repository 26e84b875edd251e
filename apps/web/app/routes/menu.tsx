// Menu screen (spec 01 §2): /menu/ (main groups), /menu/{slug}/ (its menu children),
// /menu/{slug}/?{child} (third level); ?back shows one level up.
import { useLocation, type ShouldRevalidateFunctionArgs } from "react-router";
import { deriveMenuView, queryKeys, topLevelGroups, BACK_KEY } from "../features/menu/menu-levels";
import { MenuView } from "../features/menu/menu-view";
import { notFound } from "../lib/errors";
import { pageMeta, rootDataOf, translatorOf } from "../lib/meta";
import { requireLocale, serverApi } from "../lib/request-locale.server";
import { useProductGroups } from "../lib/resource-stores";
import styles from "../features/menu/menu.module.css";
import type { Route } from "./+types/menu";

export const handle = { layout: "default" };

/**
 * An unknown main group is a 404; a known one comes with its whole subtree, so the second and
 * third levels are in the page's HTML (the root data has only the first paint's part of the tree,
 * docs/storefront.md "Menu data"). Levels change in the browser.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!params.slug) return null;
  const { config } = await requireLocale(request, context);
  const { productGroups } = await serverApi(context).productGroups(config.language);
  const slug = params.slug.toLowerCase();
  const group = topLevelGroups(productGroups).find((candidate) => candidate.slug === slug);
  if (!group) {
    const url = new URL(request.url);
    throw notFound(`${url.pathname}${url.search}`);
  }
  return { group };
}

export function shouldRevalidate({ currentParams, nextParams, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentParams.slug !== nextParams.slug ? defaultShouldRevalidate : false;
}

export function meta({ matches, location }: Route.MetaArgs) {
  const root = rootDataOf(matches);
  if (!root) return [];
  return pageMeta({ root, title: translatorOf(root)("menu.title"), path: location.pathname });
}

export default function MenuScreen({ params, loaderData }: Route.ComponentProps) {
  const menu = useProductGroups();
  const subtree = loaderData?.group;
  const groups = subtree ? menu.map((group) => (group.id === subtree.id ? subtree : group)) : menu;
  const location = useLocation();
  const slug = "slug" in params ? params.slug : undefined;
  const view = deriveMenuView(groups, slug, location.search) ?? deriveMenuView(groups, undefined, "")!;
  const direction = queryKeys(location.search).includes(BACK_KEY) ? "back" : "forward";
  return (
    <div className={`container ${styles.screen}`}>
      <MenuView view={view} titleAs="h1" direction={direction} />
    </div>
  );
}

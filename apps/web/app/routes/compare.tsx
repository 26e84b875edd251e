// /compare/ (docs/product-page.md "Comparison"): the shell only; the chosen models live in the
// browser and are fetched there from the product model API. Not for search engines.
import { ComparePage } from "../features/compare/compare-page";
import { pageMeta, rootDataOf, translatorOf } from "../lib/meta";
import type { Route } from "./+types/compare";

export const handle = { layout: "default" };

export function meta({ matches, location }: Route.MetaArgs) {
  const root = rootDataOf(matches);
  if (!root) return [];
  const t = translatorOf(root);
  return [...pageMeta({ root, title: t("compare.title"), description: t("compare.metaDescription"), path: location.pathname }), { name: "robots", content: "noindex" }];
}

export default function Compare() {
  return <ComparePage />;
}

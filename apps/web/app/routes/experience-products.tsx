// /experiences/products/ (spec 01 §2; docs/content.md "Experiences"): every product of the
// brands the general setting experience_manufacturer_list names, in the catalogue's grid with
// its filters, sorts and paging (the brands' lists joined; the browser loads the same lists).
import { type ProductListItem, EXPERIENCE_PRODUCTS_PATH, experiencePath } from "@polku/domain";
import { useCallback } from "react";
import { Link } from "react-router";
import { loadFirstPage } from "../features/catalogue/listing.server";
import { serverListCache } from "../features/catalogue/list-cache.server";
import { listingShouldRevalidate } from "../features/catalogue/listing-revalidate";
import { ProductListing } from "../features/catalogue/product-listing";
import { Breadcrumbs } from "../features/catalogue/breadcrumbs";
import { experienceCrumbs } from "../features/experiences/experiences";
import { joinNames } from "../lib/join-names";
import { editorialMeta } from "../features/life-outdoors/editorial-meta";
import { loadOr404 } from "../features/life-outdoors/editorial.server";
import { breadcrumbJsonLd } from "../features/life-outdoors/json-ld";
import styles from "../features/life-outdoors/editorial.module.css";
import own from "../features/experiences/experiences.module.css";
import { useDynamicPageEvent } from "../lib/analytics";
import { browserApi } from "../lib/api";
import { contentServerApi } from "../lib/content-api.server";
import { useI18n } from "../lib/i18n";
import { rootDataOf, translatorOf } from "../lib/meta";
import { requireLocale, serverApi } from "../lib/request-locale.server";
import { useLocale } from "../features/locale/locale-provider";
import type { Route } from "./+types/experience-products";

export const handle = { layout: "default" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { config } = await requireLocale(request, context);
  const hub = await loadOr404(() => contentServerApi(context).experiences(config.language), { messageKey: "experiences.notFound", buttonTarget: "/" }, "experiences.loadFailed");
  const api = serverApi(context);
  // One brand's list failing leaves the others on the page (like a group's failing list, spec 02 §8).
  const lists = await Promise.all(
    hub.brands.map((brand) =>
      serverListCache
        .list(context.apiFetch, api, { source: { type: "Manufacturer", slug: brand.slug }, language: config.language, taxAreaId: config.taxAreaId }, context.apiCall)
        .catch((error: unknown) => {
          console.error(`Failed to fetch the products of ${brand.slug}`, error);
          return [] as ProductListItem[];
        }),
    ),
  );
  const listing = await loadFirstPage({
    request, context, api, config, list: { items: lists.flat() }, defaultSort: "default", recommendationContext: null, onListError: "empty",
  });
  return { hubTitle: hub.title, brands: hub.brands.map((b) => ({ slug: b.slug, name: b.name })), listing };
}

export { listingShouldRevalidate as shouldRevalidate };

export function meta({ matches, location, data: page }: Route.MetaArgs) {
  const root = rootDataOf(matches);
  if (!root || !page) return [];
  const t = translatorOf(root);
  const title = t("experiences.productsTitle");
  return editorialMeta({
    root,
    title,
    description: t("experiences.productsLead", { brands: joinNames(root.language, page.brands.map((b) => b.name)) }),
    path: location.pathname,
    jsonLd: [breadcrumbJsonLd(experienceCrumbs(t, page.hubTitle, { label: title, href: EXPERIENCE_PRODUCTS_PATH }), root.publicUrl)],
  });
}

export default function ExperienceProducts({ loaderData }: Route.ComponentProps) {
  const { t, language } = useI18n();
  const { config } = useLocale();
  const { hubTitle, brands, listing } = loaderData;
  const taxAreaId = config.taxAreaId;
  const title = t("experiences.productsTitle");
  const slugs = brands.map((b) => b.slug).join(",");
  const loadItems = useCallback(
    () =>
      Promise.all(
        slugs.split(",").filter(Boolean).map((slug) => browserApi.productModelList({ source: { type: "Manufacturer", slug }, language, taxAreaId }).catch(() => [] as ProductListItem[])),
      ).then((lists) => lists.flat()),
    [slugs, language, taxAreaId],
  );
  useDynamicPageEvent("experience-products", title, listing.cards);
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs items={experienceCrumbs(t, hubTitle, { label: title, href: EXPERIENCE_PRODUCTS_PATH })} />
      <header className={own.intro}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{t("experiences.productsLead", { brands: joinNames(language, brands.map((b) => b.name)) })}</p>
      </header>
      {brands.length > 0 ? (
        <ul className={styles.chips} aria-label={t("experiences.brandsTitle")}>
          {brands.map((brand) => (
            <li key={brand.slug}>
              <Link className={styles.chip} to={experiencePath(brand.slug)}>{brand.name}</Link>
            </li>
          ))}
        </ul>
      ) : null}
      <ProductListing
        payload={listing}
        label={t("experiences.productsLabel")}
        loadItems={loadItems}
        cacheKey={`experience-products:${slugs}:${language}:${taxAreaId}`}
        groupRoot={null}
        filterableProperties={null}
      />
    </div>
  );
}

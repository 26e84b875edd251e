// Front page: banners, main product groups, newest products, brands (spec 01 §2 home).
import { frontPageEvent } from "@polku/domain";
import { Link } from "react-router";
import { GroupCardGrid } from "../features/catalogue/group-card";
import { toCard } from "../features/catalogue/listing-model";
import { ProductGrid } from "../features/catalogue/product-card";
import { BrandsStrip } from "../features/content/brands-strip";
import { HeroBanners } from "../features/content/hero-banners";
import { TextBanners } from "../features/content/text-banners";
import { topLevelGroups } from "../features/menu/menu-levels";
import { usePageEvent } from "../lib/analytics";
import { useI18n } from "../lib/i18n";
import { pageMeta, rootDataOf, translatorOf } from "../lib/meta";
import { organizationJsonLd, shopLogoPath, websiteJsonLd } from "../lib/structured-data";
import { requireLocale, serverApi } from "../lib/request-locale.server";
import { useProductGroups } from "../lib/resource-stores";
import { useRootData } from "../lib/root-data";
import styles from "../features/content/home.module.css";
import type { Route } from "./+types/home";

const NEWEST_ON_FRONT_PAGE = 8;
const BRANDS_ON_FRONT_PAGE = 12;

export const handle = { layout: "default" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { config } = await requireLocale(request, context);
  const api = serverApi(context);
  const [newest, brands] = await Promise.allSettled([
    api.newestProducts({ language: config.language, taxAreaId: config.taxAreaId, limit: NEWEST_ON_FRONT_PAGE }),
    api.brands(config.language),
  ]);
  if (newest.status === "rejected") console.error("Failed to fetch newest products", newest.reason);
  if (brands.status === "rejected") console.error("Failed to fetch brands", brands.reason);
  const allBrands = brands.status === "fulfilled" ? brands.value.brands : [];
  const featured = allBrands.filter((brand) => brand.featured);
  return {
    newest: newest.status === "fulfilled" ? newest.value.results.map(toCard) : [],
    newestFailed: newest.status === "rejected",
    brands: (featured.length > 0 ? featured : allBrands).slice(0, BRANDS_ON_FRONT_PAGE),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  const root = rootDataOf(matches);
  if (!root) return [];
  const t = translatorOf(root);
  return [
    ...pageMeta({
      root,
      title: root.settings.frontpage_title || t("home.title"),
      description: root.settings.frontpage_meta_description || t("home.description", { shop: root.shopName }),
      image: root.banners.imageBanners[0]?.image ?? null,
      path: "/",
    }),
    // Issue 14 SEO: the shop as an Organization, and the site with its search as SearchAction.
    { "script:ld+json": organizationJsonLd({ shopName: root.shopName, publicUrl: root.publicUrl, logo: shopLogoPath(root.shopName), email: null }) },
    { "script:ld+json": websiteJsonLd({ shopName: root.shopName, publicUrl: root.publicUrl, language: root.language }) },
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t, language } = useI18n();
  const root = useRootData();
  const groups = topLevelGroups(useProductGroups());
  usePageEvent(frontPageEvent(language), "front");

  return (
    <>
      <TextBanners banners={root.banners.textBanners} />
      <div className={`container ${styles.home}`}>
        <h1 className="visually-hidden">{t("home.heading", { shop: root.shopName })}</h1>
        <HeroBanners banners={root.banners.imageBanners} />

        {groups.length > 0 ? (
          <section className={styles.section} aria-labelledby="home-groups">
            <div className={styles.sectionHead}>
              <h2 id="home-groups" className={styles.sectionTitle}>
                {t("home.groups")}
              </h2>
            </div>
            <GroupCardGrid groups={groups} label={t("home.groups")} />
          </section>
        ) : null}

        <section className={styles.section} aria-labelledby="home-newest">
          <div className={styles.sectionHead}>
            <h2 id="home-newest" className={styles.sectionTitle}>
              {t("home.newest")}
            </h2>
            <Link className={styles.sectionLink} to="/newest/">
              {t("home.allNewest")}
            </Link>
          </div>
          {loaderData.newest.length > 0 ? (
            <ProductGrid products={loaderData.newest} label={t("home.newest")} />
          ) : (
            <p className={styles.empty}>{loaderData.newestFailed ? t("home.newestFailed") : t("home.noNewest")}</p>
          )}
        </section>

        {loaderData.brands.length > 0 ? (
          <section className={styles.section} aria-labelledby="home-brands">
            <div className={styles.sectionHead}>
              <h2 id="home-brands" className={styles.sectionTitle}>
                {t("home.brands")}
              </h2>
              <Link className={styles.sectionLink} to="/manufacturers/">
                {t("home.allBrands")}
              </Link>
            </div>
            <BrandsStrip brands={loaderData.brands} label={t("home.brands")} />
          </section>
        ) : null}
      </div>
    </>
  );
}

// /experiences/ (spec 01 §2; docs/content.md "Experiences"): the brand experiences' hub — the
// introduction from the content module and a card for each brand of the general setting
// experience_manufacturer_list, in its order — with a link to all their products.
import { EXPERIENCE_PRODUCTS_PATH } from "@polku/domain";
import { Link } from "react-router";
import { Breadcrumbs } from "../features/catalogue/breadcrumbs";
import { StaticHtml } from "../features/content-pages/static-html";
import { BrandCards, experienceCrumbs } from "../features/experiences/experiences";
import { editorialMeta } from "../features/life-outdoors/editorial-meta";
import { loadOr404 } from "../features/life-outdoors/editorial.server";
import { breadcrumbJsonLd } from "../features/life-outdoors/json-ld";
import styles from "../features/life-outdoors/editorial.module.css";
import own from "../features/experiences/experiences.module.css";
import { useDynamicPageEvent } from "../lib/analytics";
import { contentServerApi } from "../lib/content-api.server";
import { useI18n } from "../lib/i18n";
import { rootDataOf, translatorOf } from "../lib/meta";
import { requireLocale } from "../lib/request-locale.server";
import type { Route } from "./+types/experiences";

export const handle = { layout: "default" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { config } = await requireLocale(request, context);
  return loadOr404(() => contentServerApi(context).experiences(config.language), { messageKey: "experiences.notFound", buttonTarget: "/" }, "experiences.loadFailed");
}

export function meta({ matches, location, data: hub }: Route.MetaArgs) {
  const root = rootDataOf(matches);
  if (!root || !hub) return [];
  const t = translatorOf(root);
  const title = hub.title || t("experiences.title");
  return editorialMeta({
    root,
    title,
    description: hub.metaDescription || t("experiences.lead"),
    image: hub.socialImage,
    path: location.pathname,
    jsonLd: [breadcrumbJsonLd(experienceCrumbs(t, title), root.publicUrl)],
  });
}

export default function Experiences({ loaderData: hub }: Route.ComponentProps) {
  const { t } = useI18n();
  const title = hub.title || t("experiences.title");
  useDynamicPageEvent("experiences", title);
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs items={experienceCrumbs(t, title)} />
      <header className={own.intro}>
        <h1 className={styles.title}>{title}</h1>
        {hub.intro ? <StaticHtml html={hub.intro} /> : <p className={styles.lead}>{t("experiences.lead")}</p>}
      </header>
      {hub.brands.length === 0 ? (
        <p role="status">{t("experiences.empty")}</p>
      ) : (
        <section aria-labelledby="experience-brands" className={own.section}>
          <h2 id="experience-brands" className={styles.sectionTitle}>{t("experiences.brandsTitle")}</h2>
          <BrandCards brands={hub.brands} headingLevel={3} />
          <p>
            <Link className="button button--secondary" to={EXPERIENCE_PRODUCTS_PATH}>{t("experiences.allProducts")}</Link>
          </p>
        </section>
      )}
    </div>
  );
}

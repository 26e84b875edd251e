// /experiences/{brand}/ (spec 01 §2 /experiences/{slug...}; docs/content.md "Experiences"): a
// brand's story from the content module, a link to the brand page and the brand's products in
// the catalogue's grid with its filters, sorts and paging. A brand the general setting
// experience_manufacturer_list does not name, or a deeper address, is the 404 screen.
import { imageUrl, experiencePath, EXPERIENCES_PATH, brandHref } from "@polku/domain";
import { data, Link } from "react-router";
import { loadFirstPage } from "../features/catalogue/listing.server";
import { listingShouldRevalidate } from "../features/catalogue/listing-revalidate";
import { ProductListing } from "../features/catalogue/product-listing";
import { Breadcrumbs } from "../features/catalogue/breadcrumbs";
import { StaticHtml } from "../features/content-pages/static-html";
import { experienceCrumbs, OtherExperiences } from "../features/experiences/experiences";
import own from "../features/experiences/experiences.module.css";
import { editorialMeta } from "../features/life-outdoors/editorial-meta";
import { loadOr404 } from "../features/life-outdoors/editorial.server";
import { breadcrumbJsonLd } from "../features/life-outdoors/json-ld";
import styles from "../features/life-outdoors/editorial.module.css";
import { useDynamicPageEvent } from "../lib/analytics";
import { contentServerApi } from "../lib/content-api.server";
import type { ErrorPayload } from "../lib/errors";
import { useI18n } from "../lib/i18n";
import { rootDataOf, translatorOf } from "../lib/meta";
import { requireLocale, serverApi } from "../lib/request-locale.server";
import type { Route } from "./+types/experience";

export const handle = { layout: "default" };

const NOT_FOUND = { messageKey: "experiences.notFound", buttonTarget: EXPERIENCES_PATH } satisfies ErrorPayload;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { config } = await requireLocale(request, context);
  const slug = (params["*"] ?? "").replace(/\/+$/, "").toLowerCase();
  if (slug === "" || slug.includes("/")) throw data<ErrorPayload>(NOT_FOUND, { status: 404 });
  const api = contentServerApi(context);
  const [experience, hubTitle] = await Promise.all([
    loadOr404(() => api.experience(config.language, slug), NOT_FOUND, "experiences.loadFailed"),
    // The hub's title names the breadcrumb; without it the dictionary's title does.
    api.experiences(config.language).then(
      (hub) => hub.title,
      () => "",
    ),
  ]);
  const listing = await loadFirstPage({
    request,
    context,
    api: serverApi(context),
    config,
    list: { query: { source: { type: "Manufacturer", slug: experience.brand.slug }, language: config.language, taxAreaId: config.taxAreaId } },
    defaultSort: "default",
    recommendationContext: null,
    onListError: "empty",
  });
  return { experience, hubTitle, listing };
}

export { listingShouldRevalidate as shouldRevalidate };

export function meta({ matches, location, data: page }: Route.MetaArgs) {
  const root = rootDataOf(matches);
  if (!root || !page) return [];
  const t = translatorOf(root);
  const { experience } = page;
  return editorialMeta({
    root,
    title: experience.title,
    description: experience.metaDescription || experience.title,
    image: experience.socialImage,
    path: location.pathname,
    jsonLd: [breadcrumbJsonLd(experienceCrumbs(t, page.hubTitle, { label: experience.brand.name, href: experiencePath(experience.brand.slug) }), root.publicUrl)],
  });
}

export default function Experience({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { experience, hubTitle, listing } = loaderData;
  const { brand } = experience;
  useDynamicPageEvent("experience", experience.title, listing.cards);
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs items={experienceCrumbs(t, hubTitle, { label: brand.name, href: experiencePath(brand.slug) })} />
      <article className={own.story}>
        <header className={own.hero}>
          {brand.logo ? <img className={own.logo} src={imageUrl(brand.logo, "brandLogo")} alt={brand.name} width={96} height={96} /> : null}
          <h1 className={styles.title}>{experience.title}</h1>
        </header>
        <StaticHtml html={experience.content} />
        <p className={own.links}>
          <Link className="button button--secondary" to={brandHref(brand.slug)}>{t("experiences.brandPage", { brand: brand.name })}</Link>
        </p>
      </article>
      <section aria-labelledby="experience-products" className={own.section}>
        <h2 id="experience-products" className={styles.sectionTitle}>{t("experiences.brandProducts", { brand: brand.name })}</h2>
        <ProductListing
          payload={listing}
          label={t("experiences.brandProducts", { brand: brand.name })}
          groupRoot={null}
          filterableProperties={null}
        />
      </section>
      <OtherExperiences others={experience.others} t={t} />
    </div>
  );
}

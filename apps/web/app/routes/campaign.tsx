// /campaigns/{slug}/ and /campaigns/club-offers/ (spec 01 §2; docs/content.md "Campaigns"): the
// hero, dates, text and the campaign's products in the catalogue's grid with its filters, sorts
// and paging. Club offers are visible to everyone and priced for logged-in members (the cards
// show the club price to them; a guest is told how to get it). Campaign page analytics event.
import { API_TIMEOUT_MS, campaignPageEvent, imageUrl, type CampaignResponse } from "@polku/domain";
import { useCallback } from "react";
import { Link } from "react-router";
import { loadFirstPage } from "../features/catalogue/listing.server";
import { listingShouldRevalidate } from "../features/catalogue/listing-revalidate";
import { ProductListing } from "../features/catalogue/product-listing";
import { Breadcrumbs } from "../features/catalogue/breadcrumbs";
import { StaticHtml } from "../features/content-pages/static-html";
import { editorialMeta } from "../features/life-outdoors/editorial-meta";
import { loadOr404 } from "../features/life-outdoors/editorial.server";
import { formatDay } from "../features/life-outdoors/editorial-format";
import { breadcrumbJsonLd } from "../features/life-outdoors/json-ld";
import styles from "../features/life-outdoors/editorial.module.css";
import { useLocale } from "../features/locale/locale-provider";
import { usePageEvent } from "../lib/analytics";
import { jsonCaller } from "../lib/api";
import { contentServerApi } from "../lib/content-api.server";
import { useI18n, type Translate } from "../lib/i18n";
import { rootDataOf, translatorOf } from "../lib/meta";
import { useUser } from "../lib/root-data";
import { requireLocale, serverApi } from "../lib/request-locale.server";
import type { Route } from "./+types/campaign";

export const handle = { layout: "default" };

/**
 * The browser reads the campaign's whole list as the server sends it (docs/performance.md "zod off
 * the browser"): the content client's schemas stay on the server.
 */
const browserCall = jsonCaller((path, init) => fetch(path, init), { timeoutMs: API_TIMEOUT_MS });
const CAMPAIGN_ANSWER = { safeParse: (value: unknown) => ({ success: true as const, data: value as Pick<CampaignResponse, "products"> }) };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { config } = await requireLocale(request, context);
  const api = contentServerApi(context);
  const [campaign, running] = await Promise.all([
    loadOr404(() => api.campaign({ language: config.language, slug: params.slug.toLowerCase(), taxAreaId: config.taxAreaId }), { messageKey: "campaign.notFound", buttonTarget: "/" }, "campaign.loadFailed"),
    // The other campaigns are a courtesy: without them the page is whole.
    api.campaigns(config.language).then(
      (answer) => answer.campaigns,
      () => [],
    ),
  ]);
  const listing = await loadFirstPage({
    request, context, api: serverApi(context), config, list: { items: campaign.products }, defaultSort: "default", recommendationContext: null, onListError: "empty",
  });
  const { products, ...rest } = campaign;
  const others = running.filter((other) => other.slug !== rest.slug);
  return { campaign: rest, others, listing, firstProducts: products.slice(0, 5), now: new Date().toISOString() };
}

export { listingShouldRevalidate as shouldRevalidate };

function crumbs(t: Translate, campaign: Pick<CampaignResponse, "title" | "slug">) {
  return [{ label: t("breadcrumbs.home"), href: "/" }, { label: campaign.title, href: `/campaigns/${campaign.slug}/` }];
}

export function meta({ matches, location, data: page }: Route.MetaArgs) {
  const root = rootDataOf(matches);
  if (!root || !page) return [];
  const t = translatorOf(root);
  const { campaign } = page;
  return editorialMeta({
    root,
    title: campaign.title,
    description: campaign.metaDescription || campaign.lead,
    image: campaign.heroImage,
    path: location.pathname,
    jsonLd: [breadcrumbJsonLd(crumbs(t, campaign), root.publicUrl)],
  });
}

function Dates({ campaign, now }: { campaign: Pick<CampaignResponse, "startsAt" | "endsAt">; now: string }) {
  const { t, language } = useI18n();
  if (!campaign.endsAt) return null;
  if (campaign.endsAt <= now) return <p className={styles.notice} role="status">{t("campaign.ended", { date: formatDay(campaign.endsAt, language) })}</p>;
  const to = formatDay(campaign.endsAt, language);
  return <p>{campaign.startsAt ? t("campaign.validFromTo", { from: formatDay(campaign.startsAt, language), to }) : t("campaign.validUntil", { date: to })}</p>;
}

export default function CampaignPage({ loaderData }: Route.ComponentProps) {
  const { t, language } = useI18n();
  const { config } = useLocale();
  const user = useUser();
  const { campaign, others, listing, firstProducts, now } = loaderData;
  const taxAreaId = config.taxAreaId;
  const loadItems = useCallback(
    () => browserCall(`/api/campaign/?${new URLSearchParams({ language, slug: campaign.slug, taxAreaId: String(taxAreaId) })}`, CAMPAIGN_ANSWER).then((answer) => answer.products),
    [language, campaign.slug, taxAreaId],
  );
  usePageEvent(campaignPageEvent({ campaign: campaign.slug, products: firstProducts, language }), `campaign:${campaign.slug}`);
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs items={crumbs(t, campaign)} />
      <header className={styles.campaignHero}>
        <img src={imageUrl(campaign.heroImage, "campaignHero")} alt="" width={1600} height={560} />
        <div className={styles.campaignText}>
          <h1>{campaign.title}</h1>
          <p>{campaign.lead}</p>
          <Dates campaign={campaign} now={now} />
        </div>
      </header>
      {campaign.kind === "club" && !user.isAuthenticated ? (
        <div className={styles.notice}>
          <p>{t("campaign.clubNote")}</p>
          <p className={styles.actions}>
            <Link className="button button--primary" to="/accounts/login/">{t("campaign.login")}</Link>
            <Link className="button button--secondary" to="/accounts/register/">{t("campaign.joinClub")}</Link>
          </p>
        </div>
      ) : null}
      {campaign.content ? <StaticHtml html={campaign.content} /> : null}
      <ProductListing
        payload={listing}
        label={t("campaign.productsLabel")}
        loadItems={loadItems}
        cacheKey={`campaign:${campaign.slug}:${language}:${taxAreaId}`}
        groupRoot={null}
        filterableProperties={null}
      />
      {others.length > 0 ? (
        <section aria-labelledby="other-campaigns">
          <h2 id="other-campaigns" className={styles.sectionTitle}>{t("campaign.others")}</h2>
          <ul className={styles.cards}>
            {others.map((other) => (
              <li key={other.slug} className={styles.card}>
                <img className={styles.cardImage} src={imageUrl(other.heroImage, "editorialCard")} alt="" width={640} height={427} loading="lazy" />
                <div className={styles.cardBody}>
                  <h3>
                    <Link to={`/campaigns/${other.slug}/`}>{other.title}</Link>
                  </h3>
                  <p>{other.lead}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

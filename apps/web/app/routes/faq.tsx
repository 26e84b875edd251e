// /faq/ and /faq/frequently-asked-questions/ (spec 01 §2; docs/content.md "FAQ"): the questions by
// category from the content tables, a search within them (a GET form: ?q=, works without
// JavaScript; the API keeps the questions holding every word), schema.org FAQPage.
import { FAQ_QUERY_MAX_LENGTH } from "@polku/domain";
import { Form, Link } from "react-router";
import { editorialMeta } from "../features/life-outdoors/editorial-meta";
import { loadOr404 } from "../features/life-outdoors/editorial.server";
import { breadcrumbJsonLd, faqJsonLd } from "../features/life-outdoors/json-ld";
import styles from "../features/life-outdoors/editorial.module.css";
import { Breadcrumbs } from "../features/catalogue/breadcrumbs";
import { StaticHtml } from "../features/content-pages/static-html";
import { contentServerApi } from "../lib/content-api.server";
import { useT, type Translate } from "../lib/i18n";
import { rootDataOf, translatorOf } from "../lib/meta";
import { requireLocale } from "../lib/request-locale.server";
import type { Route } from "./+types/faq";
import { useDynamicPageEvent } from "../lib/analytics";

export const handle = { layout: "default" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { config } = await requireLocale(request, context);
  const url = new URL(request.url);
  // A longer paste is cut, not refused.
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, FAQ_QUERY_MAX_LENGTH);
  const faq = await loadOr404(() => contentServerApi(context).faq(config.language, q), { messageKey: "faq.loadFailed", buttonTarget: "/" }, "faq.loadFailed");
  return { faq, path: url.pathname };
}

function crumbs(t: Translate, path: string) {
  return [{ label: t("breadcrumbs.home"), href: "/" }, { label: t("faq.title"), href: path }];
}

export function meta({ matches, location, data: page }: Route.MetaArgs) {
  const root = rootDataOf(matches);
  if (!root || !page) return [];
  const t = translatorOf(root);
  const meta = editorialMeta({
    root,
    title: page.faq.q ? `${page.faq.q} | ${t("faq.title")}` : t("faq.title"),
    description: t("faq.lead"),
    path: location.pathname,
    jsonLd: [faqJsonLd(page.faq), breadcrumbJsonLd(crumbs(t, location.pathname), root.publicUrl)],
  });
  // Search results are variations of the one page: kept out of search engines' indexes.
  return page.faq.q ? [...meta, { name: "robots", content: "noindex, follow" }] : meta;
}

export default function FaqPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  useDynamicPageEvent("faq", t("faq.title"));
  const { faq, path } = loaderData;
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs items={crumbs(t, path)} />
      <h1 className={styles.title}>{t("faq.title")}</h1>
      <p className={styles.lead}>{t("faq.lead")}</p>
      <Form method="get" action={path} role="search" aria-label={t("faq.searchLabel")} className={styles.search}>
        <label>
          {t("faq.searchLabel")}
          <input type="search" name="q" defaultValue={faq.q} maxLength={FAQ_QUERY_MAX_LENGTH} autoComplete="off" />
        </label>
        <button type="submit" className="button button--primary">{t("faq.search")}</button>
      </Form>
      {faq.q ? (
        <p role="status">
          {faq.total > 0 ? t("faq.results", { count: faq.total, query: faq.q }) : t("faq.none", { query: faq.q })} <Link to={path}>{t("faq.clear")}</Link>
        </p>
      ) : null}
      {faq.categories.map((category) => (
        <section key={category.key} className={styles.faqGroup} aria-labelledby={`faq-${category.key}`}>
          <h2 id={`faq-${category.key}`}>{category.name}</h2>
          {category.questions.map((question) => (
            <details key={question.key} id={question.key} className={styles.question} open={faq.q !== ""}>
              <summary>{question.question}</summary>
              <StaticHtml html={question.answer} />
            </details>
          ))}
        </section>
      ))}
      <p>
        <Link className="button button--secondary" to="/ask/">{t("faq.ask")}</Link>
      </p>
    </div>
  );
}

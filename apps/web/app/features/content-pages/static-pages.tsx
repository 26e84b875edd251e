// A static page and a page with tabs (spec 01 §2; docs/content.md). The loaders are in the
// slug page route (static slugs of /api/route-slugs/); these render what they loaded.
import type { StaticPageResponse, StaticPageWithTabsResponse, StaticTab } from "@polku/domain";
import { tabHref } from "@polku/domain";
import { Link } from "react-router";
import { useT } from "../../lib/i18n";
import { Breadcrumbs } from "../catalogue/breadcrumbs";
import styles from "./content-pages.module.css";
import { StaticHtml } from "./static-html";
import { useDynamicPageEvent } from "../../lib/analytics";

export function StaticPageView({ page, failed }: { page: StaticPageResponse | null; failed: boolean }) {
  const t = useT();
  useDynamicPageEvent("static", page && !failed ? page.title : "");
  if (!page || failed) {
    // spec 01 §8: a static page that fails to load shows empty content.
    return (
      <article className={`container ${styles.page}`}>
        <p className={styles.empty} role="status">{t("content.empty")}</p>
      </article>
    );
  }
  return (
    <article className={`container ${styles.page}`}>
      <Breadcrumbs items={[{ label: t("breadcrumbs.home"), href: "/" }, { label: page.title, href: `/${page.slug}/` }]} />
      <h1 className={styles.title}>{page.title}</h1>
      <StaticHtml html={page.content} />
    </article>
  );
}

export interface TabSelection {
  tab: StaticTab;
  nested: StaticTab | null;
}

/** The tab and nested tab an address names (`/{page}/{tab}/{nested}/`); null when unknown. */
export function selectTab(page: StaticPageWithTabsResponse, tabSlug: string | undefined, nestedSlug: string | undefined): TabSelection | null {
  const tab = page.tabs.find((candidate) => candidate.slug === tabSlug);
  if (!tab) return null;
  if (!nestedSlug) return { tab, nested: null };
  const nested = tab.tabs.find((candidate) => candidate.slug === nestedSlug);
  return nested ? { tab, nested } : null;
}

export function TabbedPageView({ page, selection }: { page: StaticPageWithTabsResponse; selection: TabSelection }) {
  const t = useT();
  const current = selection.nested ?? selection.tab;
  useDynamicPageEvent("tabs", `${page.title}: ${current.title}`);
  return (
    <article className={`container ${styles.page}`}>
      <Breadcrumbs
        items={[
          { label: t("breadcrumbs.home"), href: "/" },
          { label: page.title, href: tabHref(page.slug, page.tabs[0]?.slug ?? "") },
          { label: current.title, href: tabHref(page.slug, selection.tab.slug, selection.nested?.slug) },
        ]}
      />
      <h1 className={styles.title}>{page.title}</h1>
      {page.content ? <StaticHtml html={page.content} /> : null}
      <nav aria-label={t("content.tabsLabel")}>
        <ul className={styles.tabs}>
          {page.tabs.map((tab) => (
            <li key={tab.slug}>
              <Link className={styles.tab} to={tabHref(page.slug, tab.slug)} aria-current={tab.slug === selection.tab.slug ? "page" : undefined} preventScrollReset>
                {tab.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {selection.tab.tabs.length > 0 ? (
        <nav aria-label={t("content.nestedTabsLabel")}>
          <ul className={styles.nestedTabs}>
            {selection.tab.tabs.map((nested) => (
              <li key={nested.slug}>
                <Link className={styles.nestedTab} to={tabHref(page.slug, selection.tab.slug, nested.slug)} aria-current={nested.slug === selection.nested?.slug ? "page" : undefined} preventScrollReset>
                  {nested.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <section aria-labelledby="tab-heading">
        <h2 id="tab-heading">{current.title}</h2>
        <StaticHtml html={current.content} />
      </section>
    </article>
  );
}

// Reads and writes of static pages, their tabs and the brand experience stories for the back
// office (docs/admin.md "Pages"). A language left blank has no translation row, which is how the
// shop's reads (inner joins per language) leave the page out of it. Tabs are written whole: a save
// replaces the page's tabs with the ones given, in their order.
import type { Executor } from "@polku/db";
import { sql, type SQL } from "@polku/db/orm";
import { languageCodes, type LanguageCode } from "@polku/domain";
import { ADMIN_COUNT_LIMIT, parseSort } from "@polku/domain/admin/common";
import { EXPERIENCE_SLUG_PREFIX, SHELL_LINKED_PAGE_PATHS, linksTo, pagePath, type AdminPage, type AdminPageInput, type AdminPageListQuery, type AdminPageRow, type AdminPageTab } from "@polku/domain/admin/pages";
import { escapeLike, rows, versionOf } from "../admin-core";

const ts = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

type PageRow = { id: number; with_tabs: boolean; is_active: boolean; sort_order: number; updated_at: string };
type PageText = { language: LanguageCode; title: string; slug: string; meta_description: string | null; social_image: string | null; content_html: string };
type TabRow = { id: number; parent_tab_id: number | null };
type TabText = { tab_id: number; language: LanguageCode; title: string; slug: string; content_html: string };

const blankTabTexts = () => Object.fromEntries(languageCodes.map((l) => [l, { title: "", slug: "", content_html: "" }])) as AdminPageTab["translations"];

/** The state a page's version is made of: what the editor shows and saves. */
export const pageStateOf = (p: AdminPage | AdminPageInput): AdminPageInput => ({
  with_tabs: p.with_tabs,
  is_active: p.is_active,
  sort_order: p.sort_order,
  translations: p.translations,
  tabs: p.tabs,
});

export async function loadPage(db: Executor, id: number, forUpdate = false): Promise<AdminPage | null> {
  const [page] = await rows<PageRow>(db, sql`select id, with_tabs, is_active, sort_order, ${ts(sql`updated_at`)} as updated_at from static_pages where id = ${id} ${forUpdate ? sql`for update` : sql``}`);
  if (!page) return null;
  const [texts, tabs, tabTexts] = await Promise.all([
    rows<PageText>(db, sql`select language, title, slug, meta_description, social_image, content_html from static_page_translations where page_id = ${id}`),
    rows<TabRow>(db, sql`select id, parent_tab_id from static_page_tabs where page_id = ${id} order by sort_order, id`),
    rows<TabText>(db, sql`select t.tab_id, t.language, t.title, t.slug, t.content_html from static_page_tab_translations t join static_page_tabs s on s.id = t.tab_id where s.page_id = ${id}`),
  ]);
  const translations = Object.fromEntries(languageCodes.map((l) => [l, { title: "", slug: "", meta_description: "", social_image: "", content_html: "" }])) as AdminPageInput["translations"];
  for (const t of texts) translations[t.language] = { title: t.title, slug: t.slug, meta_description: t.meta_description ?? "", social_image: t.social_image ?? "", content_html: t.content_html };
  const textsOf = (tabId: number) => {
    const out = blankTabTexts();
    for (const t of tabTexts) if (t.tab_id === tabId) out[t.language] = { title: t.title, slug: t.slug, content_html: t.content_html };
    return out;
  };
  const tabList: AdminPageTab[] = tabs
    .filter((t) => t.parent_tab_id === null)
    .map((t) => ({ translations: textsOf(t.id), tabs: tabs.filter((c) => c.parent_tab_id === t.id).map((c) => ({ translations: textsOf(c.id) })) }));
  const state: AdminPageInput = { with_tabs: page.with_tabs, is_active: page.is_active, sort_order: page.sort_order, translations, tabs: tabList };
  return { ...state, id: page.id, updated_at: page.updated_at, version: versionOf(state) };
}

const KIND_WHERE: Record<string, SQL> = {
  page: sql`not p.with_tabs and not exists (select 1 from static_page_translations e where e.page_id = p.id and e.language = 'fi' and (e.slug = ${EXPERIENCE_SLUG_PREFIX} or e.slug like ${`${EXPERIENCE_SLUG_PREFIX}/%`}))`,
  tabs: sql`p.with_tabs`,
  experience: sql`exists (select 1 from static_page_translations e where e.page_id = p.id and e.language = 'fi' and (e.slug = ${EXPERIENCE_SLUG_PREFIX} or e.slug like ${`${EXPERIENCE_SLUG_PREFIX}/%`}))`,
};
const PAGE_SORTS: Record<string, SQL> = { id: sql`p.id`, slug: sql`fi.slug`, title: sql`lower(fi.title)`, updated_at: sql`p.updated_at` };

export async function listPages(db: Executor, q: AdminPageListQuery): Promise<{ rows: AdminPageRow[]; count: number; exact: boolean }> {
  const parts: SQL[] = [sql`true`];
  if (q.active !== undefined) parts.push(sql`p.is_active = ${q.active}`);
  if (q.kind) parts.push(KIND_WHERE[q.kind]!);
  if (q.q) {
    const like = `%${escapeLike(q.q.toLowerCase())}%`;
    parts.push(sql`exists (select 1 from static_page_translations s where s.page_id = p.id and (lower(s.title) like ${like} or s.slug like ${like}))`);
  }
  const where = sql.join(parts, sql` and `);
  const { column, descending } = parseSort(q.sort);
  const dir = descending ? sql`desc nulls last` : sql`asc nulls first`;
  const from = sql`static_pages p left join static_page_translations fi on fi.page_id = p.id and fi.language = 'fi'`;
  const [found, counted] = await Promise.all([
    rows<AdminPageRow>(
      db,
      sql`select p.id, coalesce(fi.title, '') as title, coalesce(fi.slug, '') as slug, p.with_tabs, p.is_active, ${ts(sql`p.updated_at`)} as updated_at,
          array(select l.language::text from static_page_translations l where l.page_id = p.id order by array_position(array['fi','sv','en','de','fr','ru'], l.language::text)) as languages
        from ${from} where ${where} order by ${PAGE_SORTS[column] ?? PAGE_SORTS.slug} ${dir}, p.id limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`,
    ),
    rows<{ n: number }>(db, sql`select count(*)::int as n from (select 1 from ${from} where ${where} limit ${ADMIN_COUNT_LIMIT + 1}) x`),
  ]);
  const n = counted[0]?.n ?? 0;
  return { rows: found, count: Math.min(n, ADMIN_COUNT_LIMIT), exact: n <= ADMIN_COUNT_LIMIT };
}

/**
 * Per language, why the page's address cannot be used: another page has it, or a product group
 * or brand answers at that address. Empty when every address is free.
 */
export async function slugProblems(db: Executor, input: AdminPageInput, pageId: number | null): Promise<Record<string, string[]>> {
  const given = languageCodes.filter((l) => input.translations[l].slug !== "").map((l) => ({ language: l, slug: input.translations[l].slug }));
  if (given.length === 0) return {};
  const values = sql.join(given.map((g) => sql`(${g.language}::text, ${g.slug}::text)`), sql`, `);
  const clashes = await rows<{ language: LanguageCode; what: string }>(
    db,
    sql`with wanted(language, slug) as (values ${values})
      select w.language, 'page' as what from wanted w join static_page_translations t on t.language::text = w.language and t.slug = w.slug ${pageId === null ? sql`` : sql`and t.page_id <> ${pageId}`}
      union all
      select w.language, 'group' from wanted w join product_group_translations g on g.language::text = w.language and g.path = w.slug
      union all
      select w.language, 'brand' from wanted w join manufacturers m on lower(m.slug) = w.slug`,
  );
  const errors: Record<string, string[]> = {};
  for (const clash of clashes) {
    const message =
      clash.what === "page" ? "Another page has this address in this language." : clash.what === "group" ? "A product group has this address in this language." : "A brand has this address.";
    errors[`translations.${clash.language}.slug`] ??= [message];
  }
  return errors;
}

/** Creates (id null) or replaces a page with its texts and tabs; the HTML is already sanitised. */
export async function savePage(tx: Executor, input: AdminPageInput, id: number | null): Promise<number> {
  let pageId: number;
  if (id === null) {
    const [created] = await rows<{ id: number }>(tx, sql`insert into static_pages (with_tabs, is_active, sort_order) values (${input.with_tabs}, ${input.is_active}, ${input.sort_order}) returning id`);
    pageId = created!.id;
  } else {
    pageId = id;
    await tx.execute(sql`update static_pages set with_tabs = ${input.with_tabs}, is_active = ${input.is_active}, sort_order = ${input.sort_order}, updated_at = now() where id = ${id}`);
    await tx.execute(sql`delete from static_page_translations where page_id = ${id}`);
    await tx.execute(sql`delete from static_page_tabs where page_id = ${id}`);
  }
  const texts = languageCodes.filter((l) => input.translations[l].slug !== "");
  if (texts.length) {
    await tx.execute(
      sql`insert into static_page_translations (page_id, language, slug, title, content_html, meta_description, social_image) values ${sql.join(
        texts.map((l) => {
          const t = input.translations[l];
          return sql`(${pageId}, ${l}, ${t.slug}, ${t.title}, ${t.content_html}, ${t.meta_description || null}, ${t.social_image || null})`;
        }),
        sql`, `,
      )}`,
    );
  }
  const insertTab = async (tab: { translations: AdminPageTab["translations"] }, parent: number | null, order: number) => {
    const [created] = await rows<{ id: number }>(tx, sql`insert into static_page_tabs (page_id, parent_tab_id, sort_order) values (${pageId}, ${parent}, ${order}) returning id`);
    const languages = languageCodes.filter((l) => tab.translations[l].title !== "" && tab.translations[l].slug !== "");
    if (languages.length) {
      await tx.execute(
        sql`insert into static_page_tab_translations (tab_id, language, slug, title, content_html) values ${sql.join(
          languages.map((l) => sql`(${created!.id}, ${l}, ${tab.translations[l].slug}, ${tab.translations[l].title}, ${tab.translations[l].content_html})`),
          sql`, `,
        )}`,
      );
    }
    return created!.id;
  };
  for (const [i, tab] of input.tabs.entries()) {
    const tabId = await insertTab(tab, null, i);
    for (const [j, child] of tab.tabs.entries()) await insertTab(child, tabId, j);
  }
  return pageId;
}

/** Every page whose Finnish address is an experience story's or the hub's: slug → id and state. */
export async function experiencePages(db: Executor): Promise<Map<string, { id: number; is_active: boolean; languages: string[] }>> {
  const found = await rows<{ id: number; slug: string; is_active: boolean; languages: string[] }>(
    db,
    sql`select p.id, t.slug, p.is_active, array(select l.language::text from static_page_translations l where l.page_id = p.id order by array_position(array['fi','sv','en','de','fr','ru'], l.language::text)) as languages
      from static_pages p join static_page_translations t on t.page_id = p.id and t.language = 'fi'
      where not p.with_tabs and (t.slug = ${EXPERIENCE_SLUG_PREFIX} or t.slug like ${`${EXPERIENCE_SLUG_PREFIX}/%`})`,
  );
  return new Map(found.map((r) => [r.slug, { id: r.id, is_active: r.is_active, languages: r.languages }]));
}

/** The brands (slug and name) of the given slugs, in that order. */
export async function brandNames(db: Executor, slugs: string[]): Promise<{ slug: string; name: string }[]> {
  if (slugs.length === 0) return [];
  const found = await rows<{ slug: string; name: string }>(db, sql`select lower(slug) as slug, name from manufacturers where lower(slug) in (${sql.join(slugs.map((s) => sql`${s}`), sql`, `)})`);
  const byslug = new Map(found.map((r) => [r.slug, r.name]));
  return slugs.map((slug) => ({ slug, name: byslug.get(slug) ?? slug }));
}

/**
 * Where the shop links to a page with these addresses (its slugs in every language): the menu's
 * and footer's fixed links, banner buttons, keyword popups' "read more" and the absolute tabs of
 * other pages. Each place in a few words; empty when nothing links to it.
 */
export async function linksToPage(db: Executor, pageId: number, slugs: string[]): Promise<string[]> {
  const paths = [...new Set(slugs.map(pagePath))];
  if (paths.length === 0) return [];
  const found: string[] = [];
  const shell = paths.filter((p) => SHELL_LINKED_PAGE_PATHS.includes(p));
  if (shell.length) found.push(`the menu or footer (${shell.join(", ")})`);
  const [banners, popups, tabs] = await Promise.all([
    rows<{ id: number; url: string }>(db, sql`select banner_id as id, url from banner_translations where url <> ''`),
    rows<{ id: number; url: string }>(db, sql`select keyword_popup_id as id, url from keyword_popup_translations where url is not null and url <> ''`),
    rows<{ id: number; url: string }>(
      db,
      sql`select s.page_id as id, t.slug as url from static_page_tab_translations t join static_page_tabs s on s.id = t.tab_id where t.slug like '/%' and s.page_id <> ${pageId}`,
    ),
  ]);
  const hits = (list: { id: number; url: string }[]) => [...new Set(list.filter((r) => r.url.split(/\r?\n/).some((href) => paths.some((p) => linksTo(href, p)))).map((r) => r.id))].sort((a, b) => a - b);
  const [b, k, t] = [hits(banners), hits(popups), hits(tabs)];
  if (b.length) found.push(`banner ${b.join(", ")}`);
  if (k.length) found.push(`keyword popup ${k.join(", ")}`);
  if (t.length) found.push(`a tab of page ${t.join(", ")}`);
  return found;
}

// robots.txt and the sitemap (issue 14 "SEO"; docs/content.md "Sitemap"): /sitemap.xml is a
// sitemap index of gzipped shards — pages (static pages, stores, the app's own pages, life outdoors, campaigns), product
// groups, brands, and products in shards of PRODUCT_SHARD_MODELS models — every address in every
// language with its hreflang alternates. Shards are built on demand and memoised in the memo
// cache, which is dropped when the catalogue or the content changes.
import { gzip } from "node:zlib";
import { promisify } from "node:util";
import type { FastifyInstance } from "fastify";
import { sql, type Database } from "@polku/db";
import { languageCodes, type LanguageCode } from "@polku/domain";
import { notFound } from "../../http/errors";
import type { MemoCache } from "../../lib/memo-cache";

const gzipAsync = promisify(gzip);

/** 6 languages × 2,000 models = 12,000 addresses a shard, well below the protocol's 50,000. */
export const PRODUCT_SHARD_MODELS = 2000;
/** The app's own pages whose address is the same in every language. */
const FIXED_PAGES = ["", "stores", "pikanouto", "ask", "manufacturers", "newest", "service-products/giftcards", "faq", "life-outdoors", "life-outdoors/blog", "life-outdoors/bloggers"];

export interface SitemapOptions {
  db: Database;
  cache: MemoCache;
  publicUrl: string;
  languageHosts: Record<string, LanguageCode>;
}

type Alternates = Partial<Record<LanguageCode, string>>;

const escapeXml = (value: string) => value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);

export async function sitemapRoutes(app: FastifyInstance, opts: SitemapOptions): Promise<void> {
  const base = new URL(opts.publicUrl);
  const hostOf = (language: LanguageCode) => Object.entries(opts.languageHosts).find(([, l]) => l === language)?.[0];
  const urlOf = (language: LanguageCode, path: string) => {
    const host = hostOf(language);
    return new URL(path === "" ? "/" : `/${path}/`, host ? `${base.protocol}//${host}` : base).href;
  };

  /** One <url> per distinct address of an item, each listing all the item's addresses. */
  const entries = (items: Alternates[]) =>
    items
      .flatMap((paths) => {
        const urls = new Map<string, LanguageCode[]>();
        for (const language of languageCodes) {
          const path = paths[language];
          if (path === undefined) continue;
          const url = urlOf(language, path);
          urls.set(url, [...(urls.get(url) ?? []), language]);
        }
        const links = [...urls].flatMap(([url, languages]) => (languages.length === 1 ? [`<xhtml:link rel="alternate" hreflang="${languages[0]}" href="${escapeXml(url)}"/>`] : []));
        return [...urls.keys()].map((url) => `<url><loc>${escapeXml(url)}</loc>${urls.size > 1 ? links.join("") : ""}</url>`);
      })
      .join("");

  const urlset = async (body: string) =>
    gzipAsync(Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${body}</urlset>\n`));

  const byItem = (rows: { id: number | string; language: string; path: string }[]) => {
    const items = new Map<number | string, Alternates>();
    for (const row of rows) items.set(row.id, { ...items.get(row.id), [row.language]: row.path });
    return [...items.values()];
  };

  const modelCount = () =>
    opts.cache.get("sitemap:model-count", async () => Number((await opts.db.execute<{ n: number }>(sql`select count(*)::int as n from product_models where is_public`)).rows[0]?.n ?? 0));

  const shard = (name: string): Promise<Buffer> =>
    opts.cache.get(`sitemap:${name}`, async () => {
      if (name === "pages") {
        const pages = await opts.db.execute<{ id: number; language: string; path: string }>(sql`
          select t.page_id as id, t.language, t.slug as path from static_page_translations t join static_pages p on p.id = t.page_id where p.is_active and not p.with_tabs`);
        // A page with tabs is listed by its first-level tabs (its own address redirects to the first).
        const tabs = await opts.db.execute<{ id: number; language: string; path: string }>(sql`
          select tab.id, tt.language, t.slug || '/' || tt.slug as path from static_pages p
            join static_page_tabs tab on tab.page_id = p.id and tab.parent_tab_id is null
            join static_page_tab_translations tt on tt.tab_id = tab.id and tt.slug not like '/%'
            join static_page_translations t on t.page_id = p.id and t.language = tt.language
          where p.is_active and p.with_tabs`);
        const stores = await opts.db.execute<{ slug: string }>(sql`select slug from stores where is_active and type <> 'web' order by sort_order, id`);
        const same = (path: string): Alternates => Object.fromEntries(languageCodes.map((l) => [l, path]));
        // Life outdoors (posts and categories per language, bloggers) and the running campaigns (docs/content.md).
        const posts = await opts.db.execute<{ id: string; language: string; path: string }>(sql`
          select 'post-' || p.id as id, t.language, case when p.kind = 'guide' then 'life-outdoors/' else 'life-outdoors/blog/' end || t.slug as path
          from post_translations t join posts p on p.id = t.post_id where p.is_active and p.published_at <= now()
          union all
          select 'category-' || category_id, language, 'life-outdoors/' || slug from post_category_translations`);
        const bloggers = await opts.db.execute<{ slug: string }>(sql`select slug from bloggers where is_active order by sort_order, id`);
        const campaigns = await opts.db.execute<{ slug: string }>(sql`
          select slug from campaigns where is_active and (starts_at is null or starts_at <= now()) and (ends_at is null or ends_at > now()) order by sort_order, id`);
        return urlset(
          entries([
            ...FIXED_PAGES.map(same), ...byItem(pages.rows), ...byItem(tabs.rows), ...stores.rows.map((s) => same(`stores/${s.slug}`)),
            ...byItem(posts.rows), ...bloggers.rows.map((b) => same(`life-outdoors/bloggers/${b.slug}`)), ...campaigns.rows.map((c) => same(`campaigns/${c.slug}`)),
          ]),
        );
      }
      if (name === "groups") {
        const { rows } = await opts.db.execute<{ id: number; language: string; path: string }>(sql`
          select t.group_id as id, t.language, t.path from product_group_translations t join product_groups g on g.id = t.group_id where g.is_active order by g.id`);
        return urlset(entries(byItem(rows)));
      }
      if (name === "brands") {
        const { rows } = await opts.db.execute<{ slug: string }>(sql`select slug from manufacturers where is_active order by id`);
        return urlset(entries(rows.map((r) => Object.fromEntries(languageCodes.map((l) => [l, r.slug])))));
      }
      const match = /^products-(\d+)$/.exec(name);
      const index = match ? Number(match[1]) : -1;
      if (index < 1 || index > Math.ceil((await modelCount()) / PRODUCT_SHARD_MODELS)) throw notFound("Sitemap not found");
      const { rows } = await opts.db.execute<{ id: number; language: string; path: string }>(sql`
        with page as (select id from product_models where is_public order by id limit ${PRODUCT_SHARD_MODELS} offset ${(index - 1) * PRODUCT_SHARD_MODELS})
        select t.model_id as id, t.language, t.path from product_model_translations t join page on page.id = t.model_id order by t.model_id`);
      return urlset(entries(byItem(rows)));
    });

  app.get("/robots.txt", async (_request, reply) => {
    reply.header("content-type", "text/plain; charset=utf-8").header("cache-control", "public, max-age=3600");
    return [
      "User-agent: *",
      "Disallow: /api/",
      "Disallow: /admin/",
      "Disallow: /accounts/",
      "Disallow: /checkout/",
      "Disallow: /order/",
      "Disallow: /search/",
      "Disallow: /dev/",
      "Disallow: /staff/",
      "",
      `Sitemap: ${new URL("/sitemap.xml", base).href}`,
      "",
    ].join("\n");
  });

  app.get("/sitemap.xml", async (_request, reply) => {
    const shards = ["pages", "groups", "brands", ...Array.from({ length: Math.ceil((await modelCount()) / PRODUCT_SHARD_MODELS) }, (_, i) => `products-${i + 1}`)];
    reply.header("content-type", "application/xml; charset=utf-8").header("cache-control", "public, max-age=3600");
    return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${shards
      .map((s) => `<sitemap><loc>${escapeXml(new URL(`/sitemaps/${s}.xml.gz`, base).href)}</loc></sitemap>`)
      .join("")}</sitemapindex>\n`;
  });

  app.get("/sitemaps/:file", async (request, reply) => {
    const file = (request.params as { file: string }).file;
    const match = /^([a-z]+(?:-\d+)?)\.xml\.gz$/.exec(file);
    if (!match) throw notFound("Sitemap not found");
    const body = await shard(match[1]!);
    reply.header("content-type", "application/gzip").header("cache-control", "public, max-age=3600");
    return reply.send(body);
  });
}

// robots.txt and the sitemap (issue 14 "SEO"; docs/content.md "Sitemap"): /sitemap.xml is a
// sitemap index of gzipped shards — pages (static pages, stores, the app's own pages, life
// outdoors, campaigns, brand experiences), product groups, brands, and products in shards of
// PRODUCT_SHARD_MODELS models — every address in every language with its hreflang alternates.
// A products shard is a range of model ids (the shards' first ids come from one index scan) read
// in keyset batches of SHARD_BATCH_MODELS and streamed through gzip, so neither the query nor the
// XML of a whole shard is ever held at once, whatever the catalogue's size. Shards are memoised
// gzipped in the memo cache, which is dropped when the catalogue, the content or the settings
// change.
import { once } from "node:events";
import { createGzip, gzip } from "node:zlib";
import { promisify } from "node:util";
import type { FastifyInstance } from "fastify";
import { sql, type Database } from "@polku/db";
import { languageCodes, type LanguageCode, experiencePath } from "@polku/domain";
import { notFound } from "../../http/errors";
import type { MemoCache } from "../../lib/memo-cache";
import { experienceBrandSlugs } from "./experiences.service";

const gzipAsync = promisify(gzip);

/** 6 languages × 2,000 models = 12,000 addresses a shard, well below the protocol's 50,000. */
export const PRODUCT_SHARD_MODELS = 2000;
/** Models read, turned into XML and gzipped at a time within a products shard. */
export const SHARD_BATCH_MODELS = 250;
/** The protocol's ceiling of addresses in one sitemap file. */
export const SITEMAP_MAX_URLS = 50_000;
/** The app's own pages whose address is the same in every language. */
const FIXED_PAGES = [
  "", "stores", "pikanouto", "ask", "manufacturers", "newest", "service-products/giftcards", "faq", "life-outdoors", "life-outdoors/blog", "life-outdoors/bloggers",
  "experiences", "experiences/products",
];

export interface SitemapOptions {
  db: Database;
  cache: MemoCache;
  publicUrl: string;
  languageHosts: Record<string, LanguageCode>;
}

type Alternates = Partial<Record<LanguageCode, string>>;

const URLSET_OPEN = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">`;
const URLSET_CLOSE = "</urlset>\n";

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

  const urlset = async (body: string) => gzipAsync(Buffer.from(`${URLSET_OPEN}${body}${URLSET_CLOSE}`));

  const byItem = (rows: { id: number | string; language: string; path: string }[]) => {
    const items = new Map<number | string, Alternates>();
    for (const row of rows) items.set(row.id, { ...items.get(row.id), [row.language]: row.path });
    return [...items.values()];
  };

  /** The first public model id of each products shard, in order: one scan of the ids, memoised. */
  const shardStarts = () =>
    opts.cache.get("sitemap:product-shard-starts", async () => {
      const { rows } = await opts.db.execute<{ id: number }>(sql`
        select id from (select id, row_number() over (order by id) as n from product_models where is_public) s
        where (n - 1) % ${PRODUCT_SHARD_MODELS} = 0 order by id`);
      return rows.map((r) => Number(r.id));
    });

  /**
   * Products shard `index` (from 1): the public models with ids from its start up to the next
   * shard's, read SHARD_BATCH_MODELS at a time after the last id read (keyset, no offset) and
   * written through gzip as they come.
   */
  const productShard = async (index: number): Promise<Buffer> => {
    const starts = await shardStarts();
    if (!Number.isInteger(index) || index < 1 || index > starts.length) throw notFound("Sitemap not found");
    const from = starts[index - 1]!;
    const to = starts[index] ?? null;
    const zip = createGzip();
    const chunks: Buffer[] = [];
    zip.on("data", (chunk: Buffer) => chunks.push(chunk));
    const ended = once(zip, "end");
    const write = async (text: string) => {
      if (!zip.write(text)) await once(zip, "drain");
    };
    await write(URLSET_OPEN);
    let after = from - 1;
    for (;;) {
      const { rows } = await opts.db.execute<{ id: number; language: string; path: string }>(sql`
        with batch as (
          select id from product_models
          where is_public and id > ${after} ${to === null ? sql`` : sql`and id < ${to}`}
          order by id limit ${SHARD_BATCH_MODELS}
        )
        select batch.id, t.language, t.path from batch left join product_model_translations t on t.model_id = batch.id order by batch.id`);
      if (rows.length === 0) break;
      await write(entries(byItem(rows.filter((r) => r.path !== null))));
      after = Number(rows[rows.length - 1]!.id);
      if (new Set(rows.map((r) => r.id)).size < SHARD_BATCH_MODELS) break;
    }
    zip.end(URLSET_CLOSE);
    await ended;
    return Buffer.concat(chunks);
  };

  const shard = (name: string): Promise<Buffer> =>
    opts.cache.get(`sitemap:${name}`, async () => {
      if (name === "pages") {
        const pages = await opts.db.execute<{ id: number; language: string; path: string }>(sql`
          select t.page_id as id, t.language, t.slug as path from static_page_translations t join static_pages p on p.id = t.page_id
          where p.is_active and not p.with_tabs and t.slug <> 'experiences' and t.slug not like 'experiences/%'`);
        // Brand experiences: the brands of experience_manufacturer_list (their stories are static pages, left out above).
        const experiences = await experienceBrandSlugs(opts.db);
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
            ...experiences.map((slug) => same(experiencePath(slug).slice(1, -1))),
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
      return productShard(match ? Number(match[1]) : -1);
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
    const shards = ["pages", "groups", "brands", ...(await shardStarts()).map((_, i) => `products-${i + 1}`)];
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

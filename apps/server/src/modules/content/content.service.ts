// Content use cases (docs/content.md): pages and tabbed pages with sanitised HTML, the stores,
// the address language of a path, and the customer-service forms (stored, mailed in one
// transaction). Reads are memoised per language in the shop's memo cache, which is dropped
// whenever the catalogue or the content changes.
import { sql, type Database } from "@polku/db";
import {
  languageCodes,
  type ContactForm,
  type LanguageCode,
  type StaticPageResponse,
  type StaticPageWithTabsResponse,
  type StaticTab,
  type StoreDetail,
} from "@polku/domain";
import { notFound } from "../../http/errors";
import { enqueueMail } from "../../lib/mail/outbox";
import { mediaUrl } from "../../lib/media-url";
import type { MemoCache } from "../../lib/memo-cache";
import { createContentRepository } from "./content.repository";
import { renderContactConfirmation, renderContactNotification } from "./content.mail";
import { sanitisePageHtml } from "./sanitise";

export const PAGE_NOT_FOUND = "Page not found";

export interface ContactMessageInput {
  form: ContactForm;
  language: LanguageCode;
  name: string;
  email: string;
  orderNumber: string;
  topic: string;
  message: string;
  customerId: number | null;
}

export interface ContentServiceOptions {
  db: Database;
  cache: MemoCache;
  mailFrom: string;
  /** Where the shop reads customer-service messages (the notification's recipient). */
  serviceAddress: string;
  shopName: string;
  mailQueued?: () => void;
  /** More addresses per language (life outdoors posts and categories), without end slashes. */
  extraAddresses?: () => Promise<{ language: string; path: string }[]>;
}

export function createContentService(opts: ContentServiceOptions) {
  const { db, cache } = opts;
  const repo = createContentRepository(db);
  const alternates = async (pageId: number) => Object.fromEntries((await repo.pageSlugs(pageId)).map((r) => [r.language, r.slug]));

  /** Per language: the paths a page address may have (group paths, static slugs, tab pages). */
  const addressSets = () =>
    cache.get("content:address-sets", async () => {
      const [pages, groups, extra] = await Promise.all([
        repo.allPageSlugs(),
        db.execute<{ language: string; path: string }>(sql`select t.language, t.path from product_group_translations t join product_groups g on g.id = t.group_id where g.is_active`),
        opts.extraAddresses?.() ?? Promise.resolve([]),
      ]);
      const sets = new Map<string, { exact: Set<string>; tabPages: Set<string> }>(languageCodes.map((l) => [l, { exact: new Set<string>(), tabPages: new Set<string>() }]));
      for (const page of pages) (page.withTabs ? sets.get(page.language)?.tabPages : sets.get(page.language)?.exact)?.add(page.slug);
      for (const group of groups.rows) sets.get(group.language)?.exact.add(group.path);
      for (const address of extra) sets.get(address.language)?.exact.add(address.path.toLowerCase());
      return sets;
    });

  return {
    staticPage: (language: LanguageCode, slug: string) =>
      cache.get(`static-page:${language}:${slug}`, async (): Promise<StaticPageResponse | null> => {
        const page = await repo.pageBySlug(language, slug, false);
        if (!page) return null;
        return {
          slug: page.slug,
          title: page.title,
          content: sanitisePageHtml(page.contentHtml),
          metaDescription: page.metaDescription,
          socialImage: mediaUrl(page.socialImage),
          alternates: await alternates(page.id),
        };
      }).then((page) => {
        if (!page) throw notFound(PAGE_NOT_FOUND);
        return page;
      }),

    staticPageWithTabs: (language: LanguageCode, slug: string) =>
      cache.get(`static-page-tabs:${language}:${slug}`, async (): Promise<StaticPageWithTabsResponse | null> => {
        const page = await repo.pageBySlug(language, slug.split("/")[0] ?? slug, true);
        if (!page) return null;
        const rows = await repo.tabs(page.id, language);
        const build = (parent: number | null): StaticTab[] =>
          rows.filter((r) => r.parentTabId === parent).map((r) => ({ title: r.title, slug: r.slug, content: sanitisePageHtml(r.contentHtml), tabs: build(r.id) }));
        return {
          slug: page.slug,
          title: page.title,
          content: sanitisePageHtml(page.contentHtml),
          metaDescription: page.metaDescription,
          tabs: build(null),
          alternates: await alternates(page.id),
        };
      }).then((page) => {
        if (!page) throw notFound(PAGE_NOT_FOUND);
        return page;
      }),

    stores: (language: LanguageCode) =>
      cache.get(`content-stores:${language}`, async (): Promise<StoreDetail[]> =>
        (await repo.stores()).map((store) => ({
          ...store,
          openingExceptions: store.openingExceptions.map((e) => ({ date: e.date, opens: e.opens, closes: e.closes, name: e.name[language] ?? e.name.fi ?? "" })),
        })),
      ),

    /**
     * docs/content.md "Addresses in every language": null when `path` is an address of
     * `language` (or of none); otherwise the first language, in the shop's order, that has it.
     */
    async routeLanguage(rawPath: string, language: LanguageCode): Promise<LanguageCode | null> {
      const path = rawPath.replace(/^\/+|\/+$/g, "").toLowerCase();
      if (!path) return null;
      const sets = await addressSets();
      const first = path.split("/")[0]!;
      const holds = (l: LanguageCode) => {
        const set = sets.get(l)!;
        return set.exact.has(path) || set.tabPages.has(first);
      };
      if (holds(language)) return null;
      const byPage = languageCodes.find(holds);
      if (byPage) return byPage;
      // A product: /{manufacturer}/{model-slug}/ with the model's slug in some language.
      const segments = path.split("/");
      if (segments.length !== 2) return null;
      const { rows } = await db.execute<{ language: LanguageCode }>(
        sql`select language from product_model_translations where language in ('fi','sv','en','de','fr','ru') and slug = ${segments[1]!} and path = ${path}`,
      );
      const found = new Set(rows.map((r) => r.language));
      if (found.has(language) || found.size === 0) return null;
      return languageCodes.find((l) => found.has(l)) ?? null;
    },

    /** Stores the message and queues the confirmation and the shop's notification together. */
    async sendContactMessage(input: ContactMessageInput): Promise<{ id: number }> {
      const id = await db.transaction(async (tx) => {
        const id = await repo.insertMessage(tx, {
          form: input.form, language: input.language, name: input.name, email: input.email,
          orderNumber: input.orderNumber || null, topic: input.topic, message: input.message, customerId: input.customerId,
        });
        await enqueueMail(tx, opts.mailFrom, { kind: `contact.${input.form}.confirmation`, to: input.email, language: input.language, dedupeKey: `contact.confirmation:${id}`, ...renderContactConfirmation(input, opts.shopName) });
        await enqueueMail(tx, opts.mailFrom, { kind: `contact.${input.form}.notification`, to: opts.serviceAddress, language: "fi", dedupeKey: `contact.notification:${id}`, ...renderContactNotification({ ...input, id }, opts.shopName) });
        return id;
      });
      opts.mailQueued?.();
      return { id };
    },
  };
}
export type ContentService = ReturnType<typeof createContentService>;

// SQL of the content module (docs/content.md): static pages and their tabs, stores, and the
// customer-service forms' messages.
import { and, asc, eq, ne } from "@polku/db/orm";
import { type Database, type Executor, contactMessages, staticPages, staticPageTabs, staticPageTabTranslations, staticPageTranslations, stores } from "@polku/db";
import type { LanguageCode } from "@polku/domain";

export function createContentRepository(db: Database) {
  return {
    /** An active page (with or without tabs) by its slug in one language. */
    pageBySlug: async (language: LanguageCode, slug: string, withTabs: boolean) => {
      const [row] = await db
        .select({
          id: staticPages.id,
          slug: staticPageTranslations.slug,
          title: staticPageTranslations.title,
          contentHtml: staticPageTranslations.contentHtml,
          metaDescription: staticPageTranslations.metaDescription,
          socialImage: staticPageTranslations.socialImage,
        })
        .from(staticPages)
        .innerJoin(staticPageTranslations, eq(staticPageTranslations.pageId, staticPages.id))
        .where(and(eq(staticPageTranslations.language, language), eq(staticPageTranslations.slug, slug), eq(staticPages.isActive, true), eq(staticPages.withTabs, withTabs)))
        .limit(1);
      return row ?? null;
    },

    /** The page's slug in every language. */
    pageSlugs: (pageId: number) =>
      db.select({ language: staticPageTranslations.language, slug: staticPageTranslations.slug }).from(staticPageTranslations).where(eq(staticPageTranslations.pageId, pageId)),

    tabs: (pageId: number, language: LanguageCode) =>
      db
        .select({
          id: staticPageTabs.id,
          parentTabId: staticPageTabs.parentTabId,
          slug: staticPageTabTranslations.slug,
          title: staticPageTabTranslations.title,
          contentHtml: staticPageTabTranslations.contentHtml,
        })
        .from(staticPageTabs)
        .innerJoin(staticPageTabTranslations, and(eq(staticPageTabTranslations.tabId, staticPageTabs.id), eq(staticPageTabTranslations.language, language)))
        .where(eq(staticPageTabs.pageId, pageId))
        .orderBy(asc(staticPageTabs.sortOrder), asc(staticPageTabs.id)),

    /** Every active page's slug in every language (the address language lookup). */
    allPageSlugs: () =>
      db
        .select({ language: staticPageTranslations.language, slug: staticPageTranslations.slug, withTabs: staticPages.withTabs })
        .from(staticPageTranslations)
        .innerJoin(staticPages, eq(staticPages.id, staticPageTranslations.pageId))
        .where(eq(staticPages.isActive, true)),

    /** The shop's stores a shopper can visit (not the web warehouse). */
    stores: () =>
      db
        .select({
          id: stores.id,
          slug: stores.slug,
          name: stores.name,
          type: stores.type,
          streetAddress: stores.streetAddress,
          postalCode: stores.postalCode,
          city: stores.city,
          phone: stores.phone,
          email: stores.email,
          latitude: stores.latitude,
          longitude: stores.longitude,
          openingHours: stores.openingHours,
          openingExceptions: stores.openingExceptions,
          services: stores.services,
          pikanouto: stores.pikanouto,
          nouto: stores.nouto,
        })
        .from(stores)
        .where(and(eq(stores.isActive, true), ne(stores.type, "web")))
        .orderBy(asc(stores.sortOrder), asc(stores.id)),

    insertMessage: async (tx: Executor, row: typeof contactMessages.$inferInsert) => {
      const [created] = await tx.insert(contactMessages).values(row).returning({ id: contactMessages.id });
      return created!.id;
    },

  };
}
export type ContentRepository = ReturnType<typeof createContentRepository>;

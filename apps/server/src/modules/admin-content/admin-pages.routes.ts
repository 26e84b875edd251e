// /api/admin/pages/… and /api/admin/experiences/ (docs/admin.md "Pages"): staff list, create and
// edit static pages and pages with tabs in six languages, publish and unpublish them, and see which
// brands of experience_manufacturer_list have their experience story. The body HTML goes through
// the storefront's sanitiser before it is stored; an address another page, a product group or a
// brand already answers is the field's 400. Every save is versioned (409 when stale), audited and
// bumps the content version in its transaction, and drops this process's caches, so the shop shows
// the page on its next answer.
import type { FastifyInstance } from "fastify";
import type { CacheScope, Database } from "@polku/db";
import { bumpCacheVersion, isUniqueViolation } from "@polku/db";
import { sql } from "@polku/db/orm";
import { languageCodes } from "@polku/domain";
import { adminIdParamsSchema } from "@polku/domain/admin/catalogue";
import { ADMIN_COUNT_LIMIT } from "@polku/domain/admin/common";
import {
  EXPERIENCE_SLUG_PREFIX,
  adminExperienceListSchema,
  adminPageInputSchema,
  adminPageListQuerySchema,
  adminPagePageSchema,
  adminPageSchema,
  adminPageUpdateSchema,
  adminPageDeleteSchema,
  adminPageDeletedSchema,
  adminPagePreviewInputSchema,
  adminPagePreviewSchema,
  PAGE_LINKED_CODE,
  type AdminPageInput,
} from "@polku/domain/admin/pages";
import { badRequest, HttpError } from "../../http/errors";
import { route } from "../../http/contract";
import { actorOf, assertVersion, recordAudit } from "../admin-core";
import { sanitisePageHtml } from "../content";
import { experienceBrandSlugs } from "../content/experiences.service";
import { brandNames, experiencePages, linksToPage, listPages, loadPage, pageStateOf, savePage, slugProblems } from "./admin-pages.repository";

const pageNotFound = () => new HttpError(404, "not_found", "Page not found");

/** The input with every HTML body as the shop will show it (spec 01 §5; docs/content.md). */
export function sanitisedPage(input: AdminPageInput): AdminPageInput {
  const clean = <T extends { content_html: string }>(t: T): T => ({ ...t, content_html: t.content_html.trim() === "" ? "" : sanitisePageHtml(t.content_html) });
  const each = <T extends { content_html: string }>(texts: Record<string, T>) => Object.fromEntries(languageCodes.map((l) => [l, clean(texts[l]!)])) as Record<(typeof languageCodes)[number], T>;
  return {
    ...input,
    translations: each(input.translations),
    tabs: input.tabs.map((tab) => ({ translations: each(tab.translations), tabs: tab.tabs.map((child) => ({ translations: each(child.translations) })) })),
  };
}

/** Tags and attributes in HTML: the sanitiser removed something when the count drops. */
const htmlShapeSize = (html: string) => (html.match(/<[a-zA-Z]/g)?.length ?? 0) + (html.match(/\s[a-zA-Z][\w:-]*\s*=/g)?.length ?? 0);

const titleOf = (input: AdminPageInput) => `${input.translations.fi.title} (/${input.translations.fi.slug}/)`;

export async function adminPagesRoutes(app: FastifyInstance, opts: { db: Database; onChange: (scope: CacheScope) => void }): Promise<void> {
  /** Runs a page write; a unique violation (two saves taking one address at once) is the slug's 400. */
  const write = async <T>(input: AdminPageInput, pageId: number | null, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const problems = await slugProblems(opts.db, input, pageId);
      throw badRequest(Object.keys(problems).length ? problems : { "translations.fi.slug": ["Another page has this address in this language."] });
    }
  };

  route(app, {
    method: "GET",
    url: "/api/admin/pages/",
    tag: "Admin: content",
    summary: "Static pages and pages with tabs, searched, filtered and paged",
    auth: "staff",
    query: adminPageListQuerySchema,
    responses: { 200: adminPagePageSchema },
  }, async (_request, _reply, io) => {
    const query = io.query();
    const found = await listPages(opts.db, query);
    return io.output({ results: found.rows, count: found.count, count_exact: found.exact || found.count < ADMIN_COUNT_LIMIT, page: query.page, per_page: query.per_page });
  });

  route(app, {
    method: "GET",
    url: "/api/admin/pages/:id/",
    tag: "Admin: content",
    summary: "A page with its texts and tabs in every language",
    auth: "staff",
    params: adminIdParamsSchema,
    responses: { 200: adminPageSchema },
  }, async (_request, _reply, io) => {
    const page = await loadPage(opts.db, io.params(pageNotFound).id);
    if (!page) throw pageNotFound();
    return io.output(page);
  });

  route(app, {
    method: "POST",
    url: "/api/admin/pages/",
    tag: "Admin: content",
    summary: "Create a page (its HTML sanitised)",
    auth: "staff",
    body: adminPageInputSchema,
    responses: { 201: adminPageSchema },
  }, async (request, reply, io) => {
    const input = sanitisedPage(io.body());
    const actor = actorOf(request);
    const id = await write(input, null, () =>
      opts.db.transaction(async (tx) => {
        const problems = await slugProblems(tx, input, null);
        if (Object.keys(problems).length) throw badRequest(problems);
        const created = await savePage(tx, input, null);
        await bumpCacheVersion(tx, "content");
        await recordAudit(tx, actor, { action: "create", entity: "static_page", entityId: created, summary: `${titleOf(input)} created`, after: input });
        return created;
      }),
    );
    opts.onChange("content");
    return reply.status(201).send(io.output((await loadPage(opts.db, id))!));
  });

  route(app, {
    method: "PUT",
    url: "/api/admin/pages/:id/",
    tag: "Admin: content",
    summary: "Change, publish or unpublish a page (its HTML sanitised; optimistic version check)",
    auth: "staff",
    body: adminPageUpdateSchema,
    params: adminIdParamsSchema,
    responses: { 200: adminPageSchema },
  }, async (request, _reply, io) => {
    const id = io.params(pageNotFound).id;
    const { version, ...raw } = io.body();
    const input = sanitisedPage(raw);
    const actor = actorOf(request);
    await write(input, id, () =>
      opts.db.transaction(async (tx) => {
        const current = await loadPage(tx, id, true);
        if (!current) throw pageNotFound();
        const before = pageStateOf(current);
        assertVersion(before, version);
        const problems = await slugProblems(tx, input, id);
        if (Object.keys(problems).length) throw badRequest(problems);
        await savePage(tx, input, id);
        await bumpCacheVersion(tx, "content");
        const what = before.is_active && !input.is_active ? "unpublished" : !before.is_active && input.is_active ? "published" : "edited";
        await recordAudit(tx, actor, { action: "update", entity: "static_page", entityId: id, summary: `${titleOf(input)} ${what}`, before, after: input });
      }),
    );
    opts.onChange("content");
    return io.output((await loadPage(opts.db, id))!);
  });

  route(app, {
    method: "POST",
    url: "/api/admin/pages/:id/delete/",
    tag: "Admin: content",
    summary: "Delete a page with its tabs; refused (409 page_linked) while the shop's menu, footer, a banner, a keyword popup or another page's tab links to it",
    auth: "staff",
    body: adminPageDeleteSchema,
    params: adminIdParamsSchema,
    responses: { 200: adminPageDeletedSchema },
  }, async (request, _reply, io) => {
    const id = io.params(pageNotFound).id;
    const { version } = io.body();
    const actor = actorOf(request);
    await opts.db.transaction(async (tx) => {
      const current = await loadPage(tx, id, true);
      if (!current) throw pageNotFound();
      const before = pageStateOf(current);
      assertVersion(before, version);
      const links = await linksToPage(tx, id, languageCodes.map((l) => current.translations[l].slug).filter((slug) => slug !== ""));
      if (links.length)
        throw new HttpError(409, PAGE_LINKED_CODE, `The shop links to this page from ${links.join("; ")}. Remove those links first, or unpublish the page instead.`);
      await tx.execute(sql`delete from static_pages where id = ${id}`);
      await bumpCacheVersion(tx, "content");
      await recordAudit(tx, actor, { action: "delete", entity: "static_page", entityId: id, summary: `${titleOf(before)} deleted`, before });
    });
    opts.onChange("content");
    return io.output({ id, deleted: true as const });
  });

  route(app, {
    method: "POST",
    url: "/api/admin/pages/preview/",
    tag: "Admin: content",
    summary: "Page HTML as the shop would show it (sanitised with the shop's rules; nothing is saved)",
    auth: "staff",
    body: adminPagePreviewInputSchema,
    responses: { 200: adminPagePreviewSchema },
  }, async (_request, _reply, io) => {
    const { html } = io.body();
    const clean = html.trim() === "" ? "" : sanitisePageHtml(html);
    return io.output({ html: clean, removed: htmlShapeSize(clean) < htmlShapeSize(html) });
  });

  route(app, {
    method: "GET",
    url: "/api/admin/experiences/",
    tag: "Admin: content",
    summary: "The brands of experience_manufacturer_list with their experience story pages",
    auth: "staff",
    responses: { 200: adminExperienceListSchema },
  }, async (_request, _reply, io) => {
    const [slugs, pages] = await Promise.all([experienceBrandSlugs(opts.db), experiencePages(opts.db)]);
    const brands = await brandNames(opts.db, slugs);
    return io.output({
      hub_page_id: pages.get(EXPERIENCE_SLUG_PREFIX)?.id ?? null,
      brands: brands.map((brand) => {
        const page = pages.get(`${EXPERIENCE_SLUG_PREFIX}/${brand.slug}`);
        return { slug: brand.slug, name: brand.name, page_id: page?.id ?? null, is_active: page?.is_active ?? null, languages: page?.languages ?? [] };
      }),
    });
  });
}

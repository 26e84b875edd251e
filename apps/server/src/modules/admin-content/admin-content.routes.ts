// /api/admin/banners/…, /api/admin/keywords/… and /api/admin/settings/… (docs/admin.md
// "Content"): staff edit banners and keyword popups, admins the general settings. Every save is
// versioned, audited and bumps the content or settings version in its transaction, and drops
// this process's caches, so the shop's banners, popups and settings show it on their next answer.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { CacheScope, Database } from "@polku/db";
import { bumpCacheVersion } from "@polku/db";
import { adminIdParamsSchema } from "@polku/domain/admin/catalogue";
import { ADMIN_COUNT_LIMIT } from "@polku/domain/admin/common";
import {
  adminBannerInputSchema,
  adminBannerListQuerySchema,
  adminBannerPageSchema,
  adminBannerSchema,
  adminBannerUpdateSchema,
  adminKeywordInputSchema,
  adminKeywordListQuerySchema,
  adminKeywordPageSchema,
  adminKeywordSchema,
  adminKeywordUpdateSchema,
  adminSettingListSchema,
  adminSettingSchema,
  adminSettingUpdateSchema,
  settingKeySchema,
  settingValueProblem,
} from "@polku/domain/admin/content";
import { badRequest, HttpError } from "../../http/errors";
import { route } from "../../http/contract";
import { actorOf, recordAudit, assertVersion } from "../admin-core";
import {
  bannerStateOf,
  groupExists,
  keywordStateOf,
  listBanners,
  listKeywords,
  listSettings,
  loadBanner,
  loadKeyword,
  saveBanner,
  saveKeyword,
  saveSetting,
  settingStateOf,
} from "./admin-content.repository";

const notFound = (what: string) => () => new HttpError(404, "not_found", `${what} not found`);
const bannerNotFound = notFound("Banner");
const keywordNotFound = notFound("Keyword popup");
const settingNotFound = notFound("Setting");

/** A setting's path parameter: one of the general settings' keys, else the setting is not found. */
const settingParamsSchema = z.object({ key: settingKeySchema });

const page = <T>(found: { rows: T[]; count: number; exact: boolean }, q: { page: number; per_page: number }) => ({
  results: found.rows,
  count: found.count,
  count_exact: found.exact || found.count < ADMIN_COUNT_LIMIT,
  page: q.page,
  per_page: q.per_page,
});

export async function adminContentRoutes(app: FastifyInstance, opts: { db: Database; onChange: (scope: CacheScope) => void }): Promise<void> {
  // ---- banners --------------------------------------------------------------------------------
  route(app, {
    method: "GET",
    url: "/api/admin/banners/",
    tag: "Admin: content",
    summary: "Banners, searched, filtered and paged",
    auth: "staff",
    query: adminBannerListQuerySchema,
    responses: { 200: adminBannerPageSchema },
  }, async (_request, _reply, io) => {
    const query = io.query();
    return io.output(page(await listBanners(opts.db, query), query));
  });

  route(app, {
    method: "GET",
    url: "/api/admin/banners/:id/",
    tag: "Admin: content",
    summary: "A banner with its texts in every language",
    auth: "staff",
    params: adminIdParamsSchema,
    responses: { 200: adminBannerSchema },
  }, async (_request, _reply, io) => {
    const banner = await loadBanner(opts.db, io.params(bannerNotFound).id);
    if (!banner) throw bannerNotFound();
    return io.output(banner);
  });

  const checkBannerRefs = async (tx: Parameters<Parameters<Database["transaction"]>[0]>[0], groupId: number | null) => {
    if (groupId !== null && !(await groupExists(tx, groupId))) throw badRequest({ product_group_id: ["No such product group."] });
  };

  route(app, {
    method: "POST",
    url: "/api/admin/banners/",
    tag: "Admin: content",
    summary: "Create a banner",
    auth: "staff",
    body: adminBannerInputSchema,
    responses: { 201: adminBannerSchema },
  }, async (request, reply, io) => {
    const input = io.body();
    const actor = actorOf(request);
    const id = await opts.db.transaction(async (tx) => {
      await checkBannerRefs(tx, input.product_group_id);
      const created = await saveBanner(tx, input, null);
      await bumpCacheVersion(tx, "content");
      await recordAudit(tx, actor, { action: "create", entity: "banner", entityId: created, summary: `${input.translations.fi.title || input.translations.fi.heading} created`, after: input });
      return created;
    });
    opts.onChange("content");
    return reply.status(201).send(io.output((await loadBanner(opts.db, id))!));
  });

  route(app, {
    method: "PUT",
    url: "/api/admin/banners/:id/",
    tag: "Admin: content",
    summary: "Change, deactivate or activate a banner (optimistic version check)",
    auth: "staff",
    body: adminBannerUpdateSchema,
    params: adminIdParamsSchema,
    responses: { 200: adminBannerSchema },
  }, async (request, _reply, io) => {
    const id = io.params(bannerNotFound).id;
    const { version, ...input } = io.body();
    const actor = actorOf(request);
    await opts.db.transaction(async (tx) => {
      const current = await loadBanner(tx, id, true);
      if (!current) throw bannerNotFound();
      const before = bannerStateOf(current);
      assertVersion(before, version);
      await checkBannerRefs(tx, input.product_group_id);
      await saveBanner(tx, input, id);
      await bumpCacheVersion(tx, "content");
      const what = before.is_active && !input.is_active ? "deactivated" : !before.is_active && input.is_active ? "activated" : "edited";
      await recordAudit(tx, actor, { action: "update", entity: "banner", entityId: id, summary: `${input.translations.fi.title || input.translations.fi.heading} ${what}`, before, after: input });
    });
    opts.onChange("content");
    return io.output((await loadBanner(opts.db, id))!);
  });

  // ---- keyword popups -------------------------------------------------------------------------
  route(app, {
    method: "GET",
    url: "/api/admin/keywords/",
    tag: "Admin: content",
    summary: "Keyword popups, searched, filtered and paged",
    auth: "staff",
    query: adminKeywordListQuerySchema,
    responses: { 200: adminKeywordPageSchema },
  }, async (_request, _reply, io) => {
    const query = io.query();
    return io.output(page(await listKeywords(opts.db, query), query));
  });

  route(app, {
    method: "GET",
    url: "/api/admin/keywords/:id/",
    tag: "Admin: content",
    summary: "A keyword popup with its texts in every language",
    auth: "staff",
    params: adminIdParamsSchema,
    responses: { 200: adminKeywordSchema },
  }, async (_request, _reply, io) => {
    const keyword = await loadKeyword(opts.db, io.params(keywordNotFound).id);
    if (!keyword) throw keywordNotFound();
    return io.output(keyword);
  });

  route(app, {
    method: "POST",
    url: "/api/admin/keywords/",
    tag: "Admin: content",
    summary: "Create a keyword popup",
    auth: "staff",
    body: adminKeywordInputSchema,
    responses: { 201: adminKeywordSchema },
  }, async (request, reply, io) => {
    const input = io.body();
    const actor = actorOf(request);
    const id = await opts.db.transaction(async (tx) => {
      const created = await saveKeyword(tx, input, null);
      await bumpCacheVersion(tx, "content");
      await recordAudit(tx, actor, { action: "create", entity: "keyword_popup", entityId: created, summary: `${input.translations.fi.keyword} created`, after: input });
      return created;
    });
    opts.onChange("content");
    return reply.status(201).send(io.output((await loadKeyword(opts.db, id))!));
  });

  route(app, {
    method: "PUT",
    url: "/api/admin/keywords/:id/",
    tag: "Admin: content",
    summary: "Change, deactivate or activate a keyword popup (optimistic version check)",
    auth: "staff",
    body: adminKeywordUpdateSchema,
    params: adminIdParamsSchema,
    responses: { 200: adminKeywordSchema },
  }, async (request, _reply, io) => {
    const id = io.params(keywordNotFound).id;
    const { version, ...input } = io.body();
    const actor = actorOf(request);
    await opts.db.transaction(async (tx) => {
      const current = await loadKeyword(tx, id, true);
      if (!current) throw keywordNotFound();
      const before = keywordStateOf(current);
      assertVersion(before, version);
      await saveKeyword(tx, input, id);
      await bumpCacheVersion(tx, "content");
      const what = before.is_active && !input.is_active ? "deactivated" : !before.is_active && input.is_active ? "activated" : "edited";
      await recordAudit(tx, actor, { action: "update", entity: "keyword_popup", entityId: id, summary: `${input.translations.fi.keyword} ${what}`, before, after: input });
    });
    opts.onChange("content");
    return io.output((await loadKeyword(opts.db, id))!);
  });

  // ---- general settings (admins) --------------------------------------------------------------
  route(app, {
    method: "GET",
    url: "/api/admin/settings/",
    tag: "Admin: content",
    summary: "The general settings with their values and texts",
    auth: "admin",
    responses: { 200: adminSettingListSchema },
  }, async (_request, _reply, io) => io.output({ results: await listSettings(opts.db) }));

  route(app, {
    method: "PUT",
    url: "/api/admin/settings/:key/",
    tag: "Admin: content",
    summary: "Change a general setting (optimistic version check)",
    auth: "admin",
    body: adminSettingUpdateSchema,
    params: settingParamsSchema,
    responses: { 200: adminSettingSchema },
  }, async (request, _reply, io) => {
    const { key } = io.params(settingNotFound);
    const input = io.body();
    const problem = settingValueProblem(key, input.value);
    if (problem) throw badRequest({ value: [problem] });
    const actor = actorOf(request);
    await opts.db.transaction(async (tx) => {
      const [current] = await listSettings(tx, key, true);
      const before = settingStateOf(current!);
      assertVersion(before, input.version);
      const translations = current!.translations === null ? null : { ...current!.translations, ...(input.translations ?? {}) };
      await saveSetting(tx, key, input.value, translations);
      await bumpCacheVersion(tx, "settings");
      await recordAudit(tx, actor, { action: "update", entity: "setting", entityId: key, summary: `${key} changed`, before, after: { value: input.value, translations } });
    });
    opts.onChange("settings");
    const [saved] = await listSettings(opts.db, key);
    return io.output(saved!);
  });
}

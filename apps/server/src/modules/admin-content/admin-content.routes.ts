// /api/admin/banners/…, /api/admin/keywords/… and /api/admin/settings/… (docs/admin.md
// "Content"): staff edit banners and keyword popups, admins the general settings. Every save is
// versioned, audited and bumps the content or settings version in its transaction, and drops
// this process's caches, so the shop's banners, popups and settings show it on their next answer.
import type { FastifyInstance } from "fastify";
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
import { output, parseInput } from "../../http/validate";
import { actorOf } from "../admin-core/admin-api";
import { recordAudit } from "../admin-core/audit";
import { assertVersion } from "../admin-core/versions";
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

function idOf(params: unknown, missing: () => HttpError): number {
  const parsed = adminIdParamsSchema.safeParse(params);
  if (!parsed.success) throw missing();
  return parsed.data.id;
}

const page = <T>(found: { rows: T[]; count: number; exact: boolean }, q: { page: number; per_page: number }) => ({
  results: found.rows,
  count: found.count,
  count_exact: found.exact || found.count < ADMIN_COUNT_LIMIT,
  page: q.page,
  per_page: q.per_page,
});

export async function adminContentRoutes(app: FastifyInstance, opts: { db: Database; onChange: (scope: CacheScope) => void }): Promise<void> {
  // ---- banners --------------------------------------------------------------------------------
  app.get("/api/admin/banners/", async (request) => {
    const query = parseInput(adminBannerListQuerySchema, request.query);
    return output(adminBannerPageSchema, page(await listBanners(opts.db, query), query));
  });

  app.get("/api/admin/banners/:id/", async (request) => {
    const banner = await loadBanner(opts.db, idOf(request.params, bannerNotFound));
    if (!banner) throw bannerNotFound();
    return output(adminBannerSchema, banner);
  });

  const checkBannerRefs = async (tx: Parameters<Parameters<Database["transaction"]>[0]>[0], groupId: number | null) => {
    if (groupId !== null && !(await groupExists(tx, groupId))) throw badRequest({ product_group_id: ["No such product group."] });
  };

  app.post("/api/admin/banners/", async (request, reply) => {
    const input = parseInput(adminBannerInputSchema, request.body);
    const actor = actorOf(request);
    const id = await opts.db.transaction(async (tx) => {
      await checkBannerRefs(tx, input.product_group_id);
      const created = await saveBanner(tx, input, null);
      await bumpCacheVersion(tx, "content");
      await recordAudit(tx, actor, { action: "create", entity: "banner", entityId: created, summary: `${input.translations.fi.title || input.translations.fi.heading} created`, after: input });
      return created;
    });
    opts.onChange("content");
    reply.status(201);
    return output(adminBannerSchema, (await loadBanner(opts.db, id))!);
  });

  app.put("/api/admin/banners/:id/", async (request) => {
    const id = idOf(request.params, bannerNotFound);
    const { version, ...input } = parseInput(adminBannerUpdateSchema, request.body);
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
    return output(adminBannerSchema, (await loadBanner(opts.db, id))!);
  });

  // ---- keyword popups -------------------------------------------------------------------------
  app.get("/api/admin/keywords/", async (request) => {
    const query = parseInput(adminKeywordListQuerySchema, request.query);
    return output(adminKeywordPageSchema, page(await listKeywords(opts.db, query), query));
  });

  app.get("/api/admin/keywords/:id/", async (request) => {
    const keyword = await loadKeyword(opts.db, idOf(request.params, keywordNotFound));
    if (!keyword) throw keywordNotFound();
    return output(adminKeywordSchema, keyword);
  });

  app.post("/api/admin/keywords/", async (request, reply) => {
    const input = parseInput(adminKeywordInputSchema, request.body);
    const actor = actorOf(request);
    const id = await opts.db.transaction(async (tx) => {
      const created = await saveKeyword(tx, input, null);
      await bumpCacheVersion(tx, "content");
      await recordAudit(tx, actor, { action: "create", entity: "keyword_popup", entityId: created, summary: `${input.translations.fi.keyword} created`, after: input });
      return created;
    });
    opts.onChange("content");
    reply.status(201);
    return output(adminKeywordSchema, (await loadKeyword(opts.db, id))!);
  });

  app.put("/api/admin/keywords/:id/", async (request) => {
    const id = idOf(request.params, keywordNotFound);
    const { version, ...input } = parseInput(adminKeywordUpdateSchema, request.body);
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
    return output(adminKeywordSchema, (await loadKeyword(opts.db, id))!);
  });

  // ---- general settings (admins) --------------------------------------------------------------
  app.get("/api/admin/settings/", { config: { adminRole: "admin" } }, async () => output(adminSettingListSchema, { results: await listSettings(opts.db) }));

  app.put("/api/admin/settings/:key/", { config: { adminRole: "admin" } }, async (request) => {
    const key = settingKeySchema.safeParse((request.params as { key?: unknown }).key);
    if (!key.success) throw settingNotFound();
    const input = parseInput(adminSettingUpdateSchema, request.body);
    const problem = settingValueProblem(key.data, input.value);
    if (problem) throw badRequest({ value: [problem] });
    const actor = actorOf(request);
    await opts.db.transaction(async (tx) => {
      const [current] = await listSettings(tx, key.data, true);
      const before = settingStateOf(current!);
      assertVersion(before, input.version);
      const translations = current!.translations === null ? null : { ...current!.translations, ...(input.translations ?? {}) };
      await saveSetting(tx, key.data, input.value, translations);
      await bumpCacheVersion(tx, "settings");
      await recordAudit(tx, actor, { action: "update", entity: "setting", entityId: key.data, summary: `${key.data} changed`, before, after: { value: input.value, translations } });
    });
    opts.onChange("settings");
    const [saved] = await listSettings(opts.db, key.data);
    return output(adminSettingSchema, saved!);
  });
}

// /api/admin/giftcampaigns/… (docs/admin.md "Gift campaigns"): admins list, create, edit and end
// gift campaigns and make their codes. Every write is versioned (codes excepted: adding codes
// conflicts with nothing), audited and made in one transaction. The shop's code check reads
// campaigns and codes afresh on every call, so a change holds from the next check.
import { randomInt } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { Database } from "@polku/db";
import { sql } from "@polku/db/orm";
import { adminIdParamsSchema } from "@polku/domain/admin/catalogue";
import { ADMIN_COUNT_LIMIT } from "@polku/domain/admin/common";
import {
  adminGiftCampaignCodeListQuerySchema,
  adminGiftCampaignCodePageSchema,
  adminGiftCampaignCodesCreatedSchema,
  adminGiftCampaignCodesCreateSchema,
  adminGiftCampaignEndSchema,
  adminGiftCampaignInputSchema,
  adminGiftCampaignListQuerySchema,
  adminGiftCampaignPageSchema,
  adminGiftCampaignSchema,
  adminGiftCampaignUpdateSchema,
  drawGiftCampaignCode,
} from "@polku/domain/admin/gift-campaigns";
import { badRequest, HttpError } from "../../http/errors";
import { route } from "../../http/contract";
import { actorOf, assertVersion, recordAudit, uniqueAsFieldError } from "../admin-core";
import { campaignProblems, campaignStateOf, insertCodes, listCampaignCodes, listCampaigns, loadCampaign, saveCampaign } from "./admin-gift-campaigns.repository";

const TAG = "Admin: gift campaigns";
const notFound = () => new HttpError(404, "not_found", "Gift campaign not found");

export async function adminGiftCampaignsRoutes(app: FastifyInstance, opts: { db: Database; now?: () => Date; randomIndex?: (below: number) => number }): Promise<void> {
  const now = opts.now ?? (() => new Date());
  const randomIndex = opts.randomIndex ?? ((below: number) => randomInt(below));

  route(app, {
    method: "GET",
    url: "/api/admin/giftcampaigns/",
    tag: TAG,
    summary: "Gift campaigns, searched (address, category, name or one of its codes), filtered and paged",
    auth: "admin",
    query: adminGiftCampaignListQuerySchema,
    responses: { 200: adminGiftCampaignPageSchema },
  }, async (_request, _reply, io) => {
    const query = io.query();
    const { rows: found, count, exact } = await listCampaigns(opts.db, query, now());
    return io.output({ results: found, count, count_exact: exact || count < ADMIN_COUNT_LIMIT, page: query.page, per_page: query.per_page });
  });

  route(app, {
    method: "GET",
    url: "/api/admin/giftcampaigns/:id/",
    tag: TAG,
    summary: "A gift campaign with its products and the use of its codes",
    auth: "admin",
    params: adminIdParamsSchema,
    responses: { 200: adminGiftCampaignSchema },
  }, async (_request, _reply, io) => {
    const campaign = await loadCampaign(opts.db, io.params(notFound).id, now());
    if (!campaign) throw notFound();
    return io.output(campaign);
  });

  route(app, {
    method: "POST",
    url: "/api/admin/giftcampaigns/",
    tag: TAG,
    summary: "Create a gift campaign",
    auth: "admin",
    body: adminGiftCampaignInputSchema,
    responses: { 201: adminGiftCampaignSchema },
  }, async (request, reply, io) => {
    const input = io.body();
    const actor = actorOf(request);
    const id = await uniqueAsFieldError("slug", "Another campaign has this address.", () =>
      opts.db.transaction(async (tx) => {
        const problems = await campaignProblems(tx, input, null);
        if (Object.keys(problems).length) throw badRequest(problems);
        const created = await saveCampaign(tx, input, null);
        await recordAudit(tx, actor, { action: "create", entity: "gift_campaign", entityId: created, summary: `${input.slug} created`, after: input });
        return created;
      }),
    );
    return reply.status(201).send(io.output((await loadCampaign(opts.db, id, now()))!));
  });

  route(app, {
    method: "PUT",
    url: "/api/admin/giftcampaigns/:id/",
    tag: TAG,
    summary: "Change a gift campaign: names, category, window, on or off, products (optimistic version check)",
    auth: "admin",
    body: adminGiftCampaignUpdateSchema,
    params: adminIdParamsSchema,
    responses: { 200: adminGiftCampaignSchema },
  }, async (request, _reply, io) => {
    const id = io.params(notFound).id;
    const { version, ...input } = io.body();
    const actor = actorOf(request);
    await opts.db.transaction(async (tx) => {
      const current = await loadCampaign(tx, id, now(), true);
      if (!current) throw notFound();
      const before = campaignStateOf(current);
      assertVersion(before, version);
      const problems = await campaignProblems(tx, input, id);
      if (Object.keys(problems).length) throw badRequest(problems);
      await saveCampaign(tx, input, id);
      const what = before.is_active && !input.is_active ? "switched off" : !before.is_active && input.is_active ? "switched on" : "edited";
      await recordAudit(tx, actor, { action: "update", entity: "gift_campaign", entityId: id, summary: `${current.slug} ${what}`, before, after: { ...input, slug: current.slug } });
    });
    return io.output((await loadCampaign(opts.db, id, now()))!);
  });

  route(app, {
    method: "POST",
    url: "/api/admin/giftcampaigns/:id/end/",
    tag: TAG,
    summary: "End a gift campaign now: no code of it is accepted from this moment",
    auth: "admin",
    body: adminGiftCampaignEndSchema,
    params: adminIdParamsSchema,
    responses: { 200: adminGiftCampaignSchema },
  }, async (request, _reply, io) => {
    const id = io.params(notFound).id;
    const { version } = io.body();
    const actor = actorOf(request);
    const at = now();
    await opts.db.transaction(async (tx) => {
      const current = await loadCampaign(tx, id, at, true);
      if (!current) throw notFound();
      const before = campaignStateOf(current);
      assertVersion(before, version);
      if (current.state === "ended" || current.state === "inactive") throw badRequest({ ends_at: ["The campaign takes no codes already."] });
      // A campaign that has not started keeps its window and is switched off (an end must come after the start).
      if (current.state === "not_started") await tx.execute(sql`update gift_campaigns set is_active = false where id = ${id}`);
      else await tx.execute(sql`update gift_campaigns set ends_at = ${at.toISOString()}::timestamptz where id = ${id}`);
      const after = current.state === "not_started" ? { ...before, is_active: false } : { ...before, ends_at: at.toISOString() };
      await recordAudit(tx, actor, { action: "end", entity: "gift_campaign", entityId: id, summary: `${current.slug} ended`, before, after });
    });
    return io.output((await loadCampaign(opts.db, id, now()))!);
  });

  route(app, {
    method: "GET",
    url: "/api/admin/giftcampaigns/:id/codes/",
    tag: TAG,
    summary: "A gift campaign's codes, searched, filtered by use and paged",
    auth: "admin",
    params: adminIdParamsSchema,
    query: adminGiftCampaignCodeListQuerySchema,
    responses: { 200: adminGiftCampaignCodePageSchema },
  }, async (_request, _reply, io) => {
    const id = io.params(notFound).id;
    const query = io.query();
    const [exists] = (await opts.db.execute<{ id: number }>(sql`select id from gift_campaigns where id = ${id}`)).rows;
    if (!exists) throw notFound();
    const { rows: found, count, exact } = await listCampaignCodes(opts.db, id, query);
    return io.output({ results: found, count, count_exact: exact || count < ADMIN_COUNT_LIMIT, page: query.page, per_page: query.per_page });
  });

  route(app, {
    method: "POST",
    url: "/api/admin/giftcampaigns/:id/codes/",
    tag: TAG,
    summary: "Make codes for a gift campaign: drawn ones, or one code of the admin's own",
    auth: "admin",
    body: adminGiftCampaignCodesCreateSchema,
    params: adminIdParamsSchema,
    responses: { 201: adminGiftCampaignCodesCreatedSchema },
  }, async (request, reply, io) => {
    const id = io.params(notFound).id;
    const input = io.body();
    const actor = actorOf(request);
    const at = now();
    if (input.valid_until && Date.parse(input.valid_until) <= at.getTime()) throw badRequest({ valid_until: ["In the future."] });
    const codes = await opts.db.transaction(async (tx) => {
      const current = await loadCampaign(tx, id, at, true);
      if (!current) throw notFound();
      let made: string[];
      if (input.code) {
        made = await insertCodes(tx, id, [input.code], input.max_uses, input.valid_until);
        if (!made.length) throw badRequest({ code: ["This code is taken (codes are unique across campaigns)."] });
      } else {
        made = [];
        // Drawn codes rarely meet a taken one; those that do are drawn again.
        for (let round = 0; made.length < input.quantity && round < 5; round++) {
          const wanted = new Set<string>();
          while (wanted.size < input.quantity - made.length) wanted.add(drawGiftCampaignCode(input.prefix, randomIndex));
          made.push(...(await insertCodes(tx, id, [...wanted], input.max_uses, input.valid_until)));
        }
        if (made.length < input.quantity) throw new HttpError(503, "codes_exhausted", "Could not draw unused codes; try another prefix.");
      }
      // The codes are the gifts: the log counts them and never holds them.
      await recordAudit(tx, actor, {
        action: "codes",
        entity: "gift_campaign",
        entityId: id,
        summary: `${made.length} ${made.length === 1 ? "code" : "codes"} added to ${current.slug}`,
        after: { quantity: made.length, max_uses: input.max_uses, valid_until: input.valid_until, own_code: Boolean(input.code) },
      });
      return made;
    });
    return reply.status(201).send(io.output({ codes }));
  });
}

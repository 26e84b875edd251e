// /api/admin/second-hand/… and /api/admin/ski-facts/… (docs/admin.md "Second-hand items", "Ski
// wizard facts"; issue 18): staff list the used items and change an item's grade, store and wear
// texts; they list the ski wizard's models and change the facts its rules read. Every save is
// versioned and audited in its transaction; the facts are checked by the domain's schema of the
// model's sport and group, so the wizard never meets facts it cannot read.
import type { FastifyInstance } from "fastify";
import type { Database } from "@polku/db";
import { languageCodes } from "@polku/domain";
import { adminIdParamsSchema } from "@polku/domain/admin/catalogue";
import { ADMIN_COUNT_LIMIT } from "@polku/domain/admin/common";
import {
  adminSecondHandDetailSchema,
  adminSecondHandItemSchema,
  adminSecondHandListQuerySchema,
  adminSecondHandPageSchema,
  adminSecondHandUpdateSchema,
  adminSkiFactsListQuerySchema,
  adminSkiFactsPageSchema,
  adminSkiFactsSchema,
  adminSkiFactsUpdateSchema,
  skiFactsInputSchema,
} from "@polku/domain/admin/flows";
import { badRequest, fieldErrorsFrom, HttpError } from "../../http/errors";
import { route } from "../../http/contract";
import { actorOf, assertVersion, recordAudit } from "../admin-core";
import { activeStores, isActiveStore, itemState, listFacts, listItems, loadFacts, loadItem, saveFacts, saveItem } from "./admin-flows.repository";

const TAG_SECOND_HAND = "Admin: second-hand";
const TAG_SKI = "Admin: ski wizard facts";
const itemNotFound = () => new HttpError(404, "not_found", "Second-hand item not found");
const modelNotFound = () => new HttpError(404, "not_found", "Ski wizard model not found");

export async function adminFlowsRoutes(app: FastifyInstance, opts: { db: Database; onChange: () => void }): Promise<void> {
  route(app, {
    method: "GET",
    url: "/api/admin/second-hand/",
    tag: TAG_SECOND_HAND,
    summary: "Second-hand items, filtered and paged",
    auth: "staff",
    query: adminSecondHandListQuerySchema,
    responses: { 200: adminSecondHandPageSchema },
  }, async (_request, _reply, io) => {
    const query = io.query();
    const { rows: found, count, exact } = await listItems(opts.db, query);
    return io.output({ results: found, count, count_exact: exact || count < ADMIN_COUNT_LIMIT, page: query.page, per_page: query.per_page });
  });

  route(app, {
    method: "GET",
    url: "/api/admin/second-hand/:id/",
    tag: TAG_SECOND_HAND,
    summary: "A second-hand item with the stores it can be shown in",
    auth: "staff",
    params: adminIdParamsSchema,
    responses: { 200: adminSecondHandDetailSchema },
  }, async (_request, _reply, io) => {
    const item = await loadItem(opts.db, io.params(itemNotFound).id);
    if (!item) throw itemNotFound();
    const stores = await activeStores(opts.db);
    return io.output({ item, stores });
  });

  route(app, {
    method: "PUT",
    url: "/api/admin/second-hand/:id/",
    tag: TAG_SECOND_HAND,
    summary: "Change a second-hand item's condition, store and wear texts",
    auth: "staff",
    params: adminIdParamsSchema,
    body: adminSecondHandUpdateSchema,
    responses: { 200: adminSecondHandItemSchema },
  }, async (request, _reply, io) => {
    const id = io.params(itemNotFound).id;
    const input = io.body();
    const actor = actorOf(request);
    await opts.db.transaction(async (tx) => {
      const current = await loadItem(tx, id, true);
      if (!current) throw itemNotFound();
      const before = itemState(current);
      assertVersion(before, input.version);
      if (input.store_id !== null && !(await isActiveStore(tx, input.store_id))) throw badRequest({ store_id: ["Choose an active store."] });
      const after = { condition: input.condition, store_id: input.store_id, wear: input.wear };
      await saveItem(tx, id, after);
      const changed = [before.condition !== after.condition ? `condition ${after.condition}` : null, before.store_id !== after.store_id ? "store" : null, languageCodes.some((l) => before.wear[l] !== after.wear[l]) ? "wear" : null].filter(Boolean);
      await recordAudit(tx, actor, { action: "update", entity: "second_hand_item", entityId: id, summary: `${current.name}: ${changed.join(", ") || "saved"}`, before, after });
    });
    opts.onChange();
    return io.output((await loadItem(opts.db, id))!);
  });

  route(app, {
    method: "GET",
    url: "/api/admin/ski-facts/",
    tag: TAG_SKI,
    summary: "The ski wizard's models with their facts",
    auth: "staff",
    query: adminSkiFactsListQuerySchema,
    responses: { 200: adminSkiFactsPageSchema },
  }, async (_request, _reply, io) => {
    const query = io.query();
    const { rows: found, count, exact } = await listFacts(opts.db, query);
    return io.output({ results: found, count, count_exact: exact || count < ADMIN_COUNT_LIMIT, page: query.page, per_page: query.per_page });
  });

  route(app, {
    method: "GET",
    url: "/api/admin/ski-facts/:id/",
    tag: TAG_SKI,
    summary: "A ski wizard model's facts",
    auth: "staff",
    params: adminIdParamsSchema,
    responses: { 200: adminSkiFactsSchema },
  }, async (_request, _reply, io) => {
    const facts = await loadFacts(opts.db, io.params(modelNotFound).id);
    if (!facts) throw modelNotFound();
    return io.output(facts);
  });

  route(app, {
    method: "PUT",
    url: "/api/admin/ski-facts/:id/",
    tag: TAG_SKI,
    summary: "Change the facts the ski wizard's rules read from a model",
    auth: "staff",
    params: adminIdParamsSchema,
    body: adminSkiFactsUpdateSchema,
    responses: { 200: adminSkiFactsSchema },
  }, async (request, _reply, io) => {
    const id = io.params(modelNotFound).id;
    const input = io.body();
    const actor = actorOf(request);
    await opts.db.transaction(async (tx) => {
      const current = await loadFacts(tx, id, true);
      if (!current) throw modelNotFound();
      assertVersion({ facts: current.facts ?? null }, input.version);
      const parsed = skiFactsInputSchema(current.sport, current.group, current.sizes).safeParse(input.facts);
      if (!parsed.success) {
        throw badRequest(Object.fromEntries(Object.entries(fieldErrorsFrom(parsed.error)).map(([field, messages]) => [`facts.${field}`, messages])));
      }
      await saveFacts(tx, id, parsed.data);
      await recordAudit(tx, actor, { action: "update", entity: "ski_facts", entityId: id, summary: `${current.name}: ${current.sport} ${current.group} facts`, before: { facts: current.facts ?? null }, after: { facts: parsed.data } });
    });
    opts.onChange();
    return io.output((await loadFacts(opts.db, id))!);
  });
}

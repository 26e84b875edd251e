// /api/admin/codes/… and /api/admin/giftcards/… (docs/admin.md "Codes and gift cards"): admins
// list, create, edit and deactivate discount codes, and issue, correct and stop gift cards. Every
// write is versioned, audited and made in one transaction; the checkout reads codes and cards
// afresh on every call, so a change holds from the next cart check.
import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { Database } from "@polku/db";
import { sql } from "@polku/db/orm";
import { GIFT_CARD_CODE_BYTES, GIFT_CARD_CURRENCY, giftCardCodeFromBytes } from "@polku/domain";
import { adminIdParamsSchema } from "@polku/domain/admin/catalogue";
import { ADMIN_COUNT_LIMIT } from "@polku/domain/admin/common";
import {
  adminDiscountCodeInputSchema,
  adminDiscountCodeListQuerySchema,
  adminDiscountCodePageSchema,
  adminDiscountCodeSchema,
  adminDiscountCodeUpdateSchema,
  adminGiftCardCreateSchema,
  adminGiftCardDetailSchema,
  adminGiftCardListQuerySchema,
  adminGiftCardPageSchema,
  adminGiftCardUpdateSchema,
} from "@polku/domain/admin/codes";
import { badRequest, HttpError } from "../../http/errors";
import { route } from "../../http/contract";
import { actorOf, recordAudit, assertVersion, rows, uniqueAsFieldError } from "../admin-core";
import { cardStateOf, cardTransactions, codeProblems, codeStateOf, listCards, listCodes, loadCard, loadCode, saveCode, withCardVersion } from "./admin-codes.repository";

const codeNotFound = () => new HttpError(404, "not_found", "Discount code not found");
const cardNotFound = () => new HttpError(404, "not_found", "Gift card not found");

export async function adminCodesRoutes(app: FastifyInstance, opts: { db: Database; now?: () => Date; random?: (size: number) => Uint8Array }): Promise<void> {
  const now = opts.now ?? (() => new Date());
  const random = opts.random ?? ((size: number) => randomBytes(size));

  route(app, {
    method: "GET",
    url: "/api/admin/codes/",
    tag: "Admin: codes",
    summary: "Discount codes, searched, filtered and paged",
    auth: "admin",
    query: adminDiscountCodeListQuerySchema,
    responses: { 200: adminDiscountCodePageSchema },
  }, async (_request, _reply, io) => {
    const query = io.query();
    const { rows: found, count, exact } = await listCodes(opts.db, query, now());
    return io.output({ results: found, count, count_exact: exact || count < ADMIN_COUNT_LIMIT, page: query.page, per_page: query.per_page });
  });

  route(app, {
    method: "GET",
    url: "/api/admin/codes/:id/",
    tag: "Admin: codes",
    summary: "A discount code with its use so far",
    auth: "admin",
    params: adminIdParamsSchema,
    responses: { 200: adminDiscountCodeSchema },
  }, async (_request, _reply, io) => {
    const code = await loadCode(opts.db, io.params(codeNotFound).id, now());
    if (!code) throw codeNotFound();
    return io.output(code);
  });

  route(app, {
    method: "POST",
    url: "/api/admin/codes/",
    tag: "Admin: codes",
    summary: "Create a discount code",
    auth: "admin",
    body: adminDiscountCodeInputSchema,
    responses: { 201: adminDiscountCodeSchema },
  }, async (request, reply, io) => {
    const input = io.body();
    const actor = actorOf(request);
    const id = await uniqueAsFieldError("code", "Another code is already called this.", () =>
      opts.db.transaction(async (tx) => {
        const problems = await codeProblems(tx, input, null);
        if (Object.keys(problems).length) throw badRequest(problems);
        const created = await saveCode(tx, input, null);
        await recordAudit(tx, actor, { action: "create", entity: "discount_code", entityId: created, summary: `${input.code} created`, after: input });
        return created;
      }),
    );
    return reply.status(201).send(io.output((await loadCode(opts.db, id, now()))!));
  });

  route(app, {
    method: "PUT",
    url: "/api/admin/codes/:id/",
    tag: "Admin: codes",
    summary: "Change, deactivate or activate a discount code (optimistic version check)",
    auth: "admin",
    body: adminDiscountCodeUpdateSchema,
    params: adminIdParamsSchema,
    responses: { 200: adminDiscountCodeSchema },
  }, async (request, _reply, io) => {
    const id = io.params(codeNotFound).id;
    const { version, ...input } = io.body();
    const actor = actorOf(request);
    await uniqueAsFieldError("code", "Another code is already called this.", () =>
      opts.db.transaction(async (tx) => {
        const current = await loadCode(tx, id, now(), true);
        if (!current) throw codeNotFound();
        const before = codeStateOf(current);
        assertVersion(before, version);
        const problems = await codeProblems(tx, input, id);
        if (Object.keys(problems).length) throw badRequest(problems);
        await saveCode(tx, input, id);
        const what = before.is_active && !input.is_active ? "deactivated" : !before.is_active && input.is_active ? "activated" : "edited";
        await recordAudit(tx, actor, { action: "update", entity: "discount_code", entityId: id, summary: `${input.code} ${what}`, before, after: input });
      }),
    );
    return io.output((await loadCode(opts.db, id, now()))!);
  });

  route(app, {
    method: "GET",
    url: "/api/admin/giftcards/",
    tag: "Admin: codes",
    summary: "Gift cards, searched, filtered and paged",
    auth: "admin",
    query: adminGiftCardListQuerySchema,
    responses: { 200: adminGiftCardPageSchema },
  }, async (_request, _reply, io) => {
    const query = io.query();
    const { rows: found, count, exact } = await listCards(opts.db, query);
    return io.output({ results: found, count, count_exact: exact || count < ADMIN_COUNT_LIMIT, page: query.page, per_page: query.per_page });
  });

  const cardDetail = async (id: number) => {
    const card = await loadCard(opts.db, id);
    if (!card) throw cardNotFound();
    return { ...withCardVersion(card), transactions: await cardTransactions(opts.db, id) };
  };

  route(app, {
    method: "GET",
    url: "/api/admin/giftcards/:id/",
    tag: "Admin: codes",
    summary: "A gift card with its balance and transactions",
    auth: "admin",
    params: adminIdParamsSchema,
    responses: { 200: adminGiftCardDetailSchema },
  }, async (_request, _reply, io) => io.output(await cardDetail(io.params(cardNotFound).id)));

  route(app, {
    method: "POST",
    url: "/api/admin/giftcards/",
    tag: "Admin: codes",
    summary: "Issue a gift card",
    auth: "admin",
    body: adminGiftCardCreateSchema,
    responses: { 201: adminGiftCardDetailSchema },
  }, async (request, reply, io) => {
    const input = io.body();
    if (input.expires_at && Date.parse(input.expires_at) <= now().getTime()) throw badRequest({ expires_at: ["In the future."] });
    const actor = actorOf(request);
    const code = giftCardCodeFromBytes(random(GIFT_CARD_CODE_BYTES));
    const id = await opts.db.transaction(async (tx) => {
      const [card] = await rows<{ id: number }>(tx, sql`insert into gift_cards (code, currency, expires_at) values (${code}, ${GIFT_CARD_CURRENCY}, ${input.expires_at}::timestamptz) returning id`);
      await tx.execute(sql`insert into gift_card_transactions (gift_card_id, kind, amount) values (${card!.id}, 'issue', ${input.amount})`);
      // The code is the card's money: the log names the card by id and never holds the code.
      await recordAudit(tx, actor, { action: "create", entity: "gift_card", entityId: card!.id, summary: `gift card of ${input.amount} cents issued`, after: { amount: input.amount, expires_at: input.expires_at } });
      return card!.id;
    });
    return reply.status(201).send(io.output(await cardDetail(id)));
  });

  route(app, {
    method: "PUT",
    url: "/api/admin/giftcards/:id/",
    tag: "Admin: codes",
    summary: "Correct a gift card's balance, end date or state (optimistic version check)",
    auth: "admin",
    body: adminGiftCardUpdateSchema,
    params: adminIdParamsSchema,
    responses: { 200: adminGiftCardDetailSchema },
  }, async (request, _reply, io) => {
    const id = io.params(cardNotFound).id;
    const input = io.body();
    const actor = actorOf(request);
    await opts.db.transaction(async (tx) => {
      const current = await loadCard(tx, id, true);
      if (!current) throw cardNotFound();
      const before = cardStateOf(current);
      assertVersion(before, input.version);
      if (current.balance + input.adjustment < 0) throw badRequest({ adjustment: [`The balance is ${current.balance} cents: it cannot go below zero.`] });
      await tx.execute(sql`update gift_cards set expires_at = ${input.expires_at}::timestamptz, is_active = ${input.is_active} where id = ${id}`);
      if (input.adjustment !== 0) await tx.execute(sql`insert into gift_card_transactions (gift_card_id, kind, amount) values (${id}, 'adjust', ${input.adjustment})`);
      const after = { expires_at: input.expires_at, is_active: input.is_active, balance: current.balance + input.adjustment };
      const what = [before.is_active && !after.is_active ? "deactivated" : !before.is_active && after.is_active ? "activated" : null, input.adjustment ? `balance ${input.adjustment > 0 ? "+" : ""}${input.adjustment} cents` : null, before.expires_at !== after.expires_at ? "end changed" : null];
      await recordAudit(tx, actor, { action: "update", entity: "gift_card", entityId: id, summary: what.filter(Boolean).join(", ") || "saved", before, after });
    });
    return io.output(await cardDetail(id));
  });
}

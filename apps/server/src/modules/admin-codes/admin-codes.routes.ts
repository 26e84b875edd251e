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
import { output, parseInput } from "../../http/validate";
import { actorOf } from "../admin-core/admin-api";
import { recordAudit } from "../admin-core/audit";
import { assertVersion } from "../admin-core/versions";
import { rows } from "../admin-catalogue/admin-models.repository";
import { cardStateOf, cardTransactions, codeProblems, codeStateOf, listCards, listCodes, loadCard, loadCode, saveCode, withCardVersion } from "./admin-codes.repository";

const ADMIN_ONLY = { config: { adminRole: "admin" as const } };
const codeNotFound = () => new HttpError(404, "not_found", "Discount code not found");
const cardNotFound = () => new HttpError(404, "not_found", "Gift card not found");

function idOf(params: unknown, notFound: () => HttpError): number {
  const parsed = adminIdParamsSchema.safeParse(params);
  if (!parsed.success) throw notFound();
  return parsed.data.id;
}

/** A unique violation (two admins saving the same new code at once) is the code's field error. */
function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === "23505" || e?.cause?.code === "23505";
}

export async function adminCodesRoutes(app: FastifyInstance, opts: { db: Database; now?: () => Date; random?: (size: number) => Uint8Array }): Promise<void> {
  const now = opts.now ?? (() => new Date());
  const random = opts.random ?? ((size: number) => randomBytes(size));

  app.get("/api/admin/codes/", ADMIN_ONLY, async (request) => {
    const query = parseInput(adminDiscountCodeListQuerySchema, request.query);
    const { rows: found, count, exact } = await listCodes(opts.db, query, now());
    return output(adminDiscountCodePageSchema, { results: found, count, count_exact: exact || count < ADMIN_COUNT_LIMIT, page: query.page, per_page: query.per_page });
  });

  app.get("/api/admin/codes/:id/", ADMIN_ONLY, async (request) => {
    const code = await loadCode(opts.db, idOf(request.params, codeNotFound), now());
    if (!code) throw codeNotFound();
    return output(adminDiscountCodeSchema, code);
  });

  app.post("/api/admin/codes/", ADMIN_ONLY, async (request, reply) => {
    const input = parseInput(adminDiscountCodeInputSchema, request.body);
    const actor = actorOf(request);
    let id: number;
    try {
      id = await opts.db.transaction(async (tx) => {
        const problems = await codeProblems(tx, input, null);
        if (Object.keys(problems).length) throw badRequest(problems);
        const created = await saveCode(tx, input, null);
        await recordAudit(tx, actor, { action: "create", entity: "discount_code", entityId: created, summary: `${input.code} created`, after: input });
        return created;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw badRequest({ code: ["Another code is already called this."] });
      throw error;
    }
    reply.status(201);
    return output(adminDiscountCodeSchema, (await loadCode(opts.db, id, now()))!);
  });

  app.put("/api/admin/codes/:id/", ADMIN_ONLY, async (request) => {
    const id = idOf(request.params, codeNotFound);
    const { version, ...input } = parseInput(adminDiscountCodeUpdateSchema, request.body);
    const actor = actorOf(request);
    try {
      await opts.db.transaction(async (tx) => {
        const current = await loadCode(tx, id, now(), true);
        if (!current) throw codeNotFound();
        const before = codeStateOf(current);
        assertVersion(before, version);
        const problems = await codeProblems(tx, input, id);
        if (Object.keys(problems).length) throw badRequest(problems);
        await saveCode(tx, input, id);
        const what = before.is_active && !input.is_active ? "deactivated" : !before.is_active && input.is_active ? "activated" : "edited";
        await recordAudit(tx, actor, { action: "update", entity: "discount_code", entityId: id, summary: `${input.code} ${what}`, before, after: input });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw badRequest({ code: ["Another code is already called this."] });
      throw error;
    }
    return output(adminDiscountCodeSchema, (await loadCode(opts.db, id, now()))!);
  });

  app.get("/api/admin/giftcards/", ADMIN_ONLY, async (request) => {
    const query = parseInput(adminGiftCardListQuerySchema, request.query);
    const { rows: found, count, exact } = await listCards(opts.db, query);
    return output(adminGiftCardPageSchema, { results: found, count, count_exact: exact || count < ADMIN_COUNT_LIMIT, page: query.page, per_page: query.per_page });
  });

  const cardDetail = async (id: number) => {
    const card = await loadCard(opts.db, id);
    if (!card) throw cardNotFound();
    return output(adminGiftCardDetailSchema, { ...withCardVersion(card), transactions: await cardTransactions(opts.db, id) });
  };

  app.get("/api/admin/giftcards/:id/", ADMIN_ONLY, async (request) => cardDetail(idOf(request.params, cardNotFound)));

  app.post("/api/admin/giftcards/", ADMIN_ONLY, async (request, reply) => {
    const input = parseInput(adminGiftCardCreateSchema, request.body);
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
    reply.status(201);
    return cardDetail(id);
  });

  app.put("/api/admin/giftcards/:id/", ADMIN_ONLY, async (request) => {
    const id = idOf(request.params, cardNotFound);
    const input = parseInput(adminGiftCardUpdateSchema, request.body);
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
    return cardDetail(id);
  });
}

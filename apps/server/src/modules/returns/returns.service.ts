// Returns (docs/returns.md): what of an order can be returned, filing a return (its lines, the
// exchange order holding the replacement items, the customer's e-mail with the return code, in
// one transaction), and the staff's moves: receiving (the exchange order goes ahead), asking for
// information, approving (restock, refund through the order's provider, the exchange is sent)
// and rejecting (the exchange items go back on sale).
import { randomBytes, randomInt } from "node:crypto";
import type { Database, Executor } from "@polku/db";
import { sql } from "@polku/db/orm";
import {
  canMoveReturn, checkReturn, exchangeHoldUntil, lineRefund, lineReturnRefusal, orderReturnRefusal, paymentGiveBack, returnDeadline, returnMovesFrom, returnRefundTotal, returnableUnits,
  type CreateReturnRequest, type LanguageCode, type ReturnableOrder, type ReturnCreated, type ReturnStatus, type ReturnSummary, type StaffReturn,
} from "@polku/domain";
import { badRequest, HttpError, notFound } from "../../http/errors";
import { enqueueMail } from "../../lib/mail/outbox";
import type { AuthenticatedCustomer } from "../../http/authentication";
import * as orders from "../orders";
import { renderFiledMail, renderStatusMail } from "./returns.mail";
import * as repo from "./returns.repository";
import { returnText } from "./returns.texts";

export const RETURN_NOT_FOUND = "Return not found";

export interface ReturnsServiceOptions {
  db: Database;
  mailFrom: string;
  shopName: string;
  now?: () => Date;
  mailQueued?: () => void;
  /** The order module's provider call of a queued refund (docs/orders.md "Refunds"). */
  runRefund: (id: number) => Promise<unknown>;
}

const iso = (d: string | Date | null) => (d === null ? null : new Date(d).toISOString());

export function createReturnsService(opts: ReturnsServiceOptions) {
  const { db } = opts;
  const now = opts.now ?? (() => new Date());

  /** The order for its owner, staff, or whoever knows its e-mail; one 404 for every other case. */
  async function orderFor(tx: Executor, number: string, email: string | undefined, caller: AuthenticatedCustomer | null, language: LanguageCode, lock = false) {
    const order = await orders.findOrder(tx, { number }, lock);
    const allowed =
      order &&
      ((caller && (caller.isStaff || caller.isAdmin || caller.id === order.customerId)) || (email !== undefined && email.toLowerCase() === order.email.toLowerCase()));
    if (!order || !allowed) throw notFound(returnText("not_found", language), "order_not_found");
    return order;
  }

  async function summaries(tx: Executor, orderId: number): Promise<ReturnSummary[]> {
    const found = await repo.returnsOfOrder(tx, orderId);
    const lines = await repo.linesOf(tx, found.map((r) => r.id));
    return found.map((r) => ({
      number: r.number, status: r.status, created_at: iso(r.createdAt)!, refund_total: r.refundTotal, exchange_order: r.exchangeOrder,
      lines: lines.filter((l) => l.returnId === r.id).map((l) => ({ row: l.row, name: l.name, quantity: l.quantity, reason: l.reason, action: l.action })),
    }));
  }

  const facts = (order: orders.OrderRow, lines: repo.ReturnOrderLine[]) => ({
    status: order.status,
    paidAt: order.paidAt,
    lines: lines.map((l) => ({ kind: l.kind, quantity: l.quantity, totalPrice: l.totalPrice, groupSlugs: l.groupSlugs, modelId: l.modelId, variantId: l.variantId })),
  });

  return {
    async returnable(number: string, email: string | undefined, caller: AuthenticatedCustomer | null, language: LanguageCode): Promise<ReturnableOrder> {
      const order = await orderFor(db, number, email, caller, language);
      const [lines, returned, returns] = await Promise.all([repo.orderLines(db, order.id), repo.returnedUnits(db, order.id), summaries(db, order.id)]);
      const options = await repo.exchangeOptions(db, [...new Set(lines.flatMap((l) => (l.modelId === null ? [] : [l.modelId])))], language);
      const left = returnableUnits(facts(order, lines), returned);
      const refusal = orderReturnRefusal(order, now());
      return {
        number: order.number,
        status: order.status,
        deadline: order.paidAt ? returnDeadline(order.paidAt).toISOString() : null,
        refusal,
        lines: lines.map((l, i) => ({
          row: l.position, name: l.name, manufacturer: l.manufacturer, color: l.color, size: l.size, image: l.image, quantity: l.quantity,
          returnable: refusal ? 0 : left[i]!, not_returnable: lineReturnRefusal(l), unit_refund: lineRefund(l, 1),
          exchange_options: options.filter((o) => o.modelId === l.modelId && o.variantId !== l.variantId).map((o) => ({ variant_id: o.variantId, color: o.color, size: o.size, available: o.available })),
        })),
        returns,
      };
    },

    async create(input: CreateReturnRequest & { language: LanguageCode }, caller: AuthenticatedCustomer | null): Promise<ReturnCreated> {
      const language = input.language;
      const at = now();
      const created = await db.transaction(async (tx) => {
        // The order row is locked: two returns of one order are checked one after the other.
        const order = await orderFor(tx, input.order_number, input.email, caller, language, true);
        const [lines, returned] = await Promise.all([repo.orderLines(tx, order.id), repo.returnedUnits(tx, order.id)]);
        const options = await repo.exchangeOptions(tx, [...new Set(lines.flatMap((l) => (l.modelId === null ? [] : [l.modelId])))], language);
        const checked = checkReturn(
          input.lines.map((l) => ({ row: l.row, quantity: l.quantity, reason: l.reason ?? "", action: l.action ?? "refund", exchangeVariantId: l.exchange_variant_id ?? null })),
          { order: facts(order, lines), alreadyReturned: returned, exchangeStock: new Map(options.map((o) => [o.variantId, { modelId: o.modelId, available: o.available }])), now: at },
        );
        if (checked.errors) throw badRequest(Object.fromEntries(Object.entries(checked.errors).map(([field, key]) => [field, [returnText(key, language)]])));
        const chosen = checked.value;
        for (let attempt = 0; attempt < 5; attempt++) {
          const number = `V${String(randomInt(0, 100_000_000)).padStart(8, "0")}`;
          const row = await repo.insertReturn(tx, { number, orderId: order.id, language, customerId: caller?.id ?? order.customerId, comment: input.comment ?? "", lines: chosen });
          if (!row) continue;
          const exchanges = chosen.filter((l) => l.action === "exchange");
          let exchange: { order: string; until: Date } | null = null;
          if (exchanges.length > 0) {
            const until = exchangeHoldUntil(at);
            const exchangeNumber = `P${String(randomInt(0, 1_000_000_000)).padStart(9, "0")}`;
            const id = await repo.insertExchangeOrder(tx, order, {
              number: exchangeNumber, accessToken: randomBytes(24).toString("base64url"), returnNumber: number, holdUntil: until,
              lines: exchanges.map((l) => {
                const option = options.find((o) => o.variantId === l.exchangeVariantId)!;
                return { variantId: option.variantId, quantity: l.quantity, line: lines[l.row - 1]!, color: option.color, size: option.size };
              }),
            });
            if (id === null) throw new HttpError(409, "exchange_out_of_stock", returnText("exchangeStock", language));
            await repo.setExchangeOrder(tx, row.id, id);
            exchange = { order: exchangeNumber, until };
          }
          const refund = chosen.reduce((s, l) => s + (l.action === "refund" ? l.value : 0), 0);
          await enqueueMail(tx, opts.mailFrom, {
            kind: "return.filed", to: order.email, language, dedupeKey: `return.filed:${number}`,
            ...renderFiledMail({ number, order: order.number, language, lines: chosen.map((l) => ({ name: lines[l.row - 1]!.name, quantity: l.quantity })), refund, currency: order.currency, exchange }, opts.shopName),
          });
          return { number, status: "new-return" as const, refund_total: refund, exchange_order: exchange?.order ?? null, exchange_hold_until: exchange ? exchange.until.toISOString() : null };
        }
        throw new Error("Could not draw a free return number");
      });
      opts.mailQueued?.();
      return created;
    },

    list: async (status: ReturnStatus | undefined) =>
      (await repo.listReturns(db, status)).map((r) => ({
        number: r.number, status: r.status, created_at: iso(r.createdAt)!, order_number: r.orderNumber, email: r.email, customer_name: r.customerName, units: r.units, refund_total: r.refundTotal,
      })),

    async detail(number: string): Promise<StaffReturn> {
      const r = await repo.findReturn(db, number);
      if (!r) throw notFound(RETURN_NOT_FOUND, "return_not_found");
      const [lines, events, refund] = await Promise.all([repo.linesOf(db, [r.id]), repo.eventsOf(db, r.id), repo.refundOf(db, r.id)]);
      return {
        number: r.number, status: r.status, created_at: iso(r.createdAt)!, order_number: r.orderNumber, email: r.email, customer_name: r.customerName,
        units: lines.reduce((s, l) => s + l.quantity, 0), refund_total: r.refundTotal, language: r.language, comment: r.comment,
        exchange_order: r.exchangeOrder, exchange_order_status: (r.exchangeOrderStatus as StaffReturn["exchange_order_status"]) ?? null, exchange_hold_until: iso(r.exchangeHoldUntil),
        refunded: refund?.status === "done" ? refund.amount : 0, refund_status: refund?.status ?? null,
        lines: lines.map((l) => ({ row: l.row, name: l.name, color: l.color, size: l.size, quantity: l.quantity, reason: l.reason, action: l.action, value: l.value, exchange_variant_id: l.exchangeVariantId, exchange_label: l.exchangeLabel })),
        moves: [...returnMovesFrom(r.status)],
        events: events.map((e) => ({ from_status: e.fromStatus, to_status: e.toStatus, note: e.note, staff: e.staff, created_at: iso(e.createdAt)! })),
      };
    },

    /** A staff move with its effects, in one transaction; the refund's provider call after commit. */
    async move(number: string, to: ReturnStatus, staff: AuthenticatedCustomer, note: string | undefined): Promise<void> {
      const at = now();
      const queued = await db.transaction(async (tx) => {
        const r = await repo.findReturn(tx, number, true);
        if (!r) throw notFound(RETURN_NOT_FOUND, "return_not_found");
        if (!canMoveReturn(r.status, to)) throw new HttpError(409, "transition_not_allowed", `A return cannot move from ${r.status} to ${to}.`);
        const order = (await orders.findOrder(tx, { id: r.orderId }, true))!;
        const exchange = r.exchangeOrderId === null ? null : await orders.findOrder(tx, { id: r.exchangeOrderId }, true);
        await repo.moveReturn(tx, r, to, staff.id, note ?? null, at);
        let refundId: number | null = null;
        let refund = 0;
        if (to === "processing-return" && exchange && exchange.status === "new") {
          // Received in time: the exchange order is paid by the return and goes to packing like any paid order.
          await orders.runTogether(tx, [
            ...orders.statusStatements(exchange, { status: "processing", paymentStatus: "not_required", paidAt: at }, { source: "staff", staffId: staff.id, note: `return ${r.number} received` }),
            orders.keepReservationsStatement(exchange.id),
          ]);
          await tx.execute(sqlClearHold(exchange.id));
        }
        if (to === "rejected-return" && exchange && exchange.status === "new") {
          await orders.setStatus(tx, exchange, { status: "cancelled", cancelledAt: at }, { source: "staff", staffId: staff.id, note: `return ${r.number} rejected` });
          await orders.releaseOrder(tx, exchange, at);
        }
        if (to === "processed-return") {
          const lines = await repo.linesOf(tx, [r.id]);
          await repo.restock(tx, lines.flatMap((l) => (l.variantId === null ? [] : [{ variantId: l.variantId, quantity: l.quantity }])));
          const released = exchange === null || exchange.status === "cancelled";
          const paid = paymentGiveBack(order) !== null;
          refund = returnRefundTotal(lines, released, paid ? await repo.providerLeft(tx, order) : 0);
          const payment = refund > 0 ? await orders.paidPaymentOf(tx, order.id) : null;
          if (payment) {
            refundId = await repo.insertReturnRefund(tx, { orderId: order.id, returnId: r.id, returnNumber: r.number, ...payment, amount: refund, currency: order.currency, at });
            await repo.setRefundTotal(tx, r.id, refund);
          } else refund = 0;
        }
        await enqueueMail(tx, opts.mailFrom, {
          kind: "return.status", to: r.email, language: r.language, dedupeKey: `return.status:${r.number}:${to}:${at.getTime()}`,
          ...renderStatusMail({ number: r.number, language: r.language, status: to, note: note ?? null, refund, currency: order.currency, exchangeOrder: exchange && exchange.status !== "cancelled" ? exchange.number : null }, opts.shopName),
        });
        return refundId;
      });
      opts.mailQueued?.();
      if (queued !== null) await opts.runRefund(queued);
    },
  };
}

/** A received exchange no longer has a moment to be released at. */
const sqlClearHold = (orderId: number) => sql`update orders set reserved_until = null where id = ${orderId}`;

export type ReturnsService = ReturnType<typeof createReturnsService>;

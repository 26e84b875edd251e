// The back office's order use cases (docs/admin.md "Orders"). Status moves, cancellations and
// refunds go through the orders service (docs/orders.md), so the admin follows the very rules
// the shop does; each write records its audit row in its own transaction.
import type { Database } from "@polku/db";
import { allowedStaffMoves } from "@polku/domain";
import { cancellationPath, type AdminOrderDetail, type AdminOrderMove } from "@polku/domain/admin/orders";
import { HttpError } from "../../http/errors";
import type { OrdersService } from "../orders/orders.service";
import type { AdminActor } from "../admin-core";
import { recordAudit, assertVersion, versionOf } from "../admin-core";
import * as repo from "./admin-orders.repository";

const orderNotFound = () => new HttpError(404, "order_not_found", "Order not found");

/** What a status move is made on: the order's status and payment (notes do not conflict). */
const versionState = (o: { status: string; payment_status?: string; paymentStatus?: string }) => ({
  status: o.status,
  payment_status: o.payment_status ?? o.paymentStatus,
});

export function createAdminOrdersService(db: Database, orders: OrdersService) {
  async function detail(number: string): Promise<AdminOrderDetail> {
    const core = await repo.findOrderCore(db, number);
    if (!core) throw orderNotFound();
    const parts = await repo.orderParts(db, core.id);
    const { id: _id, transfer_from, transfer_to, transfer_reserve_quantity, transfer_high_priority, ...rest } = core;
    return {
      ...rest,
      version: versionOf(versionState(core)),
      allowed_moves: [...allowedStaffMoves(core.status)],
      transfer: transfer_to !== null ? { from: transfer_from ?? [], to: transfer_to, reserve_quantity: transfer_reserve_quantity, high_priority: transfer_high_priority } : null,
      ...parts,
    };
  }

  /** A move along the statuses; `cancel` takes the path a cancellation has from where the order is. */
  async function moveAlong(number: string, input: AdminOrderMove, actor: AdminActor, action: "status" | "cancel"): Promise<AdminOrderDetail> {
    const path = (order: { status: AdminOrderMove["to"] }) => {
      if (action === "status") return [input.to];
      const found = cancellationPath(order.status);
      if (!found) throw new HttpError(409, "transition_not_allowed", `An order in ${order.status} cannot be cancelled.`);
      return found;
    };
    await orders.staffMoveAlong(number, path, actor.id, input.note, {
      check: async (_tx, order) => assertVersion(versionState(order), input.version),
      record: async (tx, before, after) =>
        recordAudit(tx, actor, {
          action,
          entity: "order",
          entityId: number,
          summary: `${before.status} → ${after.status}${input.note ? `: ${input.note}` : ""}`,
          before: versionState(before),
          after: versionState(after),
        }),
    });
    return detail(number);
  }

  return {
    detail,
    move: (number: string, input: AdminOrderMove, actor: AdminActor) => moveAlong(number, input, actor, "status"),
    cancel: (number: string, input: Omit<AdminOrderMove, "to">, actor: AdminActor) => moveAlong(number, { ...input, to: "cancelled" }, actor, "cancel"),

    async addNote(number: string, body: string, actor: AdminActor): Promise<AdminOrderDetail> {
      await db.transaction(async (tx) => {
        const core = await repo.findOrderCore(tx, number);
        if (!core) throw orderNotFound();
        const id = await repo.insertNote(tx, core.id, actor, body);
        await recordAudit(tx, actor, { action: "note", entity: "order", entityId: number, summary: body.slice(0, 120), after: { note_id: id, body } });
      });
      return detail(number);
    },

    async resendConfirmation(number: string, actor: AdminActor): Promise<AdminOrderDetail> {
      await orders.resendConfirmation(number, (tx, order) =>
        recordAudit(tx, actor, { action: "resend_confirmation", entity: "order", entityId: number, summary: order.email }),
      );
      return detail(number);
    },

    /** A failed refund made pending again and asked for at once (docs/admin.md "Failed refunds"). */
    async retryRefund(id: number, actor: AdminActor) {
      const reopened = await db.transaction(async (tx) => {
        const found = await repo.reopenRefund(tx, id);
        if (!found) throw new HttpError(404, "not_found", "Refund not found");
        if (found.before.status !== "failed") throw new HttpError(409, "refund_not_failed", "Only a failed refund can be tried again.");
        await recordAudit(tx, actor, {
          action: "refund_retry",
          entity: "order",
          entityId: found.number,
          summary: `${found.before.kind} ${found.before.amount}`,
          before: { refund_id: id, status: found.before.status, attempts: found.before.attempts, last_error: found.before.last_error },
          after: { refund_id: id, status: "pending", attempts: 0 },
        });
        return found;
      });
      await orders.runRefund(id);
      return (await repo.refundById(db, id)) ?? { ...reopened.before, order_number: reopened.number };
    },
  };
}

export type AdminOrdersService = ReturnType<typeof createAdminOrdersService>;

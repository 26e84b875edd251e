// /api/admin/orders/… and /api/admin/refunds/… (docs/admin.md "Orders"): staff's list, one
// order, status moves, cancellation with release or refund, notes, the confirmation again, and
// the refunds the order job gave up on.
import type { FastifyInstance } from "fastify";
import type { Database } from "@polku/db";
import { ADMIN_COUNT_LIMIT } from "@polku/domain/admin/common";
import {
  adminOrderDetailSchema, adminOrderListQuerySchema, adminOrderMoveSchema, adminOrderNoteSchema, adminOrderPageSchema, adminOrderParamsSchema,
  adminRefundListQuerySchema, adminRefundPageSchema, adminRefundParamsSchema, adminRefundRowSchema,
} from "@polku/domain/admin/orders";
import { z } from "zod";
import { HttpError } from "../../http/errors";
import { output, parseInput } from "../../http/validate";
import type { OrdersService } from "../orders/orders.service";
import { actorOf } from "../admin-core/admin-api";
import { versionSchema } from "@polku/domain/admin/common";
import { createAdminOrdersService } from "./admin-orders.service";
import { listRefunds, listOrders } from "./admin-orders.repository";

const cancelSchema = z.strictObject({ version: versionSchema, note: z.string().trim().max(500).optional().transform((v) => v || undefined) });

function orderNumber(params: unknown): string {
  const parsed = adminOrderParamsSchema.safeParse(params);
  if (!parsed.success) throw new HttpError(404, "order_not_found", "Order not found");
  return parsed.data.number;
}

export async function adminOrdersRoutes(app: FastifyInstance, opts: { db: Database; orders: OrdersService }): Promise<void> {
  const service = createAdminOrdersService(opts.db, opts.orders);

  app.get("/api/admin/orders/", async (request) => {
    const query = parseInput(adminOrderListQuerySchema, request.query);
    const { rows, count, exact } = await listOrders(opts.db, query);
    return output(adminOrderPageSchema, { results: rows, count, count_exact: exact || count < ADMIN_COUNT_LIMIT, page: query.page, per_page: query.per_page });
  });

  app.get("/api/admin/orders/:number/", async (request) => output(adminOrderDetailSchema, await service.detail(orderNumber(request.params))));

  app.post("/api/admin/orders/:number/status/", async (request) => {
    const number = orderNumber(request.params);
    const input = parseInput(adminOrderMoveSchema, request.body);
    return output(adminOrderDetailSchema, await service.move(number, input, actorOf(request)));
  });

  app.post("/api/admin/orders/:number/cancel/", async (request) => {
    const number = orderNumber(request.params);
    const input = parseInput(cancelSchema, request.body);
    return output(adminOrderDetailSchema, await service.cancel(number, input, actorOf(request)));
  });

  app.post("/api/admin/orders/:number/notes/", async (request) => {
    const number = orderNumber(request.params);
    const input = parseInput(adminOrderNoteSchema, request.body);
    return output(adminOrderDetailSchema, await service.addNote(number, input.body, actorOf(request)));
  });

  app.post("/api/admin/orders/:number/resend-confirmation/", async (request) => {
    const number = orderNumber(request.params);
    return output(adminOrderDetailSchema, await service.resendConfirmation(number, actorOf(request)));
  });

  app.get("/api/admin/refunds/", async (request) => {
    const query = parseInput(adminRefundListQuerySchema, request.query);
    const { rows, count } = await listRefunds(opts.db, query);
    return output(adminRefundPageSchema, { results: rows, count, count_exact: true, page: query.page, per_page: query.per_page });
  });

  app.post("/api/admin/refunds/:id/retry/", async (request) => {
    const params = adminRefundParamsSchema.safeParse(request.params);
    if (!params.success) throw new HttpError(404, "not_found", "Refund not found");
    return output(adminRefundRowSchema, await service.retryRefund(params.data.id, actorOf(request)));
  });
}

// /api/admin/orders/… and /api/admin/refunds/… (docs/admin.md "Orders"): staff's list, one
// order, status moves, cancellation with release or refund, notes, the confirmation again, and
// the refunds the order job gave up on.
import type { FastifyInstance } from "fastify";
import type { Database } from "@polku/db";
import { ADMIN_COUNT_LIMIT, versionSchema } from "@polku/domain/admin/common";
import {
  adminOrderDetailSchema, adminOrderListQuerySchema, adminOrderMoveSchema, adminOrderNoteSchema, adminOrderPageSchema, adminOrderParamsSchema,
  adminRefundListQuerySchema, adminRefundPageSchema, adminRefundParamsSchema, adminRefundRowSchema,
} from "@polku/domain/admin/orders";
import { z } from "zod";
import { HttpError } from "../../http/errors";
import type { OrdersService } from "../orders/orders.service";
import { actorOf } from "../admin-core";
import { createAdminOrdersService } from "./admin-orders.service";
import { listRefunds, listOrders } from "./admin-orders.repository";
import { route } from "../../http/contract";

const cancelSchema = z.strictObject({ version: versionSchema, note: z.string().trim().max(500).optional().transform((v) => v || undefined) });

const orderNotFound = () => new HttpError(404, "order_not_found", "Order not found");

export async function adminOrdersRoutes(app: FastifyInstance, opts: { db: Database; orders: OrdersService }): Promise<void> {
  const service = createAdminOrdersService(opts.db, opts.orders);

  route(app, {
    method: "GET",
    url: "/api/admin/orders/",
    tag: "Admin: orders",
    summary: "Orders, searched, filtered and paged",
    auth: "staff",
    query: adminOrderListQuerySchema,
    responses: { 200: adminOrderPageSchema },
  }, async (request, _reply, io) => {
    const query = io.query();
    const { rows, count, exact } = await listOrders(opts.db, query);
    return io.output({ results: rows, count, count_exact: exact || count < ADMIN_COUNT_LIMIT, page: query.page, per_page: query.per_page });
  });

  route(app, {
    method: "GET",
    url: "/api/admin/orders/:number/",
    tag: "Admin: orders",
    summary: "An order with its rows, payments, events and notes",
    auth: "staff",
    params: adminOrderParamsSchema,
    responses: { 200: adminOrderDetailSchema },
  }, async (request, _reply, io) => io.output(await service.detail(io.params(orderNotFound).number)));

  route(app, {
    method: "POST",
    url: "/api/admin/orders/:number/status/",
    tag: "Admin: orders",
    summary: "Move an order to another status",
    auth: "staff",
    body: adminOrderMoveSchema,
    params: adminOrderParamsSchema,
    responses: { 200: adminOrderDetailSchema },
  }, async (request, _reply, io) => {
    const number = io.params(orderNotFound).number;
    const input = io.body();
    return io.output(await service.move(number, input, actorOf(request)));
  });

  route(app, {
    method: "POST",
    url: "/api/admin/orders/:number/cancel/",
    tag: "Admin: orders",
    summary: "Cancel an order, releasing its stock and refunding what was paid",
    auth: "staff",
    body: cancelSchema,
    params: adminOrderParamsSchema,
    responses: { 200: adminOrderDetailSchema },
  }, async (request, _reply, io) => {
    const number = io.params(orderNotFound).number;
    const input = io.body();
    return io.output(await service.cancel(number, input, actorOf(request)));
  });

  route(app, {
    method: "POST",
    url: "/api/admin/orders/:number/notes/",
    tag: "Admin: orders",
    summary: "Add an internal note to an order",
    auth: "staff",
    body: adminOrderNoteSchema,
    params: adminOrderParamsSchema,
    responses: { 200: adminOrderDetailSchema },
  }, async (request, _reply, io) => {
    const number = io.params(orderNotFound).number;
    const input = io.body();
    return io.output(await service.addNote(number, input.body, actorOf(request)));
  });

  route(app, {
    method: "POST",
    url: "/api/admin/orders/:number/resend-confirmation/",
    tag: "Admin: orders",
    summary: "Send the order confirmation mail again",
    auth: "staff",
    params: adminOrderParamsSchema,
    responses: { 200: adminOrderDetailSchema },
  }, async (request, _reply, io) => {
    const number = io.params(orderNotFound).number;
    return io.output(await service.resendConfirmation(number, actorOf(request)));
  });

  route(app, {
    method: "GET",
    url: "/api/admin/refunds/",
    tag: "Admin: orders",
    summary: "Refunds, with the ones that failed first",
    auth: "staff",
    query: adminRefundListQuerySchema,
    responses: { 200: adminRefundPageSchema },
  }, async (request, _reply, io) => {
    const query = io.query();
    const { rows, count } = await listRefunds(opts.db, query);
    return io.output({ results: rows, count, count_exact: true, page: query.page, per_page: query.per_page });
  });

  route(app, {
    method: "POST",
    url: "/api/admin/refunds/:id/retry/",
    tag: "Admin: orders",
    summary: "Try a failed refund again",
    auth: "staff",
    params: adminRefundParamsSchema,
    responses: { 200: adminRefundRowSchema },
  }, async (request, _reply, io) => {
    const { id } = io.params(() => new HttpError(404, "not_found", "Refund not found"));
    return io.output(await service.retryRefund(id, actorOf(request)));
  });
}

// Return calls (docs/returns.md): what of an order can be returned and filing a return (the
// order's owner, staff, or whoever knows its e-mail; limited per address like the order lookup),
// and the staff's list, detail and moves.
import type { FastifyInstance } from "fastify";
import type { Database } from "@polku/db";
import {
  createReturnRequestSchema, returnableOrderSchema, returnCreatedSchema, returnListQuerySchema, returnMoveSchema, returnOrderRequestSchema, staffReturnListSchema, staffReturnSchema,
} from "@polku/domain";
import type { RateLimitStore } from "../../lib/rate-limit-store";
import { createRequestLimit, enforceLimit } from "../../lib/request-limit";
import { requireStaff } from "../../http/authentication";
import { visitorIp } from "../../http/visitor-ip";
import { createReturnsService } from "./returns.service";
import { route } from "../../http/contract";

/** Look-ups and filings per address and window: a customer's few pass, guessing e-mails does not. */
export const RETURN_LIMIT = 20;
export const RETURN_WINDOW_MS = 10 * 60_000;

export interface ReturnRoutesOptions {
  db: Database;
  rateLimitStore: RateLimitStore;
  mailFrom: string;
  shopName: string;
  runRefund: (id: number) => Promise<unknown>;
  now?: () => Date;
  mailQueued?: () => void;
}

export async function returnRoutes(app: FastifyInstance, opts: ReturnRoutesOptions): Promise<void> {
  const service = createReturnsService(opts);
  const limit = createRequestLimit(opts.rateLimitStore, "return", RETURN_LIMIT, RETURN_WINDOW_MS);

  route(app, {
    method: "POST",
    url: "/api/returns/order/",
    tag: "Returns",
    summary: "Find the returnable rows of an order",
    body: returnOrderRequestSchema,
    responses: { 200: returnableOrderSchema },
  }, async (request, reply, io) => {
    reply.header("cache-control", "no-store");
    const body = io.body();
    if (!request.customer) await enforceLimit(limit, `ip:${visitorIp(request)}`, reply);
    return io.output(await service.returnable(body.order_number, body.email, request.customer, body.language));
  });

  route(app, {
    method: "POST",
    url: "/api/returns/",
    tag: "Returns",
    summary: "Register a return",
    body: createReturnRequestSchema,
    responses: { 201: returnCreatedSchema },
  }, async (request, reply, io) => {
    reply.header("cache-control", "no-store");
    const body = io.body();
    if (!request.customer) await enforceLimit(limit, `ip:${visitorIp(request)}`, reply);
    const created = await service.create(body, request.customer);
    reply.code(201);
    return io.output(created);
  });

  route(app, {
    method: "GET",
    url: "/api/staff/returns/",
    tag: "Returns",
    summary: "Returns for staff, filtered by status",
    auth: "staff",
    query: returnListQuerySchema,
    responses: { 200: staffReturnListSchema },
  }, async (request, reply, io) => {
    requireStaff(request);
    reply.header("cache-control", "no-store");
    const { status } = io.query();
    return io.output({ returns: await service.list(status) });
  });

  route(app, {
    method: "GET",
    url: "/api/staff/returns/:number/",
    tag: "Returns",
    summary: "A return with its rows and refund",
    auth: "staff",
    responses: { 200: staffReturnSchema },
  }, async (request, reply, io) => {
    requireStaff(request);
    reply.header("cache-control", "no-store");
    return io.output(await service.detail(String((request.params as { number: string }).number).slice(0, 20)));
  });

  route(app, {
    method: "POST",
    url: "/api/staff/returns/:number/status/",
    tag: "Returns",
    summary: "Approve, reject or receive a return",
    auth: "staff",
    body: returnMoveSchema,
    responses: { 200: staffReturnSchema },
  }, async (request, _reply, io) => {
    const staff = requireStaff(request);
    const { status, note } = io.body();
    const number = String((request.params as { number: string }).number).slice(0, 20);
    await service.move(number, status, staff, note);
    return io.output(await service.detail(number));
  });
}

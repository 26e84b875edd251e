// Return calls (docs/returns.md): what of an order can be returned and filing a return (the
// order's owner, staff, or whoever knows its e-mail; limited per address like the order lookup),
// and the staff's list, detail and moves.
import type { FastifyInstance } from "fastify";
import type { Database } from "@polku/db";
import {
  createReturnRequestSchema, returnableOrderSchema, returnCreatedSchema, returnListQuerySchema, returnMoveSchema, returnOrderRequestSchema, staffReturnListSchema, staffReturnSchema,
} from "@polku/domain";
import { output, parseInput } from "../../http/validate";
import type { RateLimitStore } from "../../lib/rate-limit-store";
import { createRequestLimit, enforceLimit } from "../../lib/request-limit";
import { requireStaff } from "../accounts/authentication";
import { visitorIp } from "../../http/visitor-ip";
import { createReturnsService } from "./returns.service";

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

  app.post("/api/returns/order/", async (request, reply) => {
    reply.header("cache-control", "no-store");
    const body = parseInput(returnOrderRequestSchema, request.body);
    if (!request.customer) await enforceLimit(limit, `ip:${visitorIp(request)}`, reply);
    return output(returnableOrderSchema, await service.returnable(body.order_number, body.email, request.customer, body.language));
  });

  app.post("/api/returns/", async (request, reply) => {
    reply.header("cache-control", "no-store");
    const body = parseInput(createReturnRequestSchema, request.body);
    if (!request.customer) await enforceLimit(limit, `ip:${visitorIp(request)}`, reply);
    const created = await service.create(body, request.customer);
    reply.code(201);
    return output(returnCreatedSchema, created);
  });

  app.get("/api/staff/returns/", async (request, reply) => {
    requireStaff(request);
    reply.header("cache-control", "no-store");
    const { status } = parseInput(returnListQuerySchema, request.query);
    return output(staffReturnListSchema, { returns: await service.list(status) });
  });

  app.get("/api/staff/returns/:number/", async (request, reply) => {
    requireStaff(request);
    reply.header("cache-control", "no-store");
    return output(staffReturnSchema, await service.detail(String((request.params as { number: string }).number).slice(0, 20)));
  });

  app.post("/api/staff/returns/:number/status/", async (request) => {
    const staff = requireStaff(request);
    const { status, note } = parseInput(returnMoveSchema, request.body);
    const number = String((request.params as { number: string }).number).slice(0, 20);
    await service.move(number, status, staff, note);
    return output(staffReturnSchema, await service.detail(number));
  });
}

// Order calls (docs/orders.md, docs/api.md "Orders"): placing an order, reading one, the lookup,
// the customer's history, the enterprise order call and staff status moves. An order number the
// caller may not see answers exactly like an unknown one: 404 "Order not found".
import type { FastifyInstance } from "fastify";
import type { Database } from "@polku/db";
import {
  ORDER_LOOKUP_LIMIT, ORDER_LOOKUP_WINDOW_SECONDS, ORDER_NOT_FOUND, bearerToken, customerOrdersResponseSchema, enterpriseOrderRequestSchema, enterpriseOrderResponseSchema,
  klarnaConfirmationQuerySchema, klarnaConfirmationSchema, orderLookupRequestSchema, orderParamsSchema, orderReadQuerySchema, orderStatusChangeSchema, orderViewSchema,
  payPalReturnRequestSchema, payPalReturnResponseSchema, placeOrderRequestSchema, placeOrderResponseSchema,
} from "@polku/domain";
import { HttpError } from "../../http/errors";
import { output, parseInput } from "../../http/validate";
import type { RateLimitStore } from "../../lib/rate-limit-store";
import { notAuthenticated, permissionDenied, requireCustomer, requireStaff } from "../accounts/authentication";
import { visitorIp } from "../../http/visitor-ip";
import { addToEnterpriseOrder } from "./enterprise.service";
import { startOrderJob } from "./orders.job";
import type { Exclusively } from "../../lib/jobs";
import { createOrdersService, type OrdersService, type OrdersServiceOptions } from "./orders.service";

declare module "fastify" {
  interface FastifyInstance {
    /** Orders (docs/orders.md): payment events, the expiry job, tests and the bench use it. */
    orders: OrdersService;
  }
}

/** The order use cases' options (orders.context.ts), the payments and log taken from the app. */
export type OrdersOptions = Omit<OrdersServiceOptions, "payments" | "log"> & {
  /** Runs a job's tick unless another process of the shop runs it (lib/jobs.ts). */
  exclusively?: Exclusively;
  /** Seconds between runs of the abandoned-order job; 0 turns it off (tests run it by hand). */
  expiryIntervalSeconds: number;
};

/**
 * Decorates app.orders on the root instance, listens to payment events and runs the order job:
 * every `expiryIntervalSeconds` it expires abandoned orders and retries refunds that are due.
 */
export function registerOrders(app: FastifyInstance, opts: OrdersOptions): OrdersService {
  const { expiryIntervalSeconds, exclusively, ...serviceOptions } = opts;
  const service = createOrdersService({ ...serviceOptions, payments: app.payments, log: app.log });
  app.decorate("orders", service);
  // A paid order's confirmation is queued with the event: the dispatcher sends it now, not at its next poll.
  const unsubscribe = app.payments.onEvent(async (event) => {
    await service.applyEvent(event);
    app.mailer?.queued();
  });
  app.addHook("onClose", async () => {
    unsubscribe();
  });
  startOrderJob(app, service, expiryIntervalSeconds, exclusively);
  return service;
}

export interface OrdersRoutesOptions {
  db: Database;
  service: OrdersService;
  rateLimitStore: RateLimitStore;
}

const orderNotFound = () => new HttpError(404, "order_not_found", ORDER_NOT_FOUND);

export async function ordersRoutes(app: FastifyInstance, opts: OrdersRoutesOptions): Promise<void> {
  const { service } = opts;

  // Orders carry addresses: never stored by a browser or a proxy.
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
    if (reply.statusCode === 401) reply.header("www-authenticate", 'Bearer realm="api"');
  });
  /** A header that names no live token is refused, as on other customer calls. */
  const checkAuthHeader = (request: { headers: { authorization?: string }; customer: unknown }) => {
    if (request.headers.authorization !== undefined && (!bearerToken(request.headers.authorization) || !request.customer)) throw notAuthenticated();
  };

  app.post("/api/orders/", async (request, reply) => {
    checkAuthHeader(request);
    const input = parseInput(placeOrderRequestSchema, request.body);
    if (input.customer_id !== undefined && input.customer_id !== null) {
      if (!request.customer) throw notAuthenticated();
      if (request.customer.id !== input.customer_id) throw permissionDenied();
    }
    const answer = await service.place(input, request.customer);
    return reply.status(201).send(output(placeOrderResponseSchema, answer));
  });

  app.get("/api/orders/:number/", async (request) => {
    checkAuthHeader(request);
    const params = orderParamsSchema.safeParse(request.params);
    if (!params.success) throw orderNotFound();
    const { token } = parseInput(orderReadQuerySchema, request.query);
    const view = await service.readable(params.data.number, request.customer, token);
    if (!view) throw orderNotFound();
    return output(orderViewSchema, view);
  });

  app.post("/api/orders/lookup/", async (request, reply) => {
    // Counted before the body is read: wrong guesses and bad bodies alike use up the allowance.
    // Counted per visitor: /view-order/ posts through the server rendering, which forwards the address.
    const hits = await opts.rateLimitStore.increment(`orders:lookup:${visitorIp(request)}`, ORDER_LOOKUP_WINDOW_SECONDS * 1000);
    if (hits > ORDER_LOOKUP_LIMIT) {
      reply.header("retry-after", String(ORDER_LOOKUP_WINDOW_SECONDS));
      throw new HttpError(429, "too_many_requests", "Too many order lookups. Try again later.");
    }
    const input = parseInput(orderLookupRequestSchema, request.body);
    const view = await service.lookup(input.order_number, input.email);
    if (!view) throw orderNotFound();
    return output(orderViewSchema, view);
  });

  app.get("/api/customer/orders/", async (request) => {
    checkAuthHeader(request);
    const customer = requireCustomer(request);
    return output(customerOrdersResponseSchema, { orders: await service.history(customer.id) });
  });

  app.post("/api/customer/enterprise/order/", async (request) => {
    checkAuthHeader(request);
    const customer = requireCustomer(request);
    if (!customer.isOrgUser) throw permissionDenied();
    const input = parseInput(enterpriseOrderRequestSchema, request.body);
    return output(enterpriseOrderResponseSchema, await addToEnterpriseOrder(opts.db, customer.id, input));
  });

  // The embedded checkout's confirmation page (/checkout/klarna/confirm/?klarna_order_id=).
  app.get("/api/payments/klarna/confirmation/", async (request) => {
    const { klarna_order_id: id } = parseInput(klarnaConfirmationQuerySchema, request.query);
    const confirmation = await service.klarnaConfirmation(id);
    if (!confirmation) throw orderNotFound();
    return output(klarnaConfirmationSchema, confirmation);
  });

  // PayPal's return to the ok page (?token=&PayerID=): capture before the page is shown.
  app.post("/api/payments/paypal/return/", async (request) => {
    checkAuthHeader(request);
    const input = parseInput(payPalReturnRequestSchema, request.body);
    const answer = await service.payPalReturn(input, request.customer);
    if (!answer) throw orderNotFound();
    return output(payPalReturnResponseSchema, answer);
  });

  app.post("/api/staff/orders/:number/status/", async (request) => {
    checkAuthHeader(request);
    const staff = requireStaff(request);
    const params = orderParamsSchema.safeParse(request.params);
    if (!params.success) throw orderNotFound();
    const input = parseInput(orderStatusChangeSchema, request.body);
    return output(orderViewSchema, await service.staffMove(params.data.number, input.status, staff, input.note));
  });
}

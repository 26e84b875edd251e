// Order calls (docs/orders.md, docs/api.md "Orders"): placing an order, reading one, the lookup,
// the customer's history, the enterprise order call and staff status moves. An order number the
// caller may not see answers exactly like an unknown one: 404 "Order not found".
import type { FastifyInstance } from "fastify";
import type { Database } from "@polku/db";
import {
  ORDER_LOOKUP_LIMIT, ORDER_LOOKUP_WINDOW_SECONDS, ORDER_NOT_FOUND, bearerToken, customerOrdersResponseSchema, enterpriseOrderRequestSchema, enterpriseOrderResponseSchema,
  klarnaConfirmationQuerySchema, klarnaConfirmationSchema, orderConflictSchema, orderLookupRequestSchema, orderParamsSchema, orderReadQuerySchema, orderStatusChangeSchema, orderViewSchema,
  payPalReturnRequestSchema, payPalReturnResponseSchema, placeOrderRequestSchema, placeOrderResponseSchema,
} from "@polku/domain";
import { HttpError } from "../../http/errors";
import type { RateLimitStore } from "../../lib/rate-limit-store";
import { notAuthenticated, permissionDenied, requireCustomer, requireStaff } from "../../http/authentication";
import { visitorIp } from "../../http/visitor-ip";
import { addToEnterpriseOrder } from "./enterprise.service";
import { startOrderJob } from "./orders.job";
import type { Exclusively } from "../../lib/jobs";
import { createOrdersService, type OrdersService, type OrdersServiceOptions } from "./orders.service";
import { route } from "../../http/contract";

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

  route(app, {
    method: "POST",
    url: "/api/orders/",
    tag: "Orders",
    summary: "Place an order; the answer says where to pay",
    body: placeOrderRequestSchema,
    responses: {
      201: placeOrderResponseSchema,
      409: { description: "What no longer holds (sold out, a code used up, a gift card's balance, an idempotency key used for another cart): detail and errors in the shopper's language", schema: orderConflictSchema },
    },
  }, async (request, reply, io) => {
    checkAuthHeader(request);
    const input = io.body();
    if (input.customer_id !== undefined && input.customer_id !== null) {
      if (!request.customer) throw notAuthenticated();
      if (request.customer.id !== input.customer_id) throw permissionDenied();
    }
    const answer = await service.place(input, request.customer);
    return reply.status(201).send(io.output(answer));
  });

  route(app, {
    method: "GET",
    url: "/api/orders/:number/",
    tag: "Orders",
    summary: "An order, for its customer, staff or the holder of its access token",
    query: orderReadQuerySchema,
    params: orderParamsSchema,
    responses: { 200: orderViewSchema },
  }, async (request, _reply, io) => {
    checkAuthHeader(request);
    const params = io.params(orderNotFound);
    const { token } = io.query();
    const view = await service.readable(params.number, request.customer, token);
    if (!view) throw orderNotFound();
    return io.output(view);
  });

  route(app, {
    method: "POST",
    url: "/api/orders/lookup/",
    tag: "Orders",
    summary: "Find an order by its number and e-mail address",
    body: orderLookupRequestSchema,
    responses: { 200: orderViewSchema },
  }, async (request, reply, io) => {
    // Counted before the body is read: wrong guesses and bad bodies alike use up the allowance.
    // Counted per visitor: /view-order/ posts through the server rendering, which forwards the address.
    const hits = await opts.rateLimitStore.increment(`orders:lookup:${visitorIp(request)}`, ORDER_LOOKUP_WINDOW_SECONDS * 1000);
    if (hits > ORDER_LOOKUP_LIMIT) {
      reply.header("retry-after", String(ORDER_LOOKUP_WINDOW_SECONDS));
      throw new HttpError(429, "too_many_requests", "Too many order lookups. Try again later.");
    }
    const input = io.body();
    const view = await service.lookup(input.order_number, input.email);
    if (!view) throw orderNotFound();
    return io.output(view);
  });

  route(app, {
    method: "GET",
    url: "/api/customer/orders/",
    tag: "Orders",
    summary: "The logged-in customer's orders",
    auth: "customer",
    responses: { 200: customerOrdersResponseSchema },
  }, async (request, _reply, io) => {
    checkAuthHeader(request);
    const customer = requireCustomer(request);
    return io.output({ orders: await service.history(customer.id) });
  });

  route(app, {
    method: "POST",
    url: "/api/customer/enterprise/order/",
    tag: "Orders",
    summary: "Add rows to an enterprise customer's open order",
    auth: "customer",
    body: enterpriseOrderRequestSchema,
    responses: { 200: enterpriseOrderResponseSchema },
  }, async (request, _reply, io) => {
    checkAuthHeader(request);
    const customer = requireCustomer(request);
    if (!customer.isOrgUser) throw permissionDenied();
    const input = io.body();
    return io.output(await addToEnterpriseOrder(opts.db, customer.id, input));
  });

  // The embedded checkout's confirmation page (/checkout/klarna/confirm/?klarna_order_id=).
  route(app, {
    method: "GET",
    url: "/api/payments/klarna/confirmation/",
    tag: "Orders",
    summary: "Klarna's embedded checkout confirmation for an order",
    query: klarnaConfirmationQuerySchema,
    responses: { 200: klarnaConfirmationSchema },
  }, async (request, _reply, io) => {
    const { klarna_order_id: id } = io.query();
    const confirmation = await service.klarnaConfirmation(id);
    if (!confirmation) throw orderNotFound();
    return io.output(confirmation);
  });

  // PayPal's return to the ok page (?token=&PayerID=): capture before the page is shown.
  route(app, {
    method: "POST",
    url: "/api/payments/paypal/return/",
    tag: "Orders",
    summary: "Capture a PayPal payment when the shopper returns to the shop",
    body: payPalReturnRequestSchema,
    responses: { 200: payPalReturnResponseSchema },
  }, async (request, _reply, io) => {
    checkAuthHeader(request);
    const input = io.body();
    const answer = await service.payPalReturn(input, request.customer);
    if (!answer) throw orderNotFound();
    return io.output(answer);
  });

  route(app, {
    method: "POST",
    url: "/api/staff/orders/:number/status/",
    tag: "Orders",
    summary: "Move an order to another status (store staff)",
    auth: "staff",
    body: orderStatusChangeSchema,
    params: orderParamsSchema,
    responses: { 200: orderViewSchema },
  }, async (request, _reply, io) => {
    checkAuthHeader(request);
    const staff = requireStaff(request);
    const params = io.params(orderNotFound);
    const input = io.body();
    return io.output(await service.staffMove(params.number, input.status, staff, input.note));
  });
}

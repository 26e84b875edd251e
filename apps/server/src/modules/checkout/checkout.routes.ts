// POST /api/checkout/ (spec 01 §7; docs/checkout.md, docs/api.md "Checkout"): cart validation,
// and the product page's delivery lookups GET /api/delivery-methods/ and GET /api/get_fast_shipping/.
// The caller is known by the Authorization header only; a header whose token does not resolve
// is refused like on other customer calls, and customer_id, when sent, must be the caller's.
import type { FastifyInstance } from "fastify";
import type { Database } from "@polku/db";
import {
  bearerToken, checkoutRequestSchema, checkoutResponseSchema, deliveryMethodsQuerySchema, deliveryMethodsResponseSchema, fastShippingQuerySchema, fastShippingResponseSchema, shopPromisesQuerySchema, shopPromisesResponseSchema,
} from "@polku/domain";
import type { MemoCache } from "../../lib/memo-cache";
import type { RateLimitStore } from "../../lib/rate-limit-store";
import { createCodeGuessLimit } from "./code-guess-limit";
import { visitorIp } from "../../http/visitor-ip";
import { notAuthenticated, permissionDenied } from "../../http/authentication";
import { createCheckoutService, type PaymentMethodsOf } from "./checkout.service";
import type { VariantFactsCache } from "./variant-facts-cache";
import { route } from "../../http/contract";

export interface CheckoutRoutesOptions {
  db: Database;
  cache: MemoCache;
  /** The clock of express pickup hours and code validity (tests fix it). */
  now?: () => Date;
  /** The payment methods offered for a purchase (app.payments.methods); without it, the test card. */
  paymentMethods?: PaymentMethodsOf;
  /** Kept catalogue facts of variants, shared with order placement. */
  facts?: VariantFactsCache;
  /** Counters of unknown codes per address and per customer (docs/security.md "Code guessing"); none: unlimited (unit tests). */
  rateLimitStore?: RateLimitStore;
}

export async function checkoutRoutes(app: FastifyInstance, opts: CheckoutRoutesOptions): Promise<void> {
  const service = createCheckoutService(opts.db, opts.cache, { now: opts.now, warn: (message) => app.log.warn(message), paymentMethods: opts.paymentMethods, facts: opts.facts });

  const guessLimit = opts.rateLimitStore ? createCodeGuessLimit(opts.rateLimitStore) : null;

  // Answers carry a customer's prices and codes: never stored by the browser or a proxy (the
  // shop's promises, the same for everyone, say otherwise themselves).
  app.addHook("onSend", async (_request, reply) => {
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
    if (reply.statusCode === 401) reply.header("www-authenticate", 'Bearer realm="api"');
  });

  route(app, {
    method: "POST",
    url: "/api/checkout/",
    tag: "Checkout",
    summary: "Validate a cart: prices, stock, delivery and payment methods, codes and totals",
    body: checkoutRequestSchema,
    responses: { 200: checkoutResponseSchema },
  }, async (request, reply, io) => {
    if (request.headers.authorization !== undefined && (!bearerToken(request.headers.authorization) || !request.customer)) throw notAuthenticated();
    const input = io.body();
    if (input.customer_id !== undefined && input.customer_id !== null) {
      if (!request.customer) throw notAuthenticated();
      if (request.customer.id !== input.customer_id) throw permissionDenied();
    }
    const keys = [`ip:${visitorIp(request)}`, ...(request.customer ? [`customer:${request.customer.id}`] : [])];
    const onUnknownCodes = guessLimit ? (codes: string[]) => guessLimit.count(keys, codes, reply) : undefined;
    return io.output(await service.validate(input, request.customer, onUnknownCodes));
  });

  // Product page lookups (spec 02 §5, §7): the same delivery rules for one unit of a variant.
  route(app, {
    method: "GET",
    url: "/api/delivery-methods/",
    tag: "Checkout",
    summary: "Delivery methods and prices for one unit of a variant",
    query: deliveryMethodsQuerySchema,
    responses: { 200: deliveryMethodsResponseSchema },
  }, async (request, _reply, io) => {
    const query = io.query();
    return io.output(await service.deliveryMethods(query));
  });

  // The shop's promises for a country (docs/checkout.md "Promises"): the same for every shopper of it.
  route(app, {
    method: "GET",
    url: "/api/shop-promises/",
    tag: "Checkout",
    summary: "The shop's promises (delivery times, free delivery, returns) for a country",
    query: shopPromisesQuerySchema,
    responses: { 200: shopPromisesResponseSchema },
  }, async (request, reply, io) => {
    const query = io.query();
    const answer = io.output(await service.promises(query));
    reply.header("cache-control", "public, max-age=60");
    return answer;
  });

  route(app, {
    method: "GET",
    url: "/api/get_fast_shipping/",
    tag: "Checkout",
    summary: "Whether a variant can be delivered fast, and by when",
    query: fastShippingQuerySchema,
    responses: { 200: fastShippingResponseSchema },
  }, async (request, _reply, io) => {
    const query = io.query();
    return io.output(await service.fastShipping(query));
  });
}

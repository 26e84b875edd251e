// Customer account calls (docs/accounts.md, docs/api.md "Account calls"): POST /api/token/,
// POST /api/logout/, GET /api/customer/ (spec 01 §7) and PUT /api/customer/cart/.
import type { FastifyInstance } from "fastify";
import type { Database } from "@polku/db";
import { customerResponseSchema, saveCartRequestSchema, saveCartResponseSchema, tokenRequestSchema, tokenResponseSchema } from "@polku/domain";
import { HttpError } from "../../http/errors";
import type { RateLimitStore } from "../../lib/rate-limit-store";
import { visitorIp } from "../../http/visitor-ip";
import { requireCustomer } from "../../http/authentication";
import { createAccountsService } from "./accounts.service";
import { createLoginThrottle } from "./login-throttle";
import { route } from "../../http/contract";

export const WRONG_CREDENTIALS = "Wrong username or password";
export const NOT_ACTIVATED = "The account has not been activated.";
export const TOO_MANY_ATTEMPTS = "Too many failed login attempts. Try again later.";

export interface AccountsRoutesOptions {
  db: Database;
  rateLimitStore: RateLimitStore;
  tokenLifetimeDays: number;
  now?: () => Date;
}

export async function accountsRoutes(app: FastifyInstance, opts: AccountsRoutesOptions): Promise<void> {
  const service = createAccountsService(opts.db, {
    throttle: createLoginThrottle(opts.rateLimitStore),
    tokenLifetimeDays: opts.tokenLifetimeDays,
    now: opts.now,
  });

  // Answers about a customer are theirs alone: never stored by the browser or a proxy.
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
    if (reply.statusCode === 401) reply.header("www-authenticate", 'Bearer realm="api"');
  });

  route(app, {
    method: "POST",
    url: "/api/token/",
    tag: "Accounts",
    summary: "Log in: a token for an e-mail address and password",
    body: tokenRequestSchema,
    responses: { 200: tokenResponseSchema },
  }, async (request, reply, io) => {
    const input = io.body();
    const result = await service.login(input, visitorIp(request));
    switch (result.kind) {
      case "ok":
        return io.output(result.token);
      case "wrong_credentials":
        throw new HttpError(401, "invalid_credentials", WRONG_CREDENTIALS);
      case "not_activated":
        throw new HttpError(403, "account_not_activated", NOT_ACTIVATED);
      case "throttled":
        reply.header("retry-after", String(result.retryAfter));
        throw new HttpError(429, "throttled", TOO_MANY_ATTEMPTS);
    }
  });

  // Logging out twice, or with a token that has already expired, is not an error.
  route(app, {
    method: "POST",
    url: "/api/logout/",
    tag: "Accounts",
    summary: "Log out: the token stops working (repeating it is not an error)",
    responses: { 204: { description: "No content" } },
  }, async (request, reply) => {
    await service.logout(request.customer);
    return reply.status(204).send();
  });

  route(app, {
    method: "GET",
    url: "/api/customer/",
    tag: "Accounts",
    summary: "The logged-in customer: name, roles, club membership and saved cart",
    auth: "customer",
    responses: { 200: customerResponseSchema },
  }, async (request, _reply, io) => {
    const customer = requireCustomer(request);
    return io.output(await service.customer(customer));
  });

  route(app, {
    method: "PUT",
    url: "/api/customer/cart/",
    tag: "Accounts",
    summary: "Save the logged-in customer's cart",
    auth: "customer",
    body: saveCartRequestSchema,
    responses: { 200: saveCartResponseSchema },
  }, async (request, _reply, io) => {
    const customer = requireCustomer(request);
    const { cart_content } = io.body();
    return io.output(await service.saveCart(customer, cart_content));
  });
}

// Account flow calls (docs/accounts.md, docs/api.md "Account calls"): registration, activation,
// password reset, account deletion by e-mailed link, stop reminders. Every answer is no-store.
import type { FastifyInstance, FastifyReply } from "fastify";
import {
  activateRequestSchema, activateResponseSchema, ALREADY_ACTIVATED, DELETE_FAILED, deleteAccountRequestSchema, deleteAccountResponseSchema,
  deleteRequestResponseSchema, passwordResetConfirmResponseSchema, passwordResetConfirmSchema, passwordResetRequestSchema,
  passwordResetResponseSchema, registerRequestSchema, registerResponseSchema, REQUEST_EXPIRED, STOP_REMINDERS_FAILED,
  stopRemindersRequestSchema, stopRemindersResponseSchema,
} from "@polku/domain";
import { HttpError } from "../../http/errors";
import { visitorIp } from "../../http/visitor-ip";
import { TOO_MANY_REQUESTS } from "./account-limits";
import type { AccountFlowsService, LinkRefusal, Throttled } from "./account-flows.service";
import { requireCustomer } from "../../http/authentication";
import { route } from "../../http/contract";

export interface AccountFlowsRoutesOptions {
  service: AccountFlowsService;
}

function throttled(reply: FastifyReply, result: Throttled): never {
  reply.header("retry-after", String(result.retryAfter));
  throw new HttpError(429, "throttled", TOO_MANY_REQUESTS);
}

/** An unknown or used link reads as expired to the shopper; the code tells them apart. */
function refusedLink(result: LinkRefusal, detail = REQUEST_EXPIRED): never {
  throw result.kind === "expired" ? new HttpError(410, "link_expired", detail) : new HttpError(400, "link_invalid", detail);
}

export async function accountFlowsRoutes(app: FastifyInstance, opts: AccountFlowsRoutesOptions): Promise<void> {
  const { service } = opts;
  const ip = (request: Parameters<typeof visitorIp>[0]) => visitorIp(request);

  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  route(app, {
    method: "POST",
    url: "/api/accounts/register/",
    tag: "Accounts",
    summary: "Register a customer account; an activation link is mailed",
    body: registerRequestSchema,
    responses: { 202: registerResponseSchema },
  }, async (request, reply, io) => {
    const input = io.body();
    const result = await service.register(input, ip(request));
    if (result.kind === "throttled") throttled(reply, result);
    return reply.status(202).send(io.output({ status: "activation_sent" }));
  });

  route(app, {
    method: "POST",
    url: "/api/accounts/activate/",
    tag: "Accounts",
    summary: "Activate an account with the mailed link's token",
    body: activateRequestSchema,
    responses: { 200: activateResponseSchema },
  }, async (request, reply, io) => {
    const { token } = io.body();
    const result = await service.activate(token, ip(request));
    switch (result.kind) {
      case "ok":
        return io.output({ status: "activated" });
      case "already_activated":
        throw new HttpError(409, "already_activated", ALREADY_ACTIVATED);
      case "throttled":
        return throttled(reply, result);
      default:
        return refusedLink(result);
    }
  });

  route(app, {
    method: "POST",
    url: "/api/accounts/password-reset/",
    tag: "Accounts",
    summary: "Ask for a password reset link by e-mail",
    body: passwordResetRequestSchema,
    responses: { 202: passwordResetResponseSchema },
  }, async (request, reply, io) => {
    const { email, language } = io.body();
    const result = await service.requestPasswordReset(email, language, ip(request));
    if (result.kind === "throttled") throttled(reply, result);
    return reply.status(202).send(io.output({ status: "reset_sent" }));
  });

  route(app, {
    method: "POST",
    url: "/api/accounts/password-reset/confirm/",
    tag: "Accounts",
    summary: "Set a new password with a reset link's token",
    body: passwordResetConfirmSchema,
    responses: { 200: passwordResetConfirmResponseSchema },
  }, async (request, reply, io) => {
    const { token, password } = io.body();
    const result = await service.confirmPasswordReset(token, password, ip(request));
    if (result.kind === "throttled") throttled(reply, result);
    if (result.kind !== "ok") refusedLink(result);
    return io.output({ status: "password_changed" });
  });

  route(app, {
    method: "POST",
    url: "/api/customer/delete-request/",
    tag: "Accounts",
    summary: "Ask for the link that deletes the caller's account",
    auth: "customer",
    responses: { 202: deleteRequestResponseSchema },
  }, async (request, reply, io) => {
    const customer = requireCustomer(request);
    const result = await service.requestDeletion(customer, ip(request));
    if (result.kind === "throttled") throttled(reply, result);
    return reply.status(202).send(io.output({ status: "deletion_link_sent" }));
  });

  route(app, {
    method: "POST",
    url: "/api/accounts/delete-account/",
    tag: "Accounts",
    summary: "Delete an account with the mailed link's token",
    body: deleteAccountRequestSchema,
    responses: { 200: deleteAccountResponseSchema },
  }, async (request, reply, io) => {
    // A malformed link fails like any other (spec 02 §8 'Failed to delete account').
    const parsed = io.safeBody();
    if (!parsed.success) throw new HttpError(400, "link_invalid", DELETE_FAILED);
    const result = await service.deleteAccount(parsed.data.token, ip(request));
    if (result.kind === "throttled") throttled(reply, result);
    if (result.kind !== "ok") refusedLink(result, DELETE_FAILED);
    return io.output({ status: "deleted" });
  });

  route(app, {
    method: "POST",
    url: "/api/accounts/stop-reminders/",
    tag: "Accounts",
    summary: "Stop reminder mails with a signed link from one of them",
    body: stopRemindersRequestSchema,
    responses: { 200: stopRemindersResponseSchema },
  }, async (request, reply, io) => {
    const parsed = io.safeBody();
    if (!parsed.success) throw new HttpError(400, "bad_signature", STOP_REMINDERS_FAILED);
    const result = await service.stopReminders(parsed.data.email, parsed.data.signature, ip(request));
    if (result.kind === "throttled") throttled(reply, result);
    if (result.kind === "bad_signature") throw new HttpError(400, "bad_signature", STOP_REMINDERS_FAILED);
    return io.output({ status: "stopped" });
  });
}

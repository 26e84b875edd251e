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
import { output, parseInput } from "../../http/validate";
import { visitorIp } from "../../http/visitor-ip";
import { TOO_MANY_REQUESTS } from "./account-limits";
import type { AccountFlowsService, LinkRefusal, Throttled } from "./account-flows.service";
import { requireCustomer } from "./authentication";

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

  app.post("/api/accounts/register/", async (request, reply) => {
    const input = parseInput(registerRequestSchema, request.body);
    const result = await service.register(input, ip(request));
    if (result.kind === "throttled") throttled(reply, result);
    return reply.status(202).send(output(registerResponseSchema, { status: "activation_sent" }));
  });

  app.post("/api/accounts/activate/", async (request, reply) => {
    const { token } = parseInput(activateRequestSchema, request.body);
    const result = await service.activate(token, ip(request));
    switch (result.kind) {
      case "ok":
        return output(activateResponseSchema, { status: "activated" });
      case "already_activated":
        throw new HttpError(409, "already_activated", ALREADY_ACTIVATED);
      case "throttled":
        return throttled(reply, result);
      default:
        return refusedLink(result);
    }
  });

  app.post("/api/accounts/password-reset/", async (request, reply) => {
    const { email, language } = parseInput(passwordResetRequestSchema, request.body);
    const result = await service.requestPasswordReset(email, language, ip(request));
    if (result.kind === "throttled") throttled(reply, result);
    return reply.status(202).send(output(passwordResetResponseSchema, { status: "reset_sent" }));
  });

  app.post("/api/accounts/password-reset/confirm/", async (request, reply) => {
    const { token, password } = parseInput(passwordResetConfirmSchema, request.body);
    const result = await service.confirmPasswordReset(token, password, ip(request));
    if (result.kind === "throttled") throttled(reply, result);
    if (result.kind !== "ok") refusedLink(result);
    return output(passwordResetConfirmResponseSchema, { status: "password_changed" });
  });

  app.post("/api/customer/delete-request/", async (request, reply) => {
    const customer = requireCustomer(request);
    const result = await service.requestDeletion(customer, ip(request));
    if (result.kind === "throttled") throttled(reply, result);
    return reply.status(202).send(output(deleteRequestResponseSchema, { status: "deletion_link_sent" }));
  });

  app.post("/api/accounts/delete-account/", async (request, reply) => {
    const body = request.body as { token?: unknown } | undefined;
    // A malformed link fails like any other (spec 02 §8 'Failed to delete account').
    const parsed = deleteAccountRequestSchema.safeParse(body ?? {});
    if (!parsed.success) throw new HttpError(400, "link_invalid", DELETE_FAILED);
    const result = await service.deleteAccount(parsed.data.token, ip(request));
    if (result.kind === "throttled") throttled(reply, result);
    if (result.kind !== "ok") refusedLink(result, DELETE_FAILED);
    return output(deleteAccountResponseSchema, { status: "deleted" });
  });

  app.post("/api/accounts/stop-reminders/", async (request, reply) => {
    const parsed = stopRemindersRequestSchema.safeParse(request.body ?? {});
    if (!parsed.success) throw new HttpError(400, "bad_signature", STOP_REMINDERS_FAILED);
    const result = await service.stopReminders(parsed.data.email, parsed.data.signature, ip(request));
    if (result.kind === "throttled") throttled(reply, result);
    if (result.kind === "bad_signature") throw new HttpError(400, "bad_signature", STOP_REMINDERS_FAILED);
    return output(stopRemindersResponseSchema, { status: "stopped" });
  });
}

// The corporate inquiry and newsletter calls (docs/content.md "Forms"). Zod in and out; limited
// per visitor address and per e-mail address (429 with Retry-After); a filled honeypot is
// answered as accepted and nothing is stored or mailed.
import type { FastifyInstance } from "fastify";
import {
  BUSINESS_FORM_RATE_LIMIT,
  BUSINESS_FORM_RATE_WINDOW_MS,
  businessFormAcceptedSchema,
  contactCreatedSchema,
  corporateInquirySchema,
  newsletterConfirmedSchema,
  newsletterConfirmSchema,
  newsletterSubscribeSchema,
  newsletterUnsubscribedSchema,
  newsletterUnsubscribeSchema,
} from "@polku/domain";
import { output, parseInput } from "../../http/validate";
import type { RateLimitStore } from "../../lib/rate-limit-store";
import { createRequestLimit, enforceLimit } from "../../lib/request-limit";
import { visitorIp } from "../../http/visitor-ip";
import { createBusinessFormsService, type BusinessFormsOptions } from "./business-forms.service";

/** Confirmation links tried per visitor address and window: enough for people, not for guessing. */
const CONFIRM_LIMIT = 30;

export function registerBusinessFormRoutes(app: FastifyInstance, opts: BusinessFormsOptions & { rateLimitStore: RateLimitStore }): void {
  const service = createBusinessFormsService(opts);
  const byAddress = createRequestLimit(opts.rateLimitStore, "business-form-ip", BUSINESS_FORM_RATE_LIMIT, BUSINESS_FORM_RATE_WINDOW_MS);
  const byEmail = createRequestLimit(opts.rateLimitStore, "business-form-email", BUSINESS_FORM_RATE_LIMIT, BUSINESS_FORM_RATE_WINDOW_MS);
  const confirmsByAddress = createRequestLimit(opts.rateLimitStore, "newsletter-confirm-ip", CONFIRM_LIMIT, BUSINESS_FORM_RATE_WINDOW_MS);

  app.post("/api/corporate-inquiry/", async (request, reply) => {
    reply.header("cache-control", "no-store");
    await enforceLimit(byAddress, `ip:${visitorIp(request)}`, reply);
    const input = parseInput(corporateInquirySchema, request.body);
    await enforceLimit(byEmail, input.email.toLowerCase(), reply);
    reply.code(201);
    if (input.website) return output(contactCreatedSchema, { id: 0 });
    return output(contactCreatedSchema, await service.sendInquiry({ ...input, customerId: request.customer?.id ?? null }));
  });

  app.post("/api/newsletter/", async (request, reply) => {
    reply.header("cache-control", "no-store");
    await enforceLimit(byAddress, `ip:${visitorIp(request)}`, reply);
    const input = parseInput(newsletterSubscribeSchema, request.body);
    await enforceLimit(byEmail, input.email.toLowerCase(), reply);
    reply.code(202);
    if (!input.website) await service.subscribe(input);
    return output(businessFormAcceptedSchema, { ok: true as const });
  });

  app.post("/api/newsletter/confirm/", async (request, reply) => {
    reply.header("cache-control", "no-store");
    await enforceLimit(confirmsByAddress, `ip:${visitorIp(request)}`, reply);
    const { token } = parseInput(newsletterConfirmSchema, request.body);
    return output(newsletterConfirmedSchema, await service.confirm(token));
  });

  app.post("/api/newsletter/unsubscribe/", async (request, reply) => {
    reply.header("cache-control", "no-store");
    await enforceLimit(confirmsByAddress, `ip:${visitorIp(request)}`, reply);
    const input = parseInput(newsletterUnsubscribeSchema, request.body);
    return output(newsletterUnsubscribedSchema, await service.unsubscribe(input));
  });
}

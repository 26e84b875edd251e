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
import type { RateLimitStore } from "../../lib/rate-limit-store";
import { createRequestLimit, enforceLimit } from "../../lib/request-limit";
import { visitorIp } from "../../http/visitor-ip";
import { createBusinessFormsService, type BusinessFormsOptions } from "./business-forms.service";
import { route } from "../../http/contract";
import { sentFormRoute } from "./form-route";

/** Confirmation links tried per visitor address and window: enough for people, not for guessing. */
const CONFIRM_LIMIT = 30;

export function registerBusinessFormRoutes(app: FastifyInstance, opts: BusinessFormsOptions & { rateLimitStore: RateLimitStore }): void {
  const service = createBusinessFormsService(opts);
  const byAddress = createRequestLimit(opts.rateLimitStore, "business-form-ip", BUSINESS_FORM_RATE_LIMIT, BUSINESS_FORM_RATE_WINDOW_MS);
  const byEmail = createRequestLimit(opts.rateLimitStore, "business-form-email", BUSINESS_FORM_RATE_LIMIT, BUSINESS_FORM_RATE_WINDOW_MS);
  const confirmsByAddress = createRequestLimit(opts.rateLimitStore, "newsletter-confirm-ip", CONFIRM_LIMIT, BUSINESS_FORM_RATE_WINDOW_MS);

  sentFormRoute(app, {
    method: "POST",
    url: "/api/corporate-inquiry/",
    tag: "Content",
    summary: "Send a corporate customer inquiry",
    body: corporateInquirySchema,
    responses: { 201: contactCreatedSchema },
  }, { byAddress, byEmail }, (input) => service.sendInquiry(input));

  route(app, {
    method: "POST",
    url: "/api/newsletter/",
    tag: "Content",
    summary: "Subscribe to the newsletter; a confirmation link is mailed",
    body: newsletterSubscribeSchema,
    responses: { 202: businessFormAcceptedSchema },
  }, async (request, reply, io) => {
    reply.header("cache-control", "no-store");
    await enforceLimit(byAddress, `ip:${visitorIp(request)}`, reply);
    const input = io.body();
    await enforceLimit(byEmail, input.email.toLowerCase(), reply);
    reply.code(202);
    if (!input.website) await service.subscribe(input);
    return io.output({ ok: true as const });
  });

  route(app, {
    method: "POST",
    url: "/api/newsletter/confirm/",
    tag: "Content",
    summary: "Confirm a newsletter subscription with the mailed link",
    body: newsletterConfirmSchema,
    responses: { 200: newsletterConfirmedSchema },
  }, async (request, reply, io) => {
    reply.header("cache-control", "no-store");
    await enforceLimit(confirmsByAddress, `ip:${visitorIp(request)}`, reply);
    const { token } = io.body();
    return io.output(await service.confirm(token));
  });

  route(app, {
    method: "POST",
    url: "/api/newsletter/unsubscribe/",
    tag: "Content",
    summary: "Unsubscribe from a newsletter list with a signed link",
    body: newsletterUnsubscribeSchema,
    responses: { 200: newsletterUnsubscribedSchema },
  }, async (request, reply, io) => {
    reply.header("cache-control", "no-store");
    await enforceLimit(confirmsByAddress, `ip:${visitorIp(request)}`, reply);
    const input = io.body();
    return io.output(await service.unsubscribe(input));
  });
}

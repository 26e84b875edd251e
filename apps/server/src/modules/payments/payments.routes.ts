// Payment HTTP routes (docs/payments.md "Routes"): the providers' notifications to the shop, and
// the built-in test provider's hosted page. Bodies are kept raw here: signatures are over bytes.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { languageCodes, paymentEventSchema, type LanguageCode } from "@polku/domain";
import { notFound } from "../../http/errors";
import { NotificationRefused, ProviderError } from "./payment-provider";
import type { Payments } from "./payments.service";
import { renderMessagePage, renderPaymentPage } from "./test-provider/hosted-page";
import { textsFor } from "./test-provider/hosted-page.texts";
import { TEST_PAY_PATH, testActions } from "./test-provider/test-provider";
import { route } from "../../http/contract";

declare module "fastify" {
  interface FastifyInstance {
    /** Payment providers, for the checkout and order modules (docs/payments.md). */
    payments: Payments;
  }
}

const BODY_LIMIT = 64 * 1024;
const notificationParamsSchema = z.object({ processor: z.string().regex(/^[a-z0-9_-]{1,32}$/) });
const notificationAnswerSchema = z.object({ event_id: z.string(), status: paymentEventSchema.shape.status });
const sessionQuerySchema = z.object({ session: z.string().min(1).max(4000) });
const choiceSchema = z.object({ session: z.string().min(1).max(4000), action: z.enum(testActions) });

/** The hosted page's token is in its address: keep it out of caches and other sites' logs. */
function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply
    .status(status)
    .header("cache-control", "no-store")
    .header("referrer-policy", "no-referrer")
    .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'")
    .type("text/html; charset=utf-8")
    .send(html);
}

function browserLanguage(request: FastifyRequest): LanguageCode {
  const accepted = String(request.headers["accept-language"] ?? "").toLowerCase().split(",").map((part) => part.trim().slice(0, 2));
  return (accepted.find((code) => (languageCodes as readonly string[]).includes(code)) as LanguageCode | undefined) ?? "en";
}

export async function paymentsRoutes(app: FastifyInstance, opts: { payments: Payments; merchantName: string }): Promise<void> {
  const { payments, merchantName } = opts;
  // This plugin's scope only: every body as its raw text.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "string", bodyLimit: BODY_LIMIT }, (_request, body, done) => done(null, body));

  // A provider's server-to-server notification (test provider, Klarna push, PayPal webhook).
  route(app, {
    method: "POST",
    url: "/api/payments/:processor/notifications/",
    tag: "Payments",
    summary: "A payment provider's server-to-server notification",
    params: notificationParamsSchema,
    responses: { 200: notificationAnswerSchema },
  }, async (request, reply, io) => {
    const { processor } = io.params();
    if (!payments.provider(processor)) throw notFound(`No payment provider ${processor}`);
    try {
      const event = await payments.receive(processor, {
        headers: request.headers,
        query: request.query as Record<string, string | undefined>,
        rawBody: typeof request.body === "string" ? request.body : "",
      });
      return reply.send(io.output({ event_id: event.eventId, status: event.status }));
    } catch (error) {
      if (error instanceof NotificationRefused) {
        request.log.warn({ processor, reason: error.reason }, "payment notification refused");
        return reply.status(400).send({ detail: "The notification could not be verified.", code: "notification_refused" });
      }
      if (error instanceof ProviderError) {
        // The provider could not be asked about it now: a 5xx makes it deliver again later.
        request.log.error({ err: error }, "payment notification could not be checked with the provider");
        return reply.status(502).send({ detail: "The payment provider could not be reached.", code: "provider_unavailable" });
      }
      throw error;
    }
  });

  const test = payments.testProvider;
  if (!test) return;

  const page = (description: string) => ({ description, contentType: "text/html" });
  // The page's own message for a bad session; the API-wide guard refuses a NUL in the address
  // with its JSON error before the page runs.
  const refused = (description: string) => ({ description: `${description} (HTML), or a NUL in the address (the API's JSON error)`, contentType: ["text/html", "application/json"] });
  route(app, {
    method: "GET",
    url: TEST_PAY_PATH,
    tag: "Payments",
    summary: "The test provider's hosted payment page (only when the test provider is on)",
    query: sessionQuerySchema,
    responses: { 200: page("The payment page"), 400: refused("The session is missing, unknown or has expired") },
  }, async (request, reply) => {
    // A browser page: a missing or mangled session gets the page's own message, not JSON.
    const query = sessionQuerySchema.safeParse(request.query ?? {});
    const token = query.success ? query.data.session : null;
    const session = token === null ? null : test.openSession(token);
    if (!session || token === null) {
      const t = textsFor(browserLanguage(request));
      return sendHtml(reply, 400, renderMessagePage(browserLanguage(request), merchantName, t.invalidTitle, t.invalidBody, null));
    }
    return sendHtml(reply, 200, renderPaymentPage(token, session, merchantName, test.delayMs));
  });

  route(app, {
    method: "POST",
    url: TEST_PAY_PATH,
    tag: "Payments",
    summary: "The shopper's choice on the test provider's page: pay, decline or cancel",
    bodyType: "application/x-www-form-urlencoded",
    body: choiceSchema,
    responses: { 303: { description: "To the shop's return address of the outcome" }, 400: refused("The form is incomplete, or the session unknown or expired"), 409: page("The payment was already handled") },
  }, async (request, reply, io) => {
    const form = io.safeBody(Object.fromEntries(new URLSearchParams(typeof request.body === "string" ? request.body : "")));
    const result = form.success ? await test.choose(form.data.session, form.data.action) : ({ ok: false, reason: "invalid" } as const);
    if (result.ok) return reply.redirect(result.redirectUrl, 303);
    if (result.reason === "handled") {
      const t = textsFor(result.session.lang);
      return sendHtml(reply, 409, renderMessagePage(result.session.lang, merchantName, t.handledTitle, t.handledBody, result.session.urls.process));
    }
    const language = browserLanguage(request);
    const t = textsFor(language);
    return sendHtml(reply, 400, renderMessagePage(language, merchantName, t.invalidTitle, t.invalidBody, null));
  });
}

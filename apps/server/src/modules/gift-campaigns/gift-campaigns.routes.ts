// Gift campaigns (docs/product-page.md "Gift campaigns"): POST /api/giftcampaigns/validate_code/
// (spec 02 §7: code, product_id, category_slug; §8 a 400 carries the error text, here in
// lang_code; limited per address) and GET /api/giftcampaigns/{campaign}/ for the product page.
import type { FastifyInstance } from "fastify";
import type { Database } from "@polku/db";
import {
  giftCampaignQuerySchema, giftCampaignResponseSchema, giftCampaignSlugSchema, giftCodeErrorKeys, languageCodeSchema, validateCodeRequestSchema,
  validateCodeResponseSchema, type GiftCodeErrorKey,
} from "@polku/domain";
import { badRequest, fieldErrorsFrom, notFound } from "../../http/errors";
import type { RateLimitStore } from "../../lib/rate-limit-store";
import { createRequestLimit, enforceLimit } from "../../lib/request-limit";
import { visitorIp } from "../../http/visitor-ip";
import { CAMPAIGN_NOT_FOUND, createGiftCampaignsService } from "./gift-campaigns.service";
import { giftCodeError } from "./gift-campaigns.texts";
import { route } from "../../http/contract";

/** Code checks per address and window: a shopper's typos pass, guessing codes does not. */
export const CODE_CHECK_LIMIT = 20;
export const CODE_CHECK_WINDOW_MS = 15 * 60_000;

const isErrorKey = (message: string): message is GiftCodeErrorKey => (giftCodeErrorKeys as readonly string[]).includes(message);

export interface GiftCampaignRoutesOptions {
  db: Database;
  rateLimitStore: RateLimitStore;
  now?: () => Date;
}

export async function giftCampaignRoutes(app: FastifyInstance, opts: GiftCampaignRoutesOptions): Promise<void> {
  const service = createGiftCampaignsService(opts.db, opts.now);
  const limit = createRequestLimit(opts.rateLimitStore, "giftcode", CODE_CHECK_LIMIT, CODE_CHECK_WINDOW_MS);

  route(app, {
    method: "POST",
    url: "/api/giftcampaigns/validate_code/",
    tag: "Gift campaigns",
    summary: "Check a gift campaign code",
    body: validateCodeRequestSchema,
    responses: { 200: validateCodeResponseSchema },
  }, async (request, reply, io) => {
    reply.header("cache-control", "no-store");
    await enforceLimit(limit, `ip:${visitorIp(request)}`, reply);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const language = languageCodeSchema.catch("fi").parse(body.lang_code);
    const parsed = io.safeBody(body);
    if (!parsed.success) {
      const errors = Object.entries(fieldErrorsFrom(parsed.error)).map(([field, [first]]) => [
        field,
        [isErrorKey(first!) ? giftCodeError(first, language) : first!],
      ]);
      throw badRequest(Object.fromEntries(errors));
    }
    return io.output(await service.validate(parsed.data));
  });

  route(app, {
    method: "GET",
    url: "/api/giftcampaigns/:campaign/",
    tag: "Gift campaigns",
    summary: "A gift campaign's page and gifts",
    query: giftCampaignQuerySchema,
    responses: { 200: giftCampaignResponseSchema },
  }, async (request, reply, io) => {
    const slug = giftCampaignSlugSchema.safeParse((request.params as { campaign?: string }).campaign ?? "");
    if (!slug.success) throw notFound(CAMPAIGN_NOT_FOUND);
    const { language } = io.query();
    const answer = await service.campaign(slug.data, language);
    reply.header("cache-control", "public, max-age=60");
    return io.output(answer);
  });
}

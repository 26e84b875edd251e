// Gift card balance check (docs/gift-cards.md): POST /api/gift-cards/balance/ { code, language }.
// Field errors and the unknown-card answer in the shopper's language; limited per address (the
// limit is counted before the body is read), so it cannot be used to guess codes.
import type { FastifyInstance } from "fastify";
import type { Database } from "@polku/db";
import {
  GIFT_CARD_MODEL_IDS, WEB_GIFT_CARD_MODEL_ID, giftCardBalanceRequestSchema, giftCardBalanceResponseSchema, giftCardProductsQuerySchema, giftCardProductsResponseSchema,
  languageCodeSchema,
} from "@polku/domain";
import { badRequest, fieldErrorsFrom, notFound } from "../../http/errors";
import { mediaUrl } from "../../lib/media-url";
import { giftCardProducts } from "./gift-cards.repository";
import type { RateLimitStore } from "../../lib/rate-limit-store";
import { createRequestLimit, enforceLimit } from "../../lib/request-limit";
import { visitorIp } from "../../http/visitor-ip";
import { giftCardBalance } from "./gift-cards.service";
import { giftCardText } from "./gift-cards.texts";
import { route } from "../../http/contract";

/** Balance checks per address and window: a shopper's few cards pass, guessing does not. */
export const BALANCE_CHECK_LIMIT = 10;
export const BALANCE_CHECK_WINDOW_MS = 10 * 60_000;

export interface GiftCardRoutesOptions {
  db: Database;
  rateLimitStore: RateLimitStore;
  now?: () => Date;
}

export async function giftCardRoutes(app: FastifyInstance, opts: GiftCardRoutesOptions): Promise<void> {
  const limit = createRequestLimit(opts.rateLimitStore, "giftcard-balance", BALANCE_CHECK_LIMIT, BALANCE_CHECK_WINDOW_MS);
  const now = opts.now ?? (() => new Date());

  route(app, {
    method: "POST",
    url: "/api/gift-cards/balance/",
    tag: "Gift cards",
    summary: "A gift card's balance and validity",
    body: giftCardBalanceRequestSchema,
    responses: { 200: giftCardBalanceResponseSchema },
  }, async (request, reply, io) => {
    reply.header("cache-control", "no-store");
    await enforceLimit(limit, `ip:${visitorIp(request)}`, reply);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const language = languageCodeSchema.catch("fi").parse(typeof body === "object" ? body.language : undefined);
    const parsed = io.safeBody(body);
    if (!parsed.success) {
      const errors = fieldErrorsFrom(parsed.error);
      if (errors.code) errors.code = errors.code.map((m) => (m === "code_required" ? giftCardText("code_required", language) : m));
      throw badRequest(errors);
    }
    const answer = await giftCardBalance(opts.db, parsed.data.code, now());
    if (!answer) throw notFound(giftCardText("not_found", language), "gift_card_not_found");
    return io.output(answer);
  });

  route(app, {
    method: "GET",
    url: "/api/gift-cards/products/",
    tag: "Gift cards",
    summary: "The gift cards for sale",
    query: giftCardProductsQuerySchema,
    responses: { 200: giftCardProductsResponseSchema },
  }, async (request, reply, io) => {
    const { language } = io.query();
    // Web gift card first: it is the one most bought.
    const ids = [WEB_GIFT_CARD_MODEL_ID, ...GIFT_CARD_MODEL_IDS.filter((id) => id !== WEB_GIFT_CARD_MODEL_ID)];
    const products = await giftCardProducts(opts.db, ids, language);
    reply.header("cache-control", "public, max-age=60");
    return io.output({
      products: products.map((p) => ({
        model_id: p.modelId, variant_id: p.variantId, name: p.name, short_description: p.shortDescription, image: mediaUrl(p.image), url: `/${p.path}/`,
        is_web: p.modelId === WEB_GIFT_CARD_MODEL_ID,
      })),
    });
  });
}

// Gift card balance check (docs/gift-cards.md): POST /api/gift-cards/balance/ with the code a
// shopper typed; answers the card's balance and state, or 404 for an unknown code. Limited per
// address, so codes cannot be guessed through it.
import { z } from "zod";
import { languageCodeSchema } from "./shell";

export const giftCardBalanceRequestSchema = z.strictObject({
  code: z.string().trim().min(1, "code_required").max(64),
  language: languageCodeSchema.default("fi"),
});
export type GiftCardBalanceRequest = z.infer<typeof giftCardBalanceRequestSchema>;

export const giftCardStates = ["active", "empty", "expired", "void"] as const;
export type GiftCardState = (typeof giftCardStates)[number];

export const giftCardBalanceResponseSchema = z.strictObject({
  code: z.string(),
  /** Cents left on the card (never below 0). */
  balance: z.number().int().nonnegative(),
  currency: z.string(),
  expires_at: z.string().nullable(),
  state: z.enum(giftCardStates),
});
export type GiftCardBalanceResponse = z.infer<typeof giftCardBalanceResponseSchema>;

/** GET /api/gift-cards/products/?language=: the gift card products of /service-products/giftcards/. */
export const giftCardProductsQuerySchema = z.object({ language: languageCodeSchema.default("fi") });

export const giftCardProductSchema = z.strictObject({
  model_id: z.number().int(),
  /** The first (only) variant, for the analytics event of adding. */
  variant_id: z.number().int(),
  name: z.string(),
  short_description: z.string(),
  image: z.string().nullable(),
  /** The product page, rooted with slashes. */
  url: z.string(),
  /** The web gift card (2427): e-mailed, takes a recipient's name. */
  is_web: z.boolean(),
});
export type GiftCardProduct = z.infer<typeof giftCardProductSchema>;
export const giftCardProductsResponseSchema = z.strictObject({ products: z.array(giftCardProductSchema) });
export type GiftCardProductsResponse = z.infer<typeof giftCardProductsResponseSchema>;

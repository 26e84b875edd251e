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

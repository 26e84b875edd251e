// API contract of gift campaigns (spec 01 §2 /giftcampaigns/{campaign}/{product}/, §3 cart
// giftCampaignData {code, campaign}; spec 02 §4 "Gift campaign redeem", §5 code trimmed and
// required, §7 POST /api/giftcampaigns/validate_code/ with code, product_id, category_slug, §8 a
// 400 carries the error text; docs/product-page.md "Gift campaigns"). category_slug names the
// campaign as the address does; product_id is the chosen variant.
import { z } from "zod";
import { languageCodeSchema } from "./shell";

export const GIFT_CODE_MAX_LENGTH = 64;
const slug = z.string().trim().toLowerCase().min(1).max(100).regex(/^[a-z0-9-]+$/, "Use letters, digits and hyphens.");

/** Message keys of the code's errors; the server answers them as text in lang_code. */
export const giftCodeErrorKeys = ["codeRequired", "codeUnknown", "codeUsed", "codeExpired", "productNotInCampaign", "campaignNotFound"] as const;
export type GiftCodeErrorKey = (typeof giftCodeErrorKeys)[number];

export const validateCodeRequestSchema = z.strictObject({
  code: z
    .string({ error: "codeRequired" satisfies GiftCodeErrorKey })
    .trim()
    .min(1, "codeRequired" satisfies GiftCodeErrorKey)
    .max(GIFT_CODE_MAX_LENGTH, "codeUnknown" satisfies GiftCodeErrorKey),
  product_id: z.number().int().positive().max(2_147_483_647),
  category_slug: slug,
  lang_code: languageCodeSchema.default("fi"),
});
export type ValidateCodeRequest = z.input<typeof validateCodeRequestSchema>;

export const validateCodeResponseSchema = z.strictObject({
  /** The code as stored (trimmed, upper-case). */
  code: z.string(),
  campaign: z.string(),
  category: z.string(),
  product_id: z.number().int().positive(),
  model_id: z.number().int().positive(),
});
export type ValidateCodeResponse = z.infer<typeof validateCodeResponseSchema>;

// GET /api/giftcampaigns/{campaign}/?language= (ours): the campaign the product page shows.
export const giftCampaignQuerySchema = z.object({ language: languageCodeSchema.default("fi") });
export const giftCampaignSlugSchema = slug;

export const giftCampaignResponseSchema = z.strictObject({
  slug: z.string(),
  name: z.string(),
  category: z.string(),
  starts_at: z.iso.datetime(),
  ends_at: z.iso.datetime().nullable(),
  /** The campaign's models, in the campaign's order. */
  model_ids: z.array(z.number().int().positive()),
});
export type GiftCampaignResponse = z.infer<typeof giftCampaignResponseSchema>;

// The back office's gift campaigns (docs/admin.md "Gift campaigns"; the entity: spec 02 §4 "Gift
// campaign redeem", docs/product-page.md "Gift campaigns"): the admin's contract. Whether a code
// is accepted is decided by gift-campaigns/codes.ts only; these schemas say what may be stored.
import { z } from "zod";
import { campaignOpen } from "../gift-campaigns/codes";
import { languageCodes, type LanguageCode } from "../language-codes";
import { listQuerySchema, optionalFlag, pageSchema, versionSchema } from "./common";

/** How the back office shows a campaign's window at a moment. */
export const GIFT_CAMPAIGN_STATES = ["open", "not_started", "ended", "inactive"] as const;
export type GiftCampaignState = (typeof GIFT_CAMPAIGN_STATES)[number];

/** The same verdict the shop's code check gives (`campaignOpen`), with the reason when closed. */
export function giftCampaignState(c: { is_active: boolean; starts_at: string; ends_at: string | null }, now: Date): GiftCampaignState {
  const window = { isActive: c.is_active, startsAt: new Date(c.starts_at), endsAt: c.ends_at ? new Date(c.ends_at) : null };
  if (campaignOpen(window, now)) return "open";
  if (!c.is_active) return "inactive";
  return window.startsAt > now ? "not_started" : "ended";
}

/** Codes a campaign's codes are drawn with: no 0/O, 1/I/L, so a code read aloud is typed right. */
export const GIFT_CAMPAIGN_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const GIFT_CAMPAIGN_CODE_LENGTH = 10;
/** At most this many codes are made by one call. */
export const GIFT_CAMPAIGN_MAX_BATCH = 1000;

/** A drawn code: the prefix, then 10 letters, each `randomIndex(31)` (an unbiased draw, `crypto.randomInt`). */
export function drawGiftCampaignCode(prefix: string, randomIndex: (below: number) => number): string {
  let out = prefix;
  for (let i = 0; i < GIFT_CAMPAIGN_CODE_LENGTH; i++) out += GIFT_CAMPAIGN_CODE_ALPHABET[randomIndex(GIFT_CAMPAIGN_CODE_ALPHABET.length)];
  return out;
}

const MAX_INT = 2_147_483_647;
const text = (max: number) => z.string().trim().max(max, `At most ${max} characters.`);
const instant = z.iso.datetime({ offset: true, message: "A date and time." });
const addressSegment = (what: string) =>
  z
    .string()
    .trim()
    .min(2, "At least 2 characters.")
    .max(80, "At most 80 characters.")
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, `Small letters a-z, digits and single dashes: the ${what} is part of an address.`);

const names = z.strictObject(Object.fromEntries(languageCodes.map((l) => [l, text(200)])) as Record<LanguageCode, ReturnType<typeof text>>);

// ---- campaigns --------------------------------------------------------------------------------

export const adminGiftCampaignListQuerySchema = listQuerySchema(["id", "slug", "starts_at", "ends_at"], "-id").extend({
  active: optionalFlag,
  state: z
    .enum(["", ...GIFT_CAMPAIGN_STATES])
    .optional()
    .transform((v) => v || undefined),
});
export type AdminGiftCampaignListQuery = z.infer<typeof adminGiftCampaignListQuerySchema>;

const campaignFields = z.strictObject({
  category: addressSegment("category"),
  starts_at: instant,
  ends_at: instant.nullable(),
  is_active: z.boolean(),
  /** The campaign's name per language; an empty one shows the Finnish name. */
  names,
  /** The models a code buys one of, in the order the campaign page shows them. */
  model_ids: z.array(z.number().int().positive().max(MAX_INT)).min(1, "At least one product.").max(500, "At most 500."),
});

function checkCampaign(v: z.infer<typeof campaignFields>, ctx: z.RefinementCtx): void {
  if (!v.names.fi) ctx.addIssue({ code: "custom", path: ["names", "fi"], message: "Required." });
  if (v.ends_at && Date.parse(v.ends_at) <= Date.parse(v.starts_at)) ctx.addIssue({ code: "custom", path: ["ends_at"], message: "After the start." });
  if (new Set(v.model_ids).size !== v.model_ids.length) ctx.addIssue({ code: "custom", path: ["model_ids"], message: "Each product once." });
}

/** A new campaign: its address (`slug`) is given once and stays, as the codes' letters point at it. */
export const adminGiftCampaignInputSchema = campaignFields.extend({ slug: addressSegment("campaign's name in the address") }).superRefine(checkCampaign);
export type AdminGiftCampaignInput = z.infer<typeof adminGiftCampaignInputSchema>;
/** An edit names the version it was made on. */
export const adminGiftCampaignUpdateSchema = campaignFields.extend({ version: versionSchema }).superRefine(checkCampaign);
export type AdminGiftCampaignUpdate = z.infer<typeof adminGiftCampaignUpdateSchema>;
/** Ending a campaign now: only the version it was decided on. */
export const adminGiftCampaignEndSchema = z.strictObject({ version: versionSchema });

export const adminGiftCampaignSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  category: z.string(),
  starts_at: z.string(),
  ends_at: z.string().nullable(),
  is_active: z.boolean(),
  names: z.record(z.string(), z.string()),
  model_ids: z.array(z.number().int()),
  /** How many codes it has, and their uses taken of all their uses. */
  code_count: z.number().int(),
  uses_taken: z.number().int(),
  uses_total: z.number().int(),
  state: z.enum(GIFT_CAMPAIGN_STATES),
  created_at: z.string(),
  version: versionSchema,
});
export type AdminGiftCampaign = z.infer<typeof adminGiftCampaignSchema>;
export const adminGiftCampaignPageSchema = pageSchema(adminGiftCampaignSchema);

// ---- codes ------------------------------------------------------------------------------------

export const adminGiftCampaignCodeListQuerySchema = listQuerySchema(["id", "code", "used"], "id").extend({
  /** true: every use taken; false: a use left. */
  used: optionalFlag,
});
export type AdminGiftCampaignCodeListQuery = z.infer<typeof adminGiftCampaignCodeListQuerySchema>;

export const adminGiftCampaignCodeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  max_uses: z.number().int(),
  used_count: z.number().int(),
  valid_until: z.string().nullable(),
  created_at: z.string(),
});
export type AdminGiftCampaignCode = z.infer<typeof adminGiftCampaignCodeSchema>;
export const adminGiftCampaignCodePageSchema = pageSchema(adminGiftCampaignCodeSchema);

/**
 * New codes for a campaign: `quantity` drawn codes (an optional prefix, then 10 letters), or one
 * code of the admin's own (`code`, e.g. a company's word used by all its people with `max_uses`).
 */
export const adminGiftCampaignCodesCreateSchema = z
  .strictObject({
    quantity: z.number().int().min(1, "At least 1.").max(GIFT_CAMPAIGN_MAX_BATCH, `At most ${GIFT_CAMPAIGN_MAX_BATCH} at a time.`),
    prefix: z
      .string()
      .trim()
      .max(10, "At most 10 characters.")
      .regex(/^[A-Za-z0-9-]*$/, "Letters A-Z, digits and - only.")
      .transform((v) => v.toUpperCase()),
    code: z
      .string()
      .trim()
      .max(40, "At most 40 characters.")
      .regex(/^[A-Za-z0-9_-]*$/, "Letters A-Z, digits, - and _ only.")
      .transform((v) => v.toUpperCase()),
    max_uses: z.number().int().min(1, "At least 1.").max(1_000_000, "At most 1 000 000."),
    valid_until: instant.nullable(),
  })
  .superRefine((v, ctx) => {
    if (v.code && v.quantity !== 1) ctx.addIssue({ code: "custom", path: ["quantity"], message: "One code of your own at a time." });
    if (v.code && v.code.length < 3) ctx.addIssue({ code: "custom", path: ["code"], message: "At least 3 characters." });
    if (v.code && v.prefix) ctx.addIssue({ code: "custom", path: ["prefix"], message: "A prefix is for drawn codes only." });
  });
export type AdminGiftCampaignCodesCreate = z.infer<typeof adminGiftCampaignCodesCreateSchema>;

export const adminGiftCampaignCodesCreatedSchema = z.object({
  /** The codes made, to hand to the campaign's company. */
  codes: z.array(z.string()),
});

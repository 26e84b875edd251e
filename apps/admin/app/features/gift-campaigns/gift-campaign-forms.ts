// The forms of gift campaigns and their codes (docs/admin.md "Forms", "Gift campaigns"): what
// staff type (Helsinki dates and times, product ids separated by commas or spaces, a name per
// language) turned into the API's body, checked by the API's own schema.
import { languageCodes } from "@polku/domain";
import { adminGiftCampaignCodesCreateSchema, adminGiftCampaignEndSchema, adminGiftCampaignInputSchema, adminGiftCampaignUpdateSchema } from "@polku/domain/admin/gift-campaigns";
import { helsinkiInstant } from "../codes/code-forms";
import { type Raw, text, flag, anyObject } from "../../lib/form-values";

/** An empty required time stays a string the API's schema refuses with its own message. */
const requiredInstant = (v: unknown) => helsinkiInstant(text(v)) ?? "";
const whole = (v: unknown, empty: number) => (text(v).trim() === "" ? empty : Number(text(v).trim()));

/** "1201, 1202 1203" → [1201, 1202, 1203] in the order typed (the campaign page's order). */
export const modelIdsOf = (v: unknown) =>
  text(v)
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map(Number);

function campaignFields(f: Raw) {
  const names = (f.names ?? {}) as Raw;
  return {
    category: text(f.category),
    starts_at: requiredInstant(f.starts_at),
    ends_at: helsinkiInstant(text(f.ends_at)),
    is_active: flag(f.is_active),
    names: Object.fromEntries(languageCodes.map((l) => [l, text(names[l])])),
    model_ids: modelIdsOf(f.model_ids),
  };
}

export const giftCampaignCreateFormSchema = anyObject.transform((f): unknown => ({ ...campaignFields(f), slug: text(f.slug) })).pipe(adminGiftCampaignInputSchema);
export const giftCampaignUpdateFormSchema = anyObject.transform((f): unknown => ({ ...campaignFields(f), version: text(f.version) })).pipe(adminGiftCampaignUpdateSchema);
export const giftCampaignEndFormSchema = anyObject.transform((f): unknown => ({ version: text(f.version) })).pipe(adminGiftCampaignEndSchema);

export const giftCampaignCodesFormSchema = anyObject
  .transform((f): unknown => ({
    quantity: whole(f.quantity, 1),
    prefix: text(f.prefix),
    code: text(f.code),
    max_uses: whole(f.max_uses, 1),
    valid_until: helsinkiInstant(text(f.valid_until)),
  }))
  .pipe(adminGiftCampaignCodesCreateSchema);

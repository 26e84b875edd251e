// The forms of banners, keyword popups and settings (docs/admin.md "Forms", "Content"): what the
// forms post turned into the API's body, checked by the API's own schema in the browser and again
// in the action. Times are typed on the Helsinki clock.
import { languageCodes } from "@polku/domain";
import { adminBannerInputSchema, adminBannerUpdateSchema, adminKeywordInputSchema, adminKeywordUpdateSchema, adminSettingUpdateSchema } from "@polku/domain/admin/content";
import { helsinkiInstant } from "../codes/code-forms";
import { type Raw, text, flag, anyObject } from "../../lib/form-values";

const texts = (f: Raw, fields: readonly string[]) =>
  Object.fromEntries(languageCodes.map((l) => [l, Object.fromEntries(fields.map((name) => [name, text(((f.translations as Raw | undefined)?.[l] as Raw | undefined)?.[name])]))]));

function bannerFields(f: Raw) {
  return {
    kind: text(f.kind) || "image",
    image: text(f.image),
    crop_point: text(f.crop_point),
    sub_text: text(f.sub_text),
    product_group_id: text(f.product_group_id).trim() === "" ? null : Number(text(f.product_group_id)),
    sort_order: text(f.sort_order).trim() === "" ? 0 : Number(text(f.sort_order)),
    active_from: helsinkiInstant(text(f.active_from)),
    active_to: helsinkiInstant(text(f.active_to)),
    is_active: flag(f.is_active),
    translations: texts(f, ["title", "heading", "url", "button_text"]),
  };
}

export const bannerCreateFormSchema = anyObject.transform((f): unknown => bannerFields(f)).pipe(adminBannerInputSchema);
export const bannerUpdateFormSchema = anyObject.transform((f): unknown => ({ ...bannerFields(f), version: text(f.version) })).pipe(adminBannerUpdateSchema);

const keywordFields = (f: Raw) => ({ is_active: flag(f.is_active), translations: texts(f, ["keyword", "text", "url"]) });
export const keywordCreateFormSchema = anyObject.transform((f): unknown => keywordFields(f)).pipe(adminKeywordInputSchema);
export const keywordUpdateFormSchema = anyObject.transform((f): unknown => ({ ...keywordFields(f), version: text(f.version) })).pipe(adminKeywordUpdateSchema);

export const settingFormSchema = anyObject
  .transform((f): unknown => ({
    version: text(f.version),
    value: text(f.value),
    translations: f.translations && typeof f.translations === "object" ? Object.fromEntries(Object.entries(f.translations as Raw).map(([l, v]) => [l, text(v)])) : null,
  }))
  .pipe(adminSettingUpdateSchema);

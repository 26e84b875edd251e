// The back office's content (docs/admin.md "Content"): banners, keyword popups and the general
// settings of spec 01 §3. Texts are edited in all six languages; a setting's value is checked by
// the same parser the shop reads it with (settings.ts) before it is saved.
import { z } from "zod";
import { languageCodes, type LanguageCode } from "../language-codes";
import { ADMIN_SETTING_KEYS, parseExperienceBrands, parseFeatureFlags, parseTargetCountryDays } from "../settings";
import { parseReviewInvitationDays } from "../reviews/review-invitation";
import { listQuerySchema, optionalFlag, pageSchema, versionSchema } from "./common";

function perLanguage<T extends z.ZodType>(schema: T) {
  return z.object(Object.fromEntries(languageCodes.map((language) => [language, schema])) as Record<LanguageCode, T>);
}
const text = (max: number) => z.string().trim().max(max, `At most ${max} characters.`);
const instant = z.iso.datetime({ offset: true, message: "A date and time." }).nullable();
/** An address in the shop ("/…") or outside it ("https://…"); empty: none. */
const link = (max: number) =>
  text(max).refine((v) => v === "" || /^\/(?!\/)/.test(v) || /^https?:\/\/[^\s]+$/.test(v), "An address in the shop (/…) or a full https:// address.");

function checkWindow(v: { active_from: string | null; active_to: string | null }, ctx: z.RefinementCtx) {
  if (v.active_from && v.active_to && Date.parse(v.active_to) <= Date.parse(v.active_from)) ctx.addIssue({ code: "custom", path: ["active_to"], message: "After the start." });
}

// ---- banners ----------------------------------------------------------------------------------

export const BANNER_KINDS = ["image", "dynamic_page"] as const;

/** Per language; a language whose title and heading are both empty shows no banner in it. */
const bannerTextsSchema = z.strictObject({
  title: text(200),
  heading: text(200),
  /** One address per line, paired with the lines of the button texts. */
  url: text(2000).refine((v) => v.split("\n").every((line) => line.trim() === "" || /^\/(?!\/)/.test(line.trim()) || /^https?:\/\/\S+$/.test(line.trim())), "Each line an address in the shop (/…) or a full https:// address."),
  button_text: text(500),
});

const bannerFields = z.strictObject({
  kind: z.enum(BANNER_KINDS),
  image: text(300).min(1, "Required."),
  crop_point: text(20).refine((v) => v === "" || /^\d{1,3},\d{1,3}$/.test(v), "Two percentages, e.g. 50,30."),
  sub_text: text(100),
  product_group_id: z.number().int().positive().max(2_147_483_647).nullable(),
  sort_order: z.number().int().min(-100_000).max(100_000),
  active_from: instant,
  active_to: instant,
  is_active: z.boolean(),
  translations: perLanguage(bannerTextsSchema),
});

function checkBanner(v: z.infer<typeof bannerFields>, ctx: z.RefinementCtx) {
  checkWindow(v, ctx);
  const fi = v.translations.fi;
  if (!fi.title && !fi.heading) ctx.addIssue({ code: "custom", path: ["translations", "fi", "title"], message: "The Finnish banner needs a title or a heading." });
  for (const language of languageCodes) {
    const t = v.translations[language];
    const urls = t.url.split("\n").filter((l) => l.trim()).length;
    const buttons = t.button_text.split("\n").filter((l) => l.trim()).length;
    if (urls !== buttons) ctx.addIssue({ code: "custom", path: ["translations", language, "button_text"], message: "One button text per address line." });
  }
}

export const adminBannerInputSchema = bannerFields.superRefine(checkBanner);
export type AdminBannerInput = z.infer<typeof adminBannerInputSchema>;
export const adminBannerUpdateSchema = bannerFields.extend({ version: versionSchema }).superRefine(checkBanner);
export const adminBannerSchema = bannerFields.extend({ id: z.number().int(), version: versionSchema, showing: z.boolean() });
export type AdminBanner = z.infer<typeof adminBannerSchema>;
export const adminBannerPageSchema = pageSchema(adminBannerSchema);
export const adminBannerListQuerySchema = listQuerySchema(["id", "sort_order", "active_from"], "sort_order").extend({ active: optionalFlag, kind: z.enum(["", ...BANNER_KINDS]).optional().transform((v) => v || undefined) });
export type AdminBannerListQuery = z.infer<typeof adminBannerListQuerySchema>;

// ---- keyword popups ---------------------------------------------------------------------------

/** Per language; a language without a keyword has no popup in it. */
const keywordTextsSchema = z.strictObject({ keyword: text(80), text: text(1000), url: link(2000) });

const keywordFields = z.strictObject({ is_active: z.boolean(), translations: perLanguage(keywordTextsSchema) });

function checkKeyword(v: z.infer<typeof keywordFields>, ctx: z.RefinementCtx) {
  for (const language of languageCodes) {
    const t = v.translations[language];
    if (language === "fi" && !t.keyword) ctx.addIssue({ code: "custom", path: ["translations", "fi", "keyword"], message: "Required." });
    if (t.keyword && !t.text) ctx.addIssue({ code: "custom", path: ["translations", language, "text"], message: "The popup's text is required with a keyword." });
  }
}

export const adminKeywordInputSchema = keywordFields.superRefine(checkKeyword);
export type AdminKeywordInput = z.infer<typeof adminKeywordInputSchema>;
export const adminKeywordUpdateSchema = keywordFields.extend({ version: versionSchema }).superRefine(checkKeyword);
export const adminKeywordSchema = keywordFields.extend({ id: z.number().int(), version: versionSchema });
export type AdminKeyword = z.infer<typeof adminKeywordSchema>;
export const adminKeywordPageSchema = pageSchema(adminKeywordSchema);
export const adminKeywordListQuerySchema = listQuerySchema(["id", "keyword"], "keyword").extend({ active: optionalFlag });
export type AdminKeywordListQuery = z.infer<typeof adminKeywordListQuerySchema>;

// ---- general settings -------------------------------------------------------------------------

/** Settings shoppers read, with a text per language (the Finnish is the value itself). */
export const TRANSLATED_SETTING_KEYS = ["search_bar_placeholder", "frontpage_title", "frontpage_meta_description", "blocked_stock_text"] as const;
/** Settings held as JSON (spec 01 §5): checked by the shop's own parsers before they are saved. */
export const JSON_SETTING_KEYS = ["feature_flags", "target_country_delivery_added_days", "quick_add_products", "hidden_dynamic_page_menu_items"] as const;

const quickAddSchema = z.array(z.strictObject({ model_id: z.number().int().positive(), variant_id: z.number().int().positive() })).max(50);

/** Why `value` cannot be the value of `key`, or null when it can. */
export function settingValueProblem(key: string, value: string): string | null {
  if (value.length > 20_000) return "At most 20000 characters.";
  if (key === "feature_flags") {
    const { error } = parseFeatureFlags(value);
    return error && value.trim() !== "" ? `${error}. Write a JSON object of true and false, e.g. {"ski_wizard": true}.` : null;
  }
  if (key === "target_country_delivery_added_days") return parseTargetCountryDays(value).error;
  if (key === "review_invitation_days") return parseReviewInvitationDays(value).error;
  if (key === "corporate_sales_email") {
    const address = value.trim();
    return address === "" || (address.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) ? null : "An e-mail address, or empty for the customer-service address.";
  }
  if (key === "experience_manufacturer_list") {
    const bad = parseExperienceBrands(value).filter((slug) => !/^[a-z0-9][a-z0-9-]*$/.test(slug));
    return bad.length === 0 ? null : `Brand slugs separated by commas; not a slug: ${bad.join(", ")}`;
  }
  if (key === "quick_add_products" || key === "hidden_dynamic_page_menu_items") {
    let parsed: unknown;
    try {
      parsed = JSON.parse(value.trim() === "" ? "[]" : value);
    } catch (cause) {
      return `Not valid JSON: ${(cause as Error).message}`;
    }
    if (key === "quick_add_products") return quickAddSchema.safeParse(parsed).success ? null : 'A JSON list of {"model_id": …, "variant_id": …}, at most 50.';
    return Array.isArray(parsed) ? null : "A JSON list.";
  }
  return null;
}

export const settingKeySchema = z.enum(ADMIN_SETTING_KEYS);

export const adminSettingSchema = z.object({
  key: z.string(),
  value: z.string(),
  /** Per-language texts of the translated keys (other languages than Finnish); null for the others. */
  translations: z.record(z.string(), z.string()).nullable(),
  kind: z.enum(["text", "translated", "json"]),
  updated_at: z.string().nullable(),
  version: versionSchema,
});
export type AdminSetting = z.infer<typeof adminSettingSchema>;
export const adminSettingListSchema = z.object({ results: z.array(adminSettingSchema) });

export const adminSettingUpdateSchema = z
  .strictObject({
    version: versionSchema,
    value: z.string().max(20_000, "At most 20000 characters."),
    translations: z.partialRecord(z.enum(languageCodes.filter((l) => l !== "fi") as [LanguageCode, ...LanguageCode[]]), text(2000)).nullable().default(null),
  });
export type AdminSettingUpdate = z.infer<typeof adminSettingUpdateSchema>;

// ---- uploaded pictures ------------------------------------------------------------------------

/** A banner picture's upload: the form's fields besides the file (`file`, one JPEG, PNG or WebP). */
export const adminBannerPictureFieldsSchema = z.strictObject({});
/** The stored picture: its media path for the banner's `image`, and its size in pixels. */
export const adminUploadedPictureSchema = z.object({ image: z.string(), width: z.number().int(), height: z.number().int() });
export type AdminUploadedPicture = z.infer<typeof adminUploadedPictureSchema>;
/** Picture limits the form shows (the API checks them again by the content). */
export const BANNER_PICTURE_MAX_MB = 8;
export const BANNER_PICTURE_MIN_SIZE = { width: 800, height: 300 };

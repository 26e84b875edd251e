// The back office's FAQ (docs/admin.md "FAQ"; docs/content.md "FAQ"): categories in order with a
// name per language, and their questions in order, each with its anchor key and per language the
// question and the answer HTML (sanitised by the API with the shop's rules before it is stored). A
// language left blank has no row, so the shop leaves the question (or the category) out there.
import { z } from "zod";
import { languageCodes, type LanguageCode } from "../language-codes";
import { versionSchema } from "./common";

/** A question's anchor (`/faq/#key`) or a category's key: small letters, digits and dashes. */
export const FAQ_KEY_PATTERN = /^[a-z0-9][a-z0-9-]{0,79}$/;
const KEY_MESSAGE = "Small letters a–z, digits and dashes (at most 80).";
export const FAQ_ANSWER_MAX = 20_000;

function perLanguage<T extends z.ZodType>(schema: T) {
  return z.strictObject(Object.fromEntries(languageCodes.map((language) => [language, schema])) as Record<LanguageCode, T>);
}
const text = (max: number) => z.string().trim().max(max, `At most ${max} characters.`);
const key = z.string().trim().regex(FAQ_KEY_PATTERN, KEY_MESSAGE);
const order = z.number().int().min(-100_000).max(100_000);

// ---- categories -------------------------------------------------------------------------------

const categoryFields = z.strictObject({ key, sort_order: order, names: perLanguage(text(120)) });
const checkCategory = (v: z.infer<typeof categoryFields>, ctx: z.RefinementCtx) => {
  if (!v.names.fi) ctx.addIssue({ code: "custom", path: ["names", "fi"], message: "Required." });
};
export const adminFaqCategoryInputSchema = categoryFields.superRefine(checkCategory);
export const adminFaqCategoryUpdateSchema = categoryFields.extend({ version: versionSchema }).superRefine(checkCategory);
export type AdminFaqCategoryInput = z.infer<typeof adminFaqCategoryInputSchema>;
export const adminFaqCategorySchema = z.object({ id: z.number().int(), version: versionSchema, key: z.string(), sort_order: z.number().int(), names: z.record(z.string(), z.string()) });
export type AdminFaqCategory = z.infer<typeof adminFaqCategorySchema>;

// ---- questions --------------------------------------------------------------------------------

const questionTexts = z.strictObject({ question: text(300), answer_html: z.string().max(FAQ_ANSWER_MAX, `At most ${FAQ_ANSWER_MAX} characters.`) });
const questionFields = z.strictObject({
  category_id: z.number().int().positive().max(2_147_483_647),
  key,
  sort_order: order,
  is_active: z.boolean(),
  translations: perLanguage(questionTexts),
});
const checkQuestion = (v: z.infer<typeof questionFields>, ctx: z.RefinementCtx) => {
  for (const language of languageCodes) {
    const t = v.translations[language];
    const blank = t.question === "" && t.answer_html.trim() === "";
    if (language !== "fi" && blank) continue;
    const message = language === "fi" ? "Required." : "Required when this language has the question or the answer.";
    if (!t.question) ctx.addIssue({ code: "custom", path: ["translations", language, "question"], message });
    if (!t.answer_html.trim()) ctx.addIssue({ code: "custom", path: ["translations", language, "answer_html"], message });
  }
};
export const adminFaqQuestionInputSchema = questionFields.superRefine(checkQuestion);
export const adminFaqQuestionUpdateSchema = questionFields.extend({ version: versionSchema }).superRefine(checkQuestion);
export type AdminFaqQuestionInput = z.infer<typeof adminFaqQuestionInputSchema>;
export const adminFaqQuestionSchema = z.object({
  id: z.number().int(),
  version: versionSchema,
  category_id: z.number().int(),
  key: z.string(),
  sort_order: z.number().int(),
  is_active: z.boolean(),
  translations: perLanguage(z.object({ question: z.string(), answer_html: z.string() })),
});
export type AdminFaqQuestion = z.infer<typeof adminFaqQuestionSchema>;

/** The whole FAQ for its screen: categories in the shop's order, each with its questions. */
export const adminFaqSchema = z.object({
  categories: z.array(
    z.object({
      id: z.number().int(),
      key: z.string(),
      sort_order: z.number().int(),
      name: z.string(),
      languages: z.array(z.string()),
      questions: z.array(z.object({ id: z.number().int(), key: z.string(), sort_order: z.number().int(), is_active: z.boolean(), question: z.string(), languages: z.array(z.string()) })),
    }),
  ),
});
export type AdminFaq = z.infer<typeof adminFaqSchema>;

export function emptyFaqQuestion(categoryId = 0): AdminFaqQuestionInput {
  return { category_id: categoryId, key: "", sort_order: 0, is_active: true, translations: Object.fromEntries(languageCodes.map((l) => [l, { question: "", answer_html: "" }])) as AdminFaqQuestionInput["translations"] };
}
export function emptyFaqCategory(): AdminFaqCategoryInput {
  return { key: "", sort_order: 0, names: Object.fromEntries(languageCodes.map((l) => [l, ""])) as AdminFaqCategoryInput["names"] };
}

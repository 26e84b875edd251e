// The FAQ forms (docs/admin.md "FAQ"): what the category and question forms post turned into the
// API's body, checked by the API's own schema in the browser and again in the action.
import { languageCodes } from "@polku/domain";
import { adminFaqCategoryInputSchema, adminFaqCategoryUpdateSchema, adminFaqQuestionInputSchema, adminFaqQuestionUpdateSchema } from "@polku/domain/admin/faq";
import { anyObject, flag, text, type Raw } from "../../lib/form-values";

const child = (v: unknown, key: string): Raw => {
  const value = v && typeof v === "object" ? (v as Raw)[key] : undefined;
  return value && typeof value === "object" ? (value as Raw) : {};
};
const order = (v: unknown) => (text(v).trim() === "" ? 0 : Number(text(v)));

const categoryFields = (f: Raw) => ({
  key: text(f.key),
  sort_order: order(f.sort_order),
  names: Object.fromEntries(languageCodes.map((l) => [l, text(child(f, "names")[l])])),
});
export const faqCategoryCreateFormSchema = anyObject.transform((f): unknown => categoryFields(f)).pipe(adminFaqCategoryInputSchema);
export const faqCategoryUpdateFormSchema = anyObject.transform((f): unknown => ({ ...categoryFields(f), version: text(f.version) })).pipe(adminFaqCategoryUpdateSchema);

const questionFields = (f: Raw) => ({
  category_id: Number(text(f.category_id)),
  key: text(f.key),
  sort_order: order(f.sort_order),
  is_active: flag(f.is_active),
  translations: Object.fromEntries(
    languageCodes.map((l) => {
      const t = child(child(f, "translations"), l);
      return [l, { question: text(t.question), answer_html: text(t.answer_html) }];
    }),
  ),
});
export const faqQuestionCreateFormSchema = anyObject.transform((f): unknown => questionFields(f)).pipe(adminFaqQuestionInputSchema);
export const faqQuestionUpdateFormSchema = anyObject.transform((f): unknown => ({ ...questionFields(f), version: text(f.version) })).pipe(adminFaqQuestionUpdateSchema);

// The page editor's form (docs/admin.md "Pages"): what the form posts turned into the API's body,
// checked by the API's own schema in the browser and again in the action. Tabs are posted as
// `tabs.{i}.translations.{language}.…` and `tabs.{i}.tabs.{j}.…`, in the order shown.
import { languageCodes } from "@polku/domain";
import { adminPageInputSchema, adminPageUpdateSchema } from "@polku/domain/admin/pages";
import { anyObject, flag, text, type Raw } from "../../lib/form-values";

const child = (v: unknown, key: string) => ((v && typeof v === "object" ? (v as Raw)[key] : undefined) as Raw | undefined) ?? {};
const texts = (f: Raw, fields: readonly string[]) =>
  Object.fromEntries(languageCodes.map((l) => [l, Object.fromEntries(fields.map((name) => [name, text(child(child(f, "translations"), l)[name])]))]));
/** `{ "0": …, "1": … }` as posted, in index order. */
const indexed = (v: unknown): Raw[] =>
  Object.entries(v && typeof v === "object" ? (v as Raw) : {})
    .filter(([k]) => /^\d{1,3}$/.test(k))
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([, value]) => (value && typeof value === "object" ? (value as Raw) : {}));

const TAB_FIELDS = ["title", "slug", "content_html"] as const;

function pageFields(f: Raw) {
  const withTabs = flag(f.with_tabs);
  return {
    with_tabs: withTabs,
    is_active: flag(f.is_active),
    sort_order: text(f.sort_order).trim() === "" ? 0 : Number(text(f.sort_order)),
    translations: texts(f, ["title", "slug", "meta_description", "social_image", "content_html"]),
    tabs: withTabs ? indexed(f.tabs).map((tab) => ({ translations: texts(tab, TAB_FIELDS), tabs: indexed(tab.tabs).map((c) => ({ translations: texts(c, TAB_FIELDS) })) })) : [],
  };
}

export const pageCreateFormSchema = anyObject.transform((f): unknown => pageFields(f)).pipe(adminPageInputSchema);
export const pageUpdateFormSchema = anyObject.transform((f): unknown => ({ ...pageFields(f), version: text(f.version) })).pipe(adminPageUpdateSchema);

/** Tags and attributes in a piece of HTML: fewer after saving means the sanitiser removed some. */
function markup(html: string): number {
  return (html.match(/<[a-zA-Z]/g)?.length ?? 0) + (html.match(/\s[a-zA-Z][\w:-]*\s*=/g)?.length ?? 0);
}

/** The languages (and tabs) whose HTML lost tags or attributes on save. */
export function cleanedHtml(sent: { content_html: string }[], stored: { content_html: string }[]): boolean {
  return sent.some((s, i) => markup(stored[i]?.content_html ?? "") < markup(s.content_html));
}

// The back office's static pages, pages with tabs and brand experience stories (docs/admin.md
// "Pages"; spec 01 §2 static content page, static page with tabs). Every text is edited in the six
// languages; a language whose title and address are both empty has no page in it. The body is
// HTML that the API sanitises on save with the storefront's own rules (docs/content.md
// "Sanitising"), so what is stored is what the shop shows.
import { z } from "zod";
import { languageCodes, type LanguageCode } from "../language-codes";
import { listQuerySchema, optionalFlag, pageSchema, versionSchema } from "./common";

function perLanguage<T extends z.ZodType>(schema: T) {
  return z.object(Object.fromEntries(languageCodes.map((language) => [language, schema])) as Record<LanguageCode, T>);
}
const text = (max: number) => z.string().trim().max(max, `At most ${max} characters.`);

/** A page's address: the whole path without slashes at the ends, e.g. "page/delivery". */
export const PAGE_SLUG_PATTERN = /^[a-z0-9][a-z0-9-]*(?:\/[a-z0-9][a-z0-9-]*)*$/;
/** A tab's address: one part, or an absolute path starting with "/" (spec 01 §2). */
export const TAB_SLUG_PATTERN = /^(?:[a-z0-9][a-z0-9-]*|\/[a-z0-9\-/]*)$/;
export const PAGE_HTML_MAX = 200_000;
export const PAGE_TABS_MAX = 30;
/** The slug prefix of brand experience stories (docs/content.md "Experiences"). */
export const EXPERIENCE_SLUG_PREFIX = "experiences";

const SLUG_MESSAGE = "Small letters a–z, digits and dashes, parts separated by /.";

const pageTextsSchema = z.strictObject({
  title: text(200),
  slug: text(200).refine((v) => v === "" || PAGE_SLUG_PATTERN.test(v), SLUG_MESSAGE),
  meta_description: text(300),
  social_image: text(300).refine((v) => v === "" || (/^\/?[A-Za-z0-9][A-Za-z0-9._\-/]*$/.test(v) && !v.includes("..")), "A media path, e.g. /media/scene/forest/day/1.jpg."),
  content_html: z.string().max(PAGE_HTML_MAX, `At most ${PAGE_HTML_MAX} characters.`),
});
export type AdminPageTexts = z.infer<typeof pageTextsSchema>;

const tabTextsSchema = z.strictObject({
  title: text(200),
  slug: text(200).refine((v) => v === "" || TAB_SLUG_PATTERN.test(v), "Small letters, digits and dashes, or an address starting with /."),
  content_html: z.string().max(PAGE_HTML_MAX, `At most ${PAGE_HTML_MAX} characters.`),
});
export type AdminTabTexts = z.infer<typeof tabTextsSchema>;

const childTabSchema = z.strictObject({ translations: perLanguage(tabTextsSchema) });
const tabSchema = z.strictObject({ translations: perLanguage(tabTextsSchema), tabs: z.array(childTabSchema).max(PAGE_TABS_MAX, `At most ${PAGE_TABS_MAX} tabs.`) });
export type AdminPageTab = z.infer<typeof tabSchema>;

const pageFields = z.strictObject({
  with_tabs: z.boolean(),
  is_active: z.boolean(),
  sort_order: z.number().int().min(-100_000).max(100_000),
  translations: perLanguage(pageTextsSchema),
  tabs: z.array(tabSchema).max(PAGE_TABS_MAX, `At most ${PAGE_TABS_MAX} tabs.`),
});

const hasText = (t: { title: string; slug: string; content_html: string }) => t.title !== "" || t.slug !== "" || t.content_html.trim() !== "";

function checkTabTexts(translations: Record<LanguageCode, AdminTabTexts>, path: (string | number)[], ctx: z.RefinementCtx) {
  for (const language of languageCodes) {
    const t = translations[language];
    if (language !== "fi" && !hasText(t)) continue;
    if (!t.title) ctx.addIssue({ code: "custom", path: [...path, "translations", language, "title"], message: "Required." });
    if (!t.slug) ctx.addIssue({ code: "custom", path: [...path, "translations", language, "slug"], message: "Required." });
  }
}

function checkPage(v: z.infer<typeof pageFields>, ctx: z.RefinementCtx) {
  for (const language of languageCodes) {
    const t = v.translations[language];
    if (language !== "fi" && !hasText(t) && !t.meta_description) continue;
    if (!t.title) ctx.addIssue({ code: "custom", path: ["translations", language, "title"], message: language === "fi" ? "Required." : "Required when the page has text in this language." });
    if (!t.slug) ctx.addIssue({ code: "custom", path: ["translations", language, "slug"], message: language === "fi" ? "Required." : "Required when the page has text in this language." });
    else if (v.with_tabs && t.slug.includes("/")) ctx.addIssue({ code: "custom", path: ["translations", language, "slug"], message: "A page with tabs has a one-part address (no /)." });
  }
  if (!v.with_tabs && v.tabs.length > 0) ctx.addIssue({ code: "custom", path: ["tabs"], message: "Only a page with tabs has tabs." });
  v.tabs.forEach((tab, i) => {
    checkTabTexts(tab.translations, ["tabs", i], ctx);
    tab.tabs.forEach((child, j) => checkTabTexts(child.translations, ["tabs", i, "tabs", j], ctx));
  });
}

export const adminPageInputSchema = pageFields.superRefine(checkPage);
export type AdminPageInput = z.infer<typeof adminPageInputSchema>;
export const adminPageUpdateSchema = pageFields.extend({ version: versionSchema }).superRefine(checkPage);
/** The stored page as the API answers it (no input rules: older rows may be longer or freer). */
const storedTabTexts = z.object({ title: z.string(), slug: z.string(), content_html: z.string() });
export const adminPageSchema = z.object({
  id: z.number().int(),
  version: versionSchema,
  updated_at: z.string(),
  with_tabs: z.boolean(),
  is_active: z.boolean(),
  sort_order: z.number().int(),
  translations: perLanguage(z.object({ title: z.string(), slug: z.string(), meta_description: z.string(), social_image: z.string(), content_html: z.string() })),
  tabs: z.array(z.object({ translations: perLanguage(storedTabTexts), tabs: z.array(z.object({ translations: perLanguage(storedTabTexts) })) })),
});
export type AdminPage = z.infer<typeof adminPageSchema>;

/** A row of the page list: the Finnish title and address, the languages the page has. */
export const adminPageRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  with_tabs: z.boolean(),
  is_active: z.boolean(),
  languages: z.array(z.string()),
  updated_at: z.string(),
});
export type AdminPageRow = z.infer<typeof adminPageRowSchema>;
export const adminPagePageSchema = pageSchema(adminPageRowSchema);
export const PAGE_KINDS = ["page", "tabs", "experience"] as const;
export const adminPageListQuerySchema = listQuerySchema(["id", "slug", "title", "updated_at"], "slug").extend({
  active: optionalFlag,
  kind: z.enum(["", ...PAGE_KINDS]).optional().transform((v) => v || undefined),
});
export type AdminPageListQuery = z.infer<typeof adminPageListQuerySchema>;

/** The brands experience_manufacturer_list names, each with its story page if it has one. */
export const adminExperienceListSchema = z.object({
  hub_page_id: z.number().int().nullable(),
  brands: z.array(
    z.object({
      slug: z.string(),
      name: z.string(),
      page_id: z.number().int().nullable(),
      is_active: z.boolean().nullable(),
      languages: z.array(z.string()),
    }),
  ),
});
export type AdminExperienceList = z.infer<typeof adminExperienceListSchema>;

/** An empty page: every language blank. */
export function emptyPage(withTabs = false): AdminPageInput {
  return {
    with_tabs: withTabs,
    is_active: true,
    sort_order: 0,
    translations: Object.fromEntries(languageCodes.map((l) => [l, { title: "", slug: "", meta_description: "", social_image: "", content_html: "" }])) as AdminPageInput["translations"],
    tabs: [],
  };
}

export function emptyTab(): AdminPageTab {
  return { translations: Object.fromEntries(languageCodes.map((l) => [l, { title: "", slug: "", content_html: "" }])) as AdminPageTab["translations"], tabs: [] };
}

// ---- deleting and previewing ------------------------------------------------------------------

export const adminPageDeleteSchema = z.strictObject({ version: versionSchema });
export const adminPageDeletedSchema = z.object({ id: z.number().int(), deleted: z.literal(true) });
/** A page that something of the shop links to is not deleted (docs/admin.md "Deleting a page"). */
export const PAGE_LINKED_CODE = "page_linked";

/** HTML to preview as the shop would show it. */
export const adminPagePreviewInputSchema = z.strictObject({ html: z.string().max(PAGE_HTML_MAX, `At most ${PAGE_HTML_MAX} characters.`) });
export const adminPagePreviewSchema = z.object({ html: z.string(), removed: z.boolean() });

/**
 * The addresses of static pages the shop's own menu and footer link to, the same in the code of
 * both (apps/web: features/menu/fixed-entries.ts, features/shell/footer.tsx; a test there keeps
 * this list whole). Deleting a page that has one of these addresses would leave a link to the 404
 * screen on every page, so it is refused.
 */
export const SHELL_LINKED_PAGE_PATHS: readonly string[] = [
  "/faq/",
  "/page/delivery/",
  "/returns/",
  "/page/payment-methods/",
  "/responsibility/",
  "/enterprise/",
  "/experiences/",
  "/style-guide/",
  "/page/korjauspalvelu/",
  "/page/jasenedut/",
  "/sopimusehdot/",
  "/page/henkilostolahjat/",
  "/page/asiakaslahjat/",
  "/page/kesakauppa/",
  "/page/joulukauppa/",
  "/page/asiakastarinat/",
  "/page/yritysmyynti/",
  "/tietoa-meista/",
  "/om-oss/",
  "/about-us/",
  "/uber-uns/",
  "/a-propos/",
  "/o-nas/",
];

/** A page slug ("page/delivery") as the address links use ("/page/delivery/"). */
export const pagePath = (slug: string) => `/${slug}/`;

/**
 * Whether `href` (a link of a banner, a keyword popup or a page) leads to the page address
 * `path` (`/slug/`): the same path, with or without the end slash, ignoring a query or a hash;
 * an absolute address counts only by its path on the shop's own host (the caller passes those).
 */
export function linksTo(href: string, path: string): boolean {
  const bare = href.trim().split(/[?#]/)[0] ?? "";
  if (!bare.startsWith("/")) return false;
  return (bare.endsWith("/") ? bare : `${bare}/`) === path;
}

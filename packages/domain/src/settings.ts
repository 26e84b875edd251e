// General settings and feature flags (spec 01 §3 general settings, §5 JSON values, §9 overrides).
// Settings arrive as strings from the server; parsing failures are values for the caller to log,
// never exceptions, so one bad setting cannot take the shop down.
import { queryEntries, type SearchParamsLike } from "./query-string";

/** spec 01 §3: the keys of the general settings (key/value strings). */
export const GENERAL_SETTING_KEYS = [
  "search_bar_placeholder",
  "frontpage_meta_description",
  "frontpage_title",
  "blog_category_order",
  "price_ending_max_days",
  "rental_enabled",
  "part_delivery_mode",
  "experience_manufacturer_list",
  "auto_translations_disabled",
  "blocked_stock_text",
  "quick_add_products",
  "feature_flags",
  "default_search_engine",
  "hidden_dynamic_page_menu_items",
  "target_country_delivery_added_days",
  "frosmo_search_sort_by",
  "frosmo_category_strategy",
] as const;
export type GeneralSettingKey = (typeof GENERAL_SETTING_KEYS)[number];

/**
 * The shop's own settings beyond spec 01 §3 (docs/admin.md "Content"): edited on the same admin
 * screen, never sent to shoppers by `/api/general-settings/`. `corporate_sales_email`: where the
 * corporate inquiry's notification goes (docs/content.md "Forms"); empty: the customer-service
 * address. `review_invitation_days`: days after delivery when the review invitation goes
 * (docs/product-page.md "Review invitations"); 0 sends none, empty is the default.
 */
export const PRIVATE_SETTING_KEYS = ["corporate_sales_email", "review_invitation_days"] as const;
/** Every key the admin settings screen edits. */
export const ADMIN_SETTING_KEYS = [...GENERAL_SETTING_KEYS, ...PRIVATE_SETTING_KEYS] as const;
export type AdminSettingKey = (typeof ADMIN_SETTING_KEYS)[number];

/**
 * spec 01 §3 experience_manufacturer_list: the brands (manufacturer slugs) that have an
 * experience page, comma-separated, in the order the pages list them. Blanks and repeats are
 * dropped; the value is case-insensitive.
 */
export function parseExperienceBrands(value: string | null | undefined): string[] {
  const slugs = (value ?? "").split(",").map((s) => s.trim().toLowerCase()).filter((s) => s !== "");
  return [...new Set(slugs)];
}

/** spec 01 §3: the search provider's category strategy when the setting is missing. */
export const DEFAULT_CATEGORY_STRATEGY = "sort-product-group";

/** spec 01 §3: only the exact string 'true' turns rental on. */
export function isRentalEnabled(settings: Partial<Record<string, string>>): boolean {
  return settings.rental_enabled === "true";
}

export type FeatureFlags = Record<string, boolean>;

/**
 * spec 01 §5: the feature_flags setting must parse as a JSON object of booleans. A value that
 * does not parse gives no flags and an error; entries that are not booleans are dropped and
 * named in the error, the others kept. An empty or missing value is simply no flags.
 */
export function parseFeatureFlags(json: string | null | undefined): { flags: FeatureFlags; error: string | null } {
  if (json === null || json === undefined || json.trim() === "") return { flags: {}, error: null };
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch (cause) {
    return { flags: {}, error: `Feature flags are not valid JSON: ${(cause as Error).message}` };
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    return { flags: {}, error: "Feature flags must be a JSON object" };
  }
  const flags: FeatureFlags = {};
  const ignored: string[] = [];
  for (const [name, value] of Object.entries(parsed)) {
    if (typeof value === "boolean") flags[name] = value;
    else ignored.push(name);
  }
  const error = ignored.length > 0 ? `Feature flags ignored, not true or false: ${ignored.join(", ")}` : null;
  return { flags, error };
}

const FLAG_PARAM_PREFIX = "featureFlag_";

/** spec 01 §9: URL params featureFlag_<name>; the value 1 sets true, anything else false. */
export function featureFlagOverridesFromUrl(search: SearchParamsLike | string): FeatureFlags {
  const overrides: FeatureFlags = {};
  for (const [key, value] of queryEntries(search)) {
    const name = key.startsWith(FLAG_PARAM_PREFIX) ? key.slice(FLAG_PARAM_PREFIX.length) : "";
    if (name !== "") overrides[name] = value === "1";
  }
  return overrides;
}

/** spec 01 §9: server flags, overridden by local storage, overridden by the URL. */
export function mergeFeatureFlags(
  server: FeatureFlags | null | undefined,
  localStorageOverrides?: FeatureFlags | null,
  urlOverrides?: FeatureFlags | null,
): FeatureFlags {
  return { ...server, ...localStorageOverrides, ...urlOverrides };
}

/**
 * spec 01 §5: target_country_delivery_added_days is parsed as JSON only when it contains a
 * brace or bracket; otherwise the trimmed text is returned as it is. Bad JSON gives value null
 * and an error to log. Empty or missing: value null, no error.
 */
export function parseTargetCountryDays(value: string | null | undefined): { value: unknown; error: string | null } {
  const text = (value ?? "").trim();
  if (text === "") return { value: null, error: null };
  if (!/[{}[\]]/.test(text)) return { value: text, error: null };
  try {
    return { value: JSON.parse(text) as unknown, error: null };
  } catch (cause) {
    return { value: null, error: `Target country days are not valid JSON: ${(cause as Error).message}` };
  }
}

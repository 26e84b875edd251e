// The messages a page is sent (docs/storefront.md "The dictionary of a page"): the keys of its
// scope (build-tools/page-messages-plugin.ts) in the page's language, one object per language and
// scope, so the translator's parsed messages are kept across requests.
import type { LanguageCode } from "@polku/domain";
import { scopeKeys, viewKeys } from "virtual:page-messages/keys";
import type { Messages } from "../lib/i18n";
import { dictionaries } from "./index.server";

const picked = new Map<string, Partial<Messages>>();

export function pageDictionary(language: LanguageCode, scope: number): Partial<Messages> {
  const id = `${language}:${scope}`;
  let messages = picked.get(id);
  if (!messages) {
    const all = dictionaries[language];
    const keys = (scopeKeys[scope] ?? Object.keys(all)) as (keyof Messages)[];
    picked.set(id, (messages = Object.fromEntries(keys.map((key) => [key, all[key]]))));
  }
  return messages;
}

const pickedForViews = new Map<string, Partial<Messages>>();

/**
 * The messages of a page-kind view beyond its route's scope (`lazyView` in routes/slug-page.tsx):
 * sent in the route's loader data with the view, so a group page does not carry the product
 * page's keys. One object per language and view, like `pageDictionary`.
 */
export function viewDictionary(language: LanguageCode, view: string): Partial<Messages> {
  const id = `${language}:${view}`;
  let messages = pickedForViews.get(id);
  if (!messages) {
    const all = dictionaries[language];
    const keys = (viewKeys[view] ?? []) as (keyof Messages)[];
    pickedForViews.set(id, (messages = Object.fromEntries(keys.map((key) => [key, all[key]]))));
  }
  return messages;
}

// Data the server's HTML renders but the page's inline loader data leaves out, because the
// browser has it from elsewhere by the time it hydrates that part (docs/performance.md "Step 10":
// the product cards past the first screenful, which the browser takes from the whole product list
// it loads anyway). A loader keeps such data by its request's load context; the server render
// reads it through `HtmlOnlyContext` (entry.server.tsx). A `.data` request of a browser navigation
// renders no HTML: there `keepForHtml` keeps nothing and the loader puts all in its data.
import { createContext, useContext } from "react";
import type { AppLoadContext } from "react-router";

const kept = new WeakMap<AppLoadContext, Map<string, unknown>>();

/** What the loaders of this request kept for the HTML (entry.server.tsx hands it to the render). */
export function htmlOnlyOf(context: AppLoadContext): Map<string, unknown> {
  let values = kept.get(context);
  if (!values) kept.set(context, (values = new Map()));
  return values;
}

/**
 * Keeps `value` for the server's HTML of a document request and answers its key (for the loader
 * data); null for any other request, whose loader must then send the value in its data.
 */
export function keepForHtml(context: AppLoadContext, value: unknown): string | null {
  if (!context.documentRequest) return null;
  const values = htmlOnlyOf(context);
  const key = `h${values.size}`;
  values.set(key, value);
  return key;
}

export const HtmlOnlyContext = createContext<ReadonlyMap<string, unknown> | null>(null);

/** The value a loader kept under `key`: on the server's render of the page only, else undefined. */
export function useHtmlOnly<T>(key: string | undefined): T | undefined {
  const values = useContext(HtmlOnlyContext);
  return key === undefined ? undefined : (values?.get(key) as T | undefined);
}

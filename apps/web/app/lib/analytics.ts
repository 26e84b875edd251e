// Tag-manager data layer (spec 01 §5, §7): events are dropped without a valid GTM id. We never
// load the tag manager's script ourselves; a valid id only prepares window.dataLayer for it.
import { createDataLayer, dynamicPageEvent, isValidGtmId, type AnalyticsEvent, type AnalyticsProductSource, type DataLayer, type DynamicPageType } from "@polku/domain";
import { useEffect, useMemo } from "react";
import { useLocation } from "react-router";
import { useRootData } from "./root-data";

type WindowWithLayer = { dataLayer?: unknown[] };

export function useDataLayer(): DataLayer {
  const { gtmId } = useRootData();
  return useMemo(() => createDataLayer(typeof window === "undefined" ? null : (window as unknown as WindowWithLayer), gtmId), [gtmId]);
}

export function useInitDataLayer(gtmId: string | null): void {
  useEffect(() => {
    if (!isValidGtmId(gtmId)) return;
    const target = window as unknown as WindowWithLayer;
    target.dataLayer ??= [];
  }, [gtmId]);
}

/** Pushes a page event once per `key` (e.g. the page path). */
export function usePageEvent(event: AnalyticsEvent | null, key: string): void {
  const layer = useDataLayer();
  useEffect(() => {
    if (event) layer.push(event);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- The event object is rebuilt every render; only the key says when it is a new page.
  }, [layer, key]);
}

/**
 * spec 01 §7: the dynamic-page event of a content page, once per address (path and query, so a
 * FAQ search or a list's next page is a new page view).
 */
export function useDynamicPageEvent(pageType: DynamicPageType, title: string, products?: readonly AnalyticsProductSource[]): void {
  const { pathname, search } = useLocation();
  const { language } = useRootData();
  usePageEvent(dynamicPageEvent({ pageType, path: pathname, title, language, products }), `dynamic:${pathname}${search}`);
}

// A product view, reported once per product page shown (docs/recommendations.md: views are one of
// the signals the 'Recommended' order learns from). A keepalive request survives the shopper
// leaving the page at once and never holds up rendering; failures are silent, a lost view is
// harmless.
import type { RecoEvent } from "@polku/domain";
import { useEffect } from "react";

export const EVENTS_PATH = "/api/events/";

export function reportProductView(modelId: number): void {
  const event: RecoEvent = { type: "view", modelId };
  void fetch(EVENTS_PATH, { method: "POST", body: JSON.stringify(event), headers: { "content-type": "application/json" }, keepalive: true }).catch(() => {});
}

/** Reports the view of `modelId` once per product shown (not again for colour or size changes). */
export function useProductViewSignal(modelId: number): void {
  useEffect(() => {
    reportProductView(modelId);
  }, [modelId]);
}

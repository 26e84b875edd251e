// Bundle selector (spec 02 §3 Bundle, §4 "Bundle selector"): a bundle is the main model sold
// together with its secondary models at the bundle's price. Every model of the bundle (the main
// model first, then the secondary models in order) needs a chosen variant before the bundle
// variant exists; its availability follows from the chosen parts. The same functions run in the
// server render, the browser and the cart.

/** What the rules need of a chosen part variant (spec 02 §3 Variant). */
export interface BundlePartVariant {
  id: number;
  inStock: boolean;
  onOrder: boolean;
  shipping_time: { number: number };
  inStockStores: readonly { slug: string; nouto: boolean; pikanouto: boolean }[];
  blockedStock?: boolean;
}

export interface BundleAvailability {
  /** Every part holds sellable stock. */
  inStock: boolean;
  /** Every part is orderable without stock. */
  onOrder: boolean;
  /** The bundle ships when its slowest part does: the longest shipping time of the parts. */
  shippingTimeNumber: number;
  /** Some part has reserved stock. */
  blockedStock: boolean;
  /**
   * Stores where the whole bundle can be picked up: those every part lists, with the pickup
   * flags ANDed across the parts (a store offers express pickup of the bundle only if it does
   * for every part). In the order of the first part's stores.
   */
  inStockStores: { slug: string; nouto: boolean; pikanouto: boolean }[];
}

/** Separator of the bundle variant id's parts. */
export const BUNDLE_ID_SEPARATOR = "-";

/**
 * spec 02 §3: the bundle variant id is the main model id followed by the part variant ids, joined
 * with hyphens ("812-10431-20977"). None while some model has no chosen variant (§4).
 */
export function bundleVariantId(mainModelId: number, chosen: readonly (number | null | undefined)[]): string | null {
  if (chosen.length === 0 || chosen.some((id) => id === null || id === undefined || id <= 0)) return null;
  return [mainModelId, ...(chosen as number[])].join(BUNDLE_ID_SEPARATOR);
}

/** The main model id and part variant ids of a bundle variant id, or null when it is not one. */
export function parseBundleVariantId(value: string): { mainModelId: number; variantIds: number[] } | null {
  const parts = value.split(BUNDLE_ID_SEPARATOR);
  if (parts.length < 2 || parts.some((part) => !/^[1-9]\d{0,9}$/.test(part))) return null;
  const [mainModelId, ...variantIds] = parts.map(Number) as [number, ...number[]];
  return { mainModelId, variantIds };
}

/**
 * spec 02 §4: in stock only if all parts are, on order only if all are, the longest shipping
 * time, store pickup flags ANDed. Null while some part is not chosen (no bundle variant yet).
 */
export function bundleAvailability(parts: readonly (BundlePartVariant | null | undefined)[]): BundleAvailability | null {
  if (parts.length === 0 || parts.some((part) => !part)) return null;
  const chosen = parts as readonly BundlePartVariant[];
  const [first, ...rest] = chosen as [BundlePartVariant, ...BundlePartVariant[]];
  const inStockStores = first.inStockStores.flatMap((store) => {
    let nouto = store.nouto;
    let pikanouto = store.pikanouto;
    for (const part of rest) {
      const same = part.inStockStores.find((other) => other.slug === store.slug);
      if (!same) return [];
      nouto &&= same.nouto;
      pikanouto &&= same.pikanouto;
    }
    return [{ slug: store.slug, nouto, pikanouto }];
  });
  return {
    inStock: chosen.every((part) => part.inStock),
    onOrder: chosen.every((part) => part.onOrder),
    shippingTimeNumber: Math.max(...chosen.map((part) => part.shipping_time.number)),
    blockedStock: chosen.some((part) => part.blockedStock === true),
    inStockStores,
  };
}

/** The bundle can be ordered: all parts in stock, or all on order (spec 02 §4 Orderable). */
export function isBundleOrderable(availability: BundleAvailability | null): boolean {
  return availability !== null && (availability.inStock || availability.onOrder);
}

/**
 * The variant a model of the bundle starts with: its only variant, else the one chosen on the
 * page when it belongs to the model, else none (the shopper chooses).
 */
export function initialBundleChoice(variantIds: readonly number[], pageVariantId: number | null = null): number | null {
  if (variantIds.length === 1) return variantIds[0]!;
  return pageVariantId !== null && variantIds.includes(pageVariantId) ? pageVariantId : null;
}

/**
 * spec 02 §4 Bundle modal: when no model of the bundle has more than one variant there is
 * nothing to choose, so the bundle goes to the cart at once and on to checkout.
 */
export function bundleNeedsChoice(models: readonly { variantCount: number }[]): boolean {
  return models.some((model) => model.variantCount > 1);
}

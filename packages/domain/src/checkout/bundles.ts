// Bundles in the cart (spec 02 §3 Bundle, §4 Bundle selector; docs/checkout.md "Bundles"). A
// bundle line's id is the main model id and the chosen variant of each of the bundle's models
// joined by hyphens; the combination is priced with the bundle price of the tax area.

import type { parseBundleVariantId } from "../product/bundle";

/** A bundle variant id taken apart by the product page's rule (product/bundle.ts). */
export type ParsedBundleId = NonNullable<ReturnType<typeof parseBundleVariantId>>;

export interface BundleFacts {
  mainModelId: number;
  /** Secondary models (bundle_parts). */
  partModelIds: readonly number[];
}

/**
 * The chosen variants, one per model of the bundle (the main model and each part), in the
 * bundle's model order; null when the id names another main model, misses a model, names one
 * twice or names a variant of a model outside the bundle.
 */
export function bundlePartVariants(bundle: BundleFacts, parsed: ParsedBundleId, modelOfVariant: (variantId: number) => number | undefined): number[] | null {
  if (parsed.mainModelId !== bundle.mainModelId) return null;
  const models = [bundle.mainModelId, ...bundle.partModelIds];
  if (parsed.variantIds.length !== models.length || new Set(parsed.variantIds).size !== parsed.variantIds.length) return null;
  const byModel = new Map<number, number>();
  for (const variantId of parsed.variantIds) {
    const modelId = modelOfVariant(variantId);
    if (modelId === undefined || !models.includes(modelId) || byModel.has(modelId)) return null;
    byModel.set(modelId, variantId);
  }
  return models.map((modelId) => byModel.get(modelId) as number);
}

export interface BundlePartAvailability {
  inStock: boolean;
  onOrder: boolean;
  shippingTimeNumber: number;
  /** null when unlimited. */
  maxAmount: number | null;
}

/**
 * spec 02 §4: a bundle is in stock only if all parts are, on order only if all are; its
 * shipping time is the longest of the parts; the units that can be ordered are the fewest any
 * part allows.
 */
export function bundleLineAvailability(parts: readonly BundlePartAvailability[]): BundlePartAvailability {
  let max: number | null = null;
  for (const part of parts) if (part.maxAmount !== null) max = max === null ? part.maxAmount : Math.min(max, part.maxAmount);
  return {
    inStock: parts.length > 0 && parts.every((p) => p.inStock),
    onOrder: parts.length > 0 && parts.every((p) => p.onOrder),
    shippingTimeNumber: parts.reduce((longest, p) => Math.max(longest, p.shippingTimeNumber), 0),
    maxAmount: max,
  };
}

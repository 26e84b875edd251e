// The product page's delivery details (spec 02 §2 "delivery details", §5 "Postcode for delivery
// methods", §8 empty delivery methods and #5711): which variant the lookup asks about and when a
// lookup is made at all. The postcode's own rules are the cart's (cart/rules.ts: digits only, at
// most 5, looked up at exactly 5, remembered when empty or complete), so both pages agree.
import { isCompletePostcode } from "../cart/rules";
import type { SelectableVariant, Selection } from "./selection";

/**
 * The variant whose delivery methods are shown: the chosen one; before a size (or type) is chosen,
 * the first variant of the chosen colour, else the model's first, so the section is useful at once.
 * Null for a model without variants.
 */
export function deliveryLookupVariantId(variants: readonly Pick<SelectableVariant, "id" | "color">[], selectedId: number, selection: Pick<Selection, "colour">): number | null {
  if (selectedId > 0 && variants.some((variant) => variant.id === selectedId)) return selectedId;
  const ofColour = variants.find((variant) => variant.color.slug === selection.colour);
  return (ofColour ?? variants[0])?.id ?? null;
}

export type DeliveryLookup = { postalCode: string; variantId: number } | null;

/** spec 02 §5: a lookup only for exactly 5 digits and a known variant; null means no call. */
export function deliveryLookup(postcode: string, variantId: number | null, country = "fi"): DeliveryLookup {
  if (variantId === null || !isCompletePostcode(postcode, country)) return null;
  return { postalCode: postcode, variantId };
}

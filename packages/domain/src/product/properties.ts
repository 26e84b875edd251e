// Product page properties (spec 02 §5 display rules): which properties the list shows and how a
// value carries its unit.

/** The sustainability property: hidden from the list, shown as its own section (spec 02 §5). */
export const SUSTAINABILITY_PROPERTY_SLUG = "vastuullisemmin-ulkona";

/** Properties whose slug starts with "vu-" (the sustainability criteria) or is the sustainability label are not listed. */
export function isListedProperty(slug: string): boolean {
  return !slug.startsWith("vu-") && slug !== SUSTAINABILITY_PROPERTY_SLUG;
}

/**
 * A whole-number value whose property name carries a bracketed unit ("Paino (g)") shows the unit
 * as a suffix ("850 g"); other values are shown as they are.
 */
export function propertyValueText(name: string, value: string | number): string {
  const text = String(value);
  const unit = /\(([^()]+)\)\s*$/.exec(name)?.[1]?.trim();
  if (!unit || !/^-?\d+$/.test(text.trim())) return text;
  return `${text.trim()} ${unit}`;
}

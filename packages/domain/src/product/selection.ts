// Product page selection (spec 02 §4 "Product page selection", §5 "Product page display rules"):
// colour, type and size options, the initial choice, the selected variant and which options can
// still be ordered. The same functions run on the server render and in the browser.
import { compareSizes } from "../catalogue/sizes";

/** The part of a variant the selection needs (spec 02 §3 Variant). */
export interface SelectableVariant {
  id: number;
  color: { slug: string };
  size: { name: string; sort_order: number } | null;
  type: { name: string; sort_order: number; title: string } | null;
  inStock: boolean;
  onOrder: boolean;
}

export interface Selection {
  colour: string | null;
  type: string | null;
  size: string | null;
}

/** spec 02 §4: the variant placeholder when nothing matches the selection; never orderable. */
export const PLACEHOLDER_VARIANT_ID = -1;

export type SelectedVariant<V> = { id: number; variant: V; orderable: boolean } | { id: typeof PLACEHOLDER_VARIANT_ID; variant: null; orderable: false };

/** spec 02 §4 Orderable: the variant is on order or in stock. */
export function isOrderable(variant: Pick<SelectableVariant, "inStock" | "onOrder">): boolean {
  return variant.onOrder || variant.inStock;
}

/** Colours sorted by the number of in-stock variants (most first), then by name. */
export function sortColours<C extends { slug: string; name: string }>(colours: readonly C[], variants: readonly SelectableVariant[], language?: string): C[] {
  const inStock = new Map<string, number>();
  for (const variant of variants) if (variant.inStock) inStock.set(variant.color.slug, (inStock.get(variant.color.slug) ?? 0) + 1);
  return [...colours].sort((a, b) => (inStock.get(b.slug) ?? 0) - (inStock.get(a.slug) ?? 0) || a.name.localeCompare(b.name, language));
}

/** spec 02 §4: the colour of ?select-color=, else the promoted colour, else the first (of the sorted list). */
export function initialColour(sortedSlugs: readonly string[], selectColor: string | null, promoted: string | null): string | null {
  const find = (slug: string | null) => (slug ? sortedSlugs.find((candidate) => candidate.toLowerCase() === slug.trim().toLowerCase()) : undefined);
  return find(selectColor) ?? find(promoted) ?? sortedSlugs[0] ?? null;
}

/** The sizes of the model in size order (spec 02 §5: XXXS … XXXXXL, then numeric sizes). */
export function sizeOptions(variants: readonly SelectableVariant[]): string[] {
  const names = new Set<string>();
  for (const variant of variants) if (variant.size) names.add(variant.size.name);
  return [...names].sort(compareSizes);
}

/** The types of the model in their sort order. */
export function typeOptions(variants: readonly SelectableVariant[]): { name: string; title: string }[] {
  const types = new Map<string, { name: string; title: string; sort: number }>();
  for (const variant of variants) {
    if (variant.type && !types.has(variant.type.name)) types.set(variant.type.name, { name: variant.type.name, title: variant.type.title || variant.type.name, sort: variant.type.sort_order });
  }
  return [...types.values()].sort((a, b) => a.sort - b.sort || a.name.localeCompare(b.name)).map(({ name, title }) => ({ name, title }));
}

/** The newest remembered size first; at most this many are kept. */
export const REMEMBERED_SIZES_MAX = 20;

/** spec 02 §4: choosing a size is remembered locally (newest first, no duplicates). */
export function rememberSize(remembered: readonly string[], size: string): string[] {
  return [size, ...remembered.filter((entry) => entry !== size)].slice(0, REMEMBERED_SIZES_MAX);
}

/**
 * spec 02 §4 initial size: a remembered size that this model has (the most recently chosen);
 * otherwise the only size when there is just one; otherwise none (the shopper chooses).
 */
export function initialSize(sizes: readonly string[], remembered: readonly string[]): string | null {
  const found = remembered.find((size) => sizes.includes(size));
  if (found !== undefined) return found;
  return sizes.length === 1 ? sizes[0]! : null;
}

/**
 * spec 02 §4: the default size, applied when the selection is triggered from outside: a
 * remembered size that this model has (the most recently chosen), else the first size that is
 * available (`available`: an orderable variant has it with the other choices), else the first.
 * `sizes` in their display order; null only for a model without sizes.
 */
export function defaultSize(sizes: readonly string[], remembered: readonly string[], available: (size: string) => boolean): string | null {
  const found = remembered.find((size) => sizes.includes(size));
  if (found !== undefined) return found;
  return sizes.find(available) ?? sizes[0] ?? null;
}

/** spec 02 §4 from outside: the address's query parameter naming a size (the cart's lines link with it). */
export const SELECT_SIZE_PARAM = "select-size";

/**
 * The size a page opened with ?select-size= starts with: the named size when the model has it
 * (matched as written, else ignoring case); a size the model lacks, or an empty value, asks for
 * the default size. `asked` null (no parameter): nothing from outside, null.
 */
export function externallySelectedSize(asked: string | null, sizes: readonly string[], remembered: readonly string[], available: (size: string) => boolean): string | null {
  if (asked === null) return null;
  const wanted = asked.trim();
  const exact = sizes.find((size) => size === wanted) ?? sizes.find((size) => wanted !== "" && size.toLowerCase() === wanted.toLowerCase());
  return exact ?? defaultSize(sizes, remembered, available);
}

/** The initial type: the only one when there is just one, else none. */
export function initialType(types: readonly { name: string }[]): string | null {
  return types.length === 1 ? types[0]!.name : null;
}

function matches(variant: SelectableVariant, selection: Selection, ignore: keyof Selection): boolean {
  if (ignore !== "colour" && selection.colour !== null && variant.color.slug !== selection.colour) return false;
  if (ignore !== "type" && selection.type !== null && variant.type?.name !== selection.type) return false;
  if (ignore !== "size" && selection.size !== null && variant.size?.name !== selection.size) return false;
  return true;
}

/**
 * spec 02 §4: the variant of colour + type + size, or the placeholder (id -1, not orderable).
 * `orderable` decides what "orderable" means (a staff transfer request's sources: transferOrderable).
 */
export function selectedVariant<V extends SelectableVariant>(variants: readonly V[], selection: Selection, orderable: (variant: V) => boolean = isOrderable): SelectedVariant<V> {
  const found = variants.find(
    (variant) =>
      variant.color.slug === selection.colour &&
      (variant.type?.name ?? null) === selection.type &&
      (variant.size?.name ?? null) === selection.size,
  );
  return found ? { id: found.id, variant: found, orderable: orderable(found) } : { id: PLACEHOLDER_VARIANT_ID, variant: null, orderable: false };
}

/**
 * spec 02 §5: an option is unavailable when no orderable variant has it together with the other
 * current selections. `option` is a colour slug, type name or size name of the given dimension.
 */
export function isOptionAvailable<V extends SelectableVariant>(variants: readonly V[], selection: Selection, dimension: keyof Selection, option: string, orderable: (variant: V) => boolean = isOrderable): boolean {
  return variants.some((variant) => {
    const value = dimension === "colour" ? variant.color.slug : dimension === "type" ? variant.type?.name : variant.size?.name;
    return value === option && matches(variant, selection, dimension) && orderable(variant);
  });
}

/**
 * spec 02 §5: availability is shown only once the size and the type are chosen (when the model
 * has sizes or types); until then the page asks the shopper to choose.
 */
export function availabilityShown(selection: Selection, options: { sizes: readonly string[]; types: readonly { name: string }[] }): boolean {
  if (options.sizes.length > 0 && selection.size === null) return false;
  if (options.types.length > 0 && selection.type === null) return false;
  return true;
}

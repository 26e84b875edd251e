// The product page's selection state (spec 02 §4 Product page selection): colour, type, size and
// the image shown. The first render (server and hydration) uses what the address and the model
// decide; the remembered size (localStorage) is applied once hydrated, so both renders agree.
import {
  initialColour,
  initialSize,
  initialType,
  selectedVariant,
  sizeOptions,
  sortColours,
  typeOptions,
  type ProductModel,
  type ProductVariant,
  type Selection,
} from "@polku/domain";
import { useEffect, useMemo, useState } from "react";
import { readRememberedSizes, storeRememberedSize } from "./remembered-sizes";

/** `orderable`: the orderability rule in force (a staff transfer request's sources); the ordinary one without it. */
export function useProductSelection(model: ProductModel, selectColor: string | null, language: string, orderable?: (variant: ProductVariant) => boolean) {
  const colours = useMemo(() => sortColours(model.colors, model.products, language), [model, language]);
  const sizes = useMemo(() => sizeOptions(model.products), [model]);
  const types = useMemo(() => typeOptions(model.products), [model]);

  const [selection, setSelection] = useState<Selection>(() => ({
    colour: initialColour(
      colours.map((colour) => colour.slug),
      selectColor,
      model.promoted_colour,
    ),
    type: initialType(types),
    size: initialSize(sizes, []),
  }));
  const [imageIndex, setImageIndex] = useState(0);

  useEffect(() => {
    const remembered = initialSize(sizes, readRememberedSizes());
    if (remembered !== null) setSelection((current) => (current.size === null ? { ...current, size: remembered } : current));
  }, [sizes]);

  const colour = colours.find((entry) => entry.slug === selection.colour) ?? colours[0] ?? null;
  const variant = selectedVariant(model.products, selection, orderable);

  return {
    colours,
    sizes,
    types,
    selection,
    colour,
    variant,
    imageIndex,
    setImageIndex,
    /** spec 02 §4: changing the colour shows its first image. */
    chooseColour: (slug: string) => {
      setSelection((current) => ({ ...current, colour: slug }));
      setImageIndex(0);
    },
    chooseType: (name: string) => setSelection((current) => ({ ...current, type: name })),
    /** spec 02 §4: a chosen size is remembered locally. */
    chooseSize: (name: string) => {
      setSelection((current) => ({ ...current, size: name }));
      storeRememberedSize(name);
    },
  };
}

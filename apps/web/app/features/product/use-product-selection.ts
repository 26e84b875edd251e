// The product page's selection state (spec 02 §4 Product page selection): colour, type, size and
// the image shown. The first render (server and hydration) uses what the address and the model
// decide; the remembered size (localStorage) is applied once hydrated, so both renders agree.
// ?select-size= triggers the size from outside (spec 02 §4): the named size, or the default size
// (remembered, else first available, else first) when the model lacks it.
import {
  externallySelectedSize,
  initialColour,
  initialSize,
  isOptionAvailable,
  isOrderable,
  SELECT_SIZE_PARAM,
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
import { useLocation } from "react-router";
import { readRememberedSizes, storeRememberedSize } from "./remembered-sizes";

/** `orderable`: the orderability rule in force (a staff transfer request's sources); the ordinary one without it. */
export function useProductSelection(model: ProductModel, selectColor: string | null, language: string, orderable?: (variant: ProductVariant) => boolean) {
  const colours = useMemo(() => sortColours(model.colors, model.products, language), [model, language]);
  const sizes = useMemo(() => sizeOptions(model.products), [model]);
  const types = useMemo(() => typeOptions(model.products), [model]);
  const askedSize = new URLSearchParams(useLocation().search).get(SELECT_SIZE_PARAM);

  const [selection, setSelection] = useState<Selection>(() => ({
    colour: initialColour(
      colours.map((colour) => colour.slug),
      selectColor,
      model.promoted_colour,
    ),
    type: initialType(types),
    // A size named exactly is known without local storage, so the server renders it too.
    size: askedSize !== null && sizes.includes(askedSize) ? askedSize : initialSize(sizes, []),
  }));
  const [imageIndex, setImageIndex] = useState(0);

  useEffect(() => {
    const stored = readRememberedSizes();
    setSelection((current) => {
      if (current.size !== null) return current;
      const available = (size: string) => isOptionAvailable(model.products, current, "size", size, orderable ?? isOrderable);
      const size = askedSize !== null ? externallySelectedSize(askedSize, sizes, stored, available) : initialSize(sizes, stored);
      return size === null ? current : { ...current, size };
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Once per model and address: the shopper's own choices afterwards are not overridden.
  }, [sizes, askedSize]);

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

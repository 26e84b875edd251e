// Product page metadata (spec 02 §2 SEO; spec 01 §9 meta): the title names the brand and the
// model (once, when the name already starts with the brand), the meta description or the short
// description, the first image of the colour the page opens with, the canonical address.
import { initialColour, sortColours, type LanguageCode } from "@polku/domain";
import type { ProductPagePayload } from "./product.server";

export function productMetaInput({ model, selectColor }: ProductPagePayload, language: LanguageCode) {
  const brand = model.manufacturer.name;
  const title = model.name.toLowerCase().includes(brand.toLowerCase()) ? model.name : `${brand} ${model.name}`;
  const colours = sortColours(model.colors, model.products, language);
  const slug = initialColour(
    colours.map((colour) => colour.slug),
    selectColor,
    model.promoted_colour,
  );
  const colour = colours.find((entry) => entry.slug === slug);
  return {
    title,
    description: model.meta_description || model.short_description,
    image: colour?.images[0] ?? colour?.image ?? model.products[0]?.images[0] ?? null,
    path: model.canonical_url || model.model_url,
  };
}

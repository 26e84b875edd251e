// Colour swatches and type and size choices (spec 02 §2, §4-5) as native radio groups, so the
// arrow keys, Tab and screen readers work as everywhere else. An option no orderable variant
// has with the other choices is marked: struck through, and 'unavailable' in its name. Each size
// carries its stock badge (issue 12; docs/product-page.md "Size badges") in a line every chip
// reserves, so a change of colour changes words, never the layout.
import { isOptionAvailable, sizeAvailability, type ProductVariant, type Selection, type SizeAvailability } from "@polku/domain";
import { useId } from "react";
import { useT } from "../../lib/i18n";
import styles from "./product-page.module.css";

interface Option {
  value: string;
  label: string;
  /** Colour swatches: the colour as "#rrggbb". */
  swatch?: string;
}

interface OptionGroupProps {
  legend: string;
  dimension: keyof Selection;
  options: Option[];
  selection: Selection;
  variants: readonly ProductVariant[];
  orderable?: (variant: ProductVariant) => boolean;
  onChoose: (value: string) => void;
}

function OptionGroup({ legend, dimension, options, selection, variants, orderable, onChoose }: OptionGroupProps) {
  const t = useT();
  const name = useId();
  const chosen = options.find((option) => option.value === selection[dimension]);
  return (
    <fieldset className={styles.options} data-option-group={dimension}>
      <legend className={styles.sectionLabel}>
        {legend}
        {chosen && dimension === "colour" ? <span className={styles.chosen}>: {chosen.label}</span> : null}
      </legend>
      <div className={dimension === "colour" ? styles.swatches : styles.chips}>
        {options.map((option, index) => {
          const available = isOptionAvailable(variants, selection, dimension, option.value, orderable);
          const badge: SizeAvailability | null = dimension === "size" ? sizeAvailability(variants, selection, option.value, orderable) : null;
          const badgeText = badge ? t(`productPage.sizeStock.${badge}`) : "";
          const label = available ? option.label : t("productPage.optionUnavailable", { option: option.label });
          // The badge describes the radio (its name stays the size's).
          const badgeId = badge ? `${name}-${index}` : undefined;
          return (
            <label key={option.value} className={option.swatch ? styles.swatch : styles.chip} data-unavailable={available ? undefined : "true"} data-size-stock={badge ?? undefined} title={option.swatch ? label : undefined}>
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={selection[dimension] === option.value}
                onChange={() => onChoose(option.value)}
                aria-label={label}
                aria-describedby={badgeId}
              />
              {option.swatch ? (
                <span className={styles.swatchColour} style={{ backgroundColor: option.swatch }} aria-hidden="true" />
              ) : badge ? (
                <span aria-hidden="true" className={styles.sizeLabel}>
                  <span>{option.label}</span>
                  <small id={badgeId}>{badgeText}</small>
                </span>
              ) : (
                <span aria-hidden="true">{option.label}</span>
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

export interface VariantOptionsProps {
  colours: { slug: string; name: string; hex: string }[];
  types: { name: string; title: string }[];
  sizes: string[];
  selection: Selection;
  variants: readonly ProductVariant[];
  /** The orderability rule in force (a staff transfer request's sources); the ordinary one without it. */
  orderable?: (variant: ProductVariant) => boolean;
  onColour: (slug: string) => void;
  onType: (name: string) => void;
  onSize: (name: string) => void;
}

/** A hex colour from the API ("1e1f1d" or "#1e1f1d"); anything else shows no fill. */
const cssColour = (hex: string) => (/^#?[0-9a-f]{3}([0-9a-f]{3})?$/i.test(hex) ? (hex.startsWith("#") ? hex : `#${hex}`) : "transparent");

export function VariantOptions({ colours, types, sizes, selection, variants, orderable, onColour, onType, onSize }: VariantOptionsProps) {
  const t = useT();
  return (
    <div className={styles.optionGroups}>
      {colours.length > 0 ? (
        <OptionGroup
          legend={t("productPage.colour")}
          dimension="colour"
          options={colours.map((colour) => ({ value: colour.slug, label: colour.name, swatch: cssColour(colour.hex) }))}
          selection={selection}
          variants={variants}
          orderable={orderable}
          onChoose={onColour}
        />
      ) : null}
      {types.length > 0 ? (
        <OptionGroup
          legend={t("productPage.type")}
          dimension="type"
          options={types.map((type) => ({ value: type.name, label: type.title }))}
          selection={selection}
          variants={variants}
          orderable={orderable}
          onChoose={onType}
        />
      ) : null}
      {sizes.length > 0 ? (
        <OptionGroup
          legend={t("productPage.size")}
          dimension="size"
          options={sizes.map((size) => ({ value: size, label: size }))}
          selection={selection}
          variants={variants}
          orderable={orderable}
          onChoose={onSize}
        />
      ) : null}
    </div>
  );
}

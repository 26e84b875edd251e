// Checkbox options with their counts (spec 02 §5): '(count)' after the name; an option no product
// would match is disabled unless it is checked. Long lists show the first ones and a Show all.
import { useState } from "react";
import { useT } from "../../lib/i18n";
import styles from "./filters.module.css";

export interface OptionView {
  value: string;
  label: string;
  count: number;
  /** Indentation level of a group option. */
  depth?: number;
  /** Swatch image of a colour option. */
  image?: string | null;
}

interface OptionListProps {
  name: string;
  options: readonly OptionView[];
  checked: ReadonlySet<string>;
  onToggle: (value: string, on: boolean) => void;
  /** list: one per row; chips: sizes side by side; swatches: colours with a swatch. */
  look?: "list" | "chips" | "swatches";
}

/** Options shown before Show all. */
const FIRST_SHOWN = 10;

export function OptionList({ name, options, checked, onToggle, look = "list" }: OptionListProps) {
  const t = useT();
  const [all, setAll] = useState(false);
  // A tree (groups) is never cut: a parent without its children would mislead.
  const long = look === "list" && options.length > FIRST_SHOWN + 2 && !options.some((o) => o.depth);
  // Checked options stay visible even when the list is cut.
  const shown = long && !all ? options.filter((o, i) => i < FIRST_SHOWN || checked.has(o.value)) : options;
  return (
    <>
      <ul className={styles.options} data-look={look}>
        {shown.map((option) => {
          const isChecked = checked.has(option.value);
          return (
            <li key={option.value} data-depth={option.depth || undefined}>
              <label className={styles.option} data-disabled={option.count === 0 && !isChecked ? "" : undefined}>
                <input
                  type="checkbox"
                  name={name}
                  value={option.value}
                  checked={isChecked}
                  disabled={option.count === 0 && !isChecked}
                  onChange={(event) => onToggle(option.value, event.currentTarget.checked)}
                />
                {look === "swatches" ? (
                  <span className={styles.swatch} style={option.image ? { backgroundImage: `url(${option.image})` } : undefined} aria-hidden="true" />
                ) : null}
                <span className={styles.optionLabel}>{option.label}</span>
                <span className={styles.optionCount} aria-hidden="true">
                  {t("filters.optionCount", { count: option.count })}
                </span>
                <span className="visually-hidden">{t("filters.optionCountLabel", { count: option.count })}</span>
              </label>
            </li>
          );
        })}
      </ul>
      {long ? (
        <button type="button" className={styles.more} aria-expanded={all} onClick={() => setAll(!all)}>
          {all ? t("filters.showFewer") : t("filters.showAll", { count: options.length })}
        </button>
      ) : null}
    </>
  );
}

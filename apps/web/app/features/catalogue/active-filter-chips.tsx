// Active-filter chips above the grid (issue 12 "Filters out of sight"): one removable chip per
// applied value, named as its filter option is, and 'Clear all'. The chips are activeFilters()
// of the domain; a click reports the state without that value.
import type { ActiveFilter, FilterState } from "@polku/domain";
import { useT } from "../../lib/i18n";
import styles from "./listing.module.css";

export function ActiveFilterChips({ chips, onChange, onClearAll }: { chips: readonly ActiveFilter[]; onChange: (next: FilterState) => void; onClearAll: () => void }) {
  const t = useT();
  if (chips.length === 0) return null;
  const label = (chip: ActiveFilter): string => {
    switch (chip.kind) {
      case "text":
        return t("catalogueUx.textChip", { text: chip.value });
      case "price":
        return t("catalogueUx.priceChip", { min: chip.range.min, max: chip.range.max });
      case "range":
        return t("catalogueUx.rangeChip", { name: chip.name, min: chip.range.min, max: chip.range.max, unit: chip.unit ? ` ${chip.unit}` : "" });
      case "option":
        return chip.name ? `${chip.name}: ${chip.label}` : chip.label;
    }
  };
  return (
    <div className={styles.chips} role="group" aria-label={t("catalogueUx.activeFilters")} data-testid="active-filters">
      <ul className={styles.chipList}>
        {chips.map((chip) => {
          const text = label(chip);
          return (
            <li key={chip.key}>
              <button type="button" className={styles.chip} aria-label={t("catalogueUx.removeFilter", { label: text })} onClick={() => onChange(chip.without)}>
                <span>{text}</span>
                <span aria-hidden="true" className={styles.chipX}>
                  ×
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <button type="button" className={styles.clearAll} onClick={onClearAll}>
        {t("catalogueUx.clearAll")}
      </button>
    </div>
  );
}

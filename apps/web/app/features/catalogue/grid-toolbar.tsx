// Grid toolbar (spec 02 §2, §4): sort dropdown, grid size toggle and the Filter button with
// '[ filtered / all ]'. The sort and size controls are GET forms, so they work before the
// JavaScript has loaded; once hydrated they change the address (sort) or the cookie (size)
// in place and the sort form's submit button is hidden.
import { SORT_VALUES, type GridSize, type SortValue } from "@polku/domain";
import type { MessageKey } from "../../lib/i18n";
import { useT } from "../../lib/i18n";
import styles from "./listing.module.css";

const SORT_LABEL: Record<SortValue, MessageKey> = {
  default: "grid.sort.default",
  popular: "grid.sort.popular",
  newest: "grid.sort.newest",
  stars: "grid.sort.stars",
  offers: "grid.sort.offers",
  lowest: "grid.sort.lowest",
  highest: "grid.sort.highest",
  alphabetical: "grid.sort.alphabetical",
};

/** Hidden inputs that carry the other query parameters through a GET form. */
function Carry({ query, except }: { query: Readonly<Record<string, string>>; except: readonly string[] }) {
  return (
    <>
      {Object.entries(query)
        .filter(([key]) => !except.includes(key))
        .map(([key, value]) => (
          <input key={key} type="hidden" name={key} value={value} />
        ))}
    </>
  );
}

export interface GridToolbarProps {
  query: Readonly<Record<string, string>>;
  sort: SortValue;
  onSort: (sort: SortValue) => void;
  gridSize: GridSize;
  onGridSize: (size: GridSize) => void;
  matching: number;
  total: number;
  /** The filters modal needs the whole list: busy until it is loaded. */
  filtersReady: boolean;
  onOpenFilters: () => void;
  hydrated: boolean;
}

export function GridToolbar({ query, sort, onSort, gridSize, onGridSize, matching, total, filtersReady, onOpenFilters, hydrated }: GridToolbarProps) {
  const t = useT();
  return (
    <div className={styles.toolbar}>
      <button
        type="button"
        className={styles.filterButton}
        onClick={onOpenFilters}
        aria-disabled={!filtersReady}
        aria-busy={!filtersReady}
        aria-haspopup="dialog"
        title={filtersReady ? undefined : t("grid.filterLoading")}
      >
        <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M3 5h14M6 10h8M8.5 15h3" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
        </svg>
        {t("grid.filter", { matching, total })}
      </button>

      <form method="get" className={styles.sortForm} onSubmit={(event) => hydrated && event.preventDefault()}>
        <Carry query={query} except={["sort", "shown", "grid"]} />
        <label className={styles.sortLabel}>
          <span>{t("grid.sort.label")}</span>
          <select name="sort" value={sort} onChange={(event) => onSort(event.target.value as SortValue)} className={styles.select}>
            {SORT_VALUES.map((value) => (
              <option key={value} value={value}>
                {t(SORT_LABEL[value])}
              </option>
            ))}
          </select>
        </label>
        {hydrated ? null : (
          <button type="submit" className={styles.applyButton}>
            {t("grid.sort.apply")}
          </button>
        )}
      </form>

      <form method="get" className={styles.sizeToggle} role="group" aria-label={t("grid.size.label")}>
        <Carry query={query} except={["grid"]} />
        {(["default", "extended"] as const).map((size) => (
          <button
            key={size}
            type="submit"
            name="grid"
            value={size}
            className={styles.sizeButton}
            aria-pressed={gridSize === size}
            aria-label={t(size === "default" ? "grid.size.larger" : "grid.size.smaller")}
            title={t(size === "default" ? "grid.size.larger" : "grid.size.smaller")}
            onClick={(event) => {
              if (!hydrated) return;
              event.preventDefault();
              onGridSize(size);
            }}
          >
            {size === "default" ? (
              <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
                <rect x="2" y="2" width="7" height="7" rx="1" fill="currentColor" />
                <rect x="11" y="2" width="7" height="7" rx="1" fill="currentColor" />
                <rect x="2" y="11" width="7" height="7" rx="1" fill="currentColor" />
                <rect x="11" y="11" width="7" height="7" rx="1" fill="currentColor" />
              </svg>
            ) : (
              <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
                {[2, 8, 14].flatMap((y) => [2, 8, 14].map((x) => <rect key={`${x}-${y}`} x={x} y={y} width="4" height="4" rx="0.5" fill="currentColor" />))}
              </svg>
            )}
          </button>
        ))}
      </form>
    </div>
  );
}

// One collapsible filter section: a disclosure button with the number of chosen values, a Reset
// control while the filter's parameter is present (spec 02 §5), and the options as a fieldset.
import { useId, useRef, type ReactNode } from "react";
import { ChevronDownIcon } from "../../components/ui/icons";
import { useT } from "../../lib/i18n";
import styles from "./filters.module.css";

export interface FilterSectionProps {
  title: string;
  /** Number of chosen values; 0 when the filter is not set. */
  chosen: number;
  open: boolean;
  onToggle: () => void;
  /** Present while the filter's parameter is in the address. */
  onReset: (() => void) | null;
  children: ReactNode;
  /** The section's test name, the filter's parameter name. */
  name: string;
}

export function FilterSection({ title, chosen, open, onToggle, onReset, children, name }: FilterSectionProps) {
  const t = useT();
  const panelId = useId();
  const disclosure = useRef<HTMLButtonElement>(null);
  return (
    <section className={styles.section} data-filter={name}>
      <div className={styles.sectionHeader}>
        <h3 className={styles.sectionTitle}>
          <button ref={disclosure} type="button" className={styles.disclosure} aria-expanded={open} aria-controls={panelId} onClick={onToggle}>
            <span>{title}</span>
            {chosen > 0 ? (
              <span className={styles.badge}>
                <span aria-hidden="true">{chosen}</span>
                <span className="visually-hidden">{t("filters.selected", { count: chosen })}</span>
              </span>
            ) : null}
            <span className={styles.chevron}>
              <ChevronDownIcon />
            </span>
          </button>
        </h3>
        {onReset ? (
          <button
            type="button"
            className={styles.reset}
            onClick={() => {
              // The Reset control goes away with the value: keep focus in the section.
              disclosure.current?.focus();
              onReset();
            }}
            aria-label={t("filters.resetLabel", { name: title })}>
            {t("filters.reset")}
          </button>
        ) : null}
      </div>
      <fieldset id={panelId} className={styles.panel} hidden={!open}>
        <legend className="visually-hidden">{title}</legend>
        {children}
      </fieldset>
    </section>
  );
}

// Header search (spec 01 §2): GET /search/?q=, placeholder from the search_bar_placeholder setting.
import { useId } from "react";
import { Form } from "react-router";
import { SearchIcon } from "../../components/ui/icons";
import { useT } from "../../lib/i18n";
import { useRootData } from "../../lib/root-data";
import styles from "./shell.module.css";

export function SearchBox({ className }: { className?: string }) {
  const t = useT();
  const { settings } = useRootData();
  const id = useId();
  const placeholder = settings.search_bar_placeholder?.trim() || t("shell.search.placeholder");
  return (
    <Form method="get" action="/search/" role="search" className={[styles.search, className].filter(Boolean).join(" ")}>
      <label htmlFor={id} className="visually-hidden">
        {t("shell.search.label")}
      </label>
      <input id={id} className={styles.searchInput} type="search" name="q" placeholder={placeholder} autoComplete="off" enterKeyHint="search" />
      <button type="submit" className={styles.searchButton} aria-label={t("shell.search.submit")}>
        <SearchIcon />
      </button>
    </Form>
  );
}

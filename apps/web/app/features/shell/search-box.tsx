// Header search (spec 01 §2): GET /search/?q=, placeholder from the search_bar_placeholder setting.
// As the shopper types, a combobox (WAI-ARIA 1.2 pattern) offers products, brands and groups;
// arrow keys move, Enter opens the active suggestion or searches, Escape closes. Without
// JavaScript it is a plain GET form.
import { imageUrl, productCardHref } from "@polku/domain";
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { Form, useLocation, useNavigate } from "react-router";
import { SearchIcon } from "../../components/ui/icons";
import { useI18n } from "../../lib/i18n";
import { useRootData } from "../../lib/root-data";
import { useSuggestions } from "../search/use-suggestions";
import styles from "./shell.module.css";

interface Option {
  key: string;
  href: string;
  section: "query" | "products" | "brands" | "groups";
  label: string;
  detail?: string;
  image?: string | null;
}

const THUMB = 48;

export function searchHref(query: string): string {
  return `/search/?${new URLSearchParams({ q: query.trim() })}`;
}

export function SearchBox({ className }: { className?: string }) {
  const { t, language } = useI18n();
  const { settings } = useRootData();
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-list`;
  const inputRef = useRef<HTMLInputElement>(null);
  // On the result page the box holds the words searched for, also when the address was opened directly.
  const location = useLocation();
  const searched = location.pathname === "/search/" ? (new URLSearchParams(location.search).get("q") ?? "") : "";
  const [query, setQuery] = useState(searched);
  useEffect(() => setQuery(searched), [searched]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const state = useSuggestions(open ? query : "", language);
  const placeholder = settings.search_bar_placeholder?.trim() || t("shell.search.placeholder");

  const options = useMemo<Option[]>(() => {
    if (state.status !== "done") return [];
    const { products, brands, groups } = state.suggestions;
    return [
      { key: "q", href: searchHref(state.query), section: "query", label: t("search.suggest.searchFor", { query: state.query }) },
      // Brands and groups first: short lines that lead to many products.
      ...brands.map((b): Option => ({ key: `b${b.slug}`, href: `/${b.slug.toLowerCase()}/`, section: "brands", label: b.name })),
      ...groups.map((g): Option => ({ key: `g${g.path}`, href: `/${g.path.replace(/^\/+|\/+$/g, "")}/`, section: "groups", label: g.name })),
      ...products.map((p): Option => ({ key: `p${p.id}`, href: productCardHref(p.path, null), section: "products", label: p.name, detail: p.manufacturer, image: p.image })),
    ];
  }, [state, t]);

  const sections = useMemo(() => {
    const bySection: { section: Option["section"]; entries: { option: Option; index: number }[] }[] = [];
    options.forEach((option, index) => {
      const last = bySection[bySection.length - 1];
      if (last?.section === option.section) last.entries.push({ option, index });
      else bySection.push({ section: option.section, entries: [{ option, index }] });
    });
    return bySection;
  }, [options]);

  const expanded = open && state.status === "done" && options.length > 1;
  // The active option stays in view while the arrow keys walk a list taller than the panel.
  useEffect(() => {
    if (active >= 0) document.getElementById(`${listId}-${active}`)?.scrollIntoView({ block: "nearest" });
  }, [active, listId]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const go = (option: Option) => {
    close();
    inputRef.current?.blur();
    void navigate(option.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Escape") {
      if (expanded) {
        event.preventDefault();
        close();
      }
      return;
    }
    if (!expanded) {
      if (event.key === "ArrowDown" && query.trim()) setOpen(true);
      return;
    }
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      // -1 is the input itself: moving past either end comes back to it.
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => {
        const next = current + step;
        if (next >= options.length) return -1;
        if (next < -1) return options.length - 1;
        return next;
      });
    } else if (event.key === "Enter" && active >= 0 && options[active]) {
      event.preventDefault();
      go(options[active]);
    }
  };

  const sectionTitle: Record<Option["section"], string | null> = {
    query: null,
    products: t("search.suggest.products"),
    brands: t("search.suggest.brands"),
    groups: t("search.suggest.groups"),
  };

  return (
    <Form
      method="get"
      action="/search/"
      role="search"
      className={[styles.search, className].filter(Boolean).join(" ")}
      onSubmit={(event) => {
        if (!query.trim()) event.preventDefault();
        close();
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {t("shell.search.label")}
      </label>
      <input
        ref={inputRef}
        id={id}
        className={styles.searchInput}
        type="search"
        name="q"
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={close}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className={styles.searchButton} aria-label={t("shell.search.submit")}>
        <SearchIcon />
      </button>
      <div id={listId} role="listbox" aria-label={t("search.suggest.label")} className={styles.suggestions} hidden={!expanded}>
        {expanded
          ? sections.map(({ section, entries }) => {
              const title = sectionTitle[section];
              const titleId = `${listId}-${section}`;
              return (
                <div key={section} role="group" aria-labelledby={title ? titleId : undefined}>
                  {title ? (
                    <div id={titleId} role="presentation" className={styles.suggestionTitle}>
                      {title}
                    </div>
                  ) : null}
                  {entries.map(({ option, index }) => (
                    <div
                      key={option.key}
                      id={`${listId}-${index}`}
                      role="option"
                      aria-selected={index === active}
                      className={styles.suggestion}
                      // Keep focus in the input so the list stays open until the click lands.
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={() => go(option)}
                    >
                      {section === "products" ? (
                        option.image ? (
                          <img src={imageUrl(option.image, "searchThumb")} alt="" width={THUMB} height={THUMB} className={styles.suggestionImage} />
                        ) : (
                          <span className={styles.suggestionImage} aria-hidden="true" />
                        )
                      ) : null}
                      <span className={styles.suggestionText}>
                        {option.detail ? <span className={styles.suggestionDetail}>{option.detail}</span> : null}
                        <span>{option.label}</span>
                      </span>
                    </div>
                  ))}
                </div>
              );
            })
          : null}
      </div>
      <span className="visually-hidden" role="status" aria-live="polite">
        {expanded ? t("search.suggest.count", { count: options.length - 1 }) : ""}
      </span>
    </Form>
  );
}

// The filters modal of a product grid (spec 02 §2 "Filters modal (product-filters)", §5
// "Filters"): slides in from the right, one collapsible section per shown filter, the footer
// button 'N / total products' closes it. The page owns the address: every change is reported
// through onChange (checkboxes at once, ranges after 300 ms, text after 500 ms); the counts
// follow after the recount debounce (use-facets.ts).
import { indexFacetItems, sanitiseFilters, type Facets, type FilterState, type Range } from "@polku/domain";
import { useEffect, useMemo, useRef, useState } from "react";
import { Modal } from "../../components/ui/modal";
import { useT } from "../../lib/i18n";
import { FilterSection } from "./filter-section";
import styles from "./filters.module.css";
import { OptionList } from "./option-list";
import { RangeFilter } from "./range-filter";
import { TextFilter } from "./text-filter";
import type { FiltersModalProps } from "./types";
import { stateKey, useFacets } from "./use-facets";

/** The price filter's unit: prices are filtered in whole euros (spec 02 §2 "Price (unit €)"). */
const PRICE_UNIT = "€";
/** Sections open when the modal opens, besides those with a value. */
const OPEN_FIRST = 3;

type ListKey = "size" | "manufacturer" | "store" | "color";

export function FiltersModal({ items, state, onChange, onClose, groupRoot, productGroups, filterableProperties, reference, inline = false }: FiltersModalProps) {
  const t = useT();
  // Keyed by content: a revalidated page passes equal reference data as new objects, and the
  // per-product keys should be computed once per list, not once per change.
  const contextKey = JSON.stringify([groupRoot?.id ?? null, filterableProperties, reference, productGroups]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by content (see above)
  const context = useMemo(() => ({ groupRoot, productGroups, filterableProperties, reference }), [contextKey]);
  const index = useMemo(() => indexFacetItems(items, context), [items, context]);

  // What the shopper has chosen; reported to the page and followed by the counts.
  const [draft, setDraft] = useState(() => sanitiseFilters(index, state));
  const draftRef = useRef(draft);
  /** States reported to the page whose echo through the address has not come back yet. */
  const pending = useRef<string[]>([]);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  // The address changed without us (back button, another tab of the page): follow it.
  const incoming = stateKey(state);
  useEffect(() => {
    const echo = pending.current.indexOf(incoming);
    if (echo >= 0) {
      pending.current = pending.current.slice(echo + 1);
      return;
    }
    const next = sanitiseFilters(index, state);
    draftRef.current = next;
    setDraft(next);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- only an address change from outside resets the draft
  }, [incoming, index]);

  function update(change: (current: FilterState) => FilterState) {
    const next = sanitiseFilters(index, change(draftRef.current));
    const key = stateKey(next);
    if (key === stateKey(draftRef.current)) return;
    draftRef.current = next;
    setDraft(next);
    pending.current.push(key);
    onChangeRef.current(next);
  }

  const { facets, busy } = useFacets(index, draft);
  const [open, setOpen] = useState(() => initiallyOpen(facets));
  const toggle = (name: string) => setOpen((o) => ({ ...o, [name]: !o[name] }));

  const toggleIn = (key: ListKey) => (value: string, on: boolean) =>
    update((s) => ({ ...s, [key]: on ? [...s[key], value] : s[key].filter((v) => v !== value) }));
  const resetOf = (present: boolean, reset: (s: FilterState) => FilterState) => (present ? () => update(reset) : null);

  const section = (name: string, title: string, chosen: number, reset: ((s: FilterState) => FilterState) | null, body: React.ReactNode) => (
    <FilterSection key={name} name={name} title={title} chosen={chosen} open={open[name] ?? false} onToggle={() => toggle(name)} onReset={reset ? resetOf(chosen > 0, reset) : null}>
      {body}
    </FilterSection>
  );

  const listSection = (key: ListKey, title: string, look: "list" | "chips" | "swatches" = "list") => {
    const options = facets[key];
    if (!options) return null;
    return section(key, title, draft[key].length, (s) => ({ ...s, [key]: [] }), <OptionList name={key} options={options} checked={new Set(draft[key])} onToggle={toggleIn(key)} look={look} />);
  };

  const rangeSection = (name: string, title: string, bounds: Range, value: Range | null, unit: string | null, set: (s: FilterState, next: Range | null) => FilterState) =>
    section(name, title, value ? 1 : 0, (s) => set(s, null), <RangeFilter name={title} bounds={bounds} value={value} unit={unit} onChange={(next) => update((s) => set(s, next))} />);

  const withProperty = (s: FilterState, slug: string, value: Range | string[] | null): FilterState => {
    const properties = { ...s.properties };
    if (value === null || (Array.isArray(value) && value.length === 0)) delete properties[slug];
    else properties[slug] = value;
    return { ...s, properties };
  };

  function body() {
    return (
      <>
        {listSection("size", t("filters.size"), "chips")}
        {facets.price ? rangeSection("price", t("filters.price"), facets.price.bounds, draft.price, PRICE_UNIT, (s, price) => ({ ...s, price })) : null}
        {listSection("manufacturer", t("filters.manufacturer"))}
        {listSection("store", t("filters.store"))}
        {section("text", t("filters.text"), draft.text ? 1 : 0, (s) => ({ ...s, text: null }), (
          <TextFilter label={t("filters.text")} value={draft.text ?? ""} onChange={(text) => update((s) => ({ ...s, text: text.trim() || null }))} />
        ))}
        {listSection("color", t("filters.color"), "swatches")}
        {facets.group
          ? section("group", t("filters.group"), draft.group.length, (s) => ({ ...s, group: [] }), (
              <OptionList
                name="group"
                options={facets.group}
                checked={new Set(draft.group.map(String))}
                onToggle={(value, on) => update((s) => ({ ...s, group: on ? [...s.group, Number(value)] : s.group.filter((g) => g !== Number(value)) }))}
              />
            ))
          : null}
        {facets.properties.map((property) => {
          const value = draft.properties[property.slug];
          if (property.kind === "range") {
            return rangeSection(property.slug, property.name, property.bounds, value && !Array.isArray(value) ? value : null, property.unit, (s, next) => withProperty(s, property.slug, next));
          }
          const checked = Array.isArray(value) ? value : [];
          return section(property.slug, property.name, checked.length, (s) => withProperty(s, property.slug, null), (
            <OptionList
              name={property.slug}
              options={property.options}
              checked={new Set(checked)}
              onToggle={(option, on) =>
                update((s) => {
                  const before = s.properties[property.slug];
                  const list = Array.isArray(before) ? before : [];
                  return withProperty(s, property.slug, on ? [...list, option] : list.filter((v) => v !== option));
                })
              }
            />
          ));
        })}
      </>
    );
  }

  const sections = (
    <div className={styles.sections} aria-busy={busy} data-busy={busy || undefined}>
      {body()}
    </div>
  );
  const status = (
    <p className="visually-hidden" role="status">
      {busy ? t("filters.updating") : t("filters.resultsLive", { matching: facets.matching })}
    </p>
  );

  if (inline) {
    return (
      <div className={styles.inline} data-testid="filter-column">
        <h2 className={styles.inlineHeading}>{t("catalogueUx.filtersHeading")}</h2>
        {sections}
        {status}
      </div>
    );
  }

  return (
    <Modal
      title={t("filters.title")}
      onClose={onClose}
      position="right"
      footer={
        <button type="button" className={`button button--primary ${styles.results}`} data-busy={busy || undefined} onClick={onClose}>
          {t("filters.results", { matching: facets.matching, total: facets.total })}
        </button>
      }
    >
      {sections}
      {status}
    </Modal>
  );
}

/** The first sections and every section with a value start open. */
function initiallyOpen(facets: Facets): Record<string, boolean> {
  const { state } = facets;
  const shown: [string, boolean][] = [
    ["size", facets.size !== null && true],
    ["price", facets.price !== null],
    ["manufacturer", facets.manufacturer !== null],
    ["store", facets.store !== null],
    ["text", true],
    ["color", facets.color !== null],
    ["group", facets.group !== null],
    ...facets.properties.map((p): [string, boolean] => [p.slug, true]),
  ];
  const set: Record<string, boolean> = {
    size: state.size.length > 0,
    price: state.price !== null,
    manufacturer: state.manufacturer.length > 0,
    store: state.store.length > 0,
    text: state.text !== null,
    color: state.color.length > 0,
    group: state.group.length > 0,
  };
  const open: Record<string, boolean> = {};
  shown
    .filter(([, visible]) => visible)
    .forEach(([name], i) => {
      open[name] = i < OPEN_FIRST || (set[name] ?? name in state.properties);
    });
  return open;
}

// The "my store" filter of group and brand pages (issue 12; docs/filters.md "My store"): with a
// store chosen, a checkbox narrows the list to models with stock there now (the address's `store`
// filter holding only that store); without one, a store list to choose from, which also turns
// the filter on. A GET form, so it works before the JavaScript has loaded: the server keeps a
// store chosen with `?mystore=` in the cookie (listing.server.ts).
import { choosableStores, isMyStoreFilterOn, type FilterState } from "@polku/domain";
import { useEffect, useId, useState } from "react";
import { useI18n } from "../../lib/i18n";
import { readMyStore, rememberMyStore } from "../cart/my-store";
import type { FilterReference } from "../filters/types";
import styles from "./listing.module.css";

export interface MyStoreFilterProps {
  query: Readonly<Record<string, string>>;
  filters: FilterState;
  /** The store of the cookie, as the server read it. */
  initialStore: string | null;
  stores: FilterReference["stores"];
  hydrated: boolean;
  onChange: (store: string, on: boolean) => void;
}

export function MyStoreFilter({ query, filters, initialStore, stores, hydrated, onChange }: MyStoreFilterProps) {
  const { t, language } = useI18n();
  const id = useId();
  const [myStore, setMyStore] = useState(initialStore);
  const [choosing, setChoosing] = useState(false);
  // A store chosen before the cookie existed (local storage only) is found after hydration.
  useEffect(() => {
    if (initialStore !== null) return;
    const kept = readMyStore();
    if (kept && stores.some((s) => s.slug === kept)) {
      rememberMyStore(kept);
      setMyStore(kept);
    }
  }, [initialStore, stores]);

  const known = stores.find((store) => store.slug === myStore) ?? null;
  const on = known !== null && isMyStoreFilterOn(filters, known.slug);
  // The box follows the click at once; the address (and so `on`) follows once the list is filtered.
  const [pending, setPending] = useState<boolean | null>(null);
  useEffect(() => setPending(null), [on]);
  const carry = Object.entries(query).filter(([key]) => !["store", "shown", "grid", "mystore"].includes(key));

  return (
    <form method="get" className={styles.myStore} onSubmit={(event) => hydrated && event.preventDefault()}>
      {carry.map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      {known && !choosing ? (
        <>
          <label className={styles.myStoreToggle}>
            <input
              type="checkbox"
              name="store"
              value={known.slug}
              checked={pending ?? on}
              onChange={(event) => {
                setPending(event.target.checked);
                onChange(known.slug, event.target.checked);
              }}
            />
            <span>{t("catalogueUx.myStore.only", { store: known.name })}</span>
          </label>
          {hydrated ? (
            <button type="button" className={styles.myStoreChange} onClick={() => setChoosing(true)}>
              {t("catalogueUx.myStore.change")}
            </button>
          ) : (
            <button type="submit" className={styles.applyButton}>
              {t("catalogueUx.myStore.apply")}
            </button>
          )}
        </>
      ) : (
        <>
          <label htmlFor={id} className={styles.myStoreLabel}>
            {t("catalogueUx.myStore.choose")}
          </label>
          <select
            id={id}
            name="mystore"
            className={styles.select}
            value={choosing && known ? known.slug : ""}
            onChange={(event) => {
              const slug = event.target.value;
              if (!slug) return;
              rememberMyStore(slug);
              setMyStore(slug);
              setChoosing(false);
              onChange(slug, true);
            }}
          >
            <option value="">{t("catalogueUx.myStore.placeholder")}</option>
            {choosableStores(stores, language).map((store) => (
              <option key={store.slug} value={store.slug}>
                {store.name}
              </option>
            ))}
          </select>
          {hydrated ? null : (
            <button type="submit" className={styles.applyButton}>
              {t("catalogueUx.myStore.apply")}
            </button>
          )}
        </>
      )}
    </form>
  );
}

// The staff bar's customer search (GET /api/staff/customers/?q=, staff only): e-mail or name, at
// least 2 characters, at most 20 results, each with a button that holds the customer. The search
// runs on submit; the status line (a polite live region) says what happened.
import { heldCustomerOf, STAFF_CUSTOMER_SEARCH_MIN, type HeldCustomer, type StaffCustomer } from "@polku/domain";
import { useEffect, useId, useRef, useState } from "react";
import { browserApi } from "../../lib/api";
import { useT } from "../../lib/i18n";
import { browserAuthorization } from "../../lib/user-state";
import styles from "./staff-bar.module.css";

type SearchState = { status: "idle" } | { status: "short" } | { status: "loading" } | { status: "done"; query: string; results: StaffCustomer[] } | { status: "failed" };

export function CustomerPicker({ id, onPick, onClose }: { id: string; onPick: (customer: HeldCustomer) => void; onClose: () => void }) {
  const t = useT();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const controller = useRef<AbortController | null>(null);
  const [query, setQuery] = useState("");
  const [state, setState] = useState<SearchState>({ status: "idle" });
  useEffect(() => {
    input.current?.focus();
    return () => controller.current?.abort();
  }, []);

  const search = async () => {
    const q = query.trim();
    if (q.length < STAFF_CUSTOMER_SEARCH_MIN) return setState({ status: "short" });
    const authorization = browserAuthorization();
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState({ status: "loading" });
    try {
      if (!authorization) throw new Error("No login");
      const answer = await browserApi.staffCustomers(q, authorization, { signal: current.signal });
      setState({ status: "done", query: q, results: answer.results });
    } catch (error) {
      if (current.signal.aborted) return;
      console.error("Customer search failed", error);
      setState({ status: "failed" });
    }
  };

  return (
    <div
      id={id}
      className={styles.picker}
      onKeyDown={(event) => {
        if (event.key === "Escape") onClose();
      }}
    >
      <form
        role="search"
        aria-label={t("staffBar.customer.search")}
        className={styles.searchForm}
        onSubmit={(event) => {
          event.preventDefault();
          void search();
        }}
      >
        <label htmlFor={inputId} className={styles.label}>
          {t("staffBar.customer.search")}
        </label>
        <div className={styles.searchRow}>
          <input ref={input} id={inputId} type="search" className="field" value={query} maxLength={100} autoComplete="off" onChange={(event) => setQuery(event.target.value)} />
          <button type="submit" className={styles.button} aria-busy={state.status === "loading"}>
            {t("staffBar.customer.submit")}
          </button>
          <button type="button" className={styles.button} onClick={onClose}>
            {t("staffBar.customer.close")}
          </button>
        </div>
      </form>
      <p role="status" className={styles.status}>
        {state.status === "short"
          ? t("staffBar.customer.tooShort")
          : state.status === "loading"
            ? t("staffBar.customer.searching")
            : state.status === "failed"
              ? t("staffBar.customer.error")
              : state.status === "done"
                ? state.results.length === 0
                  ? t("staffBar.customer.noResults", { query: state.query })
                  : t("staffBar.customer.results", { count: state.results.length })
                : ""}
      </p>
      {state.status === "done" && state.results.length > 0 ? (
        <ul className={styles.results}>
          {state.results.map((customer) => {
            const held = heldCustomerOf(customer);
            return (
              <li key={customer.id} className={styles.result}>
                <span>
                  <strong>{held.name}</strong> <span className={styles.muted}>{customer.email}</span>
                  {customer.club_member_number ? <span className={styles.muted}> · {t("staffBar.customer.clubMember", { number: customer.club_member_number })}</span> : null}
                </span>
                <button type="button" className={styles.button} aria-label={t("staffBar.customer.chooseLabel", { name: held.name })} onClick={() => onPick(held)}>
                  {t("staffBar.customer.choose")}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}

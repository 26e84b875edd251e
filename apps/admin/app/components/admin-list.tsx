// The back office's one list screen (docs/admin.md "Lists"): a search box and filters sent as a
// plain GET form, the page size, the server-sorted and paged table, and the states a list passes
// through (loading the next page, nothing found with a way back to everything). Every list screen
// describes its filters and columns and renders this; nothing else builds a list.
import type { ColumnDef } from "@tanstack/react-table";
import type { ReactNode } from "react";
import { Form, Link, useLocation, useNavigation, useSearchParams } from "react-router";
import { ADMIN_PAGE_SIZES } from "@polku/domain/admin/common";
import { useT } from "../lib/i18n";
import { DataTable } from "./data-table";

/** One filter of a list: its query-string name, label and kind. */
export type ListFilter =
  /** `anyLabel` names the empty choice when it means more than "any" (e.g. the API's default). */
  | { kind: "select"; name: string; label: string; options: readonly { value: string | number; label: string }[]; anyLabel?: string }
  /** Yes / no / any, sent as "true" / "false" / nothing (the API's `optionalFlag`). */
  | { kind: "flag"; name: string; label: string }
  | { kind: "text" | "date"; name: string; label: string }
  /** A box that narrows the list when ticked (sends "true"). */
  | { kind: "checkbox"; name: string; label: string };

/** A page of a list as every list API answers it (`pageSchema`). */
export interface ListPage<T> {
  results: T[];
  count: number;
  count_exact: boolean;
  page: number;
  per_page: number;
}

export interface AdminListProps<T> {
  /** Names the table (and the filter form, unless `filtersLabel` does) for screen readers. */
  label: string;
  filtersLabel?: string;
  page: ListPage<T>;
  // TanStack's column helper types each column by its value; a table holds columns of many.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[];
  /** Column ids the API sorts by. */
  sortable: readonly string[];
  /** The API's sort when the address names none. */
  defaultSort: string;
  rowKey: (row: T) => string;
  /** The search box's label; no search box without it. */
  search?: string;
  filters?: readonly ListFilter[];
  /** Shown above the filters (e.g. tabs of a list without a filter form). */
  toolbar?: ReactNode;
}

/** The query-string names a list's form controls (everything but paging and sorting). */
function filterNames(props: { search?: string; filters?: readonly ListFilter[] }): string[] {
  return [...(props.search ? ["q"] : []), ...(props.filters ?? []).map((f) => f.name)];
}

function FilterControl({ filter, value }: { filter: ListFilter; value: string }) {
  const t = useT();
  const id = `filter-${filter.name}`;
  if (filter.kind === "checkbox")
    return (
      <div className="field checkbox">
        <input id={id} name={filter.name} type="checkbox" value="true" defaultChecked={value === "true"} />
        <label htmlFor={id}>{filter.label}</label>
      </div>
    );
  const options = filter.kind === "flag" ? [{ value: "true", label: t("common.yes") }, { value: "false", label: t("common.no") }] : filter.kind === "select" ? filter.options : null;
  return (
    <div className="field">
      <label htmlFor={id}>{filter.label}</label>
      {options ? (
        <select id={id} name={filter.name} defaultValue={value}>
          <option value="">{(filter.kind === "select" && filter.anyLabel) || t("filter.any")}</option>
          {options.map((o) => (
            <option key={String(o.value)} value={String(o.value)}>
              {o.label}
            </option>
          ))}
        </select>
      ) : (
        <input id={id} name={filter.name} type={filter.kind} defaultValue={value} />
      )}
    </div>
  );
}

export function AdminList<T>(props: AdminListProps<T>) {
  const t = useT();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigation = useNavigation();
  // Another page, sort or filter of this same list is on its way.
  const loading = navigation.state === "loading" && navigation.location?.pathname === location.pathname;
  const names = filterNames(props);
  const filtered = names.some((name) => params.get(name));
  const sort = params.get("sort");
  const hasForm = names.length > 0;
  // The form sends only what it holds: the page starts again at 1 and the chosen order stays.
  const formKey = names.map((name) => `${name}=${params.get(name) ?? ""}`).join("&");

  return (
    <div className="admin-list">
      {props.toolbar}
      {hasForm ? (
        <Form method="get" className="filters" role="search" aria-label={props.filtersLabel ?? props.label} key={formKey}>
          {props.search ? (
            <div className="field">
              <label htmlFor="filter-q">{props.search}</label>
              <input id="filter-q" name="q" type="search" defaultValue={params.get("q") ?? ""} />
            </div>
          ) : null}
          {(props.filters ?? []).map((filter) => (
            <FilterControl key={filter.name} filter={filter} value={params.get(filter.name) ?? ""} />
          ))}
          <div className="field">
            <label htmlFor="filter-per_page">{t("list.perPage")}</label>
            <select id="filter-per_page" name="per_page" defaultValue={String(props.page.per_page)}>
              {ADMIN_PAGE_SIZES.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </div>
          {sort ? <input type="hidden" name="sort" value={sort} /> : null}
          <button type="submit" className="button">
            {t("filter.apply")}
          </button>
          {filtered ? (
            <Link to={sort ? `?sort=${encodeURIComponent(sort)}` : "?"} className="button link">
              {t("list.clear")}
            </Link>
          ) : null}
        </Form>
      ) : null}
      <p className="list-status" role="status">
        {loading ? t("list.loading") : ""}
      </p>
      <DataTable
        caption={props.label}
        rows={props.page.results}
        columns={props.columns}
        sortable={props.sortable}
        sort={sort || props.defaultSort}
        count={props.page.count}
        countExact={props.page.count_exact}
        page={props.page.page}
        perPage={props.page.per_page}
        rowKey={props.rowKey}
        busy={loading}
        empty={filtered ? t("list.emptyFiltered") : t("list.empty")}
      />
    </div>
  );
}

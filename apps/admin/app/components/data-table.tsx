// Lists of the back office (docs/admin.md "Lists"): TanStack Table renders the columns; paging,
// sorting and filtering happen on the server, so headers and pages are links that change the
// query string and work before the page's scripts have loaded.
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef, type SortingState } from "@tanstack/react-table";
import { Link, useLocation } from "react-router";
import { pageCount } from "@polku/domain/admin/common";
import { useT } from "../lib/i18n";

export interface DataTableProps<T> {
  caption: string;
  rows: T[];
  // TanStack's column helper types each column by its value; a table holds columns of many.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[];
  /** Columns the API sorts by (their ids). */
  sortable: readonly string[];
  sort: string;
  count: number;
  countExact: boolean;
  page: number;
  perPage: number;
  rowKey: (row: T) => string;
  /** The next page of this list is loading: the rows shown are the old ones. */
  busy?: boolean;
  /** What an empty page says. */
  empty?: string;
}

function hrefWith(pathname: string, search: string, changes: Record<string, string | null>): string {
  const params = new URLSearchParams(search);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) params.delete(name);
    else params.set(name, value);
  }
  const text = params.toString();
  return `${pathname}${text ? `?${text}` : ""}`;
}

export function DataTable<T>(props: DataTableProps<T>) {
  const t = useT();
  const location = useLocation();
  const sorting: SortingState = [{ id: props.sort.replace(/^-/, ""), desc: props.sort.startsWith("-") }];
  const table = useReactTable({
    data: props.rows,
    columns: props.columns,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    state: { sorting },
    getRowId: props.rowKey,
  });
  const pages = pageCount(props.count, props.perPage);
  const link = (changes: Record<string, string | null>) => hrefWith(location.pathname, location.search, changes);

  return (
    <div className="table-wrap" aria-busy={props.busy || undefined}>
      <table className="data-table">
        <caption className="visually-hidden">{props.caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const id = header.column.id;
                const label = flexRender(header.column.columnDef.header, header.getContext());
                if (!props.sortable.includes(id)) return <th key={header.id} scope="col">{label}</th>;
                const current = sorting[0]?.id === id ? (sorting[0].desc ? "descending" : "ascending") : "none";
                const next = current === "ascending" ? `-${id}` : id;
                return (
                  <th key={header.id} scope="col" aria-sort={current}>
                    <Link to={link({ sort: next, page: null })} className="sort-link">
                      {label}
                      <span aria-hidden="true">{current === "ascending" ? " ▲" : current === "descending" ? " ▼" : ""}</span>
                    </Link>
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.length === 0 ? (
            <tr>
              <td colSpan={props.columns.length} className="empty">
                {props.empty ?? t("list.empty")}
              </td>
            </tr>
          ) : (
            table.getRowModel().rows.map((row) => (
              <tr key={row.id}>
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
      <nav className="pager" aria-label={t("list.pages")}>
        <span>{t(props.countExact ? "list.count" : "list.countAtLeast", { count: props.count })}</span>
        {props.page > 1 ? <Link to={link({ page: String(props.page - 1) })} rel="prev">{t("list.previous")}</Link> : null}
        <span>{t("list.pageOf", { page: props.page, pages })}</span>
        {props.page < pages ? <Link to={link({ page: String(props.page + 1) })} rel="next">{t("list.next")}</Link> : null}
      </nav>
    </div>
  );
}

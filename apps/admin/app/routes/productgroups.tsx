// /admin/productgroups/: the product group tree as a list of Finnish paths, searched and filtered
// by menu and state, sorted and paged on the server (docs/admin.md "Product groups").
import { createColumnHelper } from "@tanstack/react-table";
import { Form, Link, useSearchParams } from "react-router";
import { adminGroupPageSchema, type AdminGroupRow } from "@polku/domain/admin/catalogue-setup";
import { DataTable } from "../components/data-table";
import { adminApi, listSearch } from "../lib/api.server";
import { useI18n } from "../lib/i18n";
import type { Route } from "./+types/productgroups";

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await adminApi(request, context).get(`/api/admin/productgroups/${listSearch(request, ["page", "per_page", "q", "sort", "in_menu", "active"])}`, adminGroupPageSchema);
  return { page };
}

const column = createColumnHelper<AdminGroupRow>();

export default function ProductGroups({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const { page } = loaderData;
  const yesNo = (v: boolean) => (v ? t("common.yes") : t("common.no"));
  const columns = [
    column.accessor("id", { header: t("models.id") }),
    column.accessor("name", {
      header: t("models.name"),
      cell: (c) => (
        <Link to={`/productgroups/${c.row.original.id}/`} style={{ paddingInlineStart: `${c.row.original.depth}rem` }}>
          {c.getValue()}
        </Link>
      ),
    }),
    column.accessor("path", { header: t("groups.path") }),
    column.accessor("show_in_menu", { header: t("groups.inMenu"), cell: (c) => yesNo(c.getValue()) }),
    column.accessor("is_active", { header: t("groups.active"), cell: (c) => yesNo(c.getValue()) }),
    column.accessor("sort_order", { header: t("groups.sortOrder") }),
  ];
  return (
    <>
      <h1>{t("groups.heading")}</h1>
      <Form method="get" className="filters" role="search" aria-label={t("groups.filters")}>
        <div className="field">
          <label htmlFor="q">{t("groups.search")}</label>
          <input id="q" name="q" type="search" defaultValue={params.get("q") ?? ""} />
        </div>
        {(["in_menu", "active"] as const).map((name) => (
          <div className="field" key={name}>
            <label htmlFor={name}>{t(name === "in_menu" ? "groups.inMenu" : "groups.active")}</label>
            <select id={name} name={name} defaultValue={params.get(name) ?? ""}>
              <option value="">{t("filter.any")}</option>
              <option value="true">{t("common.yes")}</option>
              <option value="false">{t("common.no")}</option>
            </select>
          </div>
        ))}
        <button type="submit" className="button">
          {t("filter.apply")}
        </button>
      </Form>
      <DataTable caption={t("groups.heading")} rows={page.results} columns={columns} sortable={["id", "path", "sort_order"]} sort={params.get("sort") || "path"} count={page.count} countExact={page.count_exact} page={page.page} perPage={page.per_page} rowKey={(r) => String(r.id)} />
    </>
  );
}

// /admin/productgroups/: the product group tree as a list of Finnish paths, searched and filtered
// by menu and state, sorted and paged on the server (docs/admin.md "Product groups").
import { createColumnHelper } from "@tanstack/react-table";
import { Link } from "react-router";
import { adminGroupPageSchema, type AdminGroupRow } from "@polku/domain/admin/catalogue-setup";
import { AdminList } from "../components/admin-list";
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
      <div className="heading-row">
        <h1>{t("groups.heading")}</h1>
        <Link to="/productgroups/new/" className="button primary">
          {t("groups.new")}
        </Link>
      </div>
      <AdminList
        label={t("groups.heading")}
        filtersLabel={t("groups.filters")}
        search={t("groups.search")}
        filters={[
          { kind: "flag", name: "in_menu", label: t("groups.inMenu") },
          { kind: "flag", name: "active", label: t("groups.active") },
        ]}
        page={page}
        columns={columns}
        sortable={["id", "path", "sort_order"]}
        defaultSort="path"
        rowKey={(r) => String(r.id)}
      />
    </>
  );
}

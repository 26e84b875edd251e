// /admin/manufacturers/: the brands, searched and filtered, sorted and paged on the server
// (docs/admin.md "Brands").
import { createColumnHelper } from "@tanstack/react-table";
import { Link } from "react-router";
import { adminBrandPageSchema, type AdminBrandRow } from "@polku/domain/admin/catalogue-setup";
import { AdminList } from "../components/admin-list";
import { adminApi, listSearch } from "../lib/api.server";
import { useI18n } from "../lib/i18n";
import type { Route } from "./+types/manufacturers";

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await adminApi(request, context).get(`/api/admin/manufacturers/${listSearch(request, ["page", "per_page", "q", "sort", "featured", "active"])}`, adminBrandPageSchema);
  return { page };
}

const column = createColumnHelper<AdminBrandRow>();

export default function Manufacturers({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { page } = loaderData;
  const yesNo = (v: boolean) => (v ? t("common.yes") : t("common.no"));
  const columns = [
    column.accessor("id", { header: t("models.id") }),
    column.accessor("name", { header: t("models.name"), cell: (c) => <Link to={`/manufacturers/${c.row.original.slug}/`}>{c.getValue()}</Link> }),
    column.accessor("slug", { header: t("brands.slug"), cell: (c) => `/${c.getValue()}/` }),
    column.accessor("featured", { header: t("brands.featured"), cell: (c) => yesNo(c.getValue()) }),
    column.accessor("is_active", { header: t("groups.active"), cell: (c) => yesNo(c.getValue()) }),
    column.accessor("sort_order", { header: t("groups.sortOrder") }),
  ];
  return (
    <>
      <div className="heading-row">
        <h1>{t("brands.heading")}</h1>
        <Link to="/manufacturers/new/" className="button primary">
          {t("brands.new")}
        </Link>
      </div>
      <AdminList
        label={t("brands.heading")}
        filtersLabel={t("brands.filters")}
        search={t("brands.search")}
        filters={[
          { kind: "flag", name: "featured", label: t("brands.featured") },
          { kind: "flag", name: "active", label: t("groups.active") },
        ]}
        page={page}
        columns={columns}
        sortable={["id", "name", "sort_order"]}
        defaultSort="name"
        rowKey={(r) => String(r.id)}
      />
    </>
  );
}

// /admin/sizetables/: the size guides, searched, sorted and paged on the server
// (docs/admin.md "Size tables").
import { createColumnHelper } from "@tanstack/react-table";
import { Link } from "react-router";
import { adminSizeTablePageSchema, type AdminSizeTableRow } from "@polku/domain/admin/catalogue-setup";
import { AdminList } from "../components/admin-list";
import { adminApi, listSearch } from "../lib/api.server";
import { useI18n } from "../lib/i18n";
import type { Route } from "./+types/sizetables";

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await adminApi(request, context).get(`/api/admin/sizetables/${listSearch(request, ["page", "per_page", "q", "sort"])}`, adminSizeTablePageSchema);
  return { page };
}

const column = createColumnHelper<AdminSizeTableRow>();

export default function SizeTables({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { page } = loaderData;
  const columns = [
    column.accessor("id", { header: t("models.id") }),
    column.accessor("name", { header: t("models.name"), cell: (c) => <Link to={`/sizetables/${c.row.original.id}/`}>{c.getValue()}</Link> }),
    column.accessor("sizes", { header: t("sizeTables.sizes"), cell: (c) => c.getValue().join(", ") }),
    column.accessor("categories", { header: t("sizeTables.rows") }),
  ];
  return (
    <>
      <div className="heading-row">
        <h1>{t("sizeTables.heading")}</h1>
        <Link to="/sizetables/new/" className="button primary">
          {t("sizeTables.new")}
        </Link>
      </div>
      <AdminList label={t("sizeTables.heading")} search={t("sizeTables.search")} page={page} columns={columns} sortable={["id", "name"]} defaultSort="name" rowKey={(r) => String(r.id)} />
    </>
  );
}

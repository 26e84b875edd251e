// /admin/sizetables/: the size guides, searched, sorted and paged on the server
// (docs/admin.md "Size tables").
import { createColumnHelper } from "@tanstack/react-table";
import { Form, Link, useSearchParams } from "react-router";
import { adminSizeTablePageSchema, type AdminSizeTableRow } from "@polku/domain/admin/catalogue-setup";
import { DataTable } from "../components/data-table";
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
  const [params] = useSearchParams();
  const { page } = loaderData;
  const columns = [
    column.accessor("id", { header: t("models.id") }),
    column.accessor("name", { header: t("models.name"), cell: (c) => <Link to={`/sizetables/${c.row.original.id}/`}>{c.getValue()}</Link> }),
    column.accessor("sizes", { header: t("sizeTables.sizes"), cell: (c) => c.getValue().join(", ") }),
    column.accessor("categories", { header: t("sizeTables.rows") }),
  ];
  return (
    <>
      <h1>{t("sizeTables.heading")}</h1>
      <Form method="get" className="filters" role="search" aria-label={t("sizeTables.heading")}>
        <div className="field">
          <label htmlFor="q">{t("sizeTables.search")}</label>
          <input id="q" name="q" type="search" defaultValue={params.get("q") ?? ""} />
        </div>
        <button type="submit" className="button">
          {t("filter.apply")}
        </button>
      </Form>
      <DataTable caption={t("sizeTables.heading")} rows={page.results} columns={columns} sortable={["id", "name"]} sort={params.get("sort") || "name"} count={page.count} countExact={page.count_exact} page={page.page} perPage={page.per_page} rowKey={(r) => String(r.id)} />
    </>
  );
}

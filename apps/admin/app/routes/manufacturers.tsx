// /admin/manufacturers/: the brands, searched and filtered, sorted and paged on the server
// (docs/admin.md "Brands").
import { createColumnHelper } from "@tanstack/react-table";
import { Form, Link, useSearchParams } from "react-router";
import { adminBrandPageSchema, type AdminBrandRow } from "@polku/domain/admin/catalogue-setup";
import { DataTable } from "../components/data-table";
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
  const [params] = useSearchParams();
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
      <h1>{t("brands.heading")}</h1>
      <Form method="get" className="filters" role="search" aria-label={t("brands.filters")}>
        <div className="field">
          <label htmlFor="q">{t("brands.search")}</label>
          <input id="q" name="q" type="search" defaultValue={params.get("q") ?? ""} />
        </div>
        {(["featured", "active"] as const).map((name) => (
          <div className="field" key={name}>
            <label htmlFor={name}>{t(name === "featured" ? "brands.featured" : "groups.active")}</label>
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
      <DataTable caption={t("brands.heading")} rows={page.results} columns={columns} sortable={["id", "name", "sort_order"]} sort={params.get("sort") || "name"} count={page.count} countExact={page.count_exact} page={page.page} perPage={page.per_page} rowKey={(r) => String(r.id)} />
    </>
  );
}

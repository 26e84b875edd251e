// /admin/productmodels/: the catalogue's models, searched (name, brand, model number or id),
// filtered by brand, group and visibility, sorted and paged on the server (docs/admin.md
// "Catalogue"); fast at the 100,000-model catalogue.
import { imageUrl } from "@polku/domain";
import { createColumnHelper } from "@tanstack/react-table";
import { Form, Link, useSearchParams } from "react-router";
import { adminCatalogueOptionsSchema, adminModelPageSchema, type AdminModelRow } from "@polku/domain/admin/catalogue";
import { DataTable } from "../components/data-table";
import { adminApi, listSearch } from "../lib/api.server";
import { useI18n } from "../lib/i18n";
import type { Route } from "./+types/models";

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = adminApi(request, context);
  const [page, options] = await Promise.all([
    api.get(`/api/admin/models/${listSearch(request, ["page", "per_page", "q", "sort", "brand", "group", "public"])}`, adminModelPageSchema),
    api.get("/api/admin/catalogue/options/", adminCatalogueOptionsSchema),
  ]);
  return { page, brands: options.brands, groups: options.groups };
}

const column = createColumnHelper<AdminModelRow>();

export default function Models({ loaderData }: Route.ComponentProps) {
  const { t, money, dateTime } = useI18n();
  const [params] = useSearchParams();
  const { page } = loaderData;
  const columns = [
    column.accessor("image", {
      header: () => <span className="visually-hidden">{t("models.image")}</span>,
      cell: (c) => (c.getValue() ? <img src={imageUrl(String(c.getValue()), "adminThumb")} alt="" width={48} height={48} loading="lazy" /> : null),
    }),
    column.accessor("id", { header: t("models.id") }),
    column.accessor("name", { header: t("models.name"), cell: (c) => <Link to={`/productmodels/${c.row.original.id}/`}>{c.getValue()}</Link> }),
    column.accessor("model_number", { header: t("models.modelNumber") }),
    column.accessor("brand", { header: t("models.brand") }),
    column.accessor("group", { header: t("models.group") }),
    column.accessor("variants", { header: t("models.variants") }),
    column.accessor("price", { header: t("models.price"), cell: (c) => money(c.getValue()) }),
    column.accessor("is_public", { header: t("models.public"), cell: (c) => (c.getValue() ? t("common.yes") : t("common.no")) }),
    column.accessor("published_at", { id: "published", header: t("models.published"), cell: (c) => dateTime(c.getValue()) }),
  ];
  return (
    <>
      <div className="heading-row">
        <h1>{t("models.heading")}</h1>
        <Link to="/productmodels/new/" className="button primary">
          {t("models.new")}
        </Link>
      </div>
      <Form method="get" className="filters" role="search" aria-label={t("models.filters")}>
        <div className="field">
          <label htmlFor="q">{t("models.search")}</label>
          <input id="q" name="q" type="search" defaultValue={params.get("q") ?? ""} />
        </div>
        <div className="field">
          <label htmlFor="brand">{t("models.brand")}</label>
          <select id="brand" name="brand" defaultValue={params.get("brand") ?? ""}>
            <option value="">{t("filter.any")}</option>
            {loaderData.brands.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="group">{t("models.group")}</label>
          <select id="group" name="group" defaultValue={params.get("group") ?? ""}>
            <option value="">{t("filter.any")}</option>
            {loaderData.groups.map((g) => (
              <option key={g.id} value={g.id}>
                {g.path}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="public">{t("models.public")}</label>
          <select id="public" name="public" defaultValue={params.get("public") ?? ""}>
            <option value="">{t("filter.any")}</option>
            <option value="true">{t("common.yes")}</option>
            <option value="false">{t("common.no")}</option>
          </select>
        </div>
        <button type="submit" className="button">
          {t("filter.apply")}
        </button>
      </Form>
      <DataTable caption={t("models.heading")} rows={page.results} columns={columns} sortable={["id", "name", "model_number", "published"]} sort={params.get("sort") || "-id"} count={page.count} countExact={page.count_exact} page={page.page} perPage={page.per_page} rowKey={(r) => String(r.id)} />
    </>
  );
}

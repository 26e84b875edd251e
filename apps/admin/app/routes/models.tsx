// /admin/productmodels/: the catalogue's models, searched (name, brand, model number or id),
// filtered by brand, group and visibility, sorted and paged on the server (docs/admin.md
// "Catalogue"); fast at the 100,000-model catalogue.
import { imageUrl } from "@polku/domain";
import { createColumnHelper } from "@tanstack/react-table";
import { Link } from "react-router";
import { adminCatalogueOptionsSchema, adminModelPageSchema, type AdminModelRow } from "@polku/domain/admin/catalogue";
import { roleAllows } from "@polku/domain/admin/common";
import { AdminList } from "../components/admin-list";
import { adminApi, listSearch } from "../lib/api.server";
import { useI18n } from "../lib/i18n";
import { useMe } from "./shell";
import type { Route } from "./+types/models";

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = adminApi(request, context);
  const filters = listSearch(request, ["q", "brand", "group", "public"]);
  const [page, options] = await Promise.all([
    api.get(`/api/admin/models/${listSearch(request, ["page", "per_page", "q", "sort", "brand", "group", "public"])}`, adminModelPageSchema),
    api.get("/api/admin/catalogue/options/", adminCatalogueOptionsSchema),
  ]);
  return { page, brands: options.brands, groups: options.groups, filters };
}

const column = createColumnHelper<AdminModelRow>();

export default function Models({ loaderData }: Route.ComponentProps) {
  const { t, money, dateTime } = useI18n();
  const { page } = loaderData;
  const mayPrice = roleAllows(useMe().role, "admin");
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
      <p className="actions">
        {mayPrice ? (
          <>
            <Link to={`/prices/bulk/${loaderData.filters}`}>{t("models.bulkChange")}</Link>
            <Link to={`/prices/${loaderData.filters}`}>{t("priceCsv.exportFiltered")}</Link>
          </>
        ) : null}
        <Link to={`/stock/${loaderData.filters}`}>{t("models.exportStock")}</Link>
      </p>
      <AdminList
        label={t("models.heading")}
        filtersLabel={t("models.filters")}
        search={t("models.search")}
        filters={[
          { kind: "select", name: "brand", label: t("models.brand"), options: loaderData.brands.map((b) => ({ value: b.id, label: b.name })) },
          { kind: "select", name: "group", label: t("models.group"), options: loaderData.groups.map((g) => ({ value: g.id, label: g.path })) },
          { kind: "flag", name: "public", label: t("models.public") },
        ]}
        page={page}
        columns={columns}
        sortable={["id", "name", "model_number", "published"]}
        defaultSort="-id"
        rowKey={(r) => String(r.id)}
      />
    </>
  );
}

// /admin/banners/: the shop's banners in their order, with whether each shows now, searched and
// filtered on the server (docs/admin.md "Content").
import { createColumnHelper } from "@tanstack/react-table";
import { Link } from "react-router";
import { adminBannerPageSchema, type AdminBanner } from "@polku/domain/admin/content";
import { AdminList } from "../components/admin-list";
import { adminApi, listSearch } from "../lib/api.server";
import { useI18n } from "../lib/i18n";
import type { Route } from "./+types/banners";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { page: await adminApi(request, context).get(`/api/admin/banners/${listSearch(request, ["page", "per_page", "q", "sort", "active", "kind"])}`, adminBannerPageSchema) };
}

const column = createColumnHelper<AdminBanner>();

export default function Banners({ loaderData }: Route.ComponentProps) {
  const { t, dateTime } = useI18n();
  const columns = [
    column.accessor("sort_order", { header: t("groups.sortOrder") }),
    column.display({ id: "title", header: t("banner.title"), cell: (c) => <Link to={`/banners/${c.row.original.id}/`}>{c.row.original.translations.fi.title || c.row.original.translations.fi.heading}</Link> }),
    column.accessor("kind", { header: t("banner.kind"), cell: (c) => t(c.getValue() === "image" ? "banner.kindImage" : "banner.kindDynamic") }),
    column.accessor("active_from", { header: t("banner.activeFrom"), cell: (c) => dateTime(c.getValue()) }),
    column.accessor("active_to", { header: t("banner.activeTo"), cell: (c) => dateTime(c.getValue()) }),
    column.accessor("showing", { header: t("banner.showing"), cell: (c) => <span className={`badge${c.getValue() ? " code-available" : ""}`}>{c.getValue() ? t("banner.showingNow") : t("banner.notShowing")}</span> }),
  ];
  return (
    <>
      <div className="heading-row">
        <h1>{t("banners.heading")}</h1>
        <Link to="/banners/new/" className="button primary">
          {t("banners.new")}
        </Link>
      </div>
      <AdminList
        label={t("banners.heading")}
        filtersLabel={t("banners.filters")}
        search={t("banners.search")}
        filters={[
          { kind: "select", name: "kind", label: t("banner.kind"), options: [{ value: "image", label: t("banner.kindImage") }, { value: "dynamic_page", label: t("banner.kindDynamic") }] },
          { kind: "flag", name: "active", label: t("code.isActive") },
        ]}
        page={loaderData.page}
        columns={columns}
        sortable={["sort_order", "active_from"]}
        defaultSort="sort_order"
        rowKey={(r) => String(r.id)}
      />
    </>
  );
}

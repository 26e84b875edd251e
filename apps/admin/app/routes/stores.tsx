// /admin/stores/: the shop's stores with their city, services and exception days, searched and
// sorted on the server (docs/admin.md "Stores").
import { createColumnHelper } from "@tanstack/react-table";
import { Link } from "react-router";
import { adminStorePageSchema, type AdminStoreRow } from "@polku/domain/admin/stores";
import { AdminList } from "../components/admin-list";
import { adminApi, listSearch } from "../lib/api.server";
import { useI18n, type MessageKey } from "../lib/i18n";
import type { Route } from "./+types/stores";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { page: await adminApi(request, context).get(`/api/admin/stores/${listSearch(request, ["page", "per_page", "q", "sort", "active"])}`, adminStorePageSchema) };
}

const column = createColumnHelper<AdminStoreRow>();

export default function Stores({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const columns = [
    column.accessor("name", { header: t("store.name"), cell: (c) => <Link to={`/stores/${c.row.original.id}/`}>{c.getValue()}</Link> }),
    column.accessor("city", { header: t("store.city") }),
    column.accessor("type", { header: t("store.type"), cell: (c) => t(`store.type.${c.getValue()}` as MessageKey) }),
    column.accessor("services", { header: t("store.services"), cell: (c) => c.getValue().map((s) => t(`store.service.${s}` as MessageKey)).join(", ") }),
    column.accessor("exceptions", { header: t("store.exceptionCount") }),
    column.accessor("is_active", { header: t("store.isActive"), cell: (c) => (c.getValue() ? t("common.yes") : t("common.no")) }),
  ];
  return (
    <>
      <h1>{t("stores.heading")}</h1>
      <p className="hint">{t("stores.hint")}</p>
      <AdminList
        label={t("stores.heading")}
        filtersLabel={t("stores.filters")}
        search={t("stores.search")}
        filters={[{ kind: "flag", name: "active", label: t("store.isActive") }]}
        page={loaderData.page}
        columns={columns}
        sortable={["name", "city"]}
        defaultSort="sort_order"
        rowKey={(r) => String(r.id)}
      />
    </>
  );
}

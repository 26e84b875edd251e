// /admin/transfers/: the staff transfer requests orders record — stock to move between stores for
// an order — open ones by default, high priority first, filtered by store (docs/admin.md
// "Transfer requests").
import { createColumnHelper } from "@tanstack/react-table";
import { Link } from "react-router";
import { adminCatalogueOptionsSchema } from "@polku/domain/admin/catalogue";
import { adminTransferPageSchema, type AdminTransferRow } from "@polku/domain/admin/orders";
import { AdminList } from "../components/admin-list";
import { adminApi, listSearch } from "../lib/api.server";
import { useI18n, type MessageKey } from "../lib/i18n";
import type { Route } from "./+types/transfers";

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = adminApi(request, context);
  const [page, options] = await Promise.all([
    api.get(`/api/admin/transfers/${listSearch(request, ["page", "per_page", "q", "sort", "to", "from", "high_priority", "open"])}`, adminTransferPageSchema),
    api.get("/api/admin/catalogue/options/", adminCatalogueOptionsSchema),
  ]);
  return { page, stores: options.stores };
}

const column = createColumnHelper<AdminTransferRow>();

export default function Transfers({ loaderData }: Route.ComponentProps) {
  const { t, dateTime } = useI18n();
  const stores = loaderData.stores.map((s) => ({ value: s.id, label: s.name }));
  const columns = [
    column.accessor("number", { header: t("orders.number"), cell: (c) => <Link to={`/orders/${c.getValue()}/`}>{c.getValue()}</Link> }),
    column.accessor("created_at", { id: "created", header: t("orders.created"), cell: (c) => dateTime(c.getValue()) }),
    column.accessor("high_priority", { header: t("transfers.priority"), cell: (c) => (c.getValue() ? <span className="badge code-expired">{t("transfers.high")}</span> : t("transfers.normal")) }),
    column.accessor("from_stores", { header: t("transfers.from"), cell: (c) => c.getValue().join(", ") || "–" }),
    column.accessor("to_store", { header: t("transfers.to") }),
    column.accessor("reserve_quantity", { header: t("transfers.reserve"), cell: (c) => (c.getValue() ? t("common.yes") : t("common.no")) }),
    column.accessor("items", { header: t("orders.items") }),
    column.accessor("name", { header: t("orders.customer") }),
    column.accessor("status", { header: t("orders.status"), cell: (c) => <span className={`badge status-${c.getValue()}`}>{t(`status.${c.getValue()}` as MessageKey)}</span> }),
  ];
  return (
    <>
      <h1>{t("transfers.heading")}</h1>
      <AdminList
        label={t("transfers.heading")}
        filtersLabel={t("transfers.filters")}
        search={t("transfers.search")}
        filters={[
          { kind: "select", name: "open", label: t("transfers.state"), anyLabel: t("transfers.open"), options: [{ value: "false", label: t("transfers.done") }, { value: "all", label: t("filter.any") }] },
          { kind: "select", name: "to", label: t("transfers.to"), options: stores },
          { kind: "select", name: "from", label: t("transfers.from"), options: stores },
          { kind: "flag", name: "high_priority", label: t("transfers.highOnly") },
        ]}
        page={loaderData.page}
        columns={columns}
        sortable={["number", "created"]}
        defaultSort="created"
        rowKey={(r) => r.number}
      />
    </>
  );
}

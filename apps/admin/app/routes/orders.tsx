// /admin/orders/: the orders with filters (status, payment, dates, delivery method, code), a
// search by number, e-mail or name, and sorting; paged on the server (docs/admin.md "Orders").
import { createColumnHelper } from "@tanstack/react-table";
import { Link } from "react-router";
import { orderPaymentStatuses, orderStatuses } from "@polku/domain";
import { adminOrderPageSchema, type AdminOrderRow } from "@polku/domain/admin/orders";
import { AdminList } from "../components/admin-list";
import { adminApi, listSearch } from "../lib/api.server";
import { useI18n, type MessageKey } from "../lib/i18n";
import type { Route } from "./+types/orders";

const PARAMS = ["page", "per_page", "q", "sort", "status", "payment_status", "from", "to", "delivery_method", "code", "customer", "transfer"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  return adminApi(request, context).get(`/api/admin/orders/${listSearch(request, PARAMS)}`, adminOrderPageSchema);
}

const column = createColumnHelper<AdminOrderRow>();

export default function Orders({ loaderData: page }: Route.ComponentProps) {
  const { t, money, dateTime } = useI18n();
  const columns = [
    column.accessor("number", { header: t("orders.number"), cell: (c) => <Link to={`/orders/${c.getValue()}/`}>{c.getValue()}</Link> }),
    column.accessor("created_at", { id: "created", header: t("orders.created"), cell: (c) => dateTime(c.getValue()) }),
    column.accessor("status", { header: t("orders.status"), cell: (c) => <span className={`badge status-${c.getValue()}`}>{t(`status.${c.getValue()}` as MessageKey)}</span> }),
    column.accessor("payment_status", { header: t("orders.payment"), cell: (c) => t(`payment.${c.getValue()}` as MessageKey) }),
    column.accessor("name", { header: t("orders.customer"), cell: (c) => (
      <>
        {c.getValue()}
        <br />
        <small>{c.row.original.email}</small>
      </>
    ) }),
    column.accessor("delivery_method_name", { header: t("orders.delivery") }),
    column.accessor("items", { header: t("orders.items") }),
    column.accessor("total_price", { id: "total", header: t("orders.total"), cell: (c) => money(c.getValue(), c.row.original.currency) }),
  ];
  return (
    <>
      <h1>{t("orders.heading")}</h1>
      <AdminList
        label={t("orders.heading")}
        filtersLabel={t("orders.filters")}
        search={t("orders.search")}
        filters={[
          { kind: "select", name: "status", label: t("orders.status"), options: orderStatuses.map((s) => ({ value: s, label: t(`status.${s}` as MessageKey) })) },
          { kind: "select", name: "payment_status", label: t("orders.payment"), options: orderPaymentStatuses.map((s) => ({ value: s, label: t(`payment.${s}` as MessageKey) })) },
          { kind: "date", name: "from", label: t("orders.from") },
          { kind: "date", name: "to", label: t("orders.to") },
          { kind: "text", name: "code", label: t("orders.code") },
          { kind: "checkbox", name: "transfer", label: t("orders.transferOnly") },
        ]}
        page={page}
        columns={columns}
        sortable={["number", "created", "status", "total"]}
        defaultSort="-created"
        rowKey={(row) => row.number}
      />
    </>
  );
}

// /admin/orders/: the orders with filters (status, payment, dates, delivery method, code), a
// search by number, e-mail or name, and sorting; paged on the server (docs/admin.md "Orders").
import { createColumnHelper } from "@tanstack/react-table";
import { Form, Link, useSearchParams } from "react-router";
import { orderPaymentStatuses, orderStatuses } from "@polku/domain";
import { adminOrderPageSchema, type AdminOrderRow } from "@polku/domain/admin/orders";
import { DataTable } from "../components/data-table";
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
  const [params] = useSearchParams();
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
      <Form method="get" className="filters" role="search" aria-label={t("orders.filters")}>
        <div className="field">
          <label htmlFor="q">{t("orders.search")}</label>
          <input id="q" name="q" type="search" defaultValue={params.get("q") ?? ""} />
        </div>
        <div className="field">
          <label htmlFor="status">{t("orders.status")}</label>
          <select id="status" name="status" defaultValue={params.get("status") ?? ""}>
            <option value="">{t("filter.any")}</option>
            {orderStatuses.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}` as MessageKey)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="payment_status">{t("orders.payment")}</label>
          <select id="payment_status" name="payment_status" defaultValue={params.get("payment_status") ?? ""}>
            <option value="">{t("filter.any")}</option>
            {orderPaymentStatuses.map((s) => (
              <option key={s} value={s}>
                {t(`payment.${s}` as MessageKey)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="from">{t("orders.from")}</label>
          <input id="from" name="from" type="date" defaultValue={params.get("from") ?? ""} />
        </div>
        <div className="field">
          <label htmlFor="to">{t("orders.to")}</label>
          <input id="to" name="to" type="date" defaultValue={params.get("to") ?? ""} />
        </div>
        <div className="field">
          <label htmlFor="code">{t("orders.code")}</label>
          <input id="code" name="code" defaultValue={params.get("code") ?? ""} />
        </div>
        <div className="field checkbox">
          <input id="transfer" name="transfer" type="checkbox" value="true" defaultChecked={params.get("transfer") === "true"} />
          <label htmlFor="transfer">{t("orders.transferOnly")}</label>
        </div>
        <input type="hidden" name="sort" value={params.get("sort") ?? ""} />
        <button type="submit" className="button">
          {t("filter.apply")}
        </button>
      </Form>
      <DataTable
        caption={t("orders.heading")}
        rows={page.results}
        columns={columns}
        sortable={["number", "created", "status", "total"]}
        sort={params.get("sort") || "-created"}
        count={page.count}
        countExact={page.count_exact}
        page={page.page}
        perPage={page.per_page}
        rowKey={(row) => row.number}
      />
    </>
  );
}

// /admin/refunds/: money the shop gives back through the providers, with the failed ones the
// order job gave up on and a retry for each (docs/admin.md "Failed refunds").
import { createColumnHelper } from "@tanstack/react-table";
import { Form, Link, data, useActionData, useSearchParams } from "react-router";
import { adminRefundPageSchema, adminRefundRowSchema } from "@polku/domain/admin/orders";
import type { z } from "zod";
import { AdminList } from "../components/admin-list";
import { FormAlert } from "../components/form-parts";
import { adminApi, listSearch } from "../lib/api.server";
import { useI18n, type MessageKey } from "../lib/i18n";
import type { Route } from "./+types/refunds";

export async function loader({ request, context }: Route.LoaderArgs) {
  return adminApi(request, context).get(`/api/admin/refunds/${listSearch(request, ["page", "per_page", "status", "sort"])}`, adminRefundPageSchema);
}

export async function action({ request, context }: Route.ActionArgs) {
  const id = Number((await request.formData()).get("refund"));
  if (!Number.isInteger(id) || id <= 0) return data({ ok: false }, { status: 400 });
  const result = await adminApi(request, context).send("POST", `/api/admin/refunds/${id}/retry/`, {}, adminRefundRowSchema);
  return result.ok ? { ok: result.value.status === "done" } : data({ ok: false }, { status: result.status });
}

type Row = z.infer<typeof adminRefundRowSchema>;
const column = createColumnHelper<Row>();

export default function Refunds({ loaderData: page }: Route.ComponentProps) {
  const { t, money, dateTime } = useI18n();
  const [params] = useSearchParams();
  const result = useActionData<typeof action>();
  const columns = [
    column.accessor("order_number", { header: t("orders.number"), cell: (c) => <Link to={`/orders/${c.getValue()}/`}>{c.getValue()}</Link> }),
    column.accessor("created_at", { header: t("orders.created"), cell: (c) => dateTime(c.getValue()) }),
    column.accessor("kind", { header: t("refund.kind"), cell: (c) => t(c.getValue() === "refund" ? "refund.kindRefund" : "refund.kindCancel") }),
    column.accessor("amount", { header: t("refund.amount"), cell: (c) => money(c.getValue()) }),
    column.accessor("status", { header: t("orders.status"), cell: (c) => <span className={`badge refund-${c.getValue()}`}>{t(`refund.${c.getValue()}` as MessageKey)}</span> }),
    column.accessor("last_error", { header: t("refund.lastError"), cell: (c) => c.getValue() ?? "–" }),
    column.display({
      id: "retry",
      header: t("refund.action"),
      cell: (c) =>
        c.row.original.status === "failed" ? (
          <Form method="post">
            <input type="hidden" name="refund" value={c.row.original.id} />
            <button type="submit" className="button">
              {t("refund.retry")}
            </button>
          </Form>
        ) : null,
    }),
  ];
  return (
    <>
      <h1>{t("refunds.heading")}</h1>
      <FormAlert message={result ? t(result.ok ? "order.retried" : "refund.retryFailed") : null} tone={result?.ok ? "success" : "error"} />
      <AdminList
        label={t("refunds.heading")}
        toolbar={
          <nav className="tabs" aria-label={t("orders.status")}>
            {["", "failed", "pending", "done"].map((s) => (
              <Link key={s} to={s ? `?status=${s}` : "?"} aria-current={(params.get("status") ?? "") === s ? "page" : undefined}>
                {s ? t(`refund.${s}` as MessageKey) : t("filter.any")}
              </Link>
            ))}
          </nav>
        }
        page={page}
        columns={columns}
        sortable={["id"]}
        defaultSort="-id"
        rowKey={(r) => String(r.id)}
      />
    </>
  );
}

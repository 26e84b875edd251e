// /admin/codes/: the discount codes, searched by code, filtered by state, sorted and paged on the
// server, each with whether it works now and how often it was used (docs/admin.md "Codes and
// gift cards").
import { createColumnHelper } from "@tanstack/react-table";
import { Link } from "react-router";
import { adminDiscountCodePageSchema, type AdminDiscountCode } from "@polku/domain/admin/codes";
import { AdminList } from "../components/admin-list";
import { useCodeValue } from "../features/codes/code-form";
import { adminApi, listSearch } from "../lib/api.server";
import { useI18n, type MessageKey } from "../lib/i18n";
import type { Route } from "./+types/codes";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { page: await adminApi(request, context).get(`/api/admin/codes/${listSearch(request, ["page", "per_page", "q", "sort", "active"])}`, adminDiscountCodePageSchema) };
}

const column = createColumnHelper<AdminDiscountCode>();

export default function Codes({ loaderData }: Route.ComponentProps) {
  const { t, money, dateTime } = useI18n();
  const value = useCodeValue();
  const columns = [
    column.accessor("code", { header: t("codes.code"), cell: (c) => <Link to={`/codes/${c.row.original.id}/`}>{c.getValue()}</Link> }),
    column.display({ id: "value", header: t("code.value"), cell: (c) => value(c.row.original) }),
    column.accessor("availability", { header: t("codes.state"), cell: (c) => <span className={`badge code-${c.getValue()}`}>{t(`codes.state.${c.getValue()}` as MessageKey)}</span> }),
    column.accessor("valid_from", { header: t("code.validFrom"), cell: (c) => dateTime(c.getValue()) }),
    column.accessor("valid_to", { header: t("code.validTo"), cell: (c) => dateTime(c.getValue()) }),
    column.accessor("minimum_order", { header: t("code.minimumOrder"), cell: (c) => (c.getValue() ? money(c.getValue()) : "–") }),
    column.accessor("times_used", { id: "used", header: t("codes.used"), cell: (c) => (c.row.original.usage_limit === null ? c.getValue() : `${c.getValue()} / ${c.row.original.usage_limit}`) }),
  ];
  return (
    <>
      <div className="heading-row">
        <h1>{t("codes.heading")}</h1>
        <Link to="/codes/new/" className="button primary">
          {t("codes.new")}
        </Link>
      </div>
      <AdminList
        label={t("codes.heading")}
        filtersLabel={t("codes.filters")}
        search={t("codes.search")}
        filters={[{ kind: "flag", name: "active", label: t("code.isActive") }]}
        page={loaderData.page}
        columns={columns}
        sortable={["code", "valid_to", "used"]}
        defaultSort="-id"
        rowKey={(r) => String(r.id)}
      />
    </>
  );
}

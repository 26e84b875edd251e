// /admin/secondhand/: the used items for sale and sold, newest first, searched and filtered by
// condition and sold, paged on the server (docs/admin.md "Second-hand items").
import { createColumnHelper } from "@tanstack/react-table";
import { Link } from "react-router";
import { SECOND_HAND_CONDITIONS } from "@polku/domain";
import { adminSecondHandPageSchema, type AdminSecondHandItem } from "@polku/domain/admin/flows";
import { AdminList } from "../components/admin-list";
import { adminApi, listSearch } from "../lib/api.server";
import { useI18n } from "../lib/i18n";
import type { Route } from "./+types/secondhand";

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await adminApi(request, context).get(`/api/admin/second-hand/${listSearch(request, ["page", "per_page", "q", "sort", "condition", "sold"])}`, adminSecondHandPageSchema);
  return { page };
}

const column = createColumnHelper<AdminSecondHandItem>();

export default function SecondHand({ loaderData }: Route.ComponentProps) {
  const { t, dateTime } = useI18n();
  const columns = [
    column.accessor("listed_at", { id: "listed", header: t("secondHand.listed"), cell: (c) => dateTime(c.getValue()) }),
    column.accessor("name", { header: t("secondHand.name"), cell: (c) => <Link to={`/secondhand/${c.row.original.id}/`}>{c.getValue()}</Link> }),
    column.accessor("size", { header: t("secondHand.size"), cell: (c) => c.getValue() ?? "–" }),
    column.accessor("condition", { header: t("secondHand.condition"), cell: (c) => t(`secondHand.condition.${c.getValue()}`) }),
    column.accessor("parent_name", { header: t("secondHand.parent"), cell: (c) => <Link to={`/productmodels/${c.row.original.parent_id}/`}>{c.getValue()}</Link> }),
    column.accessor("store_name", { header: t("secondHand.store"), cell: (c) => c.getValue() ?? t("secondHand.noStore") }),
    column.accessor("sold", { header: t("secondHand.sold"), cell: (c) => (c.getValue() ? t("common.yes") : t("common.no")) }),
    column.display({
      id: "edit",
      header: () => <span className="visually-hidden">{t("secondHand.edit")}</span>,
      cell: (c) => (
        <Link to={`/secondhand/${c.row.original.id}/`} aria-label={`${t("secondHand.edit")}: ${c.row.original.name}`}>
          {t("secondHand.edit")}
        </Link>
      ),
    }),
  ];
  return (
    <>
      <h1>{t("secondHand.heading")}</h1>
      <AdminList
        label={t("secondHand.heading")}
        filtersLabel={t("secondHand.filters")}
        search={t("secondHand.search")}
        filters={[
          { kind: "select", name: "condition", label: t("secondHand.condition"), options: SECOND_HAND_CONDITIONS.map((c) => ({ value: c, label: t(`secondHand.condition.${c}`) })) },
          { kind: "flag", name: "sold", label: t("secondHand.sold") },
        ]}
        page={loaderData.page}
        columns={columns}
        sortable={["listed", "id"]}
        defaultSort="-listed"
        rowKey={(r) => String(r.id)}
      />
    </>
  );
}

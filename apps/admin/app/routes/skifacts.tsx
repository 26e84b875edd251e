// /admin/skifacts/: the ski wizard's skis, bindings and boots with whether the wizard can read
// their facts, filtered by sport, part and incomplete facts (docs/admin.md "Ski wizard facts").
import { createColumnHelper } from "@tanstack/react-table";
import { Link } from "react-router";
import { SKI_SPORTS } from "@polku/domain";
import { adminSkiFactsPageSchema, SKI_GROUPS, type AdminSkiFacts } from "@polku/domain/admin/flows";
import { AdminList } from "../components/admin-list";
import { adminApi, listSearch } from "../lib/api.server";
import { useI18n } from "../lib/i18n";
import type { Route } from "./+types/skifacts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await adminApi(request, context).get(`/api/admin/ski-facts/${listSearch(request, ["page", "per_page", "q", "sort", "sport", "group", "invalid"])}`, adminSkiFactsPageSchema);
  return { page };
}

const column = createColumnHelper<AdminSkiFacts>();

export default function SkiFacts({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const columns = [
    column.accessor("id", { header: "ID" }),
    column.accessor("name", { header: t("skiFacts.name"), cell: (c) => <Link to={`/skifacts/${c.row.original.id}/`}>{c.getValue()}</Link> }),
    column.accessor("brand", { header: t("skiFacts.brand") }),
    column.accessor("sport", { header: t("skiFacts.sport"), cell: (c) => t(`skiFacts.sport.${c.getValue()}`) }),
    column.accessor("group", { header: t("skiFacts.group"), cell: (c) => t(`skiFacts.group.${c.getValue()}`) }),
    column.accessor("sizes", { header: t("skiFacts.sizes"), cell: (c) => c.getValue().length }),
    column.accessor("valid", { header: t("skiFacts.valid"), cell: (c) => (c.getValue() ? t("common.yes") : <strong>{t("common.no")}</strong>) }),
    column.display({
      id: "edit",
      header: () => <span className="visually-hidden">{t("skiFacts.edit")}</span>,
      cell: (c) => (
        <Link to={`/skifacts/${c.row.original.id}/`} aria-label={`${t("skiFacts.edit")}: ${c.row.original.name}`}>
          {t("skiFacts.edit")}
        </Link>
      ),
    }),
  ];
  return (
    <>
      <h1>{t("skiFacts.heading")}</h1>
      <AdminList
        label={t("skiFacts.heading")}
        filtersLabel={t("skiFacts.filters")}
        search={t("skiFacts.search")}
        filters={[
          { kind: "select", name: "sport", label: t("skiFacts.sport"), options: SKI_SPORTS.map((s) => ({ value: s, label: t(`skiFacts.sport.${s}`) })) },
          { kind: "select", name: "group", label: t("skiFacts.group"), options: SKI_GROUPS.map((g) => ({ value: g, label: t(`skiFacts.group.${g}`) })) },
          { kind: "flag", name: "invalid", label: t("skiFacts.invalid") },
        ]}
        page={loaderData.page}
        columns={columns}
        sortable={["id", "name"]}
        defaultSort="id"
        rowKey={(r) => String(r.id)}
      />
    </>
  );
}

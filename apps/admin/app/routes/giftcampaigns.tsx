// /admin/giftcampaigns/: the gift campaigns, searched by address, category, name or one of their
// codes, filtered by state, sorted and paged on the server, each with whether it takes codes now
// and how much of its codes' uses are taken (docs/admin.md "Gift campaigns").
import { createColumnHelper } from "@tanstack/react-table";
import { Link } from "react-router";
import { GIFT_CAMPAIGN_STATES, adminGiftCampaignPageSchema, type AdminGiftCampaign } from "@polku/domain/admin/gift-campaigns";
import { AdminList } from "../components/admin-list";
import { adminApi, listSearch } from "../lib/api.server";
import { useI18n, type MessageKey } from "../lib/i18n";
import type { Route } from "./+types/giftcampaigns";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { page: await adminApi(request, context).get(`/api/admin/giftcampaigns/${listSearch(request, ["page", "per_page", "q", "sort", "state"])}`, adminGiftCampaignPageSchema) };
}

const column = createColumnHelper<AdminGiftCampaign>();

export default function GiftCampaigns({ loaderData }: Route.ComponentProps) {
  const { t, dateTime } = useI18n();
  const columns = [
    column.accessor("slug", { header: t("giftCampaign.slug"), cell: (c) => <Link to={`/giftcampaigns/${c.row.original.id}/`}>{c.getValue()}</Link> }),
    column.display({ id: "name", header: t("giftCampaign.name"), cell: (c) => c.row.original.names.fi }),
    column.accessor("category", { header: t("giftCampaign.category") }),
    column.accessor("state", { header: t("codes.state"), cell: (c) => <span className={`badge campaign-${c.getValue()}`}>{t(`giftCampaign.state.${c.getValue()}` as MessageKey)}</span> }),
    column.accessor("starts_at", { header: t("giftCampaign.startsAt"), cell: (c) => dateTime(c.getValue()) }),
    column.accessor("ends_at", { header: t("giftCampaign.endsAt"), cell: (c) => dateTime(c.getValue()) }),
    column.display({ id: "codes", header: t("giftCampaign.codes"), cell: (c) => t("giftCampaign.codeUse", { codes: c.row.original.code_count, taken: c.row.original.uses_taken, total: c.row.original.uses_total }) }),
  ];
  return (
    <>
      <div className="heading-row">
        <h1>{t("giftCampaigns.heading")}</h1>
        <Link to="/giftcampaigns/new/" className="button primary">
          {t("giftCampaigns.new")}
        </Link>
      </div>
      <AdminList
        label={t("giftCampaigns.heading")}
        filtersLabel={t("giftCampaigns.filters")}
        search={t("giftCampaigns.search")}
        filters={[{ kind: "select", name: "state", label: t("codes.state"), options: GIFT_CAMPAIGN_STATES.map((s) => ({ value: s, label: t(`giftCampaign.state.${s}` as MessageKey) })) }]}
        page={loaderData.page}
        columns={columns}
        sortable={["slug", "starts_at", "ends_at"]}
        defaultSort="-id"
        rowKey={(r) => String(r.id)}
      />
    </>
  );
}

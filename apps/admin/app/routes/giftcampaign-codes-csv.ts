// /admin/giftcampaigns/{id}/codes.csv: every code of a gift campaign as a CSV file (code, uses,
// uses taken, valid until), to hand to the campaign's company (docs/admin.md "Gift campaigns").
// Read page by page from the API, as the list is.
import { data } from "react-router";
import { adminGiftCampaignCodePageSchema, adminGiftCampaignSchema } from "@polku/domain/admin/gift-campaigns";
import { adminApi } from "../lib/api.server";
import type { Route } from "./+types/giftcampaign-codes-csv";

/** A cell as spreadsheets read it: quoted when it holds a separator, quote or line break. */
const cell = (v: string | number | null) => {
  const s = v === null ? "" : String(v);
  return /[";\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!/^\d{1,9}$/.test(params.id)) throw data({ status: 404 }, { status: 404 });
  const api = adminApi(request, context);
  const campaign = await api.get(`/api/admin/giftcampaigns/${params.id}/`, adminGiftCampaignSchema);
  const lines = ["code;max_uses;used_count;valid_until"];
  for (let page = 1; page <= 2000; page++) {
    const found = await api.get(`/api/admin/giftcampaigns/${params.id}/codes/?per_page=100&page=${page}&sort=id`, adminGiftCampaignCodePageSchema);
    for (const r of found.results) lines.push([r.code, r.max_uses, r.used_count, r.valid_until].map(cell).join(";"));
    if (found.results.length < found.per_page) break;
  }
  return new Response(`${lines.join("\r\n")}\r\n`, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${campaign.slug}-codes.csv"`,
      "cache-control": "no-store",
    },
  });
}

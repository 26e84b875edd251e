// /admin/stock/export.csv: the stock rows of the models the product list's filters match (q,
// brand, group, public; with store: every variant's row there), as the API writes them
// (docs/admin.md "Stock CSV").
import { adminApi, listSearch } from "../lib/api.server";
import type { Route } from "./+types/stock-csv";

export async function loader({ request, context }: Route.LoaderArgs) {
  const response = await adminApi(request, context).raw(`/api/admin/stock/export/${listSearch(request, ["q", "brand", "group", "public", "store"])}`);
  if (!response.ok) throw new Response(null, { status: response.status === 400 ? 400 : 502 });
  return new Response(response.body, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": 'attachment; filename="stock.csv"',
      "cache-control": "no-store",
    },
  });
}

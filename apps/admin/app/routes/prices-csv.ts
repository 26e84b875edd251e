// /admin/prices/export.csv: the prices of the models the product list's filters match (q, brand,
// group, public), as the API writes them (docs/admin.md "Price CSV").
import { adminApi, listSearch } from "../lib/api.server";
import type { Route } from "./+types/prices-csv";

export async function loader({ request, context }: Route.LoaderArgs) {
  const response = await adminApi(request, context).raw(`/api/admin/prices/export/${listSearch(request, ["q", "brand", "group", "public"])}`);
  if (!response.ok) throw new Response(null, { status: response.status === 400 ? 400 : 502 });
  return new Response(response.body, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": 'attachment; filename="prices.csv"',
      "cache-control": "no-store",
    },
  });
}

// /stores/ (spec 01 §2; docs/content.md "Stores"): every store a shopper can visit, open now or
// not in Helsinki time; ?postcode= sorts them by distance from that postal area.
import { postcodeLocation, roundedDistanceKm } from "@polku/domain";
import { StoreList, type StoreListData } from "../features/content-pages/stores";
import { contentServerApi } from "../lib/content-api.server";
import { useT } from "../lib/i18n";
import { pageMeta, rootDataOf, translatorOf } from "../lib/meta";
import { requireLocale } from "../lib/request-locale.server";
import type { Route } from "./+types/stores";

export const handle = { layout: "default" };

export async function loader({ request, context }: Route.LoaderArgs): Promise<StoreListData> {
  const { config } = await requireLocale(request, context);
  const postcode = (new URL(request.url).searchParams.get("postcode") ?? "").trim().slice(0, 10);
  const now = new Date().toISOString();
  let stores;
  try {
    stores = (await contentServerApi(context).stores(config.language)).stores;
  } catch (error) {
    console.error("Failed to fetch the stores", error);
    return { stores: [], postcode, postcodeUnknown: false, now, failed: true };
  }
  const from = postcode ? postcodeLocation("fi", postcode) : null;
  const withDistance = stores.map((store) => ({ ...store, distanceKm: from ? roundedDistanceKm(from, store) : null }));
  if (from) withDistance.sort((a, b) => (a.distanceKm ?? Infinity) - (b.distanceKm ?? Infinity));
  return { stores: withDistance, postcode, postcodeUnknown: postcode !== "" && !from, now, failed: false };
}

export function meta({ matches, location }: Route.MetaArgs) {
  const root = rootDataOf(matches);
  if (!root) return [];
  const t = translatorOf(root);
  return pageMeta({ root, title: t("stores.title"), description: t("stores.lead"), path: location.pathname });
}

export default function Stores({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return <StoreList data={loaderData} title={t("stores.title")} lead={t("stores.lead")} />;
}

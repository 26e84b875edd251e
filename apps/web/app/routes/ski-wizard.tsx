// /ski-wizard/ (spec 01 §2, §9 ski wizard sports; docs/ski-wizard.md "The page"): the shopper
// chooses the sport; only sports whose catalogue has skis, bindings and boots are offered.
import { isSkiSportEnabled, SKI_SPORTS, type SkiSport } from "@polku/domain";
import { SportChoice, type SportChoiceData } from "../features/ski-wizard/sport-choice";
import { flowsServerApi } from "../lib/flows-api.server";
import { pageMeta, rootDataOf, translatorOf } from "../lib/meta";
import { requireLocale } from "../lib/request-locale.server";
import type { Route } from "./+types/ski-wizard";

export const handle = { layout: "default" };

export async function loader({ request, context }: Route.LoaderArgs): Promise<SportChoiceData> {
  const { config } = await requireLocale(request, context);
  const api = flowsServerApi(context);
  try {
    const catalogues = await Promise.all(SKI_SPORTS.map((sport) => api.skiWizardItems(sport, config.language, config.taxAreaId)));
    const sports = catalogues.filter(isSkiSportEnabled).map((items) => ({ sport: items.sport as SkiSport, image: items.skis[0]?.image ?? null }));
    return { status: "ready", sports };
  } catch (error) {
    console.error("Failed to fetch the ski wizard's products", error);
    return { status: "error" };
  }
}

export function meta({ matches, location }: Route.MetaArgs) {
  const root = rootDataOf(matches);
  if (!root) return [];
  const t = translatorOf(root);
  return pageMeta({ root, title: t("skiWizard.title"), description: t("skiWizard.lead"), path: location.pathname });
}

export default function SkiWizard({ loaderData }: Route.ComponentProps) {
  return <SportChoice data={loaderData} />;
}

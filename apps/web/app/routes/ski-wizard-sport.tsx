// /ski-wizard/{alpine|nordic}/ (spec 01 §2, §3 "Ski wizard"; spec 02 §4 "Ski wizard add";
// docs/ski-wizard.md "The page"): the sport's skis, bindings and boots, server-rendered; the
// shopper's picks live in the browser (per sport) and the compatibility answer comes from
// GET /api/compatible_products/. `?group=skis|bindings|boots` opens a step, `&model=` puts a
// product page's model first. An unknown sport is a 404.
import { SKI_SPORTS, type SkiSport } from "@polku/domain";
import { SkiWizardPage, type SkiWizardPageData } from "../features/ski-wizard/ski-wizard-page";
import { notFound } from "../lib/errors";
import { flowsServerApi } from "../lib/flows-api.server";
import { pageMeta, rootDataOf, translatorOf } from "../lib/meta";
import { requireLocale } from "../lib/request-locale.server";
import type { Route } from "./+types/ski-wizard-sport";

export const handle = { layout: "default" };

const isSport = (value: string | undefined): value is SkiSport => (SKI_SPORTS as readonly string[]).includes(value ?? "");

export async function loader({ request, context, params }: Route.LoaderArgs): Promise<SkiWizardPageData> {
  if (!isSport(params.sport)) throw notFound(new URL(request.url).pathname);
  const { config } = await requireLocale(request, context);
  try {
    const items = await flowsServerApi(context).skiWizardItems(params.sport, config.language, config.taxAreaId);
    return { status: "ready", sport: params.sport, items, taxArea: config.taxAreaId };
  } catch (error) {
    console.error("Failed to fetch the ski wizard's products", error);
    return { status: "error", sport: params.sport };
  }
}

export function meta({ matches, location, data: page }: Route.MetaArgs) {
  const root = rootDataOf(matches);
  if (!root || !page) return [];
  const t = translatorOf(root);
  return pageMeta({ root, title: t("skiWizard.pageTitle", { sport: t(`skiWizard.sport.${page.sport}`) }), description: t(`skiWizard.sportText.${page.sport}`), path: location.pathname });
}

export default function SkiWizardSport({ loaderData }: Route.ComponentProps) {
  return <SkiWizardPage key={loaderData.sport} data={loaderData} />;
}

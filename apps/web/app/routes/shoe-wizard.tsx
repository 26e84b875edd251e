// /shoe-wizard/{answers...}/ (spec 01 §2 `/shoe-wizard/{slug...}`, issue 18; docs/shoe-wizard.md):
// a guided finder whose every step is an address: each answer is a segment, the page asks the
// first unanswered question and narrows the footwear list as it goes, ending in a filtered grid.
// Server-rendered; links and a GET form, so it works without JavaScript and with the back button.
import { ShoeWizardPage } from "../features/shoe-wizard/shoe-wizard-page";
import { loadShoeWizard } from "../features/shoe-wizard/shoe-wizard.server";
import { pageMeta, rootDataOf, translatorOf } from "../lib/meta";
import type { Route } from "./+types/shoe-wizard";

export const handle = { layout: "default" };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadShoeWizard(request, context, params["*"] ?? "");
}

export function meta({ matches, location }: Route.MetaArgs) {
  const root = rootDataOf(matches);
  if (!root) return [];
  const t = translatorOf(root);
  return pageMeta({ root, title: t("shoeWizard.title"), description: t("shoeWizard.lead"), path: location.pathname });
}

export default function ShoeWizard({ loaderData }: Route.ComponentProps) {
  return <ShoeWizardPage data={loaderData} />;
}

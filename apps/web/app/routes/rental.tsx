// /rental/ (spec 01 §2; docs/rental.md): the rental gear of the stores, the booking of an item
// (?store=&item=&size=&start=&end=) and its calendar; the contact form posts to this route's
// action, which books through the API and goes on to the booking's page.
import { RentalPage } from "../features/rental/rental-page";
import { bookRental, loadRental } from "../features/rental/rental.server";
import { pageMeta, rootDataOf, translatorOf } from "../lib/meta";
import type { Route } from "./+types/rental";

export const handle = { layout: "default" };

export const loader = ({ request, context }: Route.LoaderArgs) => loadRental(request, context);
export const action = ({ request, context }: Route.ActionArgs) => bookRental(request, context);

export function meta({ matches, location }: Route.MetaArgs) {
  const root = rootDataOf(matches);
  if (!root) return [];
  const t = translatorOf(root);
  return pageMeta({ root, title: t("rental.title"), description: t("rental.intro"), path: location.pathname });
}

export default function Rental({ loaderData, actionData }: Route.ComponentProps) {
  return <RentalPage data={loaderData} problem={actionData} />;
}

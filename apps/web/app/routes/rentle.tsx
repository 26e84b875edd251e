// /rental/rentle/ (spec 01 §2: "rental (the latter uses the rentle layout)"; issue 18 "Rental";
// docs/rental.md "Pages"): the rental partner's entry — the same gear, calendar and booking as
// /rental/, in the rentle layout (the shop's logo and a way back, no shop menu), its links and
// date form staying on this address.
import { RentalPage } from "../features/rental/rental-page";
import { bookRental, loadRental } from "../features/rental/rental.server";
import { pageMeta, rootDataOf, translatorOf } from "../lib/meta";
import type { Route } from "./+types/rentle";

export const handle = { layout: "rentle" };

export const loader = ({ request, context }: Route.LoaderArgs) => loadRental(request, context);
export const action = ({ request, context }: Route.ActionArgs) => bookRental(request, context);

export function meta({ matches, location }: Route.MetaArgs) {
  const root = rootDataOf(matches);
  if (!root) return [];
  const t = translatorOf(root);
  return pageMeta({ root, title: t("rental.title"), description: t("rental.intro"), path: location.pathname });
}

export default function RentlePage({ loaderData, actionData }: Route.ComponentProps) {
  return <RentalPage data={loaderData} problem={actionData} base="/rental/rentle/" />;
}

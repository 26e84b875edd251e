// /checkout/payment/ (spec 01 §2): the payment step. The server renders the shell; the cart lives
// in the browser (features/orders/payment-page.tsx, docs/orders.md "Storefront").
import { legalPageLinks } from "@polku/domain";
import { PaymentPage } from "../features/orders/payment-page";
import { pageMeta, rootDataOf, translatorOf } from "../lib/meta";
import { requireLocale, serverApi } from "../lib/request-locale.server";
import type { Route } from "./+types/checkout-payment";

// The focused checkout header with its steps (features/shell/checkout-header.tsx).
export const handle = { layout: "checkout" };

export function meta({ matches, location }: Route.MetaArgs) {
  const root = rootDataOf(matches);
  if (!root) return [];
  return [...pageMeta({ root, title: translatorOf(root)("orders.payment.title"), path: location.pathname }), { name: "robots", content: "noindex" }];
}

/** The terms and privacy policy the payment step links: the static pages the route slugs list. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { config } = await requireLocale(request, context);
  const slugs = await serverApi(context)
    .routeSlugs(config.language)
    .catch((error: unknown) => {
      console.error("Failed to fetch route slugs", error); // the step works without the links
      return null;
    });
  return { legal: legalPageLinks(config.language, slugs?.staticPageSlugs ?? []) };
}

export default function CheckoutPayment({ loaderData }: Route.ComponentProps) {
  return <PaymentPage legal={loaderData.legal} />;
}

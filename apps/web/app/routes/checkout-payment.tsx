// /checkout/payment/ (spec 01 §2): the payment step. The server renders the shell; the cart lives
// in the browser (features/orders/payment-page.tsx, docs/orders.md "Storefront").
import { PaymentPage } from "../features/orders/payment-page";
import { pageMeta, rootDataOf, translatorOf } from "../lib/meta";
import type { Route } from "./+types/checkout-payment";

export const handle = { layout: "default" };

export function meta({ matches, location }: Route.MetaArgs) {
  const root = rootDataOf(matches);
  if (!root) return [];
  return [...pageMeta({ root, title: translatorOf(root)("orders.payment.title"), path: location.pathname }), { name: "robots", content: "noindex" }];
}

export default function CheckoutPayment() {
  return <PaymentPage />;
}

// /checkout/ (spec 01 §2): the cart page. The server renders the shell; the cart itself lives in
// the browser (features/cart/, docs/cart.md).
import { CartPage } from "../features/cart/cart-page";
import { pageMeta, rootDataOf, translatorOf } from "../lib/meta";
import type { Route } from "./+types/checkout";

// The focused checkout header with its steps (features/shell/checkout-header.tsx).
export const handle = { layout: "checkout" };

export function meta({ matches, location }: Route.MetaArgs) {
  const root = rootDataOf(matches);
  if (!root) return [];
  return [...pageMeta({ root, title: translatorOf(root)("cart.page.title"), path: location.pathname }), { name: "robots", content: "noindex" }];
}

export default function Checkout() {
  return <CartPage />;
}

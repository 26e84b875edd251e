// /order/payment_ok/{slug...}, /order/payment_cancelled/{slug...}, /order/payment_error/{slug...},
// /order/payment_address/{slug...} (spec 01 §2). The slug is the order number and its access
// token; the loader reads the order (the server decides who may) and sends a payment to the page
// its recorded state belongs on (docs/orders.md "Storefront"). PayPal's return to the ok page is
// captured on the server first (followPayPalReturn).
import { OrderAddressPage, OrderOkPage, OrderRetryPage } from "../features/orders/order-result";
import { followPayPalReturn, loadResultPage } from "../features/orders/order-page.server";
import { pageMeta, rootDataOf, translatorOf } from "../lib/meta";
import type { MessageKey } from "../lib/i18n";
import type { Route } from "./+types/order-result";

export const handle = { layout: "default" };

type Page = "ok" | "cancelled" | "error" | "address";

function pageOf(pathname: string): Page {
  if (pathname.startsWith("/order/payment_ok/")) return "ok";
  if (pathname.startsWith("/order/payment_cancelled/")) return "cancelled";
  if (pathname.startsWith("/order/payment_error/")) return "error";
  return "address";
}

const TITLES: Record<Page, MessageKey> = {
  ok: "orders.ok.title",
  cancelled: "orders.cancelled.title",
  error: "orders.error.title",
  address: "orders.address.title",
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const page = pageOf(new URL(request.url).pathname);
  // PayPal comes back to the ok page: capture first (redirects to the page of the outcome).
  if (page === "ok") await followPayPalReturn(request, context, params["*"] ?? "");
  const { order } = await loadResultPage(request, context, params["*"] ?? "", page);
  return { page, order };
}

export function meta({ matches, location }: Route.MetaArgs) {
  const root = rootDataOf(matches);
  if (!root) return [];
  return [...pageMeta({ root, title: translatorOf(root)(TITLES[pageOf(location.pathname)]), path: location.pathname }), { name: "robots", content: "noindex" }];
}

export default function OrderResult({ loaderData }: Route.ComponentProps) {
  const { page, order } = loaderData;
  if (page === "ok") return <OrderOkPage order={order} />;
  if (page === "address") return <OrderAddressPage order={order} />;
  return <OrderRetryPage key={`${page}-${order.number}`} order={order} kind={page} />;
}

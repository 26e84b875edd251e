// /order/process/?order={number}&token={token} (spec 01 §2): the payment is being confirmed. A
// decided order goes straight to its result page; a pending one shows the progress and polls.
import { orderResultPath, resultKindOf } from "@polku/domain";
import { redirect } from "react-router";
import { OrderProcessPage } from "../features/orders/order-process";
import { loadOrder, orderNotFound } from "../features/orders/order-page.server";
import { pageMeta, rootDataOf, translatorOf } from "../lib/meta";
import type { Route } from "./+types/order-process";

export const handle = { layout: "default" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const number = query.get("order") ?? "";
  const token = query.get("token") || null;
  if (!/^P\d{9}$/.test(number)) throw orderNotFound();
  const { order } = await loadOrder(request, context, number, token);
  const kind = resultKindOf(order);
  if (kind !== "process") throw redirect(orderResultPath(kind, number, token));
  return { order, token };
}

export function meta({ matches, location }: Route.MetaArgs) {
  const root = rootDataOf(matches);
  if (!root) return [];
  return [...pageMeta({ root, title: translatorOf(root)("orders.process.title"), path: location.pathname }), { name: "robots", content: "noindex" }];
}

export default function OrderProcess({ loaderData }: Route.ComponentProps) {
  return <OrderProcessPage order={loaderData.order} token={loaderData.token} />;
}

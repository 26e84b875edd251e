// Loaders of the order pages (docs/orders.md "Storefront"): an order is read with its access token
// or as its logged-in owner; the server decides, and anything it refuses is 'Order not found'.
import { orderResultPath, parseOrderSlug, resultKindOf, type OrderResultKind, type OrderView } from "@polku/domain";
import { data, redirect, type AppLoadContext } from "react-router";
import { ApiError } from "../../lib/api";
import type { ErrorPayload } from "../../lib/errors";
import { requestCustomer, serverApi } from "../../lib/request-locale.server";

export function orderNotFound() {
  return data<ErrorPayload>({ messageKey: "orders.notFound" }, { status: 404 });
}

export interface LoadedOrder {
  order: OrderView;
  token: string | null;
}

/** The order of a result page address, or the 'Order not found' error screen. */
export async function loadOrder(request: Request, context: AppLoadContext, number: string, token: string | null): Promise<LoadedOrder> {
  const { authorization } = await requestCustomer(request, context);
  try {
    const order = await serverApi(context).order(number, { token, authorization });
    return { order, token };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 401 || error.status === 403)) throw orderNotFound();
    console.error("Failed to fetch the order", error);
    throw data<ErrorPayload>({ messageKey: "orders.loadFailed" }, { status: 503 });
  }
}

/**
 * A result page `/order/{page}/{number}/{token}/`: the order, or a redirect to the page its
 * recorded payment belongs on (the provider's return does not decide, the recorded state does).
 * The payment address page shows any order it may read.
 */
export async function loadResultPage(request: Request, context: AppLoadContext, slug: string, page: OrderResultKind | "address"): Promise<LoadedOrder> {
  const parsed = parseOrderSlug(slug);
  if (!parsed) throw orderNotFound();
  const loaded = await loadOrder(request, context, parsed.number, parsed.token);
  if (page !== "address") {
    const belongs = resultKindOf(loaded.order);
    if (belongs !== page) throw redirect(orderResultPath(belongs, parsed.number, parsed.token));
  }
  return loaded;
}

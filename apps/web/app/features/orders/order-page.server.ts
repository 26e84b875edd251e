// Loaders of the order pages (docs/orders.md "Storefront"): an order is read with its access token
// or as its logged-in owner; the server decides, and anything it refuses is 'Order not found'.
import { orderResultPath, parseOrderSlug, payPalReturnOf, resultKindOf, type OrderResultKind, type OrderView, type PayPalReturnResponse } from "@polku/domain";
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

/**
 * PayPal's return to the ok page (`?token={PayPal order id}&PayerID=`, docs/payments.md
 * "PayPal"): the server captures before any page is shown, then the browser goes to the page the
 * recorded state belongs on, without PayPal's query — a declined capture to the error page (the
 * cart kept), a reload there asks PayPal nothing. Returns only when the address is no such return.
 */
export async function followPayPalReturn(request: Request, context: AppLoadContext, slug: string): Promise<void> {
  const url = new URL(request.url);
  const back = payPalReturnOf(Object.fromEntries(url.searchParams));
  if (!back) return;
  const parsed = parseOrderSlug(slug);
  if (!parsed) throw orderNotFound();
  const { authorization } = await requestCustomer(request, context);
  let answer: PayPalReturnResponse;
  try {
    answer = await serverApi(context).payPalReturn(
      { order_number: parsed.number, token: back.token, ...(parsed.token ? { access_token: parsed.token } : {}), ...(back.payerId ? { payer_id: back.payerId } : {}) },
      authorization,
    );
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400 || error.status === 401 || error.status === 403)) throw orderNotFound();
    console.error("Capturing the PayPal payment failed", error);
    // The same address again captures with the same key: PayPal takes the money at most once.
    throw data<ErrorPayload>({ messageKey: "orders.return.failed", buttonKey: "orders.return.retry", buttonTarget: `${url.pathname}${url.search}` }, { status: 503 });
  }
  throw redirect(orderResultPath(resultKindOf(answer), parsed.number, parsed.token));
}

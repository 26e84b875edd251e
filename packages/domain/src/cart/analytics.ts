// Tag-manager events of the cart (spec 02 §4 Add to cart "tracking events"; spec 01 §7 cart
// page event). Prices are euros of the base currency, as the other events report them.
import type { AnalyticsEvent } from "../analytics";
import type { CheckoutResponse } from "../api/checkout";
import { toMajor } from "../money";

export function addToCartEvent(input: { modelId: number; variantId: number | string; name: string; brand: string; unitPrice: number; amount: number; currency: string }): AnalyticsEvent {
  return {
    event: "addToCart",
    currency: input.currency.toUpperCase(),
    value: toMajor(input.unitPrice * input.amount),
    items: [{ id: input.modelId, variantId: input.variantId, name: input.name, brand: input.brand, price: toMajor(input.unitPrice), quantity: input.amount }],
  };
}

/** The cart page with what the latest answer holds. */
export function cartPageEvent(answer: CheckoutResponse | null, language: string): AnalyticsEvent {
  return {
    event: "cartPage",
    pageType: "cart",
    language,
    value: answer ? toMajor(answer.total_price) : 0,
    items: (answer?.products ?? []).map((line) => ({ id: line.model_id, variantId: line.id, name: line.name, brand: line.manufacturer, price: toMajor(line.unit_price), quantity: line.amount })),
  };
}

// Refusals and texts of cart validation as message keys with parameters (docs/checkout.md
// "Messages"). The rules return these; the server renders them in the shopper's language from
// its typed message module, so the domain stays free of translations and both sides agree on
// which refusals exist.

export const CHECKOUT_MESSAGE_KEYS = [
  // lines
  "product_not_found",
  "sold_out",
  "amount_limited",
  "frozen_not_increased",
  "bundle_not_found",
  "bundle_parts_invalid",
  "bundle_sold_out",
  "gift_card_name",
  "ski_set_incompatible",
  "ski_set_name_alpine",
  "ski_set_name_nordic",
  // rentals paid online (docs/rental.md "Paying online")
  "rental_line",
  "rental_not_found",
  "rental_hold_expired",
  // codes
  "code_not_found",
  "code_not_yet_valid",
  "code_expired",
  "code_minimum_order",
  "code_not_applicable",
  "code_used_up",
  "code_customer_limit",
  "one_discount_code",
  "gift_card_empty",
  "gift_card_expired",
  "gift_card_currency",
  // delivery
  "country_blocked",
  "northern_ireland",
  "duties_acknowledgement",
  "express_unavailable",
  "delivery_method_unavailable",
  "shipping_dates",
  "shipping_dates_split",
  "pickup_dates",
  "express_ready_today",
  "express_ready_tomorrow",
  "express_ready_on",
  // staff transfer requests (spec 01 §5)
  "transfer_rows",
  // gift campaign orders (docs/checkout.md "Gift campaign orders")
  "campaign_not_found",
  "campaign_code_required",
  "campaign_code_unknown",
  "campaign_code_expired",
  "campaign_code_used",
  "campaign_one_product",
  "campaign_product_not_in_campaign",
] as const;
export type CheckoutMessageKey = (typeof CHECKOUT_MESSAGE_KEYS)[number];

export type CheckoutMessageParams = Record<string, string | number>;

export interface CheckoutMessage {
  key: CheckoutMessageKey;
  params: CheckoutMessageParams;
}

export const checkoutMessage = (key: CheckoutMessageKey, params: CheckoutMessageParams = {}): CheckoutMessage => ({ key, params });

// One checkout answer for tests (a valid CheckoutResponse of the contract in api/checkout.ts);
// tests override what they look at.
import type { CheckoutProductResult, CheckoutResponse } from "../api/checkout";

export function checkoutLine(overrides: Partial<CheckoutProductResult> = {}): CheckoutProductResult {
  return {
    id: 101,
    amount: 1,
    frozen: false,
    model_id: 10,
    name: "Retkitakki",
    manufacturer: "Polku",
    color: "Musta",
    size: "M",
    type: null,
    image: null,
    url: "/polku/retkitakki/",
    unit_price: 12_900,
    regular_unit_price: 12_900,
    total_price: 12_900,
    price_type: "regular",
    vat_percentage: 25.5,
    stock: { in_stock: true, on_order: false, shipping_time: 1, max_amount: 10 },
    errors: [],
    ...overrides,
  };
}

export function checkoutAnswer(overrides: Partial<CheckoutResponse> = {}): CheckoutResponse {
  return {
    products: [checkoutLine()],
    bundles: [],
    gift_card_products: [],
    rentals: [],
    cart_discount: null,
    gift_cards: [],
    subtotal: 12_900,
    discount_total: 0,
    delivery_cost: 590,
    repack_cost: 0,
    total_price: 13_490,
    vat: [{ percentage: 25.5, amount: 2_741 }],
    currency: { code: "eur", rate: 1, total: 134.9, decimals: 2 },
    delivery_methods: [
      {
        slug: "home",
        kind: "home",
        name: "Kotiinkuljetus",
        price: 590,
        time_estimate: "2-4 arkipäivää",
        store_slug: null,
        method_name: "Kotiinkuljetus",
        store: null,
        locations: [],
        available: true,
        reason: null,
        selected: true,
      },
    ],
    delivery_thresholds: { delivery_threshold: 20_000, repack_threshold: null },
    shipping_time_str: "1-3 arkipäivää",
    part_delivery: { possible: false, selected: false },
    payment_methods: [],
    payment_events: [],
    show_klarna: true,
    paypal_checkout: true,
    kco_iframe: null,
    kgco_id: null,
    giftcampaign_data: null,
    enterprise_order: false,
    transfer_request_from: null,
    post_delivery: false,
    reason: null,
    errors: [],
    ...overrides,
  };
}

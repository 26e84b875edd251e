// The Cart entity of spec 01 §3 ("Cart (checkout state, persisted in local storage)"). Field names
// are the spec's; the shapes the spec leaves open are ours and written down in docs/cart.md.
// The cart holds what the shopper chose; every price, stock figure and total comes from the
// server's validation answer (`validation`), never from the cart itself.
import type { CheckoutResponse } from "../api/checkout";

/**
 * spec 01 §4: PENDING while a validation runs, VALIDATED on success, ERROR on failure.
 * IDLE is ours: nothing has been asked of the server yet (a fresh or just-loaded cart).
 */
export type CartStatus = "IDLE" | "PENDING" | "VALIDATED" | "ERROR";

/** Store id (as a string, the JSON key) to a quantity: staff transfer requests (spec 01 §5). */
export type StoreAmounts = Record<string, number>;

/**
 * One line of spec 01 §3 `products`. An ordinary line has a variant id; a bundle line has the
 * bundle variant id ("mainModelId-variantId-…", spec 02 §3) as `productId`, its `bundleId` and a
 * `bundleHash` that names the line (spec 01 §4: new-bundle amounts change by bundle hash).
 */
export interface CartProduct {
  productId: number | string;
  amount: number;
  /** A frozen line cannot be increased (spec 01 §4). */
  frozen?: boolean;
  bundleHash?: string | null;
  /** Ours: the bundle of a bundle line (the checkout call needs it). */
  bundleId?: number;
  /** Ours: a ski wizard set of this sport (docs/ski-wizard.md "In the cart"), in place of `bundleId`. */
  skiSet?: "alpine" | "nordic";
  extra_data?: Record<string, string | number | boolean | null>;
  transferAmounts?: StoreAmounts;
  transferAmountsFrom?: StoreAmounts;
  /** Shown until the first validation answer names the line. */
  name?: string;
}

/** spec 01 §3 giftCardProducts (uid); the value and recipient are ours (spec 02 §5). */
export interface CartGiftCard {
  /** Time-based uid in seconds (spec 02 §9). */
  uid: string;
  modelId: 2427 | 1412;
  /** Face value in whole euros. */
  value: number;
  amount: number;
  /** Only for the web gift card 2427. */
  recipientName?: string;
}

/** Ours: a rental booking held for online payment (docs/rental.md "Paying online"); priced by the server from the booking. */
export interface CartRental {
  number: string;
  token: string;
  /** Shown until the first validation answer names the line. */
  name?: string;
}

/** spec 01 §3 form. */
export interface CartForm {
  delivery_method: string;
  delivery_location: string;
  seller_name: string;
  seller_number: string;
  first_name: string;
  last_name: string;
  address: string;
  postal_code: string;
  city: string;
  phone: string;
  email: string;
}

export const EMPTY_FORM: CartForm = {
  delivery_method: "",
  delivery_location: "",
  seller_name: "",
  seller_number: "",
  first_name: "",
  last_name: "",
  address: "",
  postal_code: "",
  city: "",
  phone: "",
  email: "",
};

export interface GiftCampaignData {
  code: string;
  campaign: string;
}

export interface Cart {
  status: CartStatus;
  /** Key of the cart content the last applied answer was computed for (see validation.ts). */
  validateHash: string | null;
  /** Token of the validation in flight or last sent; answers with another token are stale. */
  validationToken: string | null;
  products: CartProduct[];
  giftCardProducts: CartGiftCard[];
  /** Ours: rentals paid with the order. */
  rentals: CartRental[];
  /** Bundle uids the server answered with (spec 01 §3 bundles). */
  bundles: { uid: string }[];
  cartDiscount: { code: string; amount: number } | null;
  giftCards: { code: string; used: number; balance: number }[];
  /** Discount and gift card codes the shopper entered (spec 01 §4: case-insensitive, unique). */
  codes: string[];
  deliveryMethods: CheckoutResponse["delivery_methods"];
  deliveryTotalPrice: number;
  klarnaGlobalCheckoutId: string | null;
  showKlarna: boolean;
  showPaypalCheckout: boolean;
  totalPrice: number;
  paymentMethods: CheckoutResponse["payment_methods"];
  postcode: string;
  specialRequests: string;
  repackCost: number;
  isRepackSelected: boolean;
  isPikanoutoSelected: boolean;
  isDeliverySplittingSelected: boolean;
  shippingTime: string;
  snippetError: string | null;
  thresholds: { delivery: number | null; repack: number | null };
  form: CartForm;
  giftCampaignData: GiftCampaignData | null;
  enterpriseOrder: boolean;
  redoOrder: boolean;
  giosgChatter: string | null;
  transferRequest: boolean;
  transferrequest_reserve_quantity: boolean;
  transferrequest_high_priority: boolean;
  transferRequestTo: number | null;
  transferRequestFrom: number[];
  postDelivery: boolean;
  /** Ours: UK, Swiss and Canadian orders accept taxes, duties and clearance fees. */
  dutiesAcknowledged: boolean;
  /** Ours: the last answer applied (lines, totals, VAT, reason, errors), null before the first. */
  validation: CheckoutResponse | null;
}

export function emptyCart(): Cart {
  return {
    status: "IDLE",
    validateHash: null,
    validationToken: null,
    products: [],
    giftCardProducts: [],
    rentals: [],
    bundles: [],
    cartDiscount: null,
    giftCards: [],
    codes: [],
    deliveryMethods: [],
    deliveryTotalPrice: 0,
    klarnaGlobalCheckoutId: null,
    showKlarna: false,
    showPaypalCheckout: false,
    totalPrice: 0,
    paymentMethods: [],
    postcode: "",
    specialRequests: "",
    repackCost: 0,
    isRepackSelected: false,
    isPikanoutoSelected: false,
    isDeliverySplittingSelected: false,
    shippingTime: "",
    snippetError: null,
    thresholds: { delivery: null, repack: null },
    form: { ...EMPTY_FORM },
    giftCampaignData: null,
    enterpriseOrder: false,
    redoOrder: false,
    giosgChatter: null,
    transferRequest: false,
    transferrequest_reserve_quantity: false,
    transferrequest_high_priority: false,
    transferRequestTo: null,
    transferRequestFrom: [],
    postDelivery: false,
    dutiesAcknowledged: false,
    validation: null,
  };
}

/** spec 01 §4: ids with a dash are bundle variant ids (new bundles). */
export function isBundleId(productId: number | string): boolean {
  return String(productId).includes("-");
}

export function isBundleLine(line: CartProduct): boolean {
  return Boolean(line.bundleHash) || isBundleId(line.productId);
}

/** The bundle hash of a bundle and its chosen variants: the same choice is the same line. */
export function bundleHash(bundleId: number, bundleVariantId: string): string {
  return `${bundleId}:${bundleVariantId}`;
}

/** The line name of a ski wizard set: the same sport and parts are the same line. */
export function skiSetHash(sport: "alpine" | "nordic", skiSetId: string): string {
  return `ski:${sport}:${skiSetId}`;
}

/** Units in the cart: product and bundle lines plus gift cards (the header's count). */
export function cartItemCount(cart: Pick<Cart, "products" | "giftCardProducts"> & { rentals?: readonly CartRental[] }): number {
  return cart.products.reduce((sum, line) => sum + line.amount, 0) + cart.giftCardProducts.reduce((sum, card) => sum + card.amount, 0) + (cart.rentals?.length ?? 0);
}

export function isCartEmpty(cart: Pick<Cart, "products" | "giftCardProducts"> & { rentals?: readonly CartRental[] }): boolean {
  return cart.products.length === 0 && cart.giftCardProducts.length === 0 && (cart.rentals?.length ?? 0) === 0;
}

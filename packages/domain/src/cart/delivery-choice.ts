// The delivery choice as the shopper makes it (docs/checkout.md "Store pickup"): the answer lists
// one option per method, and per store for the pickup methods; the cart shows one entry per
// method and, for a pickup method, a list of its stores. An option is named by its method's slug
// and, for pickup, its store's slug: both are sent back (`delivery_method`, `delivery_location`),
// and both must match for an option to be the chosen one.
import type { CheckoutDeliveryMethod } from "../api/checkout";
import type { Cart, CartForm } from "./cart";

/** One method as the shopper sees it: its options (one, or one per pickup store, nearest first). */
export interface DeliveryChoice {
  slug: string;
  kind: CheckoutDeliveryMethod["kind"];
  name: string;
  options: CheckoutDeliveryMethod[];
  /** The lowest price among its available options (its first option's when none is available). */
  price: number;
  available: boolean;
  /** Whether the shopper picks a store within it. */
  pickup: boolean;
}

/** A stable name of one option, unique within an answer. */
export function deliveryOptionKey(method: Pick<CheckoutDeliveryMethod, "slug" | "store_slug">): string {
  return method.store_slug ? `${method.slug}:${method.store_slug}` : method.slug;
}

/** Whether the form names this very option (its method, and its store for a pickup method). */
export function isChosenOption(method: Pick<CheckoutDeliveryMethod, "slug" | "store_slug">, form: Pick<CartForm, "delivery_method" | "delivery_location">): boolean {
  return method.slug === form.delivery_method && (method.store_slug === null || method.store_slug === form.delivery_location);
}

/**
 * The option the order will use: the one the form names, else the one the answer selected (the
 * server's choice for an empty or refused form). Never the first store of a method by its slug alone.
 */
export function chosenDeliveryOption(methods: readonly CheckoutDeliveryMethod[], form: Pick<CartForm, "delivery_method" | "delivery_location">): CheckoutDeliveryMethod | null {
  return methods.find((m) => isChosenOption(m, form)) ?? methods.find((m) => m.selected) ?? null;
}

/** The answer's options grouped by method, in the answer's order. */
export function deliveryChoices(methods: readonly CheckoutDeliveryMethod[]): DeliveryChoice[] {
  const bySlug = new Map<string, CheckoutDeliveryMethod[]>();
  for (const method of methods) bySlug.set(method.slug, [...(bySlug.get(method.slug) ?? []), method]);
  return [...bySlug.values()].map((options) => {
    const first = options[0]!;
    const available = options.filter((o) => o.available);
    return {
      slug: first.slug,
      kind: first.kind,
      name: first.method_name,
      options,
      price: available.length > 0 ? Math.min(...available.map((o) => o.price)) : first.price,
      available: available.length > 0,
      pickup: first.store !== null,
    };
  });
}

/**
 * The shopper's own store ("my store") among a pickup method's options, when it is available
 * there; null otherwise, and the method is then chosen without a store, for the server to pick
 * the nearest available one for the postcode (see chooseDeliveryMethodIn).
 */
export function myStoreOption(choice: DeliveryChoice, myStore: string | null | undefined): CheckoutDeliveryMethod | null {
  if (!myStore) return null;
  return choice.options.find((o) => o.available && o.store_slug === myStore) ?? null;
}

/** The cart with a method chosen but no store yet: the answer selects the method's nearest available store. */
export function chooseDeliveryMethodIn(cart: Cart, choice: Pick<DeliveryChoice, "slug" | "kind">): Cart {
  return {
    ...cart,
    form: { ...cart.form, delivery_method: choice.slug, delivery_location: "" },
    isPikanoutoSelected: choice.kind === "express_pickup",
  };
}

/** The cart with one option chosen: method, store and the express-pickup flag together. */
export function chooseDeliveryOptionIn(cart: Cart, method: Pick<CheckoutDeliveryMethod, "slug" | "store_slug" | "kind">): Cart {
  return {
    ...cart,
    form: { ...cart.form, delivery_method: method.slug, delivery_location: method.store_slug ?? "" },
    isPikanoutoSelected: method.kind === "express_pickup",
  };
}

// The cart a logged-in customer keeps on the server (spec 01 §3 cart_content, §4; docs/accounts.md
// "The saved cart") and the cart kept in local storage: what is saved, and how the two are
// merged on login.
import type { CartContent } from "../api/accounts";
import type { Cart, CartGiftCard, CartProduct } from "./cart";

/** The part of the cart saved with PUT /api/customer/cart/. */
export function toCartContent(cart: Pick<Cart, "products" | "giftCardProducts" | "bundles">): CartContent {
  return {
    products: cart.products.map((line) => ({ ...line })) as CartContent["products"],
    giftCardProducts: cart.giftCardProducts.map((card) => ({ ...card })),
    bundles: cart.bundles.map((bundle) => ({ uid: bundle.uid })),
  };
}

function sortedJson<T>(list: readonly T[], key: (item: T) => string): string {
  return JSON.stringify([...list].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0)));
}

function productKey(line: { productId: number | string; bundleHash?: string | null }): string {
  return `${line.bundleHash ?? ""}|${String(line.productId)}`;
}

/** True when the two carts hold the same lines (order does not matter). */
export function sameCartContent(a: CartContent, b: CartContent): boolean {
  return (
    sortedJson(a.products, productKey) === sortedJson(b.products, productKey) &&
    sortedJson(a.giftCardProducts ?? [], (card) => card.uid) === sortedJson(b.giftCardProducts ?? [], (card) => card.uid)
  );
}

function uniqueBy<T>(list: readonly T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return list.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/**
 * spec 01 §4: the stored cart and the customer's server cart are merged only when they differ;
 * the product lists are combined and de-duplicated by productId (the stored line wins, it is
 * the newer choice on this device). Gift cards and bundles are combined by uid. The same cart
 * object comes back when nothing changes.
 */
export function mergeServerCart(cart: Cart, server: CartContent | null): Cart {
  if (!server) return cart;
  const local = toCartContent(cart);
  if (sameCartContent(local, server)) return cart;
  const products = uniqueBy<CartProduct>([...cart.products, ...(server.products as CartProduct[])], (line) => String(line.productId));
  const giftCardProducts = uniqueBy<CartGiftCard>(
    [...cart.giftCardProducts, ...((server.giftCardProducts ?? []).filter((card) => card.modelId !== undefined && card.value !== undefined) as CartGiftCard[])],
    (card) => card.uid,
  ).map((card) => ({ ...card, amount: card.amount ?? 1 }));
  if (products.length === cart.products.length && giftCardProducts.length === cart.giftCardProducts.length) return cart;
  return { ...cart, products, giftCardProducts };
}

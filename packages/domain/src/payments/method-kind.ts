// What kind of payment a method is (docs/payments.md "Method kinds"): a card, an invoice or
// instalments (buy now, pay later), or an online wallet. The kind is read from the method's slug,
// which the providers give: Nets Easy "card", Klarna "invoice", PayPal "wallet", and the test
// provider the same three behind a "test-" ("test" alone is its card). The footer's badges and
// the product page's instalment box follow the kind, so the demo's test provider shows what a
// shop with real providers would.
export type PaymentMethodKind = "card" | "invoice" | "wallet";

export const TEST_METHOD_SLUGS: Record<PaymentMethodKind, string> = { card: "test", invoice: "test-invoice", wallet: "test-wallet" };

export function paymentMethodKind(method: { slug: string }): PaymentMethodKind {
  const slug = method.slug.startsWith("test-") ? method.slug.slice("test-".length) : method.slug;
  return slug === "invoice" || slug === "wallet" ? slug : "card";
}

import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { createProviders } from "./payment-registry";
import { createPayments } from "./payments.service";

const purchase = { country: "fi", currency: "eur", amount: 9470 };
const offered = (env: Record<string, string>, language: "fi" | "en" = "fi") => {
  const payments = createPayments(createProviders(loadConfig(env)));
  const methods = payments.methods(purchase, language);
  payments.close();
  return methods;
};

describe("the payment methods offered", () => {
  it("include the test provider outside production, named in the shopper's language", () => {
    expect(offered({ NODE_ENV: "development" })).toEqual([
      { slug: "test", name: "Korttimaksu (testi)", processor_slug: "test" },
      { slug: "test-invoice", name: "Lasku tai osamaksu (testi)", processor_slug: "test" },
      { slug: "test-wallet", name: "Verkkolompakko (testi)", processor_slug: "test" },
    ]);
    expect(offered({ NODE_ENV: "test" }, "en").map((m) => m.name)).toEqual(["Card payment (test)", "Invoice or instalments (test)", "Online wallet (test)"]);
  });

  it("leave the test provider out of a production shop unless PAYMENT_TEST_PROVIDER=true", () => {
    const server = { DATABASE_URL: "postgres://shop@db.example/shop" };
    expect(offered({ NODE_ENV: "production", ...server })).toEqual([]);
    expect(offered({ NODE_ENV: "production", SEED_DEMO: "false" })).toEqual([]);
    expect(offered({ NODE_ENV: "production", ...server, PAYMENT_TEST_PROVIDER: "false" })).toEqual([]);
    expect(offered({ NODE_ENV: "production", ...server, PAYMENT_TEST_PROVIDER: "true" }).map((m) => m.slug)).toEqual(["test", "test-invoice", "test-wallet"]);
  });

  it("offer the test provider in the demo (DEMO=true) unless turned off, never by the embedded database alone", () => {
    expect(offered({ NODE_ENV: "production" })).toEqual([]);
    expect(offered({ NODE_ENV: "production", SEED_DEMO: "true" })).toEqual([]);
    expect(offered({ NODE_ENV: "production", DEMO: "true" }).map((m) => m.slug)).toEqual(["test", "test-invoice", "test-wallet"]);
    expect(offered({ NODE_ENV: "production", DEMO: "true", PAYMENT_TEST_PROVIDER: "false" })).toEqual([]);
  });

  it("include Klarna only when its address and credentials are configured", () => {
    const klarna = { KLARNA_API_URL: "http://127.0.0.1:9", KLARNA_USERNAME: "PK1", KLARNA_PASSWORD: "pw" };
    expect(offered({ NODE_ENV: "production", PAYMENT_TEST_PROVIDER: "false", ...klarna }).map((m) => [m.slug, m.processor_slug])).toEqual([["invoice", "klarna"]]);
    expect(offered({ NODE_ENV: "production", DATABASE_URL: "postgres://shop@db.example/shop" }).some((m) => m.processor_slug === "klarna")).toBe(false);
  });

  it("include PayPal only when its address, client and webhook id are configured", () => {
    const paypal = { PAYPAL_API_URL: "http://127.0.0.1:9", PAYPAL_CLIENT_ID: "id", PAYPAL_CLIENT_SECRET: "secret", PAYPAL_WEBHOOK_ID: "WH1" };
    expect(offered({ NODE_ENV: "production", SEED_DEMO: "false", ...paypal }).map((m) => [m.slug, m.processor_slug])).toEqual([["wallet", "paypal"]]);
    expect(offered({ NODE_ENV: "test", ...paypal }).map((m) => m.slug)).toEqual(["test", "test-invoice", "test-wallet", "wallet"]);
  });

  it("offer nothing for an empty amount", () => {
    const payments = createPayments(createProviders(loadConfig({ NODE_ENV: "test" })));
    expect(payments.methods({ ...purchase, amount: 0 }, "fi")).toEqual([]);
    payments.close();
  });
});

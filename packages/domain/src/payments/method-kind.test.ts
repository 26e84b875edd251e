import { describe, expect, it } from "vitest";
import { paymentMethodKind, TEST_METHOD_SLUGS } from "./method-kind";

describe("paymentMethodKind", () => {
  it("reads the real providers' methods by their slugs", () => {
    expect(paymentMethodKind({ slug: "card" })).toBe("card");
    expect(paymentMethodKind({ slug: "invoice" })).toBe("invoice");
    expect(paymentMethodKind({ slug: "wallet" })).toBe("wallet");
  });

  it("gives the test provider's three methods the same kinds", () => {
    expect(paymentMethodKind({ slug: TEST_METHOD_SLUGS.card })).toBe("card");
    expect(paymentMethodKind({ slug: TEST_METHOD_SLUGS.invoice })).toBe("invoice");
    expect(paymentMethodKind({ slug: TEST_METHOD_SLUGS.wallet })).toBe("wallet");
  });

  it("takes any other method for a card", () => {
    expect(paymentMethodKind({ slug: "test-something" })).toBe("card");
    expect(paymentMethodKind({ slug: "" })).toBe("card");
  });
});

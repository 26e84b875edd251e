import { describe, expect, it } from "vitest";
import { applyGiftCards, giftCardRefusal } from "./gift-cards";
import { giftCard } from "./test-fixtures";

const now = new Date("2026-06-15T12:00:00Z");

describe("gift cards", () => {
  it("uses part of a card and keeps the rest on it", () => {
    expect(applyGiftCards([giftCard({ balance: 10_000 })], 6_000)).toEqual([{ code: "LAHJA-100", used: 6_000, balance: 4_000 }]);
  });

  it("uses several cards in order, each paying what is still unpaid", () => {
    const uses = applyGiftCards([giftCard({ code: "A", balance: 3_000 }), giftCard({ code: "B", balance: 5_000 }), giftCard({ code: "C", balance: 1_000 })], 6_000);
    expect(uses).toEqual([
      { code: "A", used: 3_000, balance: 0 },
      { code: "B", used: 3_000, balance: 2_000 },
      { code: "C", used: 0, balance: 1_000 },
    ]);
  });

  it("refuses empty, expired, closed and foreign-currency cards", () => {
    expect(giftCardRefusal(giftCard(), now)).toBeNull();
    expect(giftCardRefusal(giftCard({ balance: 0 }), now)?.key).toBe("gift_card_empty");
    expect(giftCardRefusal(giftCard({ expiresAt: new Date("2026-06-01T00:00:00Z") }), now)?.key).toBe("gift_card_expired");
    expect(giftCardRefusal(giftCard({ isActive: false }), now)?.key).toBe("code_not_found");
    expect(giftCardRefusal(giftCard({ currency: "sek" }), now)?.key).toBe("gift_card_currency");
  });
});

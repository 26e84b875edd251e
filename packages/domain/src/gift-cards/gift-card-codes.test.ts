import { describe, expect, it } from "vitest";
import {
  GIFT_CARD_CODE_ALPHABET, GIFT_CARD_CODE_BITS, GIFT_CARD_CODE_BYTES, giftCardCodeFromBytes, giftCardExpiry, giftCardsToIssue, normaliseGiftCardCode,
} from "./gift-card-codes";

const bytes = (fill: (i: number) => number) => Uint8Array.from({ length: GIFT_CARD_CODE_BYTES }, (_, i) => fill(i));

describe("gift card codes", () => {
  it("carry at least 80 bits of randomness in 32 distinct symbols", () => {
    expect(new Set(GIFT_CARD_CODE_ALPHABET).size).toBe(32);
    expect(GIFT_CARD_CODE_BITS).toBeGreaterThanOrEqual(80);
    expect(giftCardCodeFromBytes(bytes(() => 0))).toBe("00000-00000-00000-00000");
    expect(giftCardCodeFromBytes(bytes(() => 255))).toBe("ZZZZZ-ZZZZZ-ZZZZZ-ZZZZZ");
  });

  it("change with every one of the 100 bits they are made of", () => {
    const base = giftCardCodeFromBytes(bytes(() => 0));
    const seen = new Set<string>([base]);
    for (let bit = 0; bit < GIFT_CARD_CODE_BITS; bit++) {
      const b = bytes(() => 0);
      b[bit >> 3] = 1 << (7 - (bit & 7));
      seen.add(giftCardCodeFromBytes(b));
    }
    expect(seen.size).toBe(GIFT_CARD_CODE_BITS + 1);
  });

  it("refuse too few bytes", () => {
    expect(() => giftCardCodeFromBytes(new Uint8Array(8))).toThrow(RangeError);
  });

  it("are compared as typed without spaces, in upper case", () => {
    expect(normaliseGiftCardCode(" abcde-12345 ")).toBe("ABCDE-12345");
  });

  it("hold for 24 months from payment", () => {
    expect(giftCardExpiry(new Date("2026-03-15T10:00:00Z")).toISOString()).toBe("2028-03-15T10:00:00.000Z");
  });
});

describe("giftCardsToIssue", () => {
  it("makes one card per unit of every gift card line, with its value and recipient", () => {
    const cards = giftCardsToIssue([
      { position: 1, kind: "product", modelId: 5, quantity: 2, unitPrice: 1000, recipientName: null },
      { position: 2, kind: "gift_card", modelId: 2427, quantity: 2, unitPrice: 5000, recipientName: "Aino" },
      { position: 3, kind: "gift_card", modelId: 1412, quantity: 1, unitPrice: 2000, recipientName: null },
    ]);
    expect(cards).toEqual([
      { linePosition: 2, unit: 1, modelId: 2427, value: 5000, recipientName: "Aino" },
      { linePosition: 2, unit: 2, modelId: 2427, value: 5000, recipientName: "Aino" },
      { linePosition: 3, unit: 1, modelId: 1412, value: 2000, recipientName: null },
    ]);
  });

  it("makes nothing of a line worth nothing", () => {
    expect(giftCardsToIssue([{ position: 1, kind: "gift_card", modelId: 1412, quantity: 1, unitPrice: 0, recipientName: null }])).toEqual([]);
  });
});

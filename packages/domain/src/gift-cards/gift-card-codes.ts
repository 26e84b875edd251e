// Gift cards sold by the shop (docs/gift-cards.md): the code each card gets when its order is
// paid, how long it holds, and which cards an order's lines make. Pure: the caller passes the
// random bytes (the server's CSPRNG), so the rule is testable and the browser can check a
// code's shape without knowing how it was drawn.

/** Crockford's base 32 (no I, L, O, U): 32 symbols, 5 bits each. */
export const GIFT_CARD_CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
/** 20 symbols x 5 bits = 100 bits of randomness (at least 80 are asked for). */
export const GIFT_CARD_CODE_SYMBOLS = 20;
export const GIFT_CARD_CODE_BITS = GIFT_CARD_CODE_SYMBOLS * 5;
/** Bytes of randomness a code is made from. */
export const GIFT_CARD_CODE_BYTES = Math.ceil(GIFT_CARD_CODE_BITS / 8);
/** A card sold holds for two years from the moment its order is paid. */
export const GIFT_CARD_VALID_MONTHS = 24;

/**
 * A code from random bytes: the first 100 bits, 5 at a time, as four groups of five symbols
 * joined by dashes ("7KQ2M-…"). Every bit of the input up to 100 changes the code.
 */
export function giftCardCodeFromBytes(bytes: Uint8Array): string {
  if (bytes.length < GIFT_CARD_CODE_BYTES) throw new RangeError(`a gift card code needs ${GIFT_CARD_CODE_BYTES} random bytes`);
  let symbols = "";
  for (let i = 0; i < GIFT_CARD_CODE_SYMBOLS; i++) {
    let value = 0;
    for (let b = 0; b < 5; b++) {
      const bit = i * 5 + b;
      value = (value << 1) | ((bytes[bit >> 3]! >> (7 - (bit & 7))) & 1);
    }
    symbols += GIFT_CARD_CODE_ALPHABET[value];
  }
  return symbols.match(/.{5}/g)!.join("-");
}

/** As a shopper may type it: spaces dropped, upper case, dashes kept. */
export function normaliseGiftCardCode(input: string): string {
  return input.replace(/\s+/g, "").toUpperCase();
}

/** The end of a card paid at `paidAt`. */
export function giftCardExpiry(paidAt: Date): Date {
  const end = new Date(paidAt.getTime());
  end.setUTCMonth(end.getUTCMonth() + GIFT_CARD_VALID_MONTHS);
  return end;
}

export interface GiftCardLine {
  position: number;
  kind: string;
  modelId: number | null;
  quantity: number;
  unitPrice: number;
  recipientName: string | null;
}

export interface GiftCardToIssue {
  linePosition: number;
  unit: number;
  modelId: number;
  /** Cents. */
  value: number;
  recipientName: string | null;
}

/** One card per unit of each gift card line of a paid order; a line worth nothing makes none. */
export function giftCardsToIssue(lines: readonly GiftCardLine[]): GiftCardToIssue[] {
  const out: GiftCardToIssue[] = [];
  for (const line of lines) {
    if (line.kind !== "gift_card" || line.modelId === null || line.unitPrice <= 0) continue;
    for (let unit = 1; unit <= line.quantity; unit++) {
      out.push({ linePosition: line.position, unit, modelId: line.modelId, value: line.unitPrice, recipientName: line.recipientName });
    }
  }
  return out;
}

/** A gift card product (spec 02 §9: models 2427 and 1412): its page shows the gift card form only. */
export function isGiftCardModel(modelId: number): boolean {
  return modelId === 2427 || modelId === 1412;
}

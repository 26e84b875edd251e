// Gift cards used as payment (docs/checkout.md "Gift cards"): a code and a balance, used in the
// order given, each paying what it can of what is left after discounts, delivery and repack.
// Validation only computes what each would pay; the balance is reduced by a ledger row when an
// order is paid.
import { checkoutMessage, type CheckoutMessage } from "./messages";

export interface GiftCardFacts {
  code: string;
  /** Sum of the card's ledger, cents. */
  balance: number;
  currency: string;
  expiresAt: Date | null;
  isActive: boolean;
}

export interface GiftCardUse {
  code: string;
  used: number;
  /** What remains on the card after this order. */
  balance: number;
}

/** The shop charges in euros; a card in another currency is refused. */
export const GIFT_CARD_CURRENCY = "eur";

export function giftCardRefusal(card: GiftCardFacts, now: Date): CheckoutMessage | null {
  if (!card.isActive) return checkoutMessage("code_not_found", { code: card.code });
  if (card.expiresAt && now >= card.expiresAt) return checkoutMessage("gift_card_expired", { code: card.code });
  if (card.currency !== GIFT_CARD_CURRENCY) return checkoutMessage("gift_card_currency", { code: card.code });
  if (card.balance <= 0) return checkoutMessage("gift_card_empty", { code: card.code });
  return null;
}

/** Each usable card pays min(its balance, what is still unpaid), in order. */
export function applyGiftCards(cards: readonly GiftCardFacts[], payable: number): GiftCardUse[] {
  let left = Math.max(0, payable);
  return cards.map((card) => {
    const used = Math.min(Math.max(0, card.balance), left);
    left -= used;
    return { code: card.code, used, balance: card.balance - used };
  });
}

// Gift cards the shop sells (docs/gift-cards.md). On payment each unit of a gift card line gets
// a card: a code of 100 random bits (node:crypto), its value as an 'issue' ledger row, an end
// 24 months on, and the e-mail with the codes to the buyer in the order's language. A card is
// never made before the order is paid, so an unpaid order has no usable code; when the order's
// money is given back, its cards are voided.
import { randomBytes } from "node:crypto";
import type { Database, Executor } from "@polku/db";
import type { SQL } from "@polku/db/orm";
import {
  GIFT_CARD_CODE_BYTES, GIFT_CARD_CURRENCY, WEB_GIFT_CARD_MODEL_ID, GIFT_CARD_MODEL_IDS, giftCardCodeFromBytes, giftCardExpiry, giftCardsToIssue, normaliseGiftCardCode,
  type GiftCardBalanceResponse, type LanguageCode,
} from "@polku/domain";
import { mailInsertStatement } from "../../lib/mail/outbox";
import * as repo from "./gift-cards.repository";
import { renderGiftCardMail } from "./gift-cards.mail";

/** Posted cards (every gift card model but the web one). */
const POSTED_MODELS: ReadonlySet<number> = new Set(GIFT_CARD_MODEL_IDS.filter((id) => id !== WEB_GIFT_CARD_MODEL_ID));

export interface GiftCardIssueOptions {
  publicUrl: string;
  mailFrom: string;
  shopName: string;
  /** Random bytes for codes; node:crypto unless a test passes its own. */
  random?: (size: number) => Uint8Array;
}

/**
 * The cards of an order that has just been paid, in the caller's transaction (the order row is
 * locked by it): written here, the e-mail returned as a statement to write with the status move.
 * An order whose cards exist already (a second paid effect) issues nothing.
 */
export async function issueGiftCards(tx: Executor, order: { id: number; number: string; email: string; language: LanguageCode }, at: Date, opts: GiftCardIssueOptions): Promise<SQL[]> {
  const planned = giftCardsToIssue(await repo.giftCardLinesOf(tx, order.id));
  if (planned.length === 0 || (await repo.hasIssuedCards(tx, order.id))) return [];
  const random = opts.random ?? ((size: number) => randomBytes(size));
  const expiresAt = giftCardExpiry(at);
  const cards = planned.map((card) => ({ ...card, code: giftCardCodeFromBytes(random(GIFT_CARD_CODE_BYTES)), expiresAt }));
  await repo.insertIssuedCards(tx, order, cards);
  const mail = renderGiftCardMail(order, cards, {
    balanceUrl: `${opts.publicUrl.replace(/\/$/, "")}/service-products/giftcards/#balance`,
    shopName: opts.shopName,
    postedModelIds: POSTED_MODELS,
  });
  return [mailInsertStatement(opts.mailFrom, { kind: "gift_card.issued", to: order.email, language: order.language, dedupeKey: `gift_card.issued:${order.number}`, ...mail })];
}

/** The order's money went back (a staff cancel of a paid order): its cards no longer pay. */
export async function voidGiftCards(tx: Executor, orderId: number, at: Date): Promise<number> {
  return repo.voidIssuedCards(tx, orderId, at);
}

export type BalanceAnswer = GiftCardBalanceResponse | null;

/** A card's balance and state by its code; null when no card has it. */
export async function giftCardBalance(db: Database, code: string, now: Date): Promise<BalanceAnswer> {
  const card = await repo.cardByCode(db, normaliseGiftCardCode(code));
  if (!card) return null;
  const state = !card.isActive ? "void" : card.expiresAt && now >= card.expiresAt ? "expired" : card.balance <= 0 ? "empty" : "active";
  return {
    code: card.code,
    balance: Math.max(0, card.balance),
    currency: card.currency === GIFT_CARD_CURRENCY ? "eur" : card.currency,
    expires_at: card.expiresAt?.toISOString() ?? null,
    state,
  };
}

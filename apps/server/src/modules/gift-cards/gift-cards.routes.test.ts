// Integration (PGlite, or PostgreSQL with DATABASE_URL): gift cards bought through the normal
// checkout get their codes only when the order is paid, e-mailed in the buyer's language; the
// code pays a later order; the balance check answers and is limited; a staff cancel of the paid
// order voids the cards.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "@polku/db/orm";
import { giftCardBalanceResponseSchema } from "@polku/domain";
import { DEMO_CUSTOMERS } from "../../seed/customers";
import { deliver, notification, orderBody, ordersFixture, place, type OrdersFixture } from "../orders/orders.test-support";
import { BALANCE_CHECK_LIMIT } from "./gift-cards.routes";

let f: OrdersFixture;
let staffToken: string;
let ip = 1;

beforeAll(async () => {
  f = await ordersFixture();
  staffToken = await f.token(DEMO_CUSTOMERS[2]!);
}, 120_000);
afterAll(() => f?.t.close());

const balance = (code: unknown, language = "en", remoteAddress = `203.0.113.${ip++}`) =>
  f.t.app.inject({ method: "POST", url: "/api/gift-cards/balance/", payload: { code, language } as object, remoteAddress });
const cardsOf = (number: string) =>
  f.t.database.db
    .execute<{ code: string; value: number; recipient: string | null; model_id: number; active: boolean }>(
      sql`select g.code, i.value, i.recipient_name as recipient, i.model_id, g.is_active as active from gift_card_issues i
          join gift_cards g on g.id = i.gift_card_id join orders o on o.id = i.order_id where o.number = ${number} order by i.line_position, i.unit`,
    )
    .then((r) => r.rows);
const giftMail = (number: string) => f.one<{ n: number; text: string | null; subject: string | null; to: string | null }>(
  sql`select count(*)::int as n, max(text) as text, max(subject) as subject, max(to_address) as to from mail_outbox where dedupe_key = ${`gift_card.issued:${number}`}`,
);

describe("buying gift cards", () => {
  it("issues no code before payment, then one code of at least 80 bits per card, the value on its ledger, one e-mail in the buyer's language", async () => {
    const order = await place(f, orderBody({
      language_code: "en",
      gift_card_products: [
        { uid: "1", model_id: 2427, value: 60, amount: 2, recipient_name: "Aino Virtanen" },
        { uid: "2", model_id: 1412, value: 30, amount: 1 },
      ],
    }));
    expect(order.total_price).toBe(2 * 6000 + 3000 + (await f.one<{ price: number }>(sql`select price from delivery_methods where slug = 'kotiinkuljetus'`)).price);
    expect(await cardsOf(order.number)).toEqual([]);
    expect((await giftMail(order.number)).n).toBe(0);

    expect((await deliver(f, notification(order, "authorised"))).statusCode).toBe(200);
    const cards = await cardsOf(order.number);
    expect(cards.map((c) => [c.model_id, c.value, c.recipient])).toEqual([[2427, 6000, "Aino Virtanen"], [2427, 6000, "Aino Virtanen"], [1412, 3000, null]]);
    for (const c of cards) expect(c.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}(-[0-9A-HJKMNP-TV-Z]{5}){3}$/);
    expect(new Set(cards.map((c) => c.code)).size).toBe(3);
    const mail = await giftMail(order.number);
    expect(mail).toMatchObject({ n: 1, to: "maija@example.com" });
    expect(mail.subject).toBe(`Your gift cards from order ${order.number}`);
    for (const c of cards) expect(mail.text).toContain(c.code);
    expect(mail.text).toContain("for Aino Virtanen");
    expect(mail.text).toContain("posted");

    // A repeated event issues nothing more.
    await deliver(f, notification(order, "authorised"));
    expect(await cardsOf(order.number)).toHaveLength(3);

    const res = await balance(cards[0]!.code.toLowerCase());
    expect(res.statusCode, res.body).toBe(200);
    expect(giftCardBalanceResponseSchema.parse(res.json())).toMatchObject({ balance: 6000, currency: "eur", state: "active" });
  });

  it("a card's code pays a later order and its balance goes down when that order is paid", async () => {
    const bought = await place(f, orderBody({ gift_card_products: [{ uid: "1", model_id: 2427, value: 50, amount: 1 }] }));
    await deliver(f, notification(bought, "authorised"));
    const [card] = await cardsOf(bought.number);
    const spend = await place(f, orderBody({ products: [{ id: f.variants[2], amount: 1 }], discount_codes: [card!.code] }));
    // 25 € product + delivery; the card pays up to 50 €.
    expect(spend.total_price).toBe(Math.max(0, 2500 + (await f.one<{ price: number }>(sql`select price from delivery_methods where slug = 'kotiinkuljetus'`)).price - 5000));
    const after = giftCardBalanceResponseSchema.parse((await balance(card!.code)).json());
    expect(after.balance).toBeLessThan(5000);
  });

  it("a staff cancel of the paid order voids its cards", async () => {
    const order = await place(f, orderBody({ gift_card_products: [{ uid: "1", model_id: 1412, value: 40, amount: 1 }] }));
    await deliver(f, notification(order, "authorised"));
    const [card] = await cardsOf(order.number);
    const auth = { authorization: `Bearer ${staffToken}` };
    for (const status of ["manual_cancellation", "cancelled"]) {
      const move = await f.t.app.inject({ method: "POST", url: `/api/staff/orders/${order.number}/status/`, payload: { status }, headers: auth });
      expect(move.statusCode, move.body).toBe(200);
    }
    expect((await cardsOf(order.number))[0]!.active).toBe(false);
    expect(giftCardBalanceResponseSchema.parse((await balance(card!.code)).json()).state).toBe("void");
    // The checkout refuses it now.
    const res = await f.t.app.inject({ method: "POST", url: "/api/checkout/", payload: { country_code: "fi", language_code: "en", products: [{ id: f.variants[2], amount: 1 }], discount_codes: [card!.code] } });
    expect(res.json().errors.join(" ")).toBe(`The code ${card!.code} is not valid.`);
  });
});

describe("the balance check", () => {
  it("answers 404 in the shopper's language for an unknown code and 400 for bad input", async () => {
    const unknown = await balance("NOPE-NOPE", "fi");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: "Lahjakorttia ei löytynyt. Tarkista koodi.", code: "gift_card_not_found" });
    const empty = await balance("  ", "en");
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.code).toEqual(["This is a required field."]);
    expect((await balance("x".repeat(65))).statusCode).toBe(400);
    expect((await balance(42)).statusCode).toBe(400);
    const extra = await f.t.app.inject({ method: "POST", url: "/api/gift-cards/balance/", payload: { code: "A", language: "en", balance: 100 }, remoteAddress: "203.0.113.250" });
    expect(extra.statusCode).toBe(400);
  });

  it("shows the demo cards' states: a spent card is empty, an old one expired", async () => {
    expect(giftCardBalanceResponseSchema.parse((await balance("LAHJA-TYHJA")).json()).state).toBe("empty");
    expect(giftCardBalanceResponseSchema.parse((await balance("lahja-vanha")).json()).state).toBe("expired");
  });

  it("is limited per address", async () => {
    const address = "198.18.0.77";
    for (let i = 0; i < BALANCE_CHECK_LIMIT; i++) expect((await balance(`GUESS-${i}`, "en", address)).statusCode).toBe(404);
    const refused = await balance("GUESS-LAST", "en", address);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBeDefined();
  });
});

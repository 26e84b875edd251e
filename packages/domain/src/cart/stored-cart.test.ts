import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { cartContentSchema } from "../api/accounts";
import { giftCampaignDataSchema } from "../api/checkout";
import { emptyCart, EMPTY_FORM } from "./cart";
import { checkCartContent, checkStoredCart, parseStoredCart, toStoredCart } from "./stored-cart";
import { addGiftCard, addProduct } from "./transitions";

describe("stored cart", () => {
  it("comes back as it was stored, without any answer and not validated", () => {
    let cart = addProduct(emptyCart(), { productId: 101, amount: 2 });
    cart = addProduct(cart, { productId: "10-201", bundleId: 3, amount: 1 });
    cart = addGiftCard(cart, { modelId: 2427, value: 50, amount: 1 }, 2_000);
    cart = { ...cart, codes: ["KESA10"], postcode: "00100", status: "VALIDATED", totalPrice: 500 };
    const back = parseStoredCart(JSON.stringify(toStoredCart(cart)));
    expect(back).toMatchObject({ products: cart.products, giftCardProducts: cart.giftCardProducts, codes: ["KESA10"], postcode: "00100", status: "IDLE", totalPrice: 0, validation: null });
  });

  it("keeps a staff transfer request with its reserve and priority choices over a reload", () => {
    const cart = { ...addProduct(emptyCart(), { productId: 101, amount: 1 }), transferRequest: true, transferRequestFrom: [1], transferRequestTo: 3, transferrequest_reserve_quantity: true, transferrequest_high_priority: true };
    expect(parseStoredCart(JSON.stringify(toStoredCart(cart)))).toMatchObject({ transferRequest: true, transferRequestFrom: [1], transferRequestTo: 3, transferrequest_reserve_quantity: true, transferrequest_high_priority: true });
    // A cart stored before these choices were kept still parses, with both off.
    const { transferrequest_reserve_quantity: _r, transferrequest_high_priority: _h, ...older } = toStoredCart(cart);
    expect(parseStoredCart(JSON.stringify(older))).toMatchObject({ transferRequest: true, transferrequest_reserve_quantity: false, transferrequest_high_priority: false });
  });

  it("ignores missing, corrupt and foreign data", () => {
    expect(parseStoredCart(null)).toBeNull();
    expect(parseStoredCart("{not json")).toBeNull();
    expect(parseStoredCart(JSON.stringify({ products: "all" }))).toBeNull();
    const stored = toStoredCart(emptyCart());
    expect(parseStoredCart(JSON.stringify({ ...stored, products: [{ productId: -4, amount: 1 }] }))).toBeNull();
    expect(parseStoredCart(JSON.stringify({ ...stored, products: [{ productId: 4, amount: 1000 }] }))).toBeNull();
  });
});

// The zod schema the hand-written checks replaced (the browser's scripts carry no zod): the
// checks must accept, refuse and normalise exactly as it does.
const text = (max: number) => z.string().max(max);
const storedCartSchema = z.object({
  products: cartContentSchema.shape.products,
  giftCardProducts: z
    .array(
      z.object({
        uid: text(100).min(1),
        modelId: z.union([z.literal(2427), z.literal(1412)]),
        value: z.number().int().min(10).max(10_000),
        amount: z.number().int().min(1).max(999),
        recipientName: text(100).optional(),
      }),
    )
    .max(50),
  rentals: z
    .array(z.object({ number: z.string().regex(/^R\d{8}$/), token: z.string().regex(/^[\w-]{16,100}$/), name: text(300).min(1).optional() }))
    .max(10)
    .default([]),
  codes: z.array(text(64)).max(20),
  postcode: text(5),
  specialRequests: text(1000),
  isRepackSelected: z.boolean(),
  isPikanoutoSelected: z.boolean(),
  isDeliverySplittingSelected: z.boolean(),
  dutiesAcknowledged: z.boolean(),
  form: z.object(Object.fromEntries(Object.keys(EMPTY_FORM).map((key) => [key, text(254)])) as Record<keyof typeof EMPTY_FORM, z.ZodString>),
  giftCampaignData: giftCampaignDataSchema.nullable(),
  enterpriseOrder: z.boolean(),
  postDelivery: z.boolean(),
  transferRequest: z.boolean(),
  transferRequestFrom: z.array(z.number().int().positive()).max(20),
  transferRequestTo: z.number().int().positive().nullable(),
  transferrequest_reserve_quantity: z.boolean().default(false),
  transferrequest_high_priority: z.boolean().default(false),
  klarnaGlobalCheckoutId: text(200).nullable(),
});

const zodAnswer = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

describe("the stored cart's checks against the zod schemas they replaced", () => {
  // Values near every bound, of every JSON type.
  const odd = fc.constantFrom<unknown>(null, true, false, 0, -1, 1, 1.5, 5, 9, 10, 20, 21, 40, 50, 51, 64, 999, 1000, 1412, 2427, 9999, 10_000, 10_001, 2 ** 53, "", " ", "x", " KOODI ", "alpine", "nordic", "12-34", "12-", "a".repeat(6), "a".repeat(41), "a".repeat(65), "a".repeat(201), "a".repeat(1001), "a".repeat(101), "a".repeat(255), "a".repeat(301), "a".repeat(501), [], {}, [1], { a: 1 }, { "1": 2 }, { code: "x", campaign: "y" });
  /** Mostly short texts, now and then one at the bound or one past it. */
  const text = (max: number, min = 0) => fc.oneof({ arbitrary: fc.string({ minLength: min, maxLength: 4 }), weight: 20 }, fc.constantFrom(" ".repeat(max), "a".repeat(max), "a".repeat(max + 1)));
  /** Mostly whole numbers inside, now and then one at a bound or just outside. */
  const int = (min: number, max: number) => fc.oneof({ arbitrary: fc.integer({ min, max }), weight: 20 }, fc.constantFrom(min - 1, min, max, max + 1, min + 0.5));
  /** Mostly short lists, now and then one at the bound or one past it. */
  const arr = <T>(item: fc.Arbitrary<T>, max: number) => fc.oneof({ arbitrary: fc.array(item, { maxLength: 3 }), weight: 20 }, fc.array(item, { minLength: max, maxLength: max + 1 }));
  const maybe = <T>(valid: fc.Arbitrary<T>) => fc.oneof({ arbitrary: valid, weight: 40 }, { arbitrary: odd, weight: 1 });
  /** An object of these keys (all, or each only now and then), and rarely a key of its own. */
  const record = (keys: Record<string, fc.Arbitrary<unknown>>, all = false) =>
    fc.tuple(fc.record(keys, all ? {} : { requiredKeys: [] }), fc.option(fc.dictionary(fc.constantFrom("extra", "status", "productId", "uid"), odd, { maxKeys: 2 }), { freq: 40 })).map(([value, extra]) => ({ ...extra, ...value }));
  const amounts = maybe(fc.dictionary(text(40), maybe(int(0, 9999)), { maxKeys: 3 }));
  const line = record({
    productId: maybe(fc.oneof(int(1, 99_999), fc.constantFrom("10-201", "1-2-3", "1-2-3-4-5-6-7-8-9-10-11", "1-2-3-4-5-6-7-8-9-10-11-12", "1234567890-1"))),
    amount: maybe(int(1, 999)),
    frozen: maybe(fc.boolean()),
    bundleHash: maybe(fc.option(text(100))),
    bundleId: maybe(int(1, 9)),
    skiSet: maybe(fc.constantFrom("alpine", "nordic")),
    extra_data: maybe(fc.dictionary(text(100), maybe(fc.oneof(text(500), fc.integer(), fc.double(), fc.boolean(), fc.constant(null))), { maxKeys: 3 })),
    transferAmounts: amounts,
    transferAmountsFrom: amounts,
    name: maybe(text(300)),
  });
  const giftCard = record({
    uid: maybe(text(100, 1)),
    modelId: maybe(fc.constantFrom(2427, 1412)),
    value: maybe(int(10, 10_000)),
    amount: maybe(int(1, 999)),
    recipientName: maybe(text(100)),
  });
  const lines = maybe(arr(line, 200));
  const cards = maybe(arr(giftCard, 50));
  const bool = maybe(fc.boolean());
  const str = (max: number) => maybe(text(max));
  const form = maybe(record(Object.fromEntries(Object.keys(EMPTY_FORM).map((key) => [key, str(254)])), true));
  const stored = record({
    products: lines,
    giftCardProducts: cards,
    codes: maybe(arr(str(64), 20)),
    postcode: str(5),
    specialRequests: str(1000),
    isRepackSelected: bool,
    isPikanoutoSelected: bool,
    isDeliverySplittingSelected: bool,
    dutiesAcknowledged: bool,
    form,
    giftCampaignData: maybe(fc.option(record({ code: str(64), campaign: str(100) }, true))),
    enterpriseOrder: bool,
    postDelivery: bool,
    transferRequest: bool,
    transferRequestFrom: maybe(arr(maybe(int(1, 9)), 20)),
    transferRequestTo: maybe(fc.option(int(1, 9))),
    transferrequest_reserve_quantity: bool,
    transferrequest_high_priority: bool,
    klarnaGlobalCheckoutId: maybe(fc.option(text(200))),
  });
  // Mostly complete carts, so that the checks past the first field are reached.
  const complete = stored.chain((value) => fc.constant({ ...toStoredCart(emptyCart()), ...value }));

  it("accepts, refuses and normalises a stored cart alike", () => {
    let accepted = 0;
    fc.assert(
      fc.property(fc.oneof(complete, stored, odd), (value) => {
        const expected = zodAnswer(storedCartSchema, value);
        if (expected) accepted += 1;
        expect(checkStoredCart(value)).toEqual(expected);
      }),
      { numRuns: 3000, seed: 15 },
    );
    expect(accepted).toBeGreaterThan(30);
  });

  it("holds the bounds the generated carts reach only rarely", () => {
    const base = toStoredCart(emptyCart());
    const card = { uid: "1", modelId: 2427, value: 50, amount: 1 };
    const cases: unknown[] = [
      { ...base, giftCampaignData: { code: " KOODI ", campaign: " kampanja " } },
      { ...base, giftCampaignData: { code: "a".repeat(64), campaign: "b".repeat(100) } },
      { ...base, giftCampaignData: { code: "a".repeat(65), campaign: "b" } },
      { ...base, giftCampaignData: { code: "a", campaign: "b".repeat(101) } },
      { ...base, giftCampaignData: { code: "   ", campaign: "b" } },
      { ...base, giftCardProducts: Array.from({ length: 50 }, () => card) },
      { ...base, giftCardProducts: Array.from({ length: 51 }, () => card) },
    ];
    for (const value of cases) expect(checkStoredCart(value)).toEqual(zodAnswer(storedCartSchema, value));
    for (const count of [50, 51]) {
      for (const value of [{ products: [], giftCardProducts: Array.from({ length: count }, () => ({ uid: "1" })) }, { products: [], bundles: Array.from({ length: count }, () => ({ uid: "1" })) }]) {
        expect(checkCartContent(value)).toEqual(zodAnswer(cartContentSchema, value));
      }
    }
    expect(checkStoredCart(cases[0])?.giftCampaignData).toEqual({ code: "KOODI", campaign: "kampanja" });
  });

  it("accepts, refuses and normalises a saved cart's content alike", () => {
    let accepted = 0;
    const content = record({ products: lines, giftCardProducts: maybe(arr(giftCard, 50)), bundles: maybe(arr(record({ uid: text(100, 1) }), 50)) });
    fc.assert(
      fc.property(fc.oneof({ arbitrary: content.map((value) => ({ products: [], ...value })), weight: 4 }, content, odd), (value) => {
        const expected = zodAnswer(cartContentSchema, value);
        if (expected) accepted += 1;
        expect(checkCartContent(value)).toEqual(expected);
      }),
      { numRuns: 3000, seed: 15 },
    );
    expect(accepted).toBeGreaterThan(30);
  });
});

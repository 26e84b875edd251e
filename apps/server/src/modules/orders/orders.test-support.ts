// Shared set-up of the order integration tests: an app on a fresh database with the demo
// catalogue, a few sellable variants with known prices and stock, placement and signed test
// provider notifications.
import { randomUUID } from "node:crypto";
import { sql } from "@polku/db/orm";
import { placeOrderResponseSchema, tokenResponseSchema, type PaymentStatus, type PlaceOrderRequestInput, type PlaceOrderResponse } from "@polku/domain";
import { signNotification, SIGNATURE_HEADER } from "../payments/test-provider/signing";
import { createTestApp, type TestApp } from "../../test-support/test-app";

export const TEST_SECRET = "orders-test-secret-0123456789abcdef0123456789";

export interface OrdersFixture {
  t: TestApp;
  /** Variants of three models: 100 €, 40 € and 25 €, web stock set by setStock. */
  variants: [number, number, number];
  /** A second variant of the first model (two cart lines sharing one product). */
  sibling: number;
  one<T>(query: ReturnType<typeof sql>): Promise<T>;
  setStock(variantId: number, quantity: number): Promise<void>;
  webStock(variantId: number): Promise<number>;
  token(user: { email: string; password: string }): Promise<string>;
}

let ip = 1;

/** `env`: more configuration, e.g. Klarna and PayPal pointed at the fake servers. */
export async function ordersFixture(opts: { pool?: boolean; env?: Record<string, string> } = {}): Promise<OrdersFixture> {
  const t = await createTestApp({ models: 8, env: { PAYMENT_TEST_SECRET: TEST_SECRET, PUBLIC_URL: "http://shop.test", ...(opts.pool ? { DATABASE_POOL_MAX: "20" } : {}), ...opts.env } });
  const db = t.database.db;
  const one = async <T>(query: ReturnType<typeof sql>) => (await db.execute<T & Record<string, unknown>>(query)).rows[0] as T;
  const models = (await db.execute<{ id: number }>(sql`select id from product_models order by id limit 3`)).rows.map((r) => r.id);
  const variants: number[] = [];
  for (const m of models) variants.push((await one<{ id: number }>(sql`select min(id) as id from product_variants where model_id = ${m}`)).id);
  let sibling = (await one<{ id: number | null }>(sql`select min(id) as id from product_variants where model_id = ${models[0]!} and id <> ${variants[0]!}`)).id;
  if (sibling === null) sibling = (await one<{ id: number }>(sql`insert into product_variants (model_id, colour_id, shipping_time_number) select model_id, colour_id, 1 from product_variants where id = ${variants[0]!} returning id`)).id;
  const all = [...variants, sibling];
  await db.execute(sql`update product_models set is_public = true, published_at = now() - interval '1 day', belongs_to_outlet = false, tax_class_id = 5 where id = any(${`{${models.join(",")}}`}::int[])`);
  await db.execute(sql`update product_variants set is_active = true, on_order = false, max_amount = null, shipping_time_number = 1 where id = any(${`{${all.join(",")}}`}::int[])`);
  await db.execute(sql`delete from variant_prices where variant_id = any(${`{${all.join(",")}}`}::int[])`);
  await db.execute(sql`delete from model_prices where model_id = any(${`{${models.join(",")}}`}::int[])`);
  const prices = [10_000, 4_000, 2_500];
  for (const [i, m] of models.entries()) {
    await db.execute(sql`insert into model_prices (model_id, tax_area_id, active, club, regular, discount_free) values (${m}, 1, ${prices[i]!}, null, ${prices[i]!}, ${prices[i]!})`);
  }
  await db.execute(sql`delete from stock where variant_id = any(${`{${all.join(",")}}`}::int[])`);
  const setStock = async (variantId: number, quantity: number) => {
    await db.execute(sql`insert into stock (variant_id, store_id, quantity, blocked_quantity) values (${variantId}, 20, ${quantity}, 0)
      on conflict (variant_id, store_id) do update set quantity = excluded.quantity, blocked_quantity = 0`);
  };
  for (const v of all) await setStock(v, 50);
  t.app.catalogueCache.invalidate();
  return {
    t,
    variants: variants as [number, number, number],
    sibling,
    one,
    setStock,
    webStock: async (variantId) => (await one<{ q: number }>(sql`select quantity - blocked_quantity as q from stock where variant_id = ${variantId} and store_id = 20`)).q,
    token: async (user) => {
      const res = await t.app.inject({ method: "POST", url: "/api/token/", payload: { email: user.email, password: user.password }, remoteAddress: `198.51.100.${ip++}` });
      return tokenResponseSchema.parse(res.json()).access_token;
    },
  };
}

export const FORM = {
  first_name: "Maija",
  last_name: "Meikäläinen",
  address: "Kauppakatu 1",
  postal_code: "00100",
  city: "Helsinki",
  phone: "+358 40 123 4567",
  email: "maija@example.com",
  delivery_method: "kotiinkuljetus",
};

export function orderBody(over: Partial<PlaceOrderRequestInput> & Record<string, unknown> = {}): PlaceOrderRequestInput {
  return { country_code: "fi", language_code: "fi", payment_method: "test", idempotency_key: randomUUID(), form: FORM, ...over } as PlaceOrderRequestInput;
}

export function placeRaw(f: OrdersFixture, body: unknown, token?: string) {
  return f.t.app.inject({ method: "POST", url: "/api/orders/", payload: body as object, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

export async function place(f: OrdersFixture, body: unknown, token?: string): Promise<PlaceOrderResponse> {
  const res = await placeRaw(f, body, token);
  if (res.statusCode !== 201) throw new Error(`placing answered ${res.statusCode}: ${res.body}`);
  return placeOrderResponseSchema.parse(res.json());
}

/** A test provider notification for a placed order, signed like the provider signs it. */
export function notification(order: PlaceOrderResponse, status: Exclude<PaymentStatus, "captured" | "refunded">, opts: { id?: string; secret?: string } = {}) {
  if (order.payment.kind !== "redirect") throw new Error("not a redirect payment");
  const body = JSON.stringify({
    id: opts.id ?? `evt_${randomUUID()}`,
    type: `payment.${status}`,
    created: new Date().toISOString(),
    data: { payment_id: order.payment.payment_id, reference: order.number, status, amount: order.total_price, currency: order.currency_code },
  });
  const signature = signNotification(opts.secret ?? TEST_SECRET, body, Math.floor(Date.now() / 1000));
  return { body, signature };
}

export function deliver(f: OrdersFixture, n: { body: string; signature: string }) {
  return f.t.app.inject({ method: "POST", url: "/api/payments/test/notifications/", payload: n.body, headers: { "content-type": "application/json", [SIGNATURE_HEADER]: n.signature } });
}

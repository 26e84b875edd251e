// Integration (PGlite, or PostgreSQL with DATABASE_URL): a ski wizard set in the cart and in an
// order (docs/ski-wizard.md "In the cart"). One bundle line priced as its parts, delivered in the
// country's ski bundle days, refused when its parts do not fit or are not wizard parts of the
// sport; bad input is a 400 with field errors.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "@polku/db/orm";
import { checkoutResponseSchema, deliveryDatesMessage, placeOrderResponseSchema, type CheckoutRequestInput, type SkiGroup, type SkiSport } from "@polku/domain";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { renderCheckoutMessage } from "../checkout/checkout.messages";

let t: TestApp;
const ids = { skiModel: 0, ski: 0, binding: 0, bindingModel: 0, boot: 0, nordicBoot: 0 };
const PRICES = { ski: 40_000, binding: 20_000, boot: 30_000 };
const BINDING = { brakeWidthMm: 95, norms: ["iso5355", "gripwalk"], soleLengthMm: [270, 340] };
const setBindingFacts = (facts: object) => t.database.db.execute(sql`update product_models set ski_facts = ${JSON.stringify(facts)}::jsonb where id = ${ids.bindingModel}`);

async function firstModel(sport: SkiSport, group: SkiGroup): Promise<{ model: number; variant: number; size: string | null }> {
  const rows = await t.database.db.execute<{ model: number; variant: number; size: string | null }>(sql`
    select m.id as model, min(v.id) as variant, (select s.name from product_variants v2 left join sizes s on s.id = v2.size_id where v2.id = min(v.id)) as size
      from product_models m join product_variants v on v.model_id = m.id
     where m.ski_sport = ${sport} and m.ski_wizard_group = ${group} group by m.id order by m.id limit 1`);
  const row = rows.rows[0]!;
  return { model: Number(row.model), variant: Number(row.variant), size: row.size };
}

async function sellable(model: number, variant: number, price: number, facts: object) {
  const db = t.database.db;
  await db.execute(sql`update product_models set is_public = true, published_at = now() - interval '1 day', belongs_to_outlet = false, tax_class_id = 5, ski_facts = ${JSON.stringify(facts)}::jsonb where id = ${model}`);
  await db.execute(sql`update product_variants set is_active = true, on_order = false, max_amount = null, shipping_time_number = 1 where id = ${variant}`);
  await db.execute(sql`delete from variant_prices where variant_id = ${variant}`);
  await db.execute(sql`delete from model_prices where model_id = ${model}`);
  await db.execute(sql`insert into model_prices (model_id, tax_area_id, active, club, regular, discount_free) values (${model}, 1, ${price}, null, ${price}, ${price})`);
  await db.execute(sql`insert into stock (variant_id, store_id, quantity, blocked_quantity) values (${variant}, 20, 5, 0)
    on conflict (variant_id, store_id) do update set quantity = 5, blocked_quantity = 0`);
}

beforeAll(async () => {
  t = await createTestApp({ models: 80, env: { PUBLIC_URL: "http://shop.test" } });
  const ski = await firstModel("alpine", "skis");
  const binding = await firstModel("alpine", "bindings");
  const boot = await firstModel("alpine", "boots");
  const nordicBoot = await firstModel("nordic", "boots");
  await sellable(ski.model, ski.variant, PRICES.ski, { waistWidthMm: 90 });
  await sellable(binding.model, binding.variant, PRICES.binding, BINDING);
  await sellable(boot.model, boot.variant, PRICES.boot, { norm: "iso5355", soleLengthMm: { [boot.size ?? ""]: 305 } });
  Object.assign(ids, { skiModel: ski.model, ski: ski.variant, binding: binding.variant, bindingModel: binding.model, boot: boot.variant, nordicBoot: nordicBoot.variant });
  t.app.catalogueCache.invalidate();
}, 120_000);
afterAll(() => t?.close());

const post = (body: Partial<CheckoutRequestInput> & Record<string, unknown>) =>
  t.app.inject({ method: "POST", url: "/api/checkout/", payload: { country_code: "fi", language_code: "en", pageName: "cart", ...body } });
const checkout = async (body: Partial<CheckoutRequestInput> & Record<string, unknown>) => {
  const res = await post(body);
  expect(res.statusCode, res.body).toBe(200);
  return checkoutResponseSchema.parse(res.json());
};
const setId = (binding = ids.binding, boot = ids.boot) => `${ids.skiModel}-${ids.ski}-${binding}-${boot}`;

describe("a ski set in the cart", () => {
  it("is one bundle line of the three parts, priced as the parts together", async () => {
    const body = await checkout({ bundles: [{ uid: "ski:alpine", ski_set: "alpine", id: setId(), amount: 1 }] });
    expect(body.errors).toEqual([]);
    expect(body.bundles).toHaveLength(1);
    expect(body.bundles[0]).toMatchObject({ bundle_id: null, ski_set: "alpine", name: "Alpine ski set (mounted)", unit_price: 90_000, total_price: 90_000, amount: 1 });
    expect(body.bundles[0]!.parts.map((p) => p.variant_id)).toEqual([ids.ski, ids.binding, ids.boot]);
    expect(body.subtotal).toBe(90_000);
  });

  it("is delivered in the country's ski bundle days, which are longer than a product's", async () => {
    const days = (await t.database.db.execute<{ s: number; e: number }>(sql`select ski_bundle_days_start as s, ski_bundle_days_end as e from delivery_countries where code = 'fi'`)).rows[0]!;
    const set = await checkout({ bundles: [{ uid: "ski:alpine", ski_set: "alpine", id: setId(), amount: 1 }] });
    const alone = await checkout({ products: [{ id: ids.ski, amount: 1 }] });
    expect(set.shipping_time_str).toBe(renderCheckoutMessage(deliveryDatesMessage(new Date(), { start: Number(days.s), end: Number(days.e) }), "en"));
    expect(set.shipping_time_str).not.toBe(alone.shipping_time_str);
  });

  it("is refused when the binding does not fit the ski, or a part is not the sport's", async () => {
    // A brake far wider than the ski's 90 mm waist.
    await setBindingFacts({ ...BINDING, brakeWidthMm: 120 });
    const bad = await checkout({ bundles: [{ uid: "s", ski_set: "alpine", id: setId(), amount: 1 }] });
    await setBindingFacts(BINDING);
    expect(bad.bundles).toEqual([]);
    expect(bad.errors).toEqual(["Bindings must be compatible with skis and boots: Alpine ski set (mounted) cannot be ordered, change the choices in the ski wizard."]);
    const nordic = await checkout({ bundles: [{ uid: "s", ski_set: "alpine", id: setId(ids.binding, ids.nordicBoot), amount: 1 }] });
    expect(nordic.errors).toEqual([expect.stringContaining("Choose a product for every part")]);
    const swapped = await checkout({ bundles: [{ uid: "s", ski_set: "alpine", id: `${ids.skiModel}-${ids.binding}-${ids.ski}-${ids.boot}`, amount: 1 }] });
    expect(swapped.bundles).toEqual([]);
    const unknown = await checkout({ bundles: [{ uid: "s", ski_set: "nordic", id: "1-999999991-999999992-999999993", amount: 1 }] });
    expect(unknown.bundles).toEqual([]);
    expect(unknown.errors).toHaveLength(1);
  });

  it("answers bad input with field errors", async () => {
    const lines: Record<string, unknown>[] = [
      { uid: "s", ski_set: "telemark", id: setId(), amount: 1 },
      { uid: "s", ski_set: "alpine", bundle_id: 1, id: setId(), amount: 1 },
      { uid: "s", id: setId(), amount: 1 },
      { uid: "s", ski_set: "alpine", id: "abc", amount: 1 },
      { uid: "s", ski_set: "alpine", id: setId(), amount: 0 },
    ];
    for (const line of lines) {
      const res = await post({ bundles: [line] as never });
      expect(res.statusCode, JSON.stringify(line)).toBe(400);
      expect(Object.keys(res.json().errors).some((k) => k.startsWith("bundles.0"))).toBe(true);
    }
    const many = await post({ bundles: Array.from({ length: 101 }, (_, i) => ({ uid: `s${i}`, ski_set: "alpine" as const, id: setId(), amount: 1 })) });
    expect(many.statusCode).toBe(400);
  });

  it("is ordered as one line that names its parts, and takes each part from stock", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/orders/",
      payload: {
        country_code: "fi", language_code: "en", payment_method: "test", idempotency_key: randomUUID(),
        bundles: [{ uid: "ski:alpine", ski_set: "alpine", id: setId(), amount: 1 }],
        form: { first_name: "Maija", last_name: "Meikäläinen", address: "Kauppakatu 1", postal_code: "00100", city: "Helsinki", phone: "+358 40 123 4567", email: "maija@example.com", delivery_method: "kotiinkuljetus" },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = placeOrderResponseSchema.parse(res.json());
    const lines = (await t.database.db.execute<{ kind: string; name: string; bundle_variant_id: string; unit_price: number }>(sql`
      select l.kind::text as kind, l.name, l.bundle_variant_id, l.unit_price from order_lines l join orders o on o.id = l.order_id where o.number = ${order.number}`)).rows;
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ kind: "bundle", bundle_variant_id: setId(), unit_price: 90_000 });
    expect(lines[0]!.name).toMatch(/^Alpine ski set \(mounted\): .+ \+ .+ \+ .+$/);
    for (const variant of [ids.ski, ids.binding, ids.boot]) {
      const left = (await t.database.db.execute<{ q: number }>(sql`select quantity - blocked_quantity as q from stock where variant_id = ${variant} and store_id = 20`)).rows[0]!;
      expect(Number(left.q), `variant ${variant}`).toBe(4);
    }
  });
});

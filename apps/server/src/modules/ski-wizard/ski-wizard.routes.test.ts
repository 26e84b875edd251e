// Integration (PGlite, or PostgreSQL with DATABASE_URL): GET /api/compatible_products/ on the demo
// catalogue. Every wizard model of the seed has facts; the test then gives a few models known
// facts and checks what a shopper's picks leave to choose, the set's problems and its price, and
// the refusals (bad input 400, a foreign or wrong-group id 404).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "@polku/db/orm";
import { compatibleProductsResponseSchema, skiWizardItemsSchema, variantFacts, type SkiGroup, type SkiSport } from "@polku/domain";
import { createTestApp, type TestApp } from "../../test-support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ models: 80 });
}, 120_000);
afterAll(() => t?.close());

const get = async (query: string) => t.app.inject({ method: "GET", url: `/api/compatible_products/?${query}` });
const answer = async (query: string) => {
  const res = await get(query);
  expect(res.statusCode, res.body).toBe(200);
  return compatibleProductsResponseSchema.parse(res.json());
};

/** The variants (ids, sizes) of the sport's group's public models, by model. */
async function models(sport: SkiSport, group: SkiGroup) {
  const rows = await t.database.db.execute<{ model_id: number; variant_id: number; size: string | null; ski_facts: unknown }>(sql`
    select m.id as model_id, v.id as variant_id, s.name as size, m.ski_facts from product_models m
      join product_variants v on v.model_id = m.id and v.is_active left join sizes s on s.id = v.size_id
     where m.ski_sport = ${sport} and m.ski_wizard_group = ${group} and m.is_public order by m.id, v.id`);
  const byModel = new Map<number, { variants: number[]; sizes: (string | null)[]; facts: unknown }>();
  for (const r of rows.rows) {
    const entry = byModel.get(Number(r.model_id)) ?? { variants: [], sizes: [], facts: r.ski_facts };
    entry.variants.push(Number(r.variant_id));
    entry.sizes.push(r.size);
    byModel.set(Number(r.model_id), entry);
  }
  return [...byModel.entries()].map(([id, m]) => ({ id, ...m }));
}
const setFacts = (modelId: number, facts: object) => t.database.db.execute(sql`update product_models set ski_facts = ${JSON.stringify(facts)}::jsonb where id = ${modelId}`);
const price = async (variantId: number) =>
  (await t.database.db.execute<{ regular: number; active: number }>(sql`
    select coalesce(vp.regular, mp.regular) as regular, coalesce(vp.active, mp.active) as active from product_variants v
      left join variant_prices vp on vp.variant_id = v.id and vp.tax_area_id = 1 left join model_prices mp on mp.model_id = v.model_id and mp.tax_area_id = 1
     where v.id = ${variantId}`)).rows[0]!;

describe("the demo data", () => {
  it("gives every ski, binding and boot of both sports facts the rules can read", async () => {
    for (const sport of ["alpine", "nordic"] as const) {
      for (const group of ["skis", "bindings", "boots"] as const) {
        const list = await models(sport, group);
        expect(list.length, `${sport} ${group}`).toBeGreaterThan(0);
        for (const m of list) for (const size of m.sizes) expect(variantFacts(sport, group, m.facts, size), `${sport} ${group} ${m.id} ${size}`).not.toBeNull();
      }
    }
  });
});

describe("the wizard's choices", () => {
  it("lists the sport's skis, bindings and boots in the language with each size's price", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/ski_wizard/alpine/?language=en" });
    expect(res.statusCode, res.body).toBe(200);
    const items = skiWizardItemsSchema.parse(res.json());
    const boots = await models("alpine", "boots");
    expect(items.boots.map((b) => b.model_id)).toEqual(boots.map((b) => b.id));
    const [first] = items.boots;
    expect(first!.variants.map((v) => v.id)).toEqual(expect.arrayContaining(boots[0]!.variants));
    expect(first!.name).toMatch(/Ski Boots/);
    const p = await price(first!.variants[0]!.id);
    expect(first!.variants[0]).toMatchObject({ active: p.active, regular: p.regular });
    const fi = skiWizardItemsSchema.parse((await t.app.inject({ method: "GET", url: "/api/ski_wizard/alpine/" })).json());
    expect(fi.boots[0]!.name).toMatch(/laskettelumonot/i);
    expect((await t.app.inject({ method: "GET", url: "/api/ski_wizard/telemark/" })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/api/ski_wizard/alpine/?language=en&tax_area=abc" })).statusCode).toBe(400);
    expect((await t.app.inject({ method: "GET", url: "/api/ski_wizard/alpine/?language=en&extra=1" })).statusCode).toBe(400);
    expect((await t.app.inject({ method: "GET", url: "/api/ski_wizard/nordic/?language=xx" })).statusCode).toBe(400);
  });
});

describe("stock in the wizard", () => {
  it("is what a web order can have: the web warehouse's sellable units, or on order", async () => {
    const [boot] = await models("alpine", "boots");
    const variantId = boot!.variants[0]!;
    const db = t.database.db;
    const inStock = async () => {
      const items = skiWizardItemsSchema.parse((await t.app.inject({ method: "GET", url: "/api/ski_wizard/alpine/?language=en" })).json());
      return items.boots.flatMap((b) => b.variants).find((v) => v.id === variantId)?.in_stock;
    };
    await db.execute(sql`update product_variants set on_order = false where id = ${variantId}`);
    await db.execute(sql`delete from stock where variant_id = ${variantId}`);
    await db.execute(sql`insert into stock (variant_id, store_id, quantity, blocked_quantity) select ${variantId}, id, 5, 0 from stores where id <> 20 limit 1`);
    expect(await inStock()).toBe(false);
    await db.execute(sql`insert into stock (variant_id, store_id, quantity, blocked_quantity) values (${variantId}, 20, 3, 3)`);
    expect(await inStock()).toBe(false);
    await db.execute(sql`update stock set blocked_quantity = 1 where variant_id = ${variantId} and store_id = 20`);
    expect(await inStock()).toBe(true);
    await db.execute(sql`delete from stock where variant_id = ${variantId}`);
    await db.execute(sql`update product_variants set on_order = true where id = ${variantId}`);
    expect(await inStock()).toBe(true);
  });
});

describe("alpine", () => {
  it("leaves the bindings whose brake fits the ski, then the boots whose sole fits the binding, and sums the set's price", async () => {
    const [ski] = await models("alpine", "skis");
    const [binding] = await models("alpine", "bindings");
    const [boot] = await models("alpine", "boots");
    const skiId = ski!.variants[0]!;
    const bindingId = binding!.variants[0]!;
    const bootId = boot!.variants[0]!;
    const soles = Object.fromEntries(boot!.sizes.map((s) => [s!, 305]));
    await setFacts(ski!.id, { waistWidthMm: 100 });

    // A 90 mm brake does not pass a 100 mm waist; a 110 mm one does.
    await setFacts(binding!.id, { brakeWidthMm: 90, norms: ["iso5355"], soleLengthMm: [275, 345] });
    const narrow = await answer(`ski_type=laskettelu&ski_id=${skiId}`);
    expect(narrow.compatibleWithBindings).not.toContain(bindingId);
    const narrowSet = await answer(`ski_type=laskettelu&ski_id=${skiId}&binding_id=${bindingId}`);
    expect(narrowSet.problems).toEqual(["brakeTooNarrow"]);
    expect(narrowSet.compatible).toEqual({ withSkis: false, withBindings: false, withBoots: true });
    expect(narrowSet.compatibleWithSkis).not.toContain(skiId);

    await setFacts(binding!.id, { brakeWidthMm: 110, norms: ["iso5355"], soleLengthMm: [275, 345] });
    const withSki = await answer(`ski_type=laskettelu&ski_id=${skiId}`);
    expect(withSki.compatibleWithBindings).toContain(bindingId);
    expect(withSki.compatible).toEqual({ withSkis: true, withBindings: true, withBoots: true });
    const skiPrice = await price(skiId);
    expect(withSki.prices).toEqual({ regular: skiPrice.regular, discount: skiPrice.active });

    // A GripWalk boot on an ISO 5355-only binding: the set breaks at the binding and the boot.
    await setFacts(boot!.id, { norm: "gripwalk", soleLengthMm: soles });
    const broken = await answer(`ski_type=laskettelu&ski_id=${skiId}&binding_id=${bindingId}&boot_id=${bootId}`);
    expect(broken.problems).toEqual(["soleNorm"]);
    expect(broken.compatible).toEqual({ withSkis: true, withBindings: false, withBoots: false });
    for (const id of boot!.variants) expect(broken.compatibleWithBoots).not.toContain(id);
    expect(broken.compatibleWithBindings).not.toContain(bindingId);

    await setFacts(boot!.id, { norm: "iso5355", soleLengthMm: soles });
    const whole = await answer(`ski_type=laskettelu&ski_id=${skiId}&binding_id=${bindingId}&boot_id=${bootId}`);
    expect(whole.problems).toEqual([]);
    for (const id of boot!.variants) expect(whole.compatibleWithBoots).toContain(id);
    const parts = await Promise.all([skiId, bindingId, bootId].map(price));
    expect(whole.prices).toEqual({ regular: parts.reduce((s, p) => s + p.regular, 0), discount: parts.reduce((s, p) => s + p.active, 0) });
    expect(whole.prices.discount).toBeLessThanOrEqual(whole.prices.regular);

    // A sole longer than the binding adjusts to.
    await setFacts(boot!.id, { norm: "iso5355", soleLengthMm: { ...soles, [boot!.sizes[0]!]: 350 } });
    const long = await answer(`ski_type=laskettelu&binding_id=${bindingId}&boot_id=${bootId}`);
    expect(long.problems).toEqual(["soleLength"]);
  });
});

describe("the skier", () => {
  it("keeps the skis whose length suits the height and weight, and gives the release value for the boot's sole", async () => {
    const skis = await models("alpine", "skis");
    const all = skis.flatMap((m) => m.variants.map((id, i) => ({ id, length: Number(/^(\d+)/.exec(m.sizes[i] ?? "")?.[1]) })));
    const none = await answer("ski_type=laskettelu");
    expect(none.skier).toBeNull();
    const fitted = await answer("ski_type=laskettelu&height_cm=175&weight_kg=70");
    expect(fitted.skier).toEqual({ length: [155, 180], releaseValue: null });
    const fitting = all.filter((v) => v.length >= 155 && v.length <= 180).map((v) => v.id);
    const tooLong = all.filter((v) => v.length > 180).map((v) => v.id);
    expect(fitting.length).toBeGreaterThan(0);
    for (const id of fitting) expect(fitted.compatibleWithSkis).toContain(id);
    for (const id of tooLong) expect(fitted.compatibleWithSkis).not.toContain(id);
    // A heavy skier's range moves up 5 cm.
    expect((await answer("ski_type=laskettelu&height_cm=175&weight_kg=100")).skier?.length).toEqual([160, 185]);
    // A ski picked too long for the skier: the set says so.
    if (tooLong[0]) {
      const long = await answer(`ski_type=laskettelu&ski_id=${tooLong[0]}&height_cm=150`);
      expect(long.problems).toContain("skiLength");
      expect(long.compatible.withSkis).toBe(false);
    }
    // With a boot (sole 305 mm), an 80 kg, 182 cm skier is code I (the height's, higher than the weight's L): 4; aggressive two rows down, K: 6.
    const [boot] = await models("alpine", "boots");
    await setFacts(boot!.id, { norm: "iso5355", soleLengthMm: Object.fromEntries(boot!.sizes.map((s) => [s!, 305])) });
    const withBoot = await answer(`ski_type=laskettelu&boot_id=${boot!.variants[0]}&height_cm=182&weight_kg=80&ability=aggressive`);
    expect(withBoot.skier?.releaseValue).toBe(6);
    const cautious = await answer(`ski_type=laskettelu&boot_id=${boot!.variants[0]}&height_cm=182&weight_kg=80`);
    expect(cautious.skier?.releaseValue).toBe(4);
    // Nordic: a length range and no release value.
    expect((await answer("ski_type=murto&height_cm=170&weight_kg=60")).skier).toEqual({ length: [180, 200], releaseValue: null });
  });

  it("refuses a height or weight out of range, a weight without a height and an unknown ability", async () => {
    for (const query of ["height_cm=79", "height_cm=231", "height_cm=170.5", "height_cm=tall", "weight_kg=70", "height_cm=170&weight_kg=5", "height_cm=170&weight_kg=201", "height_cm=170&ability=expert"]) {
      const res = await get(`ski_type=laskettelu&${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().errors ?? {}).length, query).toBeGreaterThan(0);
    }
  });
});

describe("nordic", () => {
  it("fits bindings and boots by system: SNS only with SNS, the NNN family together", async () => {
    const [binding] = await models("nordic", "bindings");
    const [boot] = await models("nordic", "boots");
    const bindingId = binding!.variants[0]!;
    const bootId = boot!.variants[0]!;
    await setFacts(binding!.id, { system: "nnn" });
    await setFacts(boot!.id, { system: "sns" });
    const mixed = await answer(`ski_type=murto&binding_id=${bindingId}&boot_id=${bootId}`);
    expect(mixed.problems).toEqual(["nordicSystem"]);
    expect(mixed.compatibleWithBindings).not.toContain(bindingId);
    await setFacts(boot!.id, { system: "prolink" });
    const fine = await answer(`ski_type=murto&binding_id=${bindingId}&boot_id=${bootId}`);
    expect(fine.problems).toEqual([]);
    expect(fine.compatible).toEqual({ withSkis: true, withBindings: true, withBoots: true });
    expect(fine.compatibleWithBindings).toContain(bindingId);
  });
});

describe("refusals", () => {
  it("answers bad input with field errors and a foreign or wrong-group id with 404", async () => {
    const missing = await get("ski_id=1");
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors)).toContain("ski_type");
    expect((await get("ski_type=laskettelu&ski_id=abc")).statusCode).toBe(400);
    expect((await get("ski_type=telemark")).statusCode).toBe(400);
    expect((await get("ski_type=laskettelu&ski_id=99999999")).statusCode).toBe(404);
    const [binding] = await models("alpine", "bindings");
    expect((await get(`ski_type=laskettelu&ski_id=${binding!.variants[0]}`)).statusCode).toBe(404);
    const [nordicSki] = await models("nordic", "skis");
    expect((await get(`ski_type=laskettelu&ski_id=${nordicSki!.variants[0]}`)).statusCode).toBe(404);
  });
});

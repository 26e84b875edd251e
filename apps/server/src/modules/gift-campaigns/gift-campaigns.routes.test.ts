// Integration: gift campaigns (spec 02 §4 "Gift campaign redeem", §5, §7, §8; docs/product-page.md
// "Gift campaigns") with the demo campaigns on PGlite, or PostgreSQL with DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "@polku/db/orm";
import { detailErrorSchema, fieldErrorsSchema, giftCampaignResponseSchema, validateCodeResponseSchema } from "@polku/domain";
import { DEMO_GIFT_CAMPAIGN, DEMO_GIFT_CODES } from "../../seed/gift-campaigns";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { CODE_CHECK_LIMIT } from "./gift-campaigns.routes";
import { takeCodeUse } from "./gift-campaigns.repository";

let t: TestApp;
let campaignVariant: number;
let otherVariant: number;
let nextIp = 1;
const freshIp = () => `192.0.2.${nextIp++}`;

beforeAll(async () => {
  t = await createTestApp({ models: 12 });
  const inCampaign = await t.database.db.execute<{ id: number }>(sql`
    select v.id from product_variants v join gift_campaign_products p on p.model_id = v.model_id
      join gift_campaigns c on c.id = p.campaign_id where c.slug = ${DEMO_GIFT_CAMPAIGN} and v.is_active order by v.id limit 1`);
  const outside = await t.database.db.execute<{ id: number }>(sql`
    select v.id from product_variants v where v.is_active and v.model_id not in
      (select p.model_id from gift_campaign_products p join gift_campaigns c on c.id = p.campaign_id where c.slug = ${DEMO_GIFT_CAMPAIGN}) order by v.id limit 1`);
  campaignVariant = inCampaign.rows[0]!.id;
  otherVariant = outside.rows[0]!.id;
});
afterAll(() => t?.close());

const validate = (payload: unknown, ip = freshIp()) =>
  t.app.inject({ method: "POST", url: "/api/giftcampaigns/validate_code/", payload: payload as object, remoteAddress: ip });
const errorsOf = (res: { json(): unknown }) => fieldErrorsSchema.parse(res.json()).errors;

describe("GET /api/giftcampaigns/{campaign}/", () => {
  it("answers an open campaign with its name in the language and its models", async () => {
    const res = await t.app.inject({ method: "GET", url: `/api/giftcampaigns/${DEMO_GIFT_CAMPAIGN}/?language=en` });
    expect(res.statusCode, res.body).toBe(200);
    const campaign = giftCampaignResponseSchema.parse(res.json());
    expect(campaign).toMatchObject({ slug: DEMO_GIFT_CAMPAIGN, name: "Staff gift", category: "henkilostolahjat" });
    expect(campaign.model_ids).toHaveLength(6);
  });

  it("answers 404 'Campaign not found' for an unknown, ended or switched-off campaign", async () => {
    for (const slug of ["ei-ole", "kesalahja", "Not a slug!"]) {
      const res = await t.app.inject({ method: "GET", url: `/api/giftcampaigns/${encodeURIComponent(slug)}/` });
      expect(res.statusCode, slug).toBe(404);
      expect(detailErrorSchema.parse(res.json()).detail).toBe("Campaign not found");
    }
    await t.database.db.execute(sql`update gift_campaigns set is_active = false where slug = ${DEMO_GIFT_CAMPAIGN}`);
    expect((await t.app.inject({ method: "GET", url: `/api/giftcampaigns/${DEMO_GIFT_CAMPAIGN}/` })).statusCode).toBe(404);
    await t.database.db.execute(sql`update gift_campaigns set is_active = true where slug = ${DEMO_GIFT_CAMPAIGN}`);
  });
});

describe("POST /api/giftcampaigns/validate_code/", () => {
  it("accepts a code trimmed and in any case, and answers the campaign, category and product", async () => {
    const res = await validate({ code: `  ${DEMO_GIFT_CODES.multi.toLowerCase()} `, product_id: campaignVariant, category_slug: DEMO_GIFT_CAMPAIGN, lang_code: "en" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(validateCodeResponseSchema.parse(res.json())).toMatchObject({
      code: DEMO_GIFT_CODES.multi, campaign: DEMO_GIFT_CAMPAIGN, category: "henkilostolahjat", product_id: campaignVariant,
    });
    // Checking takes no use: the single-use code passes twice.
    for (let i = 0; i < 2; i++) {
      expect((await validate({ code: DEMO_GIFT_CODES.single, product_id: campaignVariant, category_slug: DEMO_GIFT_CAMPAIGN })).statusCode).toBe(200);
    }
  });

  it("answers 400 with the error text in the shopper's language", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ code: "   ", lang_code: "en" }, "code", "This is a required field."],
      [{ code: "EI-OLE-KOODI", lang_code: "fi" }, "code", "Koodia ei löytynyt. Tarkista koodi."],
      [{ code: DEMO_GIFT_CODES.used, lang_code: "sv" }, "code", "Koden har redan använts."],
      [{ code: DEMO_GIFT_CODES.expired, lang_code: "de" }, "code", "Dieser Code ist nicht mehr gültig."],
      // A code of another campaign is unknown here.
      [{ code: DEMO_GIFT_CODES.ended, lang_code: "en" }, "code", "Code not found. Please check the code."],
      [{ code: DEMO_GIFT_CODES.multi, product_id: otherVariant, lang_code: "fr" }, "product_id", "Ce produit ne fait pas partie de la campagne."],
      [{ code: DEMO_GIFT_CODES.multi, category_slug: "ei-ole", lang_code: "ru" }, "category_slug", "Кампания не найдена"],
    ];
    for (const [override, field, text] of cases) {
      const res = await validate({ product_id: campaignVariant, category_slug: DEMO_GIFT_CAMPAIGN, ...override });
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      expect(errorsOf(res), JSON.stringify(override)).toEqual({ [field]: [text] });
    }
    // The ended campaign's own code is expired.
    const ended = await validate({ code: DEMO_GIFT_CODES.ended, product_id: campaignVariant, category_slug: "kesalahja", lang_code: "en" });
    expect(errorsOf(ended)).toEqual({ code: ["This code is no longer valid."] });
  });

  it("answers 400 for malformed bodies", async () => {
    for (const payload of [{}, { code: "X", product_id: "1", category_slug: DEMO_GIFT_CAMPAIGN }, { code: "X", product_id: 1, category_slug: "a b" }, { code: "X", product_id: 1, category_slug: "a", extra: 1 }]) {
      const res = await validate(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(fieldErrorsSchema.safeParse(res.json()).success).toBe(true);
    }
  });

  it("refuses an address past the limit with 429", async () => {
    const ip = freshIp();
    for (let i = 0; i < CODE_CHECK_LIMIT; i++) await validate({ code: `ARVAUS-${i}`, product_id: campaignVariant, category_slug: DEMO_GIFT_CAMPAIGN }, ip);
    const refused = await validate({ code: DEMO_GIFT_CODES.multi, product_id: campaignVariant, category_slug: DEMO_GIFT_CAMPAIGN }, ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("lets an order take the last use of a code only once, and the code is used afterwards", async () => {
    const [row] = (await t.database.db.execute<{ id: number }>(sql`select id from gift_campaign_codes where code = 'LAHJA-0002'`)).rows;
    const taken = await Promise.all([0, 1, 2].map(() => t.database.db.transaction((tx) => takeCodeUse(tx, row!.id))));
    expect(taken.filter(Boolean)).toHaveLength(1);
    const res = await validate({ code: "LAHJA-0002", product_id: campaignVariant, category_slug: DEMO_GIFT_CAMPAIGN, lang_code: "en" });
    expect(errorsOf(res)).toEqual({ code: ["This code has already been used."] });
  });
});

// The demo's staff-only product (docs/demo-catalogue.md): the seed gives the first non-public
// model a known Finnish address, and shoppers are told there that it is not visible to them
// (spec 02 §2, §8; docs/product-page.md).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "@polku/db/orm";
import { detailErrorSchema } from "@polku/domain";
import { authHeaders, MEMBER_ID } from "../test-support/auth";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { HIDDEN_DEMO_SLUG } from "./hidden-model";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ models: 200 });
});
afterAll(() => t?.close());

describe("the staff-only demo product", () => {
  it("is a non-public model under the known Finnish slug", async () => {
    const rows = await t.database.db.execute<{ path: string; is_public: boolean; first_hidden: number }>(sql`
      select t.path, m.is_public, (select min(id) from product_models where not is_public) as first_hidden
      from product_model_translations t join product_models m on m.id = t.model_id
      where t.language = 'fi' and t.slug = ${HIDDEN_DEMO_SLUG}`);
    expect(rows.rows).toHaveLength(1);
    expect(rows.rows[0]!.is_public).toBe(false);
    expect(rows.rows[0]!.path).toMatch(new RegExp(`^[a-z0-9-]+/${HIDDEN_DEMO_SLUG}$`));
  });

  it("answers 404 'Product not visible to customer accounts' to guests and customers, with or without preview", async () => {
    const [{ path }] = (await t.database.db.execute<{ path: string }>(sql`select path from product_model_translations where language = 'fi' and slug = ${HIDDEN_DEMO_SLUG}`)).rows as [{ path: string }];
    const member = await authHeaders(t.database.db, MEMBER_ID);
    for (const [query, headers] of [["", {}], ["&preview=1", {}], ["", member], ["&preview=1", member]] as const) {
      const res = await t.app.inject({ method: "GET", url: `/api/products/productmodel/${path}/?language=fi${query}`, headers });
      expect(res.statusCode, query).toBe(404);
      expect(detailErrorSchema.parse(res.json()).detail).toBe("Product not visible to customer accounts");
    }
  });
});

// Integration: GET /api/staff/customers/?q= (docs/accounts.md "Staff bar") on PGlite, or
// PostgreSQL with DATABASE_URL. Answers are parsed with the contract.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customers } from "@polku/db";
import { detailErrorSchema, fieldErrorsSchema, STAFF_CUSTOMER_SEARCH_LIMIT, staffCustomerSearchResponseSchema } from "@polku/domain";
import { ADMIN_ID, authHeaders, MEMBER_ID, ORG_ID, STAFF_ID } from "../../test-support/auth";
import { createTestApp, type TestApp } from "../../test-support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ models: 4 });
  // 25 more customers named alike, one closed, for the limit and the active rule.
  await t.database.db.insert(customers).values(
    Array.from({ length: 25 }, (_, i) => ({
      email: `retkeilija${String(i).padStart(2, "0")}@example.fi`,
      passwordHash: "$argon2id$not-a-real-hash",
      firstName: "Retki",
      lastName: `Läinen ${i}`,
      isActive: i !== 3,
    })),
  );
});
afterAll(() => t?.close());

const search = (q: string | null, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url: q === null ? "/api/staff/customers/" : `/api/staff/customers/?${new URLSearchParams({ q })}`, headers });

describe("GET /api/staff/customers/", () => {
  it("finds customers by e-mail or by name for staff, exact address first", async () => {
    const auth = await authHeaders(t.database.db, STAFF_ID);
    const byEmail = await search("JASEN@polku", auth);
    expect(byEmail.statusCode, byEmail.body).toBe(200);
    expect(byEmail.headers["cache-control"]).toBe("no-store");
    expect(staffCustomerSearchResponseSchema.parse(byEmail.json()).results).toEqual([
      { id: MEMBER_ID, email: "jasen@polku.example", first_name: "Aino", last_name: "Jäsen", postcode: "00100", club_member_number: "100001", is_org_user: false },
    ]);

    const byName = staffCustomerSearchResponseSchema.parse((await search("eero asiakas", auth)).json()).results;
    expect(byName.map((c) => c.email)).toEqual(["asiakas@polku.example"]);
    const byLastFirst = staffCustomerSearchResponseSchema.parse((await search("Yritys Olli", auth)).json()).results;
    expect(byLastFirst.map((c) => c.id)).toEqual([ORG_ID]);

    const exactFirst = staffCustomerSearchResponseSchema.parse((await search("retkeilija10@example.fi", auth)).json()).results;
    expect(exactFirst[0]!.email).toBe("retkeilija10@example.fi");
  });

  it("answers admins too, at most 20 customers, never closed accounts", async () => {
    const auth = await authHeaders(t.database.db, ADMIN_ID);
    const results = staffCustomerSearchResponseSchema.parse((await search("retki", auth)).json()).results;
    expect(results).toHaveLength(STAFF_CUSTOMER_SEARCH_LIMIT);
    const all = staffCustomerSearchResponseSchema.parse((await search("retkeilija0", auth)).json()).results.map((c) => c.email);
    expect(all).toHaveLength(9);
    expect(all).not.toContain("retkeilija03@example.fi");
  });

  it("takes LIKE wildcards literally and answers an empty list when nothing matches", async () => {
    const auth = await authHeaders(t.database.db, STAFF_ID);
    for (const q of ["%%", "__", "ei-ketaan@missaan"]) {
      const res = await search(q, auth);
      expect(res.statusCode, q).toBe(200);
      expect(staffCustomerSearchResponseSchema.parse(res.json()).results, q).toEqual([]);
    }
  });

  it("never sends password hashes, tokens, addresses or the saved cart", async () => {
    const auth = await authHeaders(t.database.db, STAFF_ID);
    const body = (await search("polku.example", auth)).body;
    expect(body).not.toMatch(/argon2|password|token|cart_content|street|phone/i);
    const [first] = staffCustomerSearchResponseSchema.parse(JSON.parse(body)).results;
    expect(Object.keys(first!).sort()).toEqual(["club_member_number", "email", "first_name", "id", "is_org_user", "last_name", "postcode"]);
  });

  it("refuses guests with 401 and customers without the staff role with 403", async () => {
    const guest = await search("jasen");
    expect(guest.statusCode).toBe(401);
    expect(detailErrorSchema.parse(guest.json()).code).toBe("not_authenticated");
    expect(guest.body).not.toContain("jasen@polku.example");

    for (const id of [MEMBER_ID, ORG_ID]) {
      const refused = await search("jasen", await authHeaders(t.database.db, id));
      expect(refused.statusCode).toBe(403);
      expect(detailErrorSchema.parse(refused.json()).code).toBe("permission_denied");
      expect(refused.body).not.toContain("jasen@polku.example");
    }

    const revoked = await authHeaders(t.database.db, STAFF_ID);
    await t.app.inject({ method: "POST", url: "/api/logout/", headers: revoked });
    expect((await search("jasen", revoked)).statusCode).toBe(401);
  });

  it("answers 400 with field errors for a missing, short, long or extra query", async () => {
    const auth = await authHeaders(t.database.db, STAFF_ID);
    for (const url of ["/api/staff/customers/", "/api/staff/customers/?q=a", "/api/staff/customers/?q=%20%20x%20", `/api/staff/customers/?q=${"x".repeat(101)}`, "/api/staff/customers/?q=jasen&limit=100"]) {
      const res = await t.app.inject({ method: "GET", url, headers: auth });
      expect(res.statusCode, url).toBe(400);
      expect(fieldErrorsSchema.safeParse(res.json()).success, url).toBe(true);
    }
  });
});

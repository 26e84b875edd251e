// Integration of the back office's customers (docs/admin.md "Customers"): the searched list, the
// detail with orders, addresses, club and wishlist, edits with audit rows and stale versions,
// roles for admins only, and the erasure of personal data (audit rows included).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customerAddresses, customers, wishlistItems } from "@polku/db";
import { sql } from "@polku/db/orm";
import { auditPageSchema } from "@polku/domain/admin/common";
import { adminCustomerDetailSchema, adminCustomerPageSchema, type AdminCustomerDetail } from "@polku/domain/admin/customers";
import { ADMIN_ID, MEMBER_ID, STAFF_ID, authHeaders } from "../../test-support/auth";
import { createTestApp, type TestApp } from "../../test-support/test-app";

let t: TestApp;
let staff: { authorization: string };
let admin: { authorization: string };

beforeAll(async () => {
  t = await createTestApp({ models: 4 });
  staff = await authHeaders(t.database.db, STAFF_ID);
  admin = await authHeaders(t.database.db, ADMIN_ID);
}, 120_000);
afterAll(async () => t?.close());

const detailOf = async (id: number, headers = staff): Promise<AdminCustomerDetail> =>
  adminCustomerDetailSchema.parse((await t.app.inject({ method: "GET", url: `/api/admin/customers/${id}/`, headers })).json());

function profileOf(d: AdminCustomerDetail) {
  const { email, first_name, last_name, phone, postcode, preferred_language, marketing_consent, is_active, version } = d;
  return { email, first_name, last_name, phone, postcode, preferred_language, marketing_consent, is_active, version };
}

const auditOf = async (id: number) =>
  auditPageSchema.parse((await t.app.inject({ method: "GET", url: `/api/admin/audit/?entity=customer&entity_id=${id}`, headers: staff })).json());

/** A customer of the test's own, with an address and a wishlist item. */
async function plantCustomer(email: string): Promise<number> {
  const [row] = await t.database.db
    .insert(customers)
    .values({ email, passwordHash: "x", firstName: "Testi", lastName: `Asiakas-${email.split("@")[0]}`, activatedAt: new Date() })
    .returning({ id: customers.id });
  await t.database.db.insert(customerAddresses).values({ customerId: row!.id, firstName: "Testi", lastName: "Asiakas", street: "Polkutie 1", postcode: "00100", city: "Helsinki", countryCode: "FI", isDefault: true });
  const [model] = (await t.database.db.execute<{ id: number }>(sql`select id from product_models order by id limit 1`)).rows;
  await t.database.db.insert(wishlistItems).values({ customerId: row!.id, modelId: model!.id });
  return row!.id;
}

describe("customer list", () => {
  it("searches by e-mail, name and club number, filters by role, pages and refuses a bad query", async () => {
    const list = async (query: string) => {
      const res = await t.app.inject({ method: "GET", url: `/api/admin/customers/${query}`, headers: staff });
      expect(res.statusCode, res.body).toBe(200);
      return adminCustomerPageSchema.parse(res.json());
    };
    const all = await list("?per_page=25&sort=email");
    expect(all.results.length).toBeGreaterThan(3);
    const emails = all.results.map((r) => r.email.toLowerCase());
    expect([...emails].sort()).toEqual(emails);
    const member = (await detailOf(MEMBER_ID));
    expect((await list(`?q=${encodeURIComponent(member.email.slice(0, 6).toUpperCase())}`)).results.map((r) => r.id)).toContain(MEMBER_ID);
    expect((await list(`?q=${encodeURIComponent(member.last_name)}`)).results.map((r) => r.id)).toContain(MEMBER_ID);
    if (member.club_member_number) expect((await list(`?q=${member.club_member_number}`)).results.map((r) => r.id)).toEqual([MEMBER_ID]);
    const staffOnly = await list("?role=staff");
    expect(staffOnly.results.map((r) => r.id).sort()).toEqual(expect.arrayContaining([STAFF_ID, ADMIN_ID]));
    expect(staffOnly.results.every((r) => r.is_staff || r.is_admin)).toBe(true);
    expect((await list("?role=admin")).results.every((r) => r.is_admin)).toBe(true);
    const bad = await t.app.inject({ method: "GET", url: "/api/admin/customers/?per_page=3&role=king&sort=password", headers: staff });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["per_page", "role", "sort"]);
  });
});

describe("customer detail and edits", () => {
  it("shows addresses, the wishlist count and orders; unknown ids are 404", async () => {
    const id = await plantCustomer("nakyma@example.fi");
    const d = await detailOf(id);
    expect(d).toMatchObject({ id, email: "nakyma@example.fi", wishlist_count: 1, order_count: 0, orders: [], is_staff: false });
    expect(d.addresses).toEqual([expect.objectContaining({ street: "Polkutie 1", city: "Helsinki", is_default: true })]);
    const member = await detailOf(MEMBER_ID);
    expect(member.orders.length).toBeLessThanOrEqual(10);
    expect(member.order_count).toBeGreaterThanOrEqual(member.orders.length);
    expect((await t.app.inject({ method: "GET", url: "/api/admin/customers/99999999/", headers: staff })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/api/admin/customers/abc/", headers: staff })).statusCode).toBe(404);
  });

  it("saves an edit with its audit row and refuses a stale version, losing nothing", async () => {
    const id = await plantCustomer("muokkaus@example.fi");
    const before = await detailOf(id);
    const saved = await t.app.inject({ method: "PUT", url: `/api/admin/customers/${id}/`, headers: staff, payload: { ...profileOf(before), first_name: "Uusi", phone: "+358 40 123 4567" } });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = adminCustomerDetailSchema.parse(saved.json());
    expect(after).toMatchObject({ first_name: "Uusi", phone: "+358 40 123 4567" });
    expect(after.version).not.toBe(before.version);
    const audit = await auditOf(id);
    expect(audit.results[0]).toMatchObject({ action: "update", entity: "customer", actor_id: STAFF_ID });
    expect(audit.results[0]!.before).toMatchObject({ first_name: "Testi" });
    expect(audit.results[0]!.after).toMatchObject({ first_name: "Uusi" });

    const stale = await t.app.inject({ method: "PUT", url: `/api/admin/customers/${id}/`, headers: admin, payload: { ...profileOf(before), first_name: "Toinen" } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: "stale_version", version: after.version });
    expect((await detailOf(id)).first_name).toBe("Uusi");
    expect((await auditOf(id)).count).toBe(audit.count);
  });

  it("answers bad input and a taken e-mail with field errors and writes nothing", async () => {
    const id = await plantCustomer("virheet@example.fi");
    const before = await detailOf(id);
    const bad = await t.app.inject({ method: "PUT", url: `/api/admin/customers/${id}/`, headers: staff, payload: { ...profileOf(before), email: "ei-osoite", phone: "abc", preferred_language: "xx" } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["email", "phone", "preferred_language"]);
    const member = await detailOf(MEMBER_ID);
    const taken = await t.app.inject({ method: "PUT", url: `/api/admin/customers/${id}/`, headers: staff, payload: { ...profileOf(before), email: member.email.toUpperCase() } });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors).toHaveProperty("email");
    const extra = await t.app.inject({ method: "PUT", url: `/api/admin/customers/${id}/`, headers: staff, payload: { ...profileOf(before), is_admin: true } });
    expect(extra.statusCode).toBe(400);
    expect((await detailOf(id)).version).toBe(before.version);
    expect((await auditOf(id)).count).toBe(0);
  });

  it("closing an account ends its logins at once", async () => {
    const id = await plantCustomer("suljettava@example.fi");
    const own = await authHeaders(t.database.db, id);
    expect((await t.app.inject({ method: "GET", url: "/api/customer/", headers: own })).statusCode).toBe(200);
    const before = await detailOf(id);
    const closed = await t.app.inject({ method: "PUT", url: `/api/admin/customers/${id}/`, headers: staff, payload: { ...profileOf(before), is_active: false } });
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/customer/", headers: own })).statusCode).toBe(401);
  });
});

describe("roles", () => {
  it("are given by admins only, need a username, and are audited", async () => {
    const id = await plantCustomer("uusi-myyja@example.fi");
    const before = await detailOf(id);
    const body = { version: before.version, is_staff: true, is_admin: false, username: "uusimyyja" };
    expect((await t.app.inject({ method: "PUT", url: `/api/admin/customers/${id}/roles/`, headers: staff, payload: body })).statusCode).toBe(403);
    const noName = await t.app.inject({ method: "PUT", url: `/api/admin/customers/${id}/roles/`, headers: admin, payload: { ...body, username: "" } });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().errors).toHaveProperty("username");
    const takenName = await t.app.inject({ method: "PUT", url: `/api/admin/customers/${id}/roles/`, headers: admin, payload: { ...body, username: "myyja" } });
    expect(takenName.statusCode).toBe(400);
    expect(takenName.json().errors).toHaveProperty("username");
    const given = await t.app.inject({ method: "PUT", url: `/api/admin/customers/${id}/roles/`, headers: admin, payload: body });
    expect(given.statusCode, given.body).toBe(200);
    expect(adminCustomerDetailSchema.parse(given.json())).toMatchObject({ is_staff: true, is_admin: false, username: "uusimyyja" });
    // The new staff user is let through the admin door at once.
    expect((await t.app.inject({ method: "GET", url: "/api/admin/me/", headers: await authHeaders(t.database.db, id) })).json()).toMatchObject({ role: "staff" });
    expect((await auditOf(id)).results[0]).toMatchObject({ action: "roles", actor_id: ADMIN_ID });
    const stale = await t.app.inject({ method: "PUT", url: `/api/admin/customers/${id}/roles/`, headers: admin, payload: { ...body, is_staff: false } });
    expect(stale.statusCode).toBe(409);
  });

  it("an admin does not take away their own admin role", async () => {
    const me = await detailOf(ADMIN_ID, admin);
    const res = await t.app.inject({ method: "PUT", url: `/api/admin/customers/${ADMIN_ID}/roles/`, headers: admin, payload: { version: me.version, is_staff: true, is_admin: false, username: me.username } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty("is_admin");
    expect((await detailOf(ADMIN_ID)).is_admin).toBe(true);
  });
});

describe("erasure", () => {
  it("erases the personal data through the shop's erasure, scrubs the customer's audit rows and records who did it", async () => {
    const id = await plantCustomer("poistettava-zq8@example.fi");
    const before = await detailOf(id);
    const edited = adminCustomerDetailSchema.parse(
      (await t.app.inject({ method: "PUT", url: `/api/admin/customers/${id}/`, headers: staff, payload: { ...profileOf(before), last_name: "Zq8merkki" } })).json(),
    );
    const wrong = await t.app.inject({ method: "POST", url: `/api/admin/customers/${id}/erase/`, headers: staff, payload: { version: edited.version, confirm_email: "joku@example.fi" } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toHaveProperty("confirm_email");
    const stale = await t.app.inject({ method: "POST", url: `/api/admin/customers/${id}/erase/`, headers: staff, payload: { version: before.version, confirm_email: before.email } });
    expect(stale.statusCode).toBe(409);

    const erased = await t.app.inject({ method: "POST", url: `/api/admin/customers/${id}/erase/`, headers: staff, payload: { version: edited.version, confirm_email: " POISTETTAVA-zq8@example.fi " } });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json()).toMatchObject({ id, erased: true });
    expect((await t.app.inject({ method: "GET", url: `/api/admin/customers/${id}/`, headers: staff })).statusCode).toBe(404);
    const left = await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from admin_audit_log where before::text ilike '%zq8%' or after::text ilike '%zq8%' or summary ilike '%zq8%'`);
    expect(left.rows[0]!.n).toBe(0);
    const audit = await auditOf(id);
    expect(audit.results.map((r) => r.action)).toEqual(["erase", "update"]);
    expect(audit.results[0]).toMatchObject({ actor_id: STAFF_ID, before: null, after: null });
  });

  it("staff do not erase a staff account, nor anyone their own", async () => {
    const other = await detailOf(ADMIN_ID);
    const res = await t.app.inject({ method: "POST", url: `/api/admin/customers/${ADMIN_ID}/erase/`, headers: staff, payload: { version: other.version, confirm_email: other.email } });
    expect(res.statusCode).toBe(403);
    const me = await detailOf(STAFF_ID);
    const self = await t.app.inject({ method: "POST", url: `/api/admin/customers/${STAFF_ID}/erase/`, headers: staff, payload: { version: me.version, confirm_email: me.email } });
    expect(self.statusCode).toBe(400);
    expect(await detailOf(STAFF_ID)).toMatchObject({ id: STAFF_ID });
  });
});

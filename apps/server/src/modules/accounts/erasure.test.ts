// Integration: deleting an account by its e-mailed link erases the customer's personal data
// from every table (docs/accounts.md "What deletion erases"). A marker is planted in every
// personal field, then every text and JSON column of every table is searched for it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountTokens, customerAddresses, customers, mailOutbox, reviewVotes, reviews, wishlistItems } from "@polku/db";
import { asc, eq, sql } from "@polku/db/orm";
import { accountCalls, linkToken } from "../../test-support/account-helpers";
import { createTestApp, type TestApp } from "../../test-support/test-app";

let t: TestApp;
let api: ReturnType<typeof accountCalls>;
beforeAll(async () => {
  t = await createTestApp({ models: 12 });
  api = accountCalls(t);
});
afterAll(() => t?.close());

const MARK = "zq7marker";
const EMAIL = `${MARK}@example.fi`;
const PASSWORD = "Tunturi-polku-2025";

/** Every (table, column) of the public schema whose type can hold the marker as text. */
async function textColumns(): Promise<{ table_name: string; column_name: string }[]> {
  const result = await t.database.db.execute<{ table_name: string; column_name: string }>(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and data_type in ('text', 'character varying', 'character', 'jsonb', 'json', 'ARRAY')
      and table_name in (select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE')`);
  return result.rows;
}

/** "table.column" of every place the marker is found. */
async function whereFound(marker: string): Promise<string[]> {
  const found: string[] = [];
  for (const { table_name, column_name } of await textColumns()) {
    const result = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(table_name)} where ${sql.identifier(column_name)}::text ilike ${`%${marker}%`}`,
    );
    if (Number(result.rows[0]?.n) > 0) found.push(`${table_name}.${column_name}`);
  }
  return found;
}

async function plantAccount(): Promise<{ id: number; loginToken: string }> {
  expect((await api.register({ email: EMAIL, password: PASSWORD, first_name: `${MARK}-etu`, last_name: `${MARK}-suku`, phone: "+358 40 777 3123", postcode: "77731", language: "fi", join_club: true })).statusCode).toBe(202);
  const token = linkToken((await api.lastMail(EMAIL)).text, "/accounts/activate/");
  expect((await api.post("/api/accounts/activate/", { token })).statusCode).toBe(200);
  const loginToken = await api.token(EMAIL, PASSWORD);
  const [row] = await t.database.db.select({ id: customers.id }).from(customers).where(eq(customers.email, EMAIL));
  const id = row!.id;
  await t.database.db
    .update(customers)
    .set({ username: `${MARK}-user`, cartContent: { products: [{ productId: 1, amount: 1, name: `${MARK}-cart` }] } })
    .where(eq(customers.id, id));
  await t.database.db.insert(customerAddresses).values({
    customerId: id, firstName: `${MARK}-a`, lastName: `${MARK}-b`, company: `${MARK}-oy`, street: `${MARK}katu 1`, postcode: "77731", city: `${MARK}la`, countryCode: "FI", phone: "+358 40 777 3123",
  });
  const [model] = await t.database.db.execute<{ id: number }>(sql`select id from product_models order by id limit 1`).then((r) => r.rows);
  await t.database.db.insert(wishlistItems).values({ customerId: id, modelId: model!.id });
  const [review] = await t.database.db.select({ id: reviews.id }).from(reviews).orderBy(asc(reviews.id)).limit(1);
  if (review) await t.database.db.insert(reviewVotes).values({ customerId: id, reviewId: review.id, vote: true });
  return { id, loginToken };
}

describe("account deletion", () => {
  it("needs a logged-in customer to ask for the link", async () => {
    expect((await api.post("/api/customer/delete-request/", {})).statusCode).toBe(401);
  });

  it("erases every personal field from every table, and the old login and link stop working", async () => {
    const { id, loginToken } = await plantAccount();
    for (const marker of [MARK, "777 3123", "77731"]) expect(await whereFound(marker), marker).not.toEqual([]);

    const asked = await api.post("/api/customer/delete-request/", {}, { token: loginToken });
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ status: "deletion_link_sent" });
    const mail = await api.lastMail(EMAIL);
    expect(mail.kind).toBe("account.deletion");
    const token = linkToken(mail.text, "/accounts/delete-account/");

    const res = await api.post("/api/accounts/delete-account/", { token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "deleted" });

    expect(await whereFound(MARK)).toEqual([]);
    expect(await whereFound("777 3123")).toEqual([]);
    expect(await whereFound("77731")).toEqual([]);
    for (const table of [customerAddresses, wishlistItems, reviewVotes, accountTokens]) {
      expect(await t.database.db.select().from(table).where(eq(table.customerId, id))).toEqual([]);
    }
    expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, EMAIL))).toEqual([]);

    const me = await t.app.inject({ method: "GET", url: "/api/customer/", headers: { authorization: `Bearer ${loginToken}` } });
    expect(me.statusCode).toBe(401);
    expect((await api.login(EMAIL, PASSWORD)).statusCode).toBe(401);
    const again = await api.post("/api/accounts/delete-account/", { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: "Failed to delete account", code: "link_invalid" });
  });

  it("refuses an expired link, a malformed one, and leaves the account as it was", async () => {
    const email = "poistettava@example.fi";
    await api.register({ email, password: PASSWORD, first_name: "Poistettava", last_name: "Asiakas", language: "en" });
    await api.post("/api/accounts/activate/", { token: linkToken((await api.lastMail(email)).text, "/accounts/activate/") });
    const loginToken = await api.token(email, PASSWORD);
    await api.post("/api/customer/delete-request/", {}, { token: loginToken });
    const token = linkToken((await api.lastMail(email)).text, "/accounts/delete-account/");
    await t.database.db.execute(sql`update account_tokens set expires_at = now() - interval '1 second' where purpose = 'account_deletion'`);
    const expired = await api.post("/api/accounts/delete-account/", { token });
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({ detail: "Failed to delete account", code: "link_expired" });
    expect((await api.post("/api/accounts/delete-account/", { token: "nope" })).json()).toMatchObject({ detail: "Failed to delete account" });
    expect((await api.login(email, PASSWORD)).statusCode).toBe(200);
  });
});

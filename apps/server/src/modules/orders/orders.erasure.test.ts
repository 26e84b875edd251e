// Integration: a deleted account's orders stay for bookkeeping without personal data
// (docs/accounts.md "What deletion erases", docs/orders.md). A marker is planted in the order's
// contact fields, then searched for in every text and JSON column of every table.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "@polku/db/orm";
import { orderViewSchema } from "@polku/domain";
import { accountCalls, linkToken } from "../../test-support/account-helpers";
import { deliver, FORM, notification, orderBody, ordersFixture, place, type OrdersFixture } from "./orders.test-support";

let f: OrdersFixture;
beforeAll(async () => {
  f = await ordersFixture();
}, 120_000);
afterAll(() => f?.t.close());

const MARK = "qx9erase";

async function columnsWith(marker: string): Promise<string[]> {
  const db = f.t.database.db;
  const columns = await db.execute<{ table_name: string; column_name: string }>(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and data_type in ('text', 'character varying', 'character', 'jsonb', 'json', 'ARRAY')
      and table_name in (select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE')`);
  const found: string[] = [];
  for (const { table_name, column_name } of columns.rows) {
    const hit = await db.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table_name)} where ${sql.identifier(column_name)}::text ilike ${`%${marker}%`}`);
    if (Number(hit.rows[0]?.n) > 0) found.push(`${table_name}.${column_name}`);
  }
  return found;
}

describe("account deletion and orders", () => {
  it("keeps the paid orders of a deleted customer, and a guest order of the same address, without personal data", async () => {
    const api = accountCalls(f.t);
    const email = `${MARK}@example.fi`;
    const password = "Tunturi-polku-2025";
    expect((await api.register({ email, password, first_name: "Erkki", last_name: "Esimerkki", language: "fi" })).statusCode).toBe(202);
    expect((await api.post("/api/accounts/activate/", { token: linkToken((await api.lastMail(email)).text, "/accounts/activate/") })).statusCode).toBe(200);
    const token = await api.token(email, password);
    const form = { ...FORM, first_name: `${MARK}-etu`, last_name: `${MARK}-suku`, address: `${MARK}katu 3`, city: `${MARK}la`, phone: "+358 40 999 8877", email };
    const own = await place(f, orderBody({ products: [{ id: f.variants[1], amount: 1 }], form, special_request: `${MARK} ovikoodi` }), token);
    expect((await deliver(f, notification(own, "authorised"))).statusCode).toBe(200);
    const guest = await place(f, orderBody({ products: [{ id: f.variants[2], amount: 2 }], form: { ...form, email: email.toUpperCase() } }));
    expect(await columnsWith(MARK)).not.toEqual([]);

    expect((await api.post("/api/customer/delete-request/", {}, { token })).statusCode).toBe(202);
    const link = linkToken((await api.lastMail(email)).text, "/accounts/delete-account/");
    expect((await api.post("/api/accounts/delete-account/", { token: link })).statusCode).toBe(200);

    expect(await columnsWith(MARK)).toEqual([]);
    expect(await columnsWith("999 8877")).toEqual([]);
    const rows = await f.t.database.db.execute<{ number: string; customer_id: number | null; email: string; total_price: number; status: string; lines: number }>(
      sql`select o.number, o.customer_id, o.email, o.total_price, o.status, (select count(*)::int from order_lines l where l.order_id = o.id) as lines
          from orders o where o.number in (${own.number}, ${guest.number}) order by o.number`,
    );
    expect(rows.rows).toHaveLength(2);
    for (const row of rows.rows) {
      expect(row.customer_id).toBeNull();
      expect(row.email).toMatch(/^erased-\d+@erased\.invalid$/);
      expect(row.lines).toBeGreaterThan(0);
    }
    const kept = rows.rows.find((r) => r.number === own.number)!;
    expect(kept.total_price).toBe(own.total_price);
    expect(kept.status).toBe("processing");
    // The order's own access token still reads it, now without a name or an address.
    const view = orderViewSchema.parse((await f.t.app.inject({ method: "GET", url: `/api/orders/${own.number}/?token=${own.access_token}` })).json());
    expect(view.number).toBe(own.number);
  });
});

// Integration: review invitations (docs/product-page.md "Review invitations") on PGlite, or
// PostgreSQL with DATABASE_URL. Orders of the demo day are made delivered some days ago; the job
// queues one e-mail per order in its language listing its products, once however often or
// concurrently it runs; cancelled or returned orders, customers without marketing consent and
// orders delivered too recently get none; a failure in the middle of a run loses and doubles
// nothing (a failing insert on PGlite, dropped connections on PostgreSQL); the setting turns it off.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "@polku/db/orm";
import { REVIEW_INVITATION_DEFAULT_DAYS } from "@polku/domain";
import { keepDroppingConnections } from "../../test-support/connection-killer";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { createReviewInvitations } from "./review-invitations.service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ models: 12 });
}, 120_000);
afterAll(() => t?.close());

const query = async <T>(text: ReturnType<typeof sql>): Promise<T[]> => (await t.database.db.execute<T & Record<string, unknown>>(text)).rows;
const invitations = () =>
  createReviewInvitations(t.database.db, { mailFrom: "kauppa@polku.test", shopName: "Polku", publicUrl: "http://shop.test", languageHosts: {}, now: () => new Date() });

/**
 * The demo day has few customers' orders: each test takes them back to as they were (not
 * invited, not delivered by a test, no mail, no return, the status it had) before using them.
 */
const original = new Map<number, string>();
async function reset() {
  await t.database.db.execute(sql`delete from mail_outbox where kind = 'review.invitation'`);
  await t.database.db.execute(sql`delete from order_status_history where source = 'test'`);
  await t.database.db.execute(sql`delete from order_returns where number like 'V9%'`);
  await t.database.db.execute(sql`update orders set review_invited_at = null`);
  for (const [id, status] of original) await t.database.db.execute(sql`update orders set status = ${status}::order_status where id = ${id}`);
}

/** Orders of customers with product lines of public models, none invited, returned or cancelled yet. */
async function takeOrders(n: number, skip: number[] = []) {
  const found = await query<{ id: number; customer_id: number; language: string; number: string }>(sql`
    select o.id, o.customer_id, o.language, o.number from orders o
     where o.customer_id is not null and o.review_invited_at is null and o.status not in ('new', 'manual_cancellation', 'cancelled')
       and not exists (select 1 from order_returns r where r.order_id = o.id)
       and exists (select 1 from order_lines l join product_models m on m.id = l.model_id where l.order_id = o.id and l.kind = 'product' and m.is_public and m.published_at <= now())
       and not (o.id = any(${`{${skip.join(",")}}`}::int[]))
     order by o.id limit ${n}`);
  for (const o of await query<{ id: number; status: string }>(sql`select id, status from orders where id = any(${`{${found.map((f) => f.id).join(",") || 0}}`}::int[])`)) {
    if (!original.has(o.id)) original.set(o.id, o.status);
  }
  expect(found.length, "the demo day has enough customers' orders").toBe(n);
  return found;
}

/** Delivered `days` ago (shipped in the history), the customer allowing marketing e-mail. */
async function deliver(ids: number[], days: number) {
  for (const id of ids) {
    await t.database.db.execute(sql`insert into order_status_history (order_id, from_status, to_status, source, created_at)
      select o.id, o.status, 'shipped', 'test', now() - make_interval(days => ${days}) from orders o where o.id = ${id}`);
    await t.database.db.execute(sql`update customers set marketing_consent = true where id = (select customer_id from orders where id = ${id})`);
  }
}
const mailsOf = (ids: number[]) =>
  query<{ dedupe_key: string; to_address: string; language: string; subject: string; text: string; html: string }>(
    sql`select dedupe_key, to_address, language, subject, text, html from mail_outbox where dedupe_key = any(${`{${ids.map((id) => `review.invitation:${id}`).join(",")}}`}::text[]) order by id`,
  );

describe("review invitations", () => {
  beforeEach(reset);
  it("sends one invitation per delivered order in its language with its products, however often and concurrently the job runs", async () => {
    const orders = await takeOrders(3);
    const ids = orders.map((o) => o.id);
    await t.database.db.execute(sql`update orders set language = 'sv' where id = ${ids[1]!}`);
    await deliver(ids, REVIEW_INVITATION_DEFAULT_DAYS + 1);
    // Two processes at once, then a retry: still one each.
    await Promise.all([invitations().sendDue(), invitations().sendDue()]);
    await invitations().sendDue();
    const mails = await mailsOf(ids);
    expect(mails.map((m) => m.dedupe_key).sort()).toEqual(ids.map((id) => `review.invitation:${id}`).sort());
    const sv = mails.find((m) => m.dedupe_key === `review.invitation:${ids[1]}`)!;
    expect(sv.language).toBe("sv");
    expect(sv.subject).toContain(orders[1]!.number);
    expect(sv.subject).toMatch(/beställning/);
    // Each product of the order, linked to its reviews in the order's language.
    const [line] = await query<{ path: string; name: string }>(sql`select coalesce(t.path, tf.path) as path, coalesce(t.name, tf.name) as name from order_lines l
      left join product_model_translations t on t.model_id = l.model_id and t.language = 'sv' left join product_model_translations tf on tf.model_id = l.model_id and tf.language = 'fi'
      where l.order_id = ${ids[1]!} and l.kind = 'product' order by l.position limit 1`);
    expect(sv.text).toContain(`http://shop.test/${line!.path}/#write-review`);
    expect(sv.text).toContain(`Recensera: ${line!.name}`);
    expect(sv.html).toContain(`href="http://shop.test/${line!.path}/#write-review"`);
    const [customer] = await query<{ email: string }>(sql`select email from orders where id = ${ids[0]!}`);
    expect(mails.find((m) => m.dedupe_key === `review.invitation:${ids[0]}`)!.to_address).toBe(customer!.email);
    const marked = await query<{ n: number }>(sql`select count(*)::int as n from orders where id = any(${`{${ids.join(",")}}`}::int[]) and review_invited_at is not null`);
    expect(marked[0]!.n).toBe(3);
  });

  it("sends none for cancelled or returned orders, customers without marketing consent, or orders delivered too recently or too long ago", async () => {
    const orders = await takeOrders(4);
    const [cancelled, returned, noConsent, recent] = orders.map((o) => o.id) as [number, number, number, number];
    await deliver([cancelled, returned, noConsent], REVIEW_INVITATION_DEFAULT_DAYS + 2);
    await deliver([recent], REVIEW_INVITATION_DEFAULT_DAYS - 2);
    await t.database.db.execute(sql`update orders set status = 'cancelled' where id = ${cancelled}`);
    await t.database.db.execute(sql`insert into order_returns (number, order_id, language, customer_id)
      select 'V9' || lpad(o.id::text, 7, '0'), o.id, o.language, o.customer_id from orders o where o.id = ${returned}`);
    await t.database.db.execute(sql`update customers set marketing_consent = false where id = (select customer_id from orders where id = ${noConsent})`);
    await invitations().sendDue();
    expect(await mailsOf([cancelled, returned, noConsent, recent])).toEqual([]);
    // Delivered long ago (beyond the wait and the window): still none.
    await t.database.db.execute(sql`update order_status_history set created_at = now() - make_interval(days => ${REVIEW_INVITATION_DEFAULT_DAYS + 45}) where order_id = ${recent} and source = 'test'`);
    await invitations().sendDue();
    expect(await mailsOf([recent])).toEqual([]);
  });

  it("loses and doubles nothing when a run fails in the middle, and sends nothing when the setting is 0", async () => {
    const orders = await takeOrders(4);
    const ids = orders.map((o) => o.id);
    await deliver(ids, REVIEW_INVITATION_DEFAULT_DAYS + 3);
    // The third order's mail cannot be written (a full disk, a dropped connection): the run stops there.
    await t.database.db.execute(sql.raw(`create or replace function fail_invitation() returns trigger language plpgsql as $$
      begin if new.dedupe_key = 'review.invitation:${Number(ids[2])}' then raise exception 'outbox unavailable'; end if; return new; end $$`));
    await t.database.db.execute(sql`create trigger fail_invitation before insert on mail_outbox for each row execute function fail_invitation()`);
    await expect(invitations().sendDue()).rejects.toThrow();
    const partial = await mailsOf(ids);
    expect(partial.map((m) => m.dedupe_key)).toEqual(ids.slice(0, 2).map((id) => `review.invitation:${id}`));
    const [unmarked] = await query<{ at: string | null }>(sql`select review_invited_at as at from orders where id = ${ids[2]!}`);
    expect(unmarked!.at).toBeNull();
    await t.database.db.execute(sql`drop trigger fail_invitation on mail_outbox`);

    // Turned off: nothing more goes.
    await t.database.db.execute(sql`insert into general_settings (key, value) values ('review_invitation_days', '0') on conflict (key) do update set value = excluded.value`);
    expect(await invitations().sendDue()).toBe(0);
    expect((await mailsOf(ids)).length).toBe(2);
    // Back on: the rest go, each once.
    await t.database.db.execute(sql`delete from general_settings where key = 'review_invitation_days'`);
    await invitations().sendDue();
    expect((await mailsOf(ids)).map((m) => m.dedupe_key).sort()).toEqual(ids.map((id) => `review.invitation:${id}`).sort());
  });

  const url = process.env.DATABASE_URL;
  it.skipIf(!url)("sends each invitation once when the database drops its connections mid-run (PostgreSQL)", async () => {
    const orders = await takeOrders(4);
    const ids = orders.map((o) => o.id);
    await deliver(ids, REVIEW_INVITATION_DEFAULT_DAYS + 4);
    const [{ database }] = (await query<{ database: string }>(sql`select current_database() as database`)) as [{ database: string }];
    const killer = keepDroppingConnections(url!, database);
    for (let i = 0; i < 8; i++) await invitations().sendDue(1).catch(() => undefined);
    await killer.stop();
    await invitations().sendDue();
    expect((await mailsOf(ids)).map((m) => m.dedupe_key).sort()).toEqual(ids.map((id) => `review.invitation:${id}`).sort());
  }, 60_000);
});

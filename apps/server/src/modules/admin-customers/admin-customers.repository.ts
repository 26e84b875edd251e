// SQL of the back office's customers (docs/admin.md "Customers"): the searched list (the page's
// ids first, as every admin list), one customer's editable state, and what the detail shows.
import type { Executor } from "@polku/db";
import { sql, type SQL } from "@polku/db/orm";
import { ADMIN_COUNT_LIMIT, parseSort } from "@polku/domain/admin/common";
import type { AdminCustomerDetail, AdminCustomerFields, AdminCustomerListQuery, AdminCustomerRow } from "@polku/domain/admin/customers";
import { escapeLike, rows, isoTimestamp } from "../admin-core";


const CUSTOMER_SORTS: Record<string, SQL> = {
  id: sql`c.id`,
  email: sql`lower(c.email)`,
  name: sql`lower(c.last_name || ' ' || c.first_name)`,
  joined: sql`c.created_at`,
};

function customerFilters(q: AdminCustomerListQuery): SQL {
  const parts: SQL[] = [sql`true`];
  if (q.role === "admin") parts.push(sql`c.is_admin`);
  if (q.role === "staff") parts.push(sql`(c.is_staff or c.is_admin)`);
  if (q.role === "customer") parts.push(sql`not c.is_staff and not c.is_admin`);
  if (q.club !== undefined) parts.push(q.club ? sql`c.club_member_number is not null` : sql`c.club_member_number is null`);
  if (q.active !== undefined) parts.push(sql`c.is_active = ${q.active}`);
  if (q.q) {
    const text = q.q.trim();
    const like = `%${escapeLike(text.toLowerCase())}%`;
    // A number is an id or a club member number; anything else an e-mail, a name or a username.
    const byNumber = /^\d{1,9}$/.test(text) ? sql`c.id = ${Number(text)} or c.club_member_number = ${text} or ` : sql``;
    parts.push(sql`(${byNumber}lower(c.email) like ${like}
      or lower(c.first_name || ' ' || c.last_name) like ${like} or lower(c.last_name || ' ' || c.first_name) like ${like}
      or lower(coalesce(c.username, '')) like ${like} or c.phone like ${like})`);
  }
  return sql.join(parts, sql` and `);
}

export async function listCustomers(db: Executor, q: AdminCustomerListQuery): Promise<{ rows: AdminCustomerRow[]; count: number; exact: boolean }> {
  const where = customerFilters(q);
  const { column, descending } = parseSort(q.sort);
  const direction = descending ? sql`desc` : sql`asc`;
  const order = sql`${CUSTOMER_SORTS[column] ?? CUSTOMER_SORTS.id} ${direction}, c.id ${direction}`;
  const [found, counted] = await Promise.all([
    rows<AdminCustomerRow>(
      db,
      sql`with page as materialized (select c.id from customers c where ${where} order by ${order} limit ${q.per_page} offset ${(q.page - 1) * q.per_page})
          select c.id, c.email, trim(c.first_name || ' ' || c.last_name) as name, c.club_member_number, c.is_staff, c.is_admin, c.is_active,
            c.is_org_user, ${isoTimestamp(sql`c.created_at`)} as created_at
          from page join customers c on c.id = page.id order by ${order}`,
    ),
    rows<{ n: number }>(db, sql`select count(*)::int as n from (select 1 from customers c where ${where} limit ${ADMIN_COUNT_LIMIT + 1}) x`),
  ]);
  const n = counted[0]?.n ?? 0;
  return { rows: found, count: Math.min(n, ADMIN_COUNT_LIMIT), exact: n <= ADMIN_COUNT_LIMIT };
}

/** What a customer's version is taken of: the profile staff edit and the roles admins give. */
export interface CustomerState extends AdminCustomerFields {
  is_staff: boolean;
  is_admin: boolean;
  username: string | null;
}

type CustomerRecord = CustomerState &
  Pick<AdminCustomerDetail, "id" | "is_org_user" | "org_confirmed_at" | "club_member_number" | "club_joined_on" | "created_at" | "activated_at">;

export async function loadCustomer(db: Executor, id: number, lock = false): Promise<CustomerRecord | null> {
  const [row] = await rows<CustomerRecord>(
    db,
    sql`select c.id, c.email, c.first_name, c.last_name, c.phone, c.postcode, c.preferred_language, c.marketing_consent, c.is_active,
          c.is_staff, c.is_admin, c.username, c.is_org_user, ${isoTimestamp(sql`c.org_confirmed_at`)} as org_confirmed_at, c.club_member_number,
          to_char(c.club_joined_on, 'YYYY-MM-DD') as club_joined_on, ${isoTimestamp(sql`c.created_at`)} as created_at, ${isoTimestamp(sql`c.activated_at`)} as activated_at
        from customers c where c.id = ${id} ${lock ? sql`for update` : sql``}`,
  );
  return row ?? null;
}

export function stateOf(record: CustomerRecord): CustomerState {
  const { email, first_name, last_name, phone, postcode, preferred_language, marketing_consent, is_active, is_staff, is_admin, username } = record;
  return { email, first_name, last_name, phone, postcode, preferred_language, marketing_consent, is_active, is_staff, is_admin, username };
}

export async function customerExtras(db: Executor, id: number) {
  const [addresses, counts] = await Promise.all([
    rows<AdminCustomerDetail["addresses"][number]>(
      db,
      sql`select a.id, trim(a.first_name || ' ' || a.last_name) as name, a.company, a.street, a.postcode, a.city, a.country_code, a.phone, a.is_default
          from customer_addresses a where a.customer_id = ${id} order by a.is_default desc, a.id`,
    ),
    rows<{ orders: number; wishlist: number }>(
      db,
      sql`select (select count(*)::int from orders o where o.customer_id = ${id}) as orders,
            (select count(*)::int from wishlist_items w where w.customer_id = ${id}) as wishlist`,
    ),
  ]);
  return { addresses, order_count: counts[0]?.orders ?? 0, wishlist_count: counts[0]?.wishlist ?? 0 };
}

/** Another account already has this address (the unique index is on lower(email)). */
export async function emailTaken(db: Executor, email: string, exceptId: number): Promise<boolean> {
  const found = await rows<{ id: number }>(db, sql`select id from customers where lower(email) = lower(${email}) and id <> ${exceptId} limit 1`);
  return found.length > 0;
}

export async function usernameTaken(db: Executor, username: string, exceptId: number): Promise<boolean> {
  const found = await rows<{ id: number }>(db, sql`select id from customers where username = ${username} and id <> ${exceptId} limit 1`);
  return found.length > 0;
}

export async function writeProfile(tx: Executor, id: number, f: AdminCustomerFields): Promise<void> {
  await tx.execute(sql`update customers set email = ${f.email}, first_name = ${f.first_name}, last_name = ${f.last_name}, phone = ${f.phone},
      postcode = ${f.postcode}, preferred_language = ${f.preferred_language}, marketing_consent = ${f.marketing_consent}, is_active = ${f.is_active},
      updated_at = now()
    where id = ${id}`);
}

export async function writeRoles(tx: Executor, id: number, roles: { is_staff: boolean; is_admin: boolean; username: string | null }): Promise<void> {
  await tx.execute(sql`update customers set is_staff = ${roles.is_staff}, is_admin = ${roles.is_admin}, username = ${roles.username}, updated_at = now()
    where id = ${id}`);
}

/** Ends every login of the customer (a closed account, a new address, a role taken away). */
export async function revokeLogins(tx: Executor, id: number): Promise<void> {
  await tx.execute(sql`update auth_tokens set revoked_at = now() where customer_id = ${id} and revoked_at is null`);
}

export async function ordersOf(db: Executor, id: number): Promise<number> {
  const [row] = await rows<{ n: number }>(db, sql`select count(*)::int as n from orders where customer_id = ${id}`);
  return row?.n ?? 0;
}

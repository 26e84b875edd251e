// SQL of the staff customer search (docs/accounts.md "Staff bar"): active customers whose e-mail
// or name contains the query. Only the columns picking needs are read.
import { customers, type Executor } from "@polku/db";
import { and, asc, eq, or, sql } from "@polku/db/orm";
import { containsPattern, STAFF_CUSTOMER_SEARCH_LIMIT, type StaffCustomer } from "@polku/domain";

export async function searchCustomers(db: Executor, query: string): Promise<StaffCustomer[]> {
  const pattern = containsPattern(query);
  const exact = query.trim().toLowerCase();
  const rows = await db
    .select({
      id: customers.id,
      email: customers.email,
      first_name: customers.firstName,
      last_name: customers.lastName,
      postcode: customers.postcode,
      club_member_number: customers.clubMemberNumber,
      is_org_user: customers.isOrgUser,
    })
    .from(customers)
    .where(
      and(
        eq(customers.isActive, true),
        or(
          sql`lower(${customers.email}) like ${pattern}`,
          sql`lower(${customers.firstName} || ' ' || ${customers.lastName}) like ${pattern}`,
          sql`lower(${customers.lastName} || ' ' || ${customers.firstName}) like ${pattern}`,
        ),
      ),
    )
    // The exact address first, then by e-mail: the same answer every time.
    .orderBy(sql`lower(${customers.email}) = ${exact} desc`, asc(sql`lower(${customers.email})`), asc(customers.id))
    .limit(STAFF_CUSTOMER_SEARCH_LIMIT);
  return rows;
}

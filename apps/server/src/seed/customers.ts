// Demo customers (docs/accounts.md "Demo users"): one per role, with fixed ids, addresses and
// passwords, loaded with the demo catalogue only. Never create these in a real shop.
import { customerAddresses, customers, reviewVotes, reviews, wishlistItems, type Transaction } from "@polku/db";
import { asc, sql } from "@polku/db/orm";
import { hashPassword } from "../modules/accounts";

export interface DemoCustomer {
  id: number;
  email: string;
  password: string;
  role: string;
}

export const DEMO_CUSTOMERS: readonly DemoCustomer[] = [
  { id: 1, email: "jasen@polku.example", password: "polku-jasen-2025", role: "club member" },
  { id: 2, email: "yritys@polku.example", password: "polku-yritys-2025", role: "organisation customer" },
  { id: 3, email: "myyja@polku.example", password: "polku-myyja-2025", role: "staff" },
  { id: 4, email: "admin@polku.example", password: "polku-admin-2025", role: "admin" },
  { id: 5, email: "asiakas@polku.example", password: "polku-asiakas-2025", role: "customer (not a club member)" },
];

export async function insertDemoCustomers(tx: Transaction, now: Date): Promise<void> {
  const [member, org, staff, admin, customer] = DEMO_CUSTOMERS as [DemoCustomer, DemoCustomer, DemoCustomer, DemoCustomer, DemoCustomer];
  const hashes = await Promise.all(DEMO_CUSTOMERS.map((c) => hashPassword(c.password)));
  const base = { activatedAt: now, createdAt: now, preferredLanguage: "fi" };
  await tx.insert(customers).values([
    {
      ...base, id: member.id, email: member.email, passwordHash: hashes[0]!, firstName: "Aino", lastName: "Jäsen", phone: "+358401234567",
      postcode: "00100", marketingConsent: true, clubMemberNumber: "100001", clubJoinedOn: "2023-05-12",
    },
    {
      ...base, id: org.id, email: org.email, passwordHash: hashes[1]!, firstName: "Olli", lastName: "Yritys", postcode: "33100",
      isOrgUser: true, orgConfirmedAt: now,
    },
    {
      ...base, id: staff.id, email: staff.email, passwordHash: hashes[2]!, firstName: "Maija", lastName: "Myyjä", postcode: "00100",
      isStaff: true, username: "myyja",
    },
    {
      ...base, id: admin.id, email: admin.email, passwordHash: hashes[3]!, firstName: "Antti", lastName: "Ylläpitäjä", postcode: "00100",
      isStaff: true, isAdmin: true, username: "admin", preferredLanguage: "en",
    },
    // A plain customer: logged in, but no club member, so club prices stay a hint to join.
    { ...base, id: customer.id, email: customer.email, passwordHash: hashes[4]!, firstName: "Eero", lastName: "Asiakas", postcode: "33100" },
  ]);
  await tx.insert(customerAddresses).values([
    { customerId: member.id, firstName: "Aino", lastName: "Jäsen", street: "Mannerheimintie 1 A 2", postcode: "00100", city: "Helsinki", countryCode: "fi", isDefault: true },
    { customerId: org.id, firstName: "Olli", lastName: "Yritys", company: "Retkiyhtiö Oy", street: "Hämeenkatu 10", postcode: "33100", city: "Tampere", countryCode: "fi", isDefault: true },
  ]);
  // The member has a wishlist and a review vote, so the shell's customer shows both.
  const firstReviews = await tx.select({ id: reviews.id }).from(reviews).orderBy(asc(reviews.id)).limit(2);
  const modelIds = await tx.execute<{ id: number }>(sql`select id from product_models order by id limit 2`);
  if (modelIds.rows.length) await tx.insert(wishlistItems).values(modelIds.rows.map((m) => ({ customerId: member.id, modelId: m.id })));
  if (firstReviews.length) {
    await tx.insert(reviewVotes).values(firstReviews.map((r, i) => ({ customerId: member.id, reviewId: r.id, vote: i === 0 })));
    // The counters include every stored vote, so removing one of these later cannot go wrong.
    for (const [i, r] of firstReviews.entries()) {
      await tx.execute(i === 0 ? sql`update reviews set votes_up = votes_up + 1 where id = ${r.id}` : sql`update reviews set votes_down = votes_down + 1 where id = ${r.id}`);
    }
  }
}

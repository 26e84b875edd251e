// SQL of the account flows: customers by e-mail, e-mailed link tokens, club numbers, reminder
// opt-outs. Functions take an Executor so the service runs them in its transaction.
import { accountTokens, authTokens, customers, reminderOptOuts, type Executor } from "@polku/db";
import { and, eq, isNull, sql } from "@polku/db/orm";
import type { AccountLinkPurpose, LanguageCode, RegisterRequest } from "@polku/domain";
import { profileColumns } from "./profile.repository";

export interface CustomerByEmail {
  id: number;
  email: string;
  firstName: string;
  preferredLanguage: string | null;
  isActive: boolean;
  activatedAt: Date | null;
  clubMemberNumber: string | null;
}

const byEmailColumns = {
  id: customers.id,
  email: customers.email,
  firstName: customers.firstName,
  preferredLanguage: customers.preferredLanguage,
  isActive: customers.isActive,
  activatedAt: customers.activatedAt,
  clubMemberNumber: customers.clubMemberNumber,
};

/** The customer of a normalised e-mail, locked for the rest of the transaction. */
export async function findCustomerByEmailForUpdate(db: Executor, normalisedEmail: string): Promise<CustomerByEmail | null> {
  const rows = await db.select(byEmailColumns).from(customers).where(eq(sql`lower(${customers.email})`, normalisedEmail)).limit(1).for("update");
  return rows[0] ?? null;
}

export interface NewCustomerFields {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  phone: string;
  postcode: string;
  preferredLanguage: LanguageCode;
  marketingConsent: boolean;
}

export function newCustomerFields(input: RegisterRequest, passwordHash: string): NewCustomerFields {
  return { email: input.email, passwordHash, ...profileColumns(input) };
}

/** A new, not yet activated customer; null when the address was registered meanwhile. */
export async function insertCustomer(db: Executor, fields: NewCustomerFields): Promise<number | null> {
  const rows = await db.insert(customers).values({ ...fields, activatedAt: null }).onConflictDoNothing().returning({ id: customers.id });
  return rows[0]?.id ?? null;
}

export async function updatePendingCustomer(db: Executor, customerId: number, fields: NewCustomerFields): Promise<void> {
  await db.update(customers).set(fields).where(eq(customers.id, customerId));
}

/** Gives a customer who is not a member the next club number; the membership either way. */
export async function joinClub(db: Executor, customerId: number, today: string): Promise<{ memberNumber: string; joinedOn: string }> {
  await db
    .update(customers)
    .set({ clubMemberNumber: sql`nextval('club_member_number_seq')::text`, clubJoinedOn: today })
    .where(and(eq(customers.id, customerId), isNull(customers.clubMemberNumber)));
  const [row] = await db.select({ memberNumber: customers.clubMemberNumber, joinedOn: customers.clubJoinedOn }).from(customers).where(eq(customers.id, customerId));
  return { memberNumber: row!.memberNumber!, joinedOn: row!.joinedOn! };
}

/** A new link token; older unused links of the same purpose stop working (only the newest counts). */
export async function insertLinkToken(db: Executor, customerId: number, purpose: AccountLinkPurpose, tokenHash: string, expiresAt: Date, now: Date): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.customerId, customerId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
  await db.insert(accountTokens).values({ customerId, purpose, tokenHash, expiresAt });
}

export interface LinkTokenRow {
  id: number;
  customerId: number;
  expiresAt: Date;
  usedAt: Date | null;
  activatedAt: Date | null;
  isActive: boolean;
}

/** A link token of a purpose with its customer, both locked for the transaction. */
export async function findLinkTokenForUpdate(db: Executor, purpose: AccountLinkPurpose, tokenHash: string): Promise<LinkTokenRow | null> {
  const rows = await db
    .select({
      id: accountTokens.id,
      customerId: accountTokens.customerId,
      expiresAt: accountTokens.expiresAt,
      usedAt: accountTokens.usedAt,
      activatedAt: customers.activatedAt,
      isActive: customers.isActive,
    })
    .from(accountTokens)
    .innerJoin(customers, eq(customers.id, accountTokens.customerId))
    .where(and(eq(accountTokens.tokenHash, tokenHash), eq(accountTokens.purpose, purpose)))
    .limit(1)
    .for("update");
  return rows[0] ?? null;
}

export async function markLinkUsed(db: Executor, tokenId: number, now: Date): Promise<void> {
  await db.update(accountTokens).set({ usedAt: now }).where(eq(accountTokens.id, tokenId));
}

export async function activateCustomer(db: Executor, customerId: number, now: Date): Promise<void> {
  await db.update(customers).set({ activatedAt: now }).where(and(eq(customers.id, customerId), isNull(customers.activatedAt)));
}

/** A new password; an account that was never activated is activated by it (the link proves the address). */
export async function setPassword(db: Executor, customerId: number, passwordHash: string, now: Date): Promise<void> {
  await db.update(customers).set({ passwordHash, activatedAt: sql`coalesce(${customers.activatedAt}, ${now.toISOString()}::timestamptz)` }).where(eq(customers.id, customerId));
  await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.customerId, customerId), eq(accountTokens.purpose, "password_reset"), isNull(accountTokens.usedAt)));
}

/** Every login token of the customer stops working (after a password reset). */
export async function revokeAllTokens(db: Executor, customerId: number, now: Date): Promise<void> {
  await db.update(authTokens).set({ revokedAt: now }).where(and(eq(authTokens.customerId, customerId), isNull(authTokens.revokedAt)));
}

export async function addReminderOptOut(db: Executor, emailHash: string): Promise<void> {
  await db.insert(reminderOptOuts).values({ emailHash }).onConflictDoNothing();
}

/** For the senders of reminder e-mails: true when the address stopped them. */
export async function remindersStopped(db: Executor, emailHash: string): Promise<boolean> {
  const rows = await db.select({ emailHash: reminderOptOuts.emailHash }).from(reminderOptOuts).where(eq(reminderOptOuts.emailHash, emailHash)).limit(1);
  return rows.length > 0;
}

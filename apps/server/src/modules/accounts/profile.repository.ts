// SQL of the profile: the customer's own fields and addresses. Every address query is scoped by
// the customer, so another customer's address id finds nothing (404).
import { customerAddresses, customers, type Executor } from "@polku/db";
import { and, asc, desc, eq, ne } from "@polku/db/orm";
import type { AddressInput, ProfileUpdate } from "@polku/domain";

export async function loadProfileRow(db: Executor, customerId: number) {
  const [row] = await db
    .select({
      email: customers.email,
      firstName: customers.firstName,
      lastName: customers.lastName,
      phone: customers.phone,
      postcode: customers.postcode,
      preferredLanguage: customers.preferredLanguage,
      marketingConsent: customers.marketingConsent,
      clubMemberNumber: customers.clubMemberNumber,
      clubJoinedOn: customers.clubJoinedOn,
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row ?? null;
}

export async function loadAddresses(db: Executor, customerId: number) {
  return db
    .select()
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, customerId))
    .orderBy(desc(customerAddresses.isDefault), asc(customerAddresses.id));
}

/** The customer columns of the profile fields, as registration and the profile form send them. */
export function profileColumns(input: Pick<ProfileUpdate, "first_name" | "last_name" | "phone" | "postcode" | "language" | "marketing_consent">) {
  return {
    firstName: input.first_name,
    lastName: input.last_name,
    phone: input.phone,
    postcode: input.postcode,
    preferredLanguage: input.language,
    marketingConsent: input.marketing_consent,
  };
}

export async function updateProfile(db: Executor, customerId: number, input: ProfileUpdate): Promise<void> {
  await db.update(customers).set(profileColumns(input)).where(eq(customers.id, customerId));
}

const addressValues = (input: AddressInput) => ({
  firstName: input.first_name,
  lastName: input.last_name,
  company: input.company,
  street: input.street,
  postcode: input.postcode,
  city: input.city,
  countryCode: input.country_code,
  phone: input.phone,
  isDefault: input.is_default,
});

/** One default address per customer: making one the default clears the others. */
async function clearOtherDefaults(db: Executor, customerId: number, keepId: number): Promise<void> {
  await db
    .update(customerAddresses)
    .set({ isDefault: false })
    .where(and(eq(customerAddresses.customerId, customerId), ne(customerAddresses.id, keepId), eq(customerAddresses.isDefault, true)));
}

export async function countAddresses(db: Executor, customerId: number): Promise<number> {
  return (await db.select({ id: customerAddresses.id }).from(customerAddresses).where(eq(customerAddresses.customerId, customerId))).length;
}

export async function insertAddress(db: Executor, customerId: number, input: AddressInput): Promise<number> {
  // The first address is the default one.
  const isDefault = input.is_default || (await countAddresses(db, customerId)) === 0;
  const [row] = await db.insert(customerAddresses).values({ ...addressValues(input), isDefault, customerId }).returning({ id: customerAddresses.id });
  if (isDefault) await clearOtherDefaults(db, customerId, row!.id);
  return row!.id;
}

/** False when the customer has no address of that id. */
export async function updateAddress(db: Executor, customerId: number, addressId: number, input: AddressInput): Promise<boolean> {
  const rows = await db
    .update(customerAddresses)
    .set(addressValues(input))
    .where(and(eq(customerAddresses.id, addressId), eq(customerAddresses.customerId, customerId)))
    .returning({ id: customerAddresses.id });
  if (!rows.length) return false;
  if (input.is_default) await clearOtherDefaults(db, customerId, addressId);
  return true;
}

/** False when the customer has no address of that id. A deleted default passes to the oldest other. */
export async function deleteAddress(db: Executor, customerId: number, addressId: number): Promise<boolean> {
  const rows = await db
    .delete(customerAddresses)
    .where(and(eq(customerAddresses.id, addressId), eq(customerAddresses.customerId, customerId)))
    .returning({ isDefault: customerAddresses.isDefault });
  if (!rows.length) return false;
  if (rows[0]!.isDefault) {
    const [next] = await db.select({ id: customerAddresses.id }).from(customerAddresses).where(eq(customerAddresses.customerId, customerId)).orderBy(asc(customerAddresses.id)).limit(1);
    if (next) await db.update(customerAddresses).set({ isDefault: true }).where(eq(customerAddresses.id, next.id));
  }
  return true;
}

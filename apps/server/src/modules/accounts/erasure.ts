// Account deletion (docs/accounts.md "What deletion erases"): one function, run in the
// transaction of the deletion, that removes every piece of a customer's personal data.
//
// - customers: the row goes; with it, by ON DELETE CASCADE, customer_addresses,
//   wishlist_items, review_votes, auth_tokens (every login) and account_tokens (every link).
// - mail_outbox: every message to the customer's address, sent or not.
// - reminder_opt_outs keep only a hash of the address, so an opt-out outlives the account.
//
// Orders must stay for bookkeeping without personal data: when the order tables exist, their
// rows of this customer are anonymised here, before the customer row goes.
import { customers, mailOutbox, type Executor } from "@polku/db";
import { eq, sql } from "@polku/db/orm";

/** Erases the customer's personal data; false when there is no such customer. */
export async function eraseCustomer(tx: Executor, customerId: number): Promise<boolean> {
  const [customer] = await tx.select({ email: customers.email }).from(customers).where(eq(customers.id, customerId)).for("update");
  if (!customer) return false;
  await tx.delete(mailOutbox).where(eq(sql`lower(${mailOutbox.toAddress})`, customer.email.trim().toLowerCase()));
  await tx.delete(customers).where(eq(customers.id, customerId));
  return true;
}

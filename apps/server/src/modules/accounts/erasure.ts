// Account deletion (docs/accounts.md "What deletion erases"): one function, run in the
// transaction of the deletion, that removes every piece of a customer's personal data.
//
// - customers: the row goes; with it, by ON DELETE CASCADE, customer_addresses,
//   wishlist_items, review_votes, auth_tokens (every login) and account_tokens (every link).
// - mail_outbox: every message to the customer's address, sent or not.
// - reminder_opt_outs keep only a hash of the address, so an opt-out outlives the account.
//
// - orders stay for bookkeeping (number, dates, lines, amounts, VAT, currency, country, delivery
//   method, payments) without personal data: the customer's own orders and guest orders placed
//   with the same address lose their e-mail, names, address, phone, special request and seller
//   fields; customer_id is cleared by ON DELETE SET NULL.
// - admin_audit_log: the rows of the back office's edits of this customer keep that an edit was
//   made, by whom and when, but lose their before, after and summary (names, addresses).
import { adminAuditLog, customers, mailOutbox, orders, type Executor } from "@polku/db";
import { and, eq, or, sql } from "@polku/db/orm";


/** Erases the customer's personal data; false when there is no such customer. */
export async function eraseCustomer(tx: Executor, customerId: number): Promise<boolean> {
  const [customer] = await tx.select({ email: customers.email }).from(customers).where(eq(customers.id, customerId)).for("update");
  if (!customer) return false;
  const email = customer.email.trim().toLowerCase();
  // An anonymised order's e-mail is unique per order and never deliverable.
  await tx
    .update(orders)
    .set({
      email: sql`'erased-' || ${orders.id} || '@erased.invalid'`,
      firstName: "",
      lastName: "",
      address: "",
      postalCode: "",
      city: "",
      phone: "",
      specialRequest: "",
      sellerName: null,
      sellerNumber: null,
    })
    .where(or(eq(orders.customerId, customerId), eq(sql`lower(${orders.email})`, email)));
  await tx.delete(mailOutbox).where(eq(sql`lower(${mailOutbox.toAddress})`, email));
  await tx
    .update(adminAuditLog)
    .set({ summary: "personal data erased", before: null, after: null })
    .where(and(eq(adminAuditLog.entity, "customer"), eq(adminAuditLog.entityId, String(customerId))));
  await tx.delete(customers).where(eq(customers.id, customerId));
  return true;
}

// The back office's customer use cases (docs/admin.md "Customers"): each write locks the
// customer, checks the version it was made on, writes and records the audit row in one
// transaction. Roles are the admin's; erasure is the shop's one erasure (accounts/erasure.ts).
import type { Database, Executor } from "@polku/db";
import { sql } from "@polku/db/orm";
import { adminOrderListQuerySchema } from "@polku/domain/admin/orders";
import {
  ADMIN_CUSTOMER_ORDERS_SHOWN, type AdminCustomerDetail, type AdminCustomerErase, type AdminCustomerRoles, type AdminCustomerUpdate,
} from "@polku/domain/admin/customers";
import { normaliseEmail } from "@polku/domain/accounts/email";
import { badRequest, HttpError } from "../../http/errors";
import { eraseCustomer } from "../accounts";
import type { AdminActor } from "../admin-core";
import { recordAudit, assertVersion, versionOf } from "../admin-core";
import { listOrders } from "../admin-orders";
import * as repo from "./admin-customers.repository";

const customerNotFound = () => new HttpError(404, "not_found", "Customer not found");
const label = (c: { email: string; first_name: string; last_name: string }) => `${`${c.first_name} ${c.last_name}`.trim() || "-"} <${c.email}>`;

export function createAdminCustomersService(db: Database) {
  async function detail(id: number): Promise<AdminCustomerDetail> {
    const record = await repo.loadCustomer(db, id);
    if (!record) throw customerNotFound();
    const ordersQuery = adminOrderListQuerySchema.parse({ customer: String(id), per_page: "25" });
    const [extras, orders] = await Promise.all([repo.customerExtras(db, id), listOrders(db, ordersQuery)]);
    return { ...record, version: versionOf(repo.stateOf(record)), ...extras, orders: orders.rows.slice(0, ADMIN_CUSTOMER_ORDERS_SHOWN) };
  }

  /** The customer locked for a write, checked against the version the write was made on. */
  async function lockedAt(tx: Executor, id: number, version: string) {
    const record = await repo.loadCustomer(tx, id, true);
    if (!record) throw customerNotFound();
    const before = repo.stateOf(record);
    assertVersion(before, version);
    return { record, before };
  }

  return {
    detail,

    async update(id: number, input: AdminCustomerUpdate, actor: AdminActor): Promise<AdminCustomerDetail> {
      const { version, ...fields } = input;
      await db.transaction(async (tx) => {
        const { before } = await lockedAt(tx, id, version);
        if (normaliseEmail(fields.email) !== normaliseEmail(before.email) && (await repo.emailTaken(tx, fields.email, id))) {
          throw badRequest({ email: ["Another account already has this e-mail address."] });
        }
        if (!fields.is_active && id === actor.id) throw badRequest({ is_active: ["You cannot close your own account here."] });
        await repo.writeProfile(tx, id, fields);
        if (before.is_active && !fields.is_active) await repo.revokeLogins(tx, id);
        const after = { ...before, ...fields };
        await recordAudit(tx, actor, { action: "update", entity: "customer", entityId: id, summary: label(fields), before, after });
      });
      return detail(id);
    },

    async updateRoles(id: number, input: AdminCustomerRoles, actor: AdminActor): Promise<AdminCustomerDetail> {
      // An admin is staff too: the flag follows.
      const roles = { is_staff: input.is_staff || input.is_admin, is_admin: input.is_admin, username: input.username };
      await db.transaction(async (tx) => {
        const { before } = await lockedAt(tx, id, input.version);
        // The last door out: an admin does not take away their own admin role.
        if (id === actor.id && !roles.is_admin) throw badRequest({ is_admin: ["You cannot take away your own admin role. Ask another admin."] });
        if (roles.username && (await repo.usernameTaken(tx, roles.username, id))) throw badRequest({ username: ["Another account already has this username."] });
        await repo.writeRoles(tx, id, roles);
        const after = { ...before, ...roles };
        const role = roles.is_admin ? "admin" : roles.is_staff ? "staff" : "customer";
        await recordAudit(tx, actor, { action: "roles", entity: "customer", entityId: id, summary: `${label(before)}: ${role}`, before, after });
      });
      return detail(id);
    },

    async erase(id: number, input: AdminCustomerErase, actor: AdminActor): Promise<{ id: number; erased: true; orders_anonymised: number }> {
      return db.transaction(async (tx) => {
        const { before } = await lockedAt(tx, id, input.version);
        if (normaliseEmail(input.confirm_email) !== normaliseEmail(before.email)) throw badRequest({ confirm_email: ["This is not the customer's e-mail address."] });
        if (id === actor.id) throw badRequest({ confirm_email: ["You cannot erase your own account here."] });
        // Staff erase customers; an account with a role of its own is an admin's to erase.
        if ((before.is_staff || before.is_admin) && actor.role !== "admin") throw new HttpError(403, "permission_denied", "Only an admin erases a staff account.");
        const orders = await tx.execute<{ n: number }>(
          // The same orders the erasure anonymises: the customer's own and guest orders with the address.
          sql`select count(*)::int as n from orders where customer_id = ${id} or lower(email) = ${normaliseEmail(before.email)}`,
        );
        await eraseCustomer(tx, id);
        const anonymised = orders.rows[0]?.n ?? 0;
        // The row says that it happened and who did it, never whose data it was.
        await recordAudit(tx, actor, { action: "erase", entity: "customer", entityId: id, summary: `customer ${id} erased, ${anonymised} orders anonymised` });
        return { id, erased: true as const, orders_anonymised: anonymised };
      });
    },
  };
}

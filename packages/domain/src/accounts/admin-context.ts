// The admin context of staff users (spec 01 §3 "Admin context": modelId, staticWithTabs, staticId,
// productGroupId, selectedCustomer, route; §6; spec 02 §6). Pages name what they show; the staff
// bar shows it with 'Open in admin' links built on the configured admin address (ADMIN_URL), and
// holds a selected customer kept in local storage. docs/accounts.md "Staff bar".
import { z } from "zod";
import type { StaffCustomer } from "../api/staff-customers";

export type AdminTargetKind = "product" | "productGroup" | "manufacturer" | "sizeTable" | "customer";

export interface AdminTarget {
  kind: AdminTargetKind;
  id: number | string;
}

/** Where the admin application edits each kind, under ADMIN_URL. */
export const ADMIN_PATHS: Readonly<Record<AdminTargetKind, string>> = {
  product: "productmodels",
  productGroup: "productgroups",
  manufacturer: "manufacturers",
  sizeTable: "sizetables",
  customer: "customers",
};

/** `{ADMIN_URL}/{kind path}/{id}/`; null without an admin address (the id is then shown alone). */
export function adminHref(adminUrl: string | null | undefined, target: AdminTarget): string | null {
  if (!adminUrl) return null;
  return `${adminUrl.replace(/\/+$/, "")}/${ADMIN_PATHS[target.kind]}/${encodeURIComponent(String(target.id))}/`;
}

/** The customer staff hold: what the bar shows and what later actions need. */
export const heldCustomerSchema = z.object({
  id: z.number().int().positive(),
  email: z.string(),
  name: z.string(),
  clubMemberNumber: z.string().nullable(),
});
export type HeldCustomer = z.infer<typeof heldCustomerSchema>;

/** Local storage key of the held customer (per browser, as the cart). */
export const HELD_CUSTOMER_STORAGE_KEY = "polku.staff.customer.v1";

export function heldCustomerOf(customer: StaffCustomer): HeldCustomer {
  const name = `${customer.first_name} ${customer.last_name}`.trim();
  return { id: customer.id, email: customer.email, name: name || customer.email, clubMemberNumber: customer.club_member_number };
}

/** The stored held customer; anything that does not parse is no customer. */
export function parseHeldCustomer(raw: string | null): HeldCustomer | null {
  if (!raw) return null;
  try {
    const parsed = heldCustomerSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A LIKE pattern that finds `query` anywhere, lower-cased, with %, _ and \ taken literally. */
export function containsPattern(query: string): string {
  return `%${query.trim().toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

// The admin context of staff users (spec 01 §3 "Admin context": modelId, staticWithTabs, staticId,
// productGroupId, selectedCustomer, route; §6; spec 02 §6). Pages name what they show; the staff
// bar shows it with 'Open in admin' links built on the configured admin address (ADMIN_URL), and
// holds a selected customer kept in local storage. docs/accounts.md "Staff bar".
import type { StaffCustomer } from "../api/staff-customers";

/** At most this many customers per answer of the staff's customer search. */
export const STAFF_CUSTOMER_SEARCH_LIMIT = 20;
/** Shorter searches would list half the customers. */
export const STAFF_CUSTOMER_SEARCH_MIN = 2;

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
export interface HeldCustomer {
  id: number;
  email: string;
  name: string;
  clubMemberNumber: string | null;
}

/** Local storage key of the held customer (per browser, as the cart). */
export const HELD_CUSTOMER_STORAGE_KEY = "polku.staff.customer.v1";

export function heldCustomerOf(customer: StaffCustomer): HeldCustomer {
  const name = `${customer.first_name} ${customer.last_name}`.trim();
  return { id: customer.id, email: customer.email, name: name || customer.email, clubMemberNumber: customer.club_member_number };
}

/** The stored held customer; anything that does not parse is no customer. */
export function parseHeldCustomer(raw: string | null): HeldCustomer | null {
  if (!raw) return null;
  // Checked by hand: this runs in every page's scripts, which carry no zod (docs/performance.md).
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const { id, email, name, clubMemberNumber } = value as Record<string, unknown>;
  if (!Number.isSafeInteger(id) || (id as number) <= 0 || typeof email !== "string" || typeof name !== "string") return null;
  if (clubMemberNumber !== null && typeof clubMemberNumber !== "string") return null;
  return { id: id as number, email, name, clubMemberNumber };
}

/** A LIKE pattern that finds `query` anywhere, lower-cased, with %, _ and \ taken literally. */
export function containsPattern(query: string): string {
  return `%${query.trim().toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

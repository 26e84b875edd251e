// The admin context (spec 01 §3 "Admin context", §6; spec 02 §6): for staff users, the route, the
// id of what the page shows (product model, product group, brand) and a selected customer they
// hold. Route modules name their page through `handle.adminData(loaderData)`, so the staff bar
// (features/staff/staff-bar.tsx) knows it in the server render too; the held customer lives in
// local storage (held-customer.ts). For shoppers and guests everything here is empty and the bar
// renders nothing. The admin address (ADMIN_URL) reaches the root data for staff users only.
import type { AdminTarget, HeldCustomer } from "@polku/domain";
import { createContext, useContext, type ReactNode } from "react";
import { useLocation, useMatches } from "react-router";
import { useHeldCustomer } from "./held-customer";

/** A route module's `handle` field: what its page shows, from its loader data (null: nothing). */
export interface AdminDataHandle {
  adminData?: (loaderData: unknown) => AdminTarget | null;
}

export interface AdminContextValue {
  isStaff: boolean;
  /** ADMIN_URL (staff only), or null: ids are then shown without links. */
  adminUrl: string | null;
  route: string;
  /** The page's model, group or brand, when the route names one. */
  page: AdminTarget | null;
  selectedCustomer: HeldCustomer | null;
}

const StaffContext = createContext<{ isStaff: boolean; adminUrl: string | null }>({ isStaff: false, adminUrl: null });

export function StaffProvider({ isStaff, adminUrl, children }: { isStaff: boolean; adminUrl: string | null; children: ReactNode }) {
  return <StaffContext.Provider value={{ isStaff, adminUrl: isStaff ? adminUrl : null }}>{children}</StaffContext.Provider>;
}

export function useIsStaff(): boolean {
  return useContext(StaffContext).isStaff;
}

/** ADMIN_URL for staff, else null. */
export function useAdminUrl(): string | null {
  return useContext(StaffContext).adminUrl;
}

/** The deepest route that names its page (spec 01 §3: modelId, productGroupId, …). */
function usePageTarget(): AdminTarget | null {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const adminData = (match.handle as AdminDataHandle | undefined)?.adminData;
    if (adminData && match.loaderData !== undefined) return adminData(match.loaderData);
  }
  return null;
}

export function useAdminContext(): AdminContextValue {
  const { isStaff, adminUrl } = useContext(StaffContext);
  const { pathname, search } = useLocation();
  const page = usePageTarget();
  const held = useHeldCustomer();
  return { isStaff, adminUrl, route: `${pathname}${search}`, page: isStaff ? page : null, selectedCustomer: isStaff ? held : null };
}

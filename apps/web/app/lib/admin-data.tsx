// Admin data (spec 02 §2, §6): pages report the route and the id of what they show (product
// group, brand, product) so staff users can open it in the admin. Who is staff comes from the
// logged-in user: root.tsx wraps the app in <StaffProvider isStaff={user.isStaffUser}>, so for
// shoppers and guests <AdminData> renders nothing.
import { createContext, useContext, type ReactNode } from "react";

export interface AdminDataValue {
  /** The storefront route, e.g. "/vaatteet/takit/". */
  route: string;
  kind: "productGroup" | "manufacturer" | "product";
  id: number | string;
}

const StaffContext = createContext(false);

export function StaffProvider({ isStaff, children }: { isStaff: boolean; children: ReactNode }) {
  return <StaffContext.Provider value={isStaff}>{children}</StaffContext.Provider>;
}

export function useIsStaff(): boolean {
  return useContext(StaffContext);
}

/** Shows the route and id to staff only; nothing for shoppers. */
export function AdminData({ data }: { data: AdminDataValue }) {
  const isStaff = useIsStaff();
  if (!isStaff) return null;
  return (
    <aside data-admin-data={data.kind} style={{ fontSize: "var(--text-xs)", color: "var(--color-text-muted)" }}>
      <code>
        {data.kind} {data.id} · {data.route}
      </code>
    </aside>
  );
}

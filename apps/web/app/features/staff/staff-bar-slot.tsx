// The staff bar's place in the shell (spec 01 §3): nothing for shoppers and guests, whose pages
// then carry none of the bar's code; for staff, the bar (staff-bar.tsx), loaded on its own. Its
// stylesheet is imported here so that a staff page's server HTML names it like any shell style.
import { useIsStaff } from "../../lib/admin-data";
import { lazyView } from "../../lib/lazy-view";
import styles from "./staff-bar.module.css";

const bar = lazyView("features/staff/staff-bar.tsx", () => import("./staff-bar").then((module) => module.StaffBar));

export function StaffBarSlot() {
  const isStaff = useIsStaff();
  return isStaff ? <bar.View styles={styles} /> : null;
}

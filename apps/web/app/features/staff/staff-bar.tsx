// The staff bar (spec 01 §3 "Admin context", §6; spec 02 §6): for staff users only, above the shop
// header: the route, what the page shows with an 'Open in admin' link on ADMIN_URL (the id alone
// without it), and the customer they hold with controls to pick and release one. Nothing renders
// for shoppers and guests. docs/accounts.md "Staff bar".
import { adminHref, type AdminTarget } from "@polku/domain";
import { useState } from "react";
import { Link } from "react-router";
import { useAdminContext } from "../../lib/admin-data";
import { setHeldCustomer } from "../../lib/held-customer";
import { useT } from "../../lib/i18n";
import { CustomerPicker } from "./customer-picker";
import type barStyles from "./staff-bar.module.css";

const KIND_KEY = {
  product: "staffBar.kind.product",
  productGroup: "staffBar.kind.productGroup",
  manufacturer: "staffBar.kind.manufacturer",
  customer: "staffBar.kind.customer",
  sizeTable: "staffBar.kind.sizeTable",
} as const;

/** The bar's class names: the shell imports its stylesheet (staff-bar-slot.tsx). */
type Styles = typeof barStyles;

function Target({ target, adminUrl, styles }: { target: AdminTarget; adminUrl: string | null; styles: Styles }) {
  const t = useT();
  const what = t(KIND_KEY[target.kind], { id: String(target.id) });
  const href = adminHref(adminUrl, target);
  return (
    <span className={styles.target} data-admin-target={target.kind}>
      <code>{what}</code>
      {href ? (
        <a href={href} target="_blank" rel="noopener" aria-label={t("staffBar.openInAdminLabel", { what })} className={styles.link}>
          {t("staffBar.openInAdmin")}
        </a>
      ) : null}
    </span>
  );
}

export function StaffBar({ styles }: { styles: Styles }) {
  const t = useT();
  const admin = useAdminContext();
  const [picking, setPicking] = useState(false);
  if (!admin.isStaff) return null;
  const held = admin.selectedCustomer;

  return (
    <aside className={styles.bar} aria-label={t("staffBar.label")} data-testid="staff-bar">
      <div className={styles.row}>
        <p className={styles.item}>
          <span className={styles.label}>{t("staffBar.route")}:</span> <code>{admin.route}</code>
        </p>
        {admin.page ? (
          <p className={styles.item}>
            <Target target={admin.page} adminUrl={admin.adminUrl} styles={styles} />
          </p>
        ) : null}
        {!admin.adminUrl ? <p className={`${styles.item} ${styles.muted}`}>{t("staffBar.noAdminUrl")}</p> : null}
        <p className={styles.item}>
          <Link to="/staff/complaints/" className={styles.link}>{t("complaints.staff.title")}</Link>
        </p>
        <p className={styles.item}>
          <Link to="/staff/returns/" className={styles.link}>{t("returns.staff.title")}</Link>
          <Link to="/staff/rental/" className={styles.link}>{t("menu.rental")}</Link>
        </p>
        <div className={`${styles.item} ${styles.customer}`} aria-live="polite">
          {held ? (
            <>
              <span className={styles.label}>{t("staffBar.customer.held")}:</span>{" "}
              <strong data-testid="held-customer">
                {held.name} ({held.email})
              </strong>
              {held.clubMemberNumber ? <span className={styles.muted}> · {t("staffBar.customer.clubMember", { number: held.clubMemberNumber })}</span> : null}{" "}
              <Target target={{ kind: "customer", id: held.id }} adminUrl={admin.adminUrl} styles={styles} />
            </>
          ) : (
            <span className={styles.muted}>{t("staffBar.customer.none")}</span>
          )}
        </div>
        <div className={styles.actions}>
          {held ? (
            <button type="button" className={styles.button} onClick={() => setHeldCustomer(null)}>
              {t("staffBar.customer.release")}
            </button>
          ) : null}
          <button type="button" className={styles.button} aria-expanded={picking} aria-controls="staff-customer-picker" onClick={() => setPicking((open) => !open)}>
            {t("staffBar.customer.pick")}
          </button>
        </div>
      </div>
      {picking ? (
        <CustomerPicker
          id="staff-customer-picker"
          onClose={() => setPicking(false)}
          onPick={(customer) => {
            setHeldCustomer(customer);
            setPicking(false);
          }}
        />
      ) : null}
    </aside>
  );
}

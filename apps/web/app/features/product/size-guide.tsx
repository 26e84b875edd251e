// Size-table link and the size guide modal (spec 02 §2, §3 Size table, §6 'Open in admin' for
// staff and in development). The table comes with the extra data (type 2).
import { imageUrl, adminHref, type SizeTable } from "@polku/domain";
import { useState } from "react";
import { Modal } from "../../components/ui/modal";
import { useAdminUrl, useIsStaff } from "../../lib/admin-data";
import { useT } from "../../lib/i18n";
import styles from "./product-extras.module.css";

export function SizeGuide({ table }: { table: SizeTable | undefined }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const staff = useIsStaff() || import.meta.env.DEV;
  const adminUrl = useAdminUrl();
  if (!table) return null;
  const adminLink = adminHref(adminUrl, { kind: "sizeTable", id: table.id });
  return (
    <>
      <button type="button" className={styles.linkButton} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {t("productExtras.sizeGuide.link")}
      </button>
      {open ? (
        <Modal title={t("productExtras.sizeGuide.title", { name: table.name })} onClose={() => setOpen(false)} width="wide">
          <div className={styles.tableScroll}>
            <table className={styles.sizeTable}>
              <thead>
                <tr>
                  <th scope="col">{t("productExtras.sizeGuide.size")}</th>
                  {table.sizes.map((size) => (
                    <th key={size.size} scope="col">
                      {size.size}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.categories.map((category) => (
                  <tr key={category.name}>
                    <th scope="row">
                      {category.name}
                      {category.unit ? ` (${category.unit})` : ""}
                    </th>
                    {table.sizes.map((size, i) => (
                      <td key={size.size}>{category.values[i] ?? ""}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {table.infoText ? <p className={styles.muted}>{table.infoText}</p> : null}
          {table.sourceImage && !table.hide_image ? <img src={imageUrl(table.sourceImage, "sizeGuide")} alt={t("productExtras.sizeGuide.imageAlt", { name: table.name })} width={800} loading="lazy" className={styles.sizeImage} /> : null}
          {/* The admin application on ADMIN_URL (docs/accounts.md "Staff bar"); without it the id alone. */}
          {staff ? (
            <p>
              {adminLink ? (
                <a href={adminLink} target="_blank" rel="noopener">
                  {t("productExtras.sizeGuide.openInAdmin")}
                </a>
              ) : (
                <code>{t("staffBar.kind.sizeTable", { id: String(table.id) })}</code>
              )}
            </p>
          ) : null}
        </Modal>
      ) : null}
    </>
  );
}

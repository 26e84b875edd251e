// The order page's return panel (docs/returns.md): the return time and a link to /returns/ for
// this order. A logged-in owner's order opens there at once; a guest's e-mail travels in the
// link's state (never in the address) to fill the look-up form.
import type { OrderView } from "@polku/domain";
import { Link } from "react-router";
import { useT } from "../../lib/i18n";
import styles from "./returns.module.css";

export function OrderReturnsPanel({ order, email }: { order: OrderView; email?: string }) {
  const t = useT();
  if (!order.paid_at || order.status === "cancelled" || order.lines.every((l) => l.kind === "gift_card")) return null;
  return (
    <section className={styles.policy} aria-labelledby="order-returns" data-testid="order-returns">
      <h2 id="order-returns">{t("returns.orderPanelTitle")}</h2>
      <p>{t("returns.orderPanelText")}</p>
      <p>
        <Link to={`/returns/?order=${order.number}`} state={email ? { email } : undefined} className="button">
          {t("returns.orderLink")}
        </Link>
      </p>
    </section>
  );
}

// An order's complaints on its page (docs/complaints.md): a "make a complaint" link per product
// line, which opens /reclamation/ prefilled from the order (spec 01 §3 prefill), and for a
// logged-in owner the status of the complaints already filed.
import { complaintPrefill, type OrderComplaints, type OrderView } from "@polku/domain";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { browserFlowsApi } from "../../lib/flows-api";
import { useT, type MessageKey } from "../../lib/i18n";
import { browserAuthorization } from "../../lib/user-state";
import styles from "./complaints.module.css";

export function OrderComplaintsPanel({ order }: { order: OrderView }) {
  const t = useT();
  const [filed, setFiled] = useState<OrderComplaints["complaints"]>([]);
  useEffect(() => {
    const authorization = browserAuthorization();
    if (!authorization) return;
    let live = true;
    browserFlowsApi
      .orderComplaints(order.number, authorization)
      .then((answer) => live && setFiled(answer.complaints))
      .catch((error: unknown) => console.error("Failed to fetch the order's complaints", error));
    return () => {
      live = false;
    };
  }, [order.number]);
  const lines = order.lines.map((line, index) => ({ line, row: index + 1 })).filter(({ line }) => line.kind !== "gift_card");
  if (lines.length === 0) return null;
  return (
    <section className={styles.orderPanel} aria-labelledby="order-complaints" data-testid="order-complaints">
      <h2 id="order-complaints">{t("complaints.orderTitle")}</h2>
      {filed.length > 0 ? (
        <ul>
          {filed.map((c) => (
            <li key={c.number} data-testid="order-complaint">
              {t("complaints.orderStatus", { number: c.number, model: c.model, status: t(`complaints.status.${c.status}` as MessageKey) })}
            </li>
          ))}
        </ul>
      ) : null}
      <ul>
        {lines.map(({ line, row }) => (
          <li key={row}>
            <Link to={`/reclamation/?order=${order.number}&row=${row}`} state={{ complaintPrefill: complaintPrefill(order, row), from: order.number }}>
              {t("complaints.orderMake", { name: line.name })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

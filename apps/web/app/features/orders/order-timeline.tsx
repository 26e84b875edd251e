// The order's timeline on the order page and the lookup (docs/orders.md "Timeline"; issue 12): an
// ordered list of the steps (placed, paid, packing, shipped or ready for pickup; cancelled or
// returned when they happened) from the order's status history, each done step with its time in
// Helsinki time, the current one marked for assistive technology with aria-current="step".
import { orderTimeline, type OrderView } from "@polku/domain";
import { useI18n } from "../../lib/i18n";
import styles from "./order-timeline.module.css";

export function OrderTimeline({ order }: { order: OrderView }) {
  const { t, language } = useI18n();
  const format = new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Helsinki" });
  const entries = orderTimeline(order);
  return (
    <div className={styles.timeline}>
      <h3 id={`timeline-${order.number}`} className={styles.title}>
        {t("orderTimeline.title")}
      </h3>
      <ol className={styles.steps} aria-labelledby={`timeline-${order.number}`} data-testid="order-timeline">
        {entries.map((entry) => (
          <li key={entry.step} className={styles.step} data-state={entry.state} data-step={entry.step} aria-current={entry.state === "current" ? "step" : undefined}>
            <span className={styles.marker} aria-hidden="true" />
            <span className={styles.label}>{t(`orderTimeline.step.${entry.step}`)}</span>
            <span className={styles.when}>
              {entry.state === "upcoming" ? (
                t("orderTimeline.upcoming")
              ) : entry.at ? (
                <time dateTime={entry.at}>{format.format(new Date(entry.at))}</time>
              ) : (
                t("orderTimeline.done")
              )}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}

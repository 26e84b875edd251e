// One order line on the return form: amount, reason, refund or exchange, and the size or colour
// to exchange to (shown once exchange is chosen; every field is there before hydration).
import { EXCHANGE_HOLD_DAYS, formatPrice, RETURN_REASONS, type ReturnableOrder } from "@polku/domain";
import { useState } from "react";
import { useHydrated } from "../../lib/hydrated";
import { useI18n, type MessageKey } from "../../lib/i18n";
import styles from "./returns.module.css";

type Line = ReturnableOrder["lines"][number];

export function ReturnLineFields({
  line, refused, errors, chosen,
}: { line: Line; refused: boolean; errors: Record<string, string>; chosen?: { quantity: number; reason?: string; action?: string; exchange_variant_id?: number | null } }) {
  const { t, language } = useI18n();
  const hydrated = useHydrated();
  const [action, setAction] = useState(chosen?.action === "exchange" ? "exchange" : "refund");
  const id = (field: string) => `return-${line.row}-${field}`;
  const error = (field: string) => errors[`${line.row}-${field}`];
  const describedBy = (field: string) => (error(field) ? `${id(field)}-error` : undefined);
  // Line names usually begin with the brand already.
  const title = line.manufacturer && !line.name.startsWith(line.manufacturer) ? `${line.manufacturer} ${line.name}` : line.name;
  const meta = [line.color, line.size].filter(Boolean).join(", ");
  const why: MessageKey | null = line.not_returnable ? (`returns.notReturnable.${line.not_returnable}` as MessageKey) : !refused && line.returnable === 0 ? "returns.allReturned" : null;
  const ErrorText = ({ field }: { field: string }) => (error(field) ? <p id={`${id(field)}-error`} className={styles.error}>{error(field)}</p> : null);

  return (
    <fieldset className={styles.lineFields} disabled={refused || line.returnable === 0} data-testid="return-line">
      <legend className={styles.lineTitle}>{title}</legend>
      <div className={styles.lineHead}>
        {line.image ? <img src={line.image} alt="" width={64} height={64} className={styles.thumb} loading="lazy" /> : null}
        <p className={styles.hint}>
          {meta ? `${meta} · ` : ""}
          {t("returns.lineMeta", { quantity: line.quantity, price: formatPrice(line.unit_refund, "eur", language) })}
        </p>
      </div>
      {why ? <p className={styles.hint}>{t(why)}</p> : null}
      {line.returnable > 0 && !refused ? (
        <div className={styles.grid}>
          <input type="hidden" name="row" value={line.row} />
          <div className={styles.field}>
            <label htmlFor={id("quantity")}>{t("returns.quantity")}</label>
            <select id={id("quantity")} name={`quantity-${line.row}`} className="field" defaultValue={String(chosen?.quantity ?? 0)} aria-invalid={error("quantity") ? true : undefined} aria-describedby={describedBy("quantity")}>
              {Array.from({ length: line.returnable + 1 }, (_, n) => (
                <option key={n} value={n}>{n}</option>
              ))}
            </select>
            <ErrorText field="quantity" />
          </div>
          <div className={styles.field}>
            <label htmlFor={id("reason")}>{t("returns.reason")}</label>
            <select id={id("reason")} name={`reason-${line.row}`} className="field" defaultValue={chosen?.reason ?? ""} aria-invalid={error("reason") ? true : undefined} aria-describedby={describedBy("reason")}>
              <option value="">{t("returns.reasonChoose")}</option>
              {RETURN_REASONS.map((r) => (
                <option key={r} value={r}>{t(`returns.reason.${r}` as MessageKey)}</option>
              ))}
            </select>
            <ErrorText field="reason" />
          </div>
          <fieldset className={styles.radios}>
            <legend>{t("returns.action")}</legend>
            <label className={styles.radio}>
              <input type="radio" name={`action-${line.row}`} value="refund" checked={action === "refund"} onChange={() => setAction("refund")} />
              {t("returns.action.refund")}
            </label>
            <label className={styles.radio}>
              <input type="radio" name={`action-${line.row}`} value="exchange" checked={action === "exchange"} onChange={() => setAction("exchange")} disabled={line.exchange_options.length === 0} />
              {t("returns.action.exchange")}
            </label>
            {line.exchange_options.length === 0 ? <p className={styles.hint}>{t("returns.noExchange")}</p> : null}
          </fieldset>
          {line.exchange_options.length > 0 && (action === "exchange" || !hydrated) ? (
            <div className={styles.field}>
              <label htmlFor={id("exchange")}>{t("returns.exchangeTo")}</label>
              <select
                id={id("exchange")} name={`exchange-${line.row}`} className="field" defaultValue={String(chosen?.exchange_variant_id ?? "")}
                aria-invalid={error("exchangeVariantId") ? true : undefined} aria-describedby={describedBy("exchangeVariantId")}
              >
                <option value="">{t("returns.exchangeChoose")}</option>
                {line.exchange_options.map((o) => (
                  <option key={o.variant_id} value={o.variant_id}>{[o.color, o.size].filter(Boolean).join(", ")}</option>
                ))}
              </select>
              <ErrorText field="exchangeVariantId" />
              {/* spec 02 §4, §9: the reserved item returns to sale after 3 weeks without the return. */}
              <p className={styles.hint}>{t("returns.exchangeHold", { weeks: String(EXCHANGE_HOLD_DAYS / 7) })}</p>
            </div>
          ) : null}
          <ErrorText field="row" />
        </div>
      ) : null}
    </fieldset>
  );
}

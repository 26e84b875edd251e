// Amount input with − and + buttons (spec 02 §5 quantity: min 1, max the variant's max_amount or
// unlimited; a frozen line cannot go up; 'Available N pcs'). Used on the product page and for
// every cart line. A native number input, so typing and the arrow keys work too.
import { clampToLimits, showAvailableNotice, type AmountLimits } from "@polku/domain";
import { useEffect, useId, useState } from "react";
import { useT } from "../../lib/i18n";
import styles from "./cart-page.module.css";

export interface AmountStepperProps {
  value: number;
  limits: AmountLimits;
  onChange: (amount: number) => void;
  /** Accessible name of the input (e.g. 'Quantity: Trail jacket'). */
  label: string;
  /** Show the label visibly above the stepper. */
  showLabel?: boolean;
  disabled?: boolean;
}

export function AmountStepper({ value, limits, onChange, label, showLabel = false, disabled = false }: AmountStepperProps) {
  const t = useT();
  const id = useId();
  const noticeId = useId();
  // What the shopper is typing; committed (clamped) on blur or Enter.
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);
  const commit = (next: number) => {
    const clamped = clampToLimits(next, limits);
    setDraft(String(clamped));
    if (clamped !== value) onChange(clamped);
  };
  const notice = showAvailableNotice(value, limits) && limits.max !== null;
  const canIncrease = !disabled && (limits.max === null || value < limits.max);

  return (
    <div className={styles.stepperWrap}>
      <label htmlFor={id} className={showLabel ? styles.stepperLabel : "visually-hidden"}>
        {label}
      </label>
      <div className={styles.stepper}>
        <button type="button" className={styles.stepButton} onClick={() => commit(value - 1)} disabled={disabled || value <= limits.min} aria-label={t("cart.add.decrease")}>
          −
        </button>
        <input
          id={id}
          className={styles.stepInput}
          type="number"
          inputMode="numeric"
          min={limits.min}
          max={limits.max ?? undefined}
          step={1}
          value={draft}
          disabled={disabled}
          aria-describedby={notice ? noticeId : undefined}
          onChange={(event) => setDraft(event.target.value.replace(/\D/g, ""))}
          onBlur={() => commit(Number(draft))}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              commit(Number(draft));
            }
          }}
        />
        <button type="button" className={styles.stepButton} onClick={() => commit(value + 1)} disabled={!canIncrease} aria-label={t("cart.add.increase")}>
          +
        </button>
      </div>
      {notice ? (
        <p id={noticeId} className={styles.stepNotice}>
          {t("cart.add.available", { count: limits.max! })}
        </p>
      ) : null}
    </div>
  );
}

// The postcode field of the cart page and of the product page's delivery details (spec 02 §5):
// digits only, at most 5. The caller remembers a postcode in the cart when it is empty or
// complete; the field keeps a half-typed draft while the remembered one changes elsewhere (after
// hydration from local storage, or from another tab).
import { sanitisePostcode, shouldRememberPostcode } from "@polku/domain";
import { useEffect, useId, useState } from "react";
import styles from "./postcode-field.module.css";

/** The field's draft, following the remembered postcode unless a half-typed one is being kept. */
export function usePostcodeDraft(remembered: string): [string, (draft: string) => void] {
  const [draft, setDraft] = useState(remembered);
  useEffect(() => setDraft((current) => (shouldRememberPostcode(current) ? remembered : current)), [remembered]);
  return [draft, setDraft];
}

export function PostcodeField({ label, hint, value, onChange, className }: { label: string; hint: string; value: string; onChange: (postcode: string) => void; className?: string }) {
  const inputId = useId();
  const hintId = useId();
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <input
        id={inputId}
        className="field"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={5}
        value={value}
        aria-describedby={hintId}
        onChange={(event) => onChange(sanitisePostcode(event.target.value))}
      />
      <p id={hintId} className={styles.hint}>
        {hint}
      </p>
    </div>
  );
}

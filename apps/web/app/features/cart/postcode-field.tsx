// The postcode field of the cart page and of the product page's delivery details (spec 02 §5):
// in Finland digits only, at most 5; elsewhere the postcode as typed, in the country's own format
// (domain checkout/postcodes.ts: "SW1A 1AA" stays "SW1A 1AA"). The caller remembers a postcode in the cart when it is empty or
// complete; the field keeps a half-typed draft while the remembered one changes elsewhere (after
// hydration from local storage, or from another tab).
import { FINNISH_POSTCODE_LENGTH, numericPostcodes, POSTCODE_MAX_LENGTH, sanitisePostcode, shouldRememberPostcode } from "@polku/domain";
import { useEffect, useId, useState } from "react";
import styles from "./postcode-field.module.css";

/** The field's draft, following the remembered postcode unless a half-typed one is being kept. */
export function usePostcodeDraft(remembered: string, country: string): [string, (draft: string) => void] {
  const [draft, setDraft] = useState(remembered);
  useEffect(() => setDraft((current) => (shouldRememberPostcode(current, country) ? remembered : current)), [remembered, country]);
  return [draft, setDraft];
}

export function PostcodeField({ label, hint, value, onChange, className, country }: { label: string; hint: string; value: string; onChange: (postcode: string) => void; className?: string; country: string }) {
  const numeric = numericPostcodes(country);
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
        inputMode={numeric ? "numeric" : "text"}
        autoCapitalize={numeric ? undefined : "characters"}
        autoComplete="postal-code"
        maxLength={numeric ? FINNISH_POSTCODE_LENGTH : POSTCODE_MAX_LENGTH}
        value={value}
        aria-describedby={hintId}
        onChange={(event) => onChange(sanitisePostcode(event.target.value, country))}
      />
      <p id={hintId} className={styles.hint}>
        {hint}
      </p>
    </div>
  );
}

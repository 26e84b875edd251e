// The text filter (spec 02 §5): typed text reaches the page 500 ms after the last key press.
import { useEffect, useRef, useState } from "react";
import { useT } from "../../lib/i18n";

/** spec 02 §9 "text 500 ms". */
export const TEXT_DEBOUNCE_MS = 500;

export function TextFilter({ label, value, onChange }: { label: string; value: string; onChange: (next: string) => void }) {
  const t = useT();
  const [text, setText] = useState(value);
  const sent = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Reset or the address changed the text: show it, unless it is what was typed.
  useEffect(() => {
    if (value.trim() !== sent.current.trim()) {
      clearTimeout(timer.current);
      setText(value);
      sent.current = value;
    }
  }, [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <input
      type="search"
      className="field"
      aria-label={label}
      placeholder={t("filters.textPlaceholder")}
      value={text}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => {
          sent.current = next;
          onChange(next);
        }, TEXT_DEBOUNCE_MS);
      }}
    />
  );
}

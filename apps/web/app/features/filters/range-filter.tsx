// A range filter (spec 02 §5): a slider with two handles and two numeric inputs. The handles may
// cross; the lower one is then the minimum (they swap roles, and their names follow). Inputs
// are clamped to the overall bounds on blur; every change reaches the page after 300 ms.
import type { Range } from "@polku/domain";
import { useEffect, useId, useRef, useState } from "react";
import { useT } from "../../lib/i18n";
import styles from "./filters.module.css";

/** spec 02 §9 "range 300 ms". */
export const RANGE_DEBOUNCE_MS = 300;

interface RangeFilterProps {
  name: string;
  bounds: Range;
  value: Range | null;
  /** Unit after the numbers, e.g. € or mm. */
  unit: string | null;
  /** Called with null when the whole range is selected (the parameter is removed). */
  onChange: (next: Range | null) => void;
}

const clamp = (n: number, bounds: Range) => Math.min(bounds.max, Math.max(bounds.min, n));
const stepOf = (bounds: Range) => (Number.isInteger(bounds.min) && Number.isInteger(bounds.max) ? 1 : 0.1);

export function RangeFilter({ name, bounds, value, unit, onChange }: RangeFilterProps) {
  const t = useT();
  const id = useId();
  const current = value ?? bounds;
  // The two handles, in no particular order: a, b.
  const [handles, setHandles] = useState<[number, number]>([current.min, current.max]);
  const [inputs, setInputs] = useState<[string, string]>([String(current.min), String(current.max)]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  // A change from outside (Reset, the address) moves the handles.
  const outside = `${current.min}:${current.max}`;
  useEffect(() => {
    // Our own change coming back leaves crossed handles where the pointer put them.
    setHandles((h) => (Math.min(...h) === current.min && Math.max(...h) === current.max ? h : [current.min, current.max]));
    setInputs((i) => (Number(i[0]) === current.min && Number(i[1]) === current.max ? i : [String(current.min), String(current.max)]));
  // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of the value from outside moves the handles
  }, [outside]);
  useEffect(() => () => clearTimeout(timer.current), []);

  function commit(next: [number, number]) {
    const min = Math.min(...next);
    const max = Math.max(...next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      onChangeRef.current(min <= bounds.min && max >= bounds.max ? null : { min, max });
    }, RANGE_DEBOUNCE_MS);
  }

  function moveHandle(which: 0 | 1, n: number) {
    const next: [number, number] = which === 0 ? [n, handles[1]] : [handles[0], n];
    setHandles(next);
    setInputs([String(Math.min(...next)), String(Math.max(...next))]);
    commit(next);
  }

  function typeInput(which: 0 | 1, text: string) {
    const nextInputs: [string, string] = which === 0 ? [text, inputs[1]] : [inputs[0], text];
    setInputs(nextInputs);
    const n = Number(text.replace(",", "."));
    if (text.trim() === "" || !Number.isFinite(n) || n < bounds.min || n > bounds.max) return; // settled on blur
    const other = which === 0 ? Math.max(...handles) : Math.min(...handles);
    const next: [number, number] = which === 0 ? [n, other] : [other, n];
    setHandles(next);
    commit(next);
  }

  function blurInput(which: 0 | 1) {
    const parsed = Number(inputs[which].replace(",", "."));
    const fallback = which === 0 ? bounds.min : bounds.max;
    const n = clamp(inputs[which].trim() === "" || !Number.isFinite(parsed) ? fallback : parsed, bounds);
    const other = which === 0 ? Number(inputs[1].replace(",", ".")) : Number(inputs[0].replace(",", "."));
    const pair: [number, number] = which === 0 ? [n, clamp(Number.isFinite(other) ? other : bounds.max, bounds)] : [clamp(Number.isFinite(other) ? other : bounds.min, bounds), n];
    const sorted: [number, number] = [Math.min(...pair), Math.max(...pair)];
    setInputs([String(sorted[0]), String(sorted[1])]);
    setHandles(sorted);
    if (sorted[0] !== current.min || sorted[1] !== current.max) commit(sorted);
  }

  const span = bounds.max - bounds.min || 1;
  const low = Math.min(...handles);
  const high = Math.max(...handles);
  const minName = t("filters.minLabel", { name });
  const maxName = t("filters.maxLabel", { name });
  const step = stepOf(bounds);
  const suffix = unit ? ` ${unit}` : "";
  return (
    <div className={styles.range}>
      <div
        className={styles.slider}
        style={{ "--range-from": `${((low - bounds.min) / span) * 100}%`, "--range-to": `${((high - bounds.min) / span) * 100}%` } as React.CSSProperties}
      >
        {([0, 1] as const).map((which) => {
          const isLow = handles[which] < handles[1 - which]! || (handles[which] === handles[1 - which] && which === 0);
          return (
            <input
              key={which}
              type="range"
              className={styles.thumb}
              min={bounds.min}
              max={bounds.max}
              step={step}
              value={handles[which]}
              aria-label={isLow ? minName : maxName}
              aria-valuetext={`${handles[which]}${suffix}`}
              onChange={(event) => moveHandle(which, Number(event.currentTarget.value))}
            />
          );
        })}
      </div>
      <div className={styles.rangeInputs}>
        {([0, 1] as const).map((which) => (
          <label key={which} className={styles.rangeField} htmlFor={`${id}-${which}`}>
            <span className={styles.rangeFieldName}>{which === 0 ? t("filters.min") : t("filters.max")}</span>
            <span className={styles.rangeInputWrap}>
              <input
                id={`${id}-${which}`}
                type="number"
                inputMode="decimal"
                className={styles.rangeInput}
                min={bounds.min}
                max={bounds.max}
                step={step}
                value={inputs[which]}
                onChange={(event) => typeInput(which, event.currentTarget.value)}
                onBlur={() => blurInput(which)}
              />
              {unit ? <span className={styles.unit} aria-hidden="true">{unit}</span> : null}
            </span>
          </label>
        ))}
      </div>
    </div>
  );
}

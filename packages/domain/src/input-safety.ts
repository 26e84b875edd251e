// What no client input may carry, whatever its schema (docs/security.md "Input the database
// cannot store"): PostgreSQL refuses a NUL character in text and jsonb, a lone UTF-16 surrogate
// cannot be encoded as UTF-8, and an integer column holds at most 2,147,483,647. Each such value
// reaching SQL was a 500; the API checks every body and query with this rule first and answers
// 400 with a field error naming where it is.

/** The largest value of a PostgreSQL integer column. */
export const INT4_MAX = 2_147_483_647;

export const NUL_MESSAGE = "Must not contain a NUL character.";
export const SURROGATE_MESSAGE = "Must be valid Unicode text.";
export const INTEGER_RANGE_MESSAGE = `Must be between -${INT4_MAX} and ${INT4_MAX}.`;

/** Nested deeper than this, input is refused as a whole (no JSON contract nests this far). */
const MAX_DEPTH = 32;

// eslint-disable-next-line no-control-regex
const NUL = /\u0000/;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The problem of one string, or null. */
export function textProblem(value: string): string | null {
  if (NUL.test(value)) return NUL_MESSAGE;
  if (LONE_SURROGATE.test(value)) return SURROGATE_MESSAGE;
  return null;
}

export interface InputIssue {
  path: (string | number)[];
  message: string;
}

/** Every NUL, lone surrogate (in values and keys) and out-of-range integer in `value`. */
export function inputSafetyIssues(value: unknown): InputIssue[] {
  const issues: InputIssue[] = [];
  const walk = (v: unknown, path: (string | number)[], depth: number): void => {
    if (issues.length >= 20) return;
    if (typeof v === "string") {
      const problem = textProblem(v);
      if (problem) issues.push({ path, message: problem });
    } else if (typeof v === "number") {
      if (Number.isInteger(v) && Math.abs(v) > INT4_MAX) issues.push({ path, message: INTEGER_RANGE_MESSAGE });
    } else if (v !== null && typeof v === "object") {
      if (depth >= MAX_DEPTH) {
        issues.push({ path, message: "Nested too deeply." });
        return;
      }
      if (Array.isArray(v)) v.forEach((item, i) => walk(item, [...path, i], depth + 1));
      else
        for (const [key, item] of Object.entries(v)) {
          const problem = textProblem(key);
          if (problem) issues.push({ path: [...path, key], message: problem });
          else walk(item, [...path, key], depth + 1);
        }
    }
  };
  walk(value, [], 0);
  return issues;
}

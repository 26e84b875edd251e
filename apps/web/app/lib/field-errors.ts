// The field errors of a 400 answer (`{ errors: { field: [texts] } }`, fieldErrorsSchema of
// @polku/domain), read by hand: the browser's scripts carry no zod (docs/performance.md).

/** The answer's field errors, or null when it carries none in that shape. */
export function fieldErrorsOf(body: unknown): Record<string, string[]> | null {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return null;
  const errors = (body as { errors?: unknown }).errors;
  if (typeof errors !== "object" || errors === null || Array.isArray(errors)) return null;
  const out: Record<string, string[]> = {};
  for (const [field, texts] of Object.entries(errors)) {
    if (!Array.isArray(texts) || !texts.every((text) => typeof text === "string")) return null;
    out[field] = texts as string[];
  }
  return out;
}

// Discount and gift card codes of a cart (spec 01 §5). Its own module so that reading a stored
// cart (stored-cart.ts, on every page) does not bring the cart's transitions and the postcode
// formats they check with (docs/performance.md "Step 9").

/** spec 01 §4: codes compared case-insensitively, trimmed, the first spelling kept. */
export function normaliseCodes(codes: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of codes) {
    const code = raw.trim();
    const key = code.toLowerCase();
    if (!code || seen.has(key)) continue;
    seen.add(key);
    out.push(code);
  }
  return out;
}

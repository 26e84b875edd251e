// Pure rules of the back office's catalogue forms (docs/admin.md "Catalogue"), shared by the
// browser's form check and the API: slugs, GTIN-13 check digits, euro amounts typed by people.

/** A URL slug as the shop writes them: lower-case ASCII letters, digits and single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const CYRILLIC: Record<string, string> = {
  а: "a", б: "b", в: "v", г: "g", д: "d", е: "e", ё: "e", ж: "zh", з: "z", и: "i", й: "i", к: "k", л: "l", м: "m", н: "n", о: "o", п: "p",
  р: "r", с: "s", т: "t", у: "u", ф: "f", х: "h", ц: "ts", ч: "ch", ш: "sh", щ: "sch", ъ: "", ы: "y", ь: "", э: "e", ю: "yu", я: "ya",
};
const LIGATURES: Record<string, string> = { ß: "ss", æ: "ae", œ: "oe", ø: "o", đ: "d", ł: "l" };

/** A slug suggested from a name: "Vaellus-kenkä GTX" → "vaellus-kenka-gtx". */
export function slugFromName(name: string): string {
  const latin = [...name.toLowerCase().replace(/['’]s\b/g, "s")].map((ch) => CYRILLIC[ch] ?? LIGATURES[ch] ?? ch).join("");
  return latin
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 120)
    .replace(/-+$/, "");
}

/** GTIN-13 (the spec's teksonumber): 13 digits whose last is the GS1 check digit. */
export function isValidGtin13(value: string): boolean {
  if (!/^\d{13}$/.test(value)) return false;
  return gtinCheckDigit(value.slice(0, 12)) === Number(value[12]);
}

/** The GS1 check digit of the first 12 digits. */
export function gtinCheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/**
 * Euros as staff type them ("129", "129,90", "129.9", "1 299,00") to integer cents; null when it
 * is not an amount. Never through floating point: "0.29" is 29 cents, not 28.999….
 */
export function parseEuros(input: string): number | null {
  const text = input.trim().replace(/[\s\u00a0]/g, "").replace(/€$/, "");
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = match[2] === undefined ? 0 : Number(match[2].padEnd(2, "0"));
  return whole * 100 + fraction;
}

/** Cents as a form shows them: 12990 → "129,90" (fi) or "129.90" (en). */
export function formatEurosInput(cents: number, decimalSeparator: "," | "." = ","): string {
  const whole = Math.trunc(cents / 100);
  const fraction = String(Math.abs(cents % 100)).padStart(2, "0");
  return `${whole}${decimalSeparator}${fraction}`;
}

export interface PriceRow {
  regular: number;
  active: number;
  club: number | null;
  discount_free: number;
  price_ending: string | null;
}

export type PriceProblem = "active_above_regular" | "club_not_below_active" | "ending_without_discount" | "ending_in_past";

/**
 * What makes a price row wrong (docs/admin.md "Prices"): an active price above the regular one
 * (a discount is measured against the regular price), a club price that is not below what
 * everyone pays, and an offer end without an offer, or one already past.
 */
export function priceProblems(row: PriceRow, now: Date): Partial<Record<keyof PriceRow, PriceProblem>> {
  const problems: Partial<Record<keyof PriceRow, PriceProblem>> = {};
  if (row.active > row.regular) problems.active = "active_above_regular";
  if (row.club !== null && row.club >= row.active) problems.club = "club_not_below_active";
  if (row.price_ending !== null) {
    if (row.active >= row.regular) problems.price_ending = "ending_without_discount";
    else if (new Date(row.price_ending).getTime() <= now.getTime()) problems.price_ending = "ending_in_past";
  }
  return problems;
}

/** discount_value of the stored row (docs/data-model.md "Prices"): regular − active during an offer. */
export function discountValueOf(row: Pick<PriceRow, "regular" | "active">): number {
  return Math.max(0, row.regular - row.active);
}

export type BulkPriceChange = { kind: "percent"; percent: number; target: "active" | "regular" } | { kind: "amount"; cents: number; target: "active" | "regular" };

/** A percentage is taken to hundredths (12.345 % counts as 12.35 %), so the arithmetic is whole numbers. */
export const bulkPercentHundredths = (percent: number): number => Math.round(percent * 100);

/**
 * A bulk price change applied to one price (docs/admin.md "Bulk price change"): a percentage or a
 * fixed amount up or down, rounded to whole cents (half a cent up, by integer arithmetic: 19.99 €
 * − 12.5 % is 17.49 €, never 17.4899…), never below zero. Changing the regular price of a model
 * without an offer moves the price paid with it; an offer's price stays, kept at or under the new
 * regular one. An active price is kept at or under the regular one. A club price is kept while it
 * is still below the price paid, and dropped (null) when the change leaves it at or above it.
 */
export function applyBulkChange<R extends Pick<PriceRow, "regular" | "active"> & { club?: number | null }>(
  row: R,
  change: BulkPriceChange,
): { regular: number; active: number; club: number | null } {
  const moved = (value: number) => {
    if (change.kind === "amount") return Math.max(0, value + change.cents);
    const scaled = value * (10_000 + bulkPercentHundredths(change.percent));
    return Math.max(0, Math.floor((scaled + 5_000) / 10_000));
  };
  let regular = row.regular;
  let active: number;
  if (change.target === "regular") {
    regular = moved(row.regular);
    active = Math.min(row.active === row.regular ? regular : row.active, regular);
  } else {
    active = Math.min(moved(row.active), row.regular);
  }
  const club = row.club ?? null;
  return { regular, active, club: club !== null && club < active ? club : null };
}

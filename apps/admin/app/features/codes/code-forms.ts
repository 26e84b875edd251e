// The forms of discount codes and gift cards (docs/admin.md "Forms", "Codes and gift cards"):
// what staff type (a percentage as "12,5", euros as "10,00", Helsinki dates and times, product
// ids separated by commas) turned into the API's body, checked by the API's own schema.
import { parseEuros } from "@polku/domain/admin/catalogue-rules";
import { adminDiscountCodeInputSchema, adminDiscountCodeUpdateSchema, adminGiftCardCreateSchema, adminGiftCardUpdateSchema } from "@polku/domain/admin/codes";
import { type Raw, text, flag, anyObject } from "../../lib/form-values";

const list = (v: unknown) => (Array.isArray(v) ? v : v === undefined || v === "" ? [] : [v]);
/** Not a number the API takes: the API's own message for the field shows. */
const NOT_A_NUMBER = Number.NaN;

const ZONE = "Europe/Helsinki";

/** The shop's clock offset at an instant, e.g. "+03:00" in summer. */
function helsinkiOffset(at: Date): string {
  const name = new Intl.DateTimeFormat("en-GB", { timeZone: ZONE, timeZoneName: "longOffset" }).formatToParts(at).find((p) => p.type === "timeZoneName")?.value ?? "GMT+02:00";
  return name === "GMT" ? "+00:00" : name.replace("GMT", "");
}

/** "2026-06-01T09:30" on a Helsinki clock → an ISO instant with its offset; "" → null. */
export function helsinkiInstant(local: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local.trim());
  if (!local.trim()) return null;
  if (!match) return local;
  const [, y, m, d, h, min] = match.map(Number) as [number, number, number, number, number, number];
  // Helsinki is UTC+2 or +3: the offset at the winter guess, then at the instant it gives.
  const asUtc = Date.UTC(y, m - 1, d, h, min);
  const first = helsinkiOffset(new Date(asUtc - 2 * 3_600_000));
  const offset = helsinkiOffset(new Date(asUtc - (first === "+03:00" ? 3 : 2) * 3_600_000));
  return `${local.trim()}:00${offset}`;
}

/** An ISO instant as a `datetime-local` input shows it on the Helsinki clock. */
export function helsinkiLocal(iso: string | null): string {
  if (!iso) return "";
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", { timeZone: ZONE, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** "12,5" → 1250 basis points; not a percentage with at most two decimals → NaN. */
export function parsePercent(input: string): number {
  const match = /^(\d{1,3})(?:[.,](\d{1,2}))?\s*%?$/.exec(input.trim());
  if (!match) return NOT_A_NUMBER;
  return Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
}

const euros = (v: unknown) => parseEuros(text(v)) ?? NOT_A_NUMBER;
const limit = (v: unknown) => (text(v).trim() === "" ? null : Number(text(v).trim()));
const ids = (v: unknown) => list(v).map((x) => Number(x));
const commaIds = (v: unknown) =>
  text(v)
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number);

function codeFields(f: Raw) {
  const kind = f.kind === "fixed" ? "fixed" : "percentage";
  return {
    code: text(f.code),
    kind,
    value: kind === "percentage" ? parsePercent(text(f.value)) : euros(f.value),
    valid_from: helsinkiInstant(text(f.valid_from)),
    valid_to: helsinkiInstant(text(f.valid_to)),
    minimum_order: text(f.minimum_order).trim() === "" ? 0 : euros(f.minimum_order),
    usage_limit: limit(f.usage_limit),
    usage_limit_per_customer: limit(f.usage_limit_per_customer),
    is_active: flag(f.is_active),
    group_ids: ids(f.group_ids),
    brand_ids: ids(f.brand_ids),
    model_ids: commaIds(f.model_ids),
  };
}

export const codeCreateFormSchema = anyObject.transform((f): unknown => codeFields(f)).pipe(adminDiscountCodeInputSchema);
export const codeUpdateFormSchema = anyObject.transform((f): unknown => ({ ...codeFields(f), version: text(f.version) })).pipe(adminDiscountCodeUpdateSchema);

export const giftCardCreateFormSchema = anyObject
  .transform((f): unknown => ({ amount: euros(f.amount), expires_at: helsinkiInstant(text(f.expires_at)) }))
  .pipe(adminGiftCardCreateSchema);

/** The correction is typed in euros, "-5,00" taking money off the card. */
function signedEuros(v: unknown): number {
  const typed = text(v).trim();
  if (typed === "") return 0;
  const negative = /^[-−]/.test(typed);
  const cents = parseEuros(typed.replace(/^[-−+]/, ""));
  return cents === null ? NOT_A_NUMBER : negative ? -cents : cents;
}

export const giftCardUpdateFormSchema = anyObject
  .transform((f): unknown => ({ version: text(f.version), expires_at: helsinkiInstant(text(f.expires_at)), is_active: flag(f.is_active), adjustment: signedEuros(f.adjustment) }))
  .pipe(adminGiftCardUpdateSchema);

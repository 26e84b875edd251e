// The bulk price change and scheduled price forms (docs/admin.md "Bulk price change", "Scheduled
// prices"). The bulk change: the product list's filters, the
// price, and a change typed as people do ("-12,5" %, "+5,00" €), turned into the API's body and
// checked by its own schema, in the browser and again in the action.
import { parseEuros } from "@polku/domain/admin/catalogue-rules";
import { adminBulkPriceChangeSchema, adminScheduledPriceInputSchema, type AdminBulkPriceChange, type AdminScheduledPriceInput } from "@polku/domain/admin/price-tools";
import { type Raw, text } from "../../lib/form-values";
import { helsinkiInstant } from "../codes/code-forms";

export type BulkFormResult = { ok: true; body: AdminBulkPriceChange } | { ok: false; errors: Record<string, string[]> };

/** A signed amount as typed: a percentage with up to two decimals, or euros to cents. */
export function signedAmount(typed: string, kind: "percent" | "amount"): number | null {
  const trimmed = typed.trim().replace(/^[−–]/, "-");
  const sign = trimmed.startsWith("-") ? -1 : 1;
  const rest = trimmed.replace(/^[+-]\s*/, "").replace(/\s*%$/, "");
  if (kind === "amount") {
    const cents = parseEuros(rest);
    return cents === null ? null : sign * cents;
  }
  if (!/^\d{1,4}(?:[.,]\d{1,2})?$/.test(rest)) return null;
  return sign * Number(rest.replace(",", "."));
}

export function checkBulkForm(f: Raw): BulkFormResult {
  const kind = text(f.kind) === "amount" ? "amount" : text(f.kind) === "percent" ? "percent" : null;
  const amount = kind ? signedAmount(text(f.amount), kind) : null;
  if (kind && amount === null) {
    return { ok: false, errors: { amount: [kind === "percent" ? "Use a percentage like -12,5." : "Use an amount like -5,00."] } };
  }
  const filters = Object.fromEntries((["q", "brand", "group", "public"] as const).map((k) => [k, text(f[k]) || undefined]));
  const parsed = adminBulkPriceChangeSchema.safeParse({
    filters,
    tax_area_id: text(f.tax_area_id) ? Number(text(f.tax_area_id)) : null,
    target: text(f.target) || undefined,
    kind: kind ?? undefined,
    amount: amount ?? Number.NaN,
  });
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const name = issue.path[0] === "filters" ? String(issue.path[1]) : issue.path.map(String).join(".") || "__all__";
    (errors[name] ??= []).push(issue.message);
  }
  return { ok: false, errors };
}

/** The scheduled price form: euros as typed, the window on the Helsinki clock. */
export function checkScheduledPriceForm(f: Raw): { ok: true; body: AdminScheduledPriceInput } | { ok: false; errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  const euros = (name: string, optional: boolean): number | null => {
    const typed = text(f[name]).trim();
    if (optional && typed === "") return null;
    const cents = parseEuros(typed);
    if (cents === null) (errors[name] ??= []).push(typed === "" ? "This is a required field." : "Use an amount like 129,90.");
    return cents;
  };
  const active = euros("active", false);
  const club = euros("club", true);
  if (Object.keys(errors).length) return { ok: false, errors };
  const parsed = adminScheduledPriceInputSchema.safeParse({
    tax_area_id: Number(text(f.tax_area_id)),
    active,
    club,
    starts_at: helsinkiInstant(text(f.starts_at)) ?? "",
    ends_at: helsinkiInstant(text(f.ends_at)) ?? "",
  });
  if (parsed.success) return { ok: true, body: parsed.data };
  for (const issue of parsed.error.issues) (errors[issue.path.map(String).join(".") || "__all__"] ??= []).push(issue.message);
  return { ok: false, errors };
}

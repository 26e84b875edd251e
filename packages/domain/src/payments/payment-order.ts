// What a payment provider is asked to charge (docs/payments.md "Starting a payment"): the
// order's reference, amount, lines and VAT in integer minor units of the charged currency
// (decision 001), the shopper's language and country, where to send the shopper and the
// provider's notifications, and an idempotency key. The checkout builds it from its answer;
// every provider adapter gets it parsed and consistent, so no adapter has to check sums again.
import { z } from "zod";
import { languageCodeSchema } from "../api/shell";
import { includedVat } from "../checkout/vat";

/**
 * physical: goods; digital: a gift card bought; shipping_fee: delivery; surcharge: repack;
 * discount: a discount code (negative); store_credit: paid with a gift card (negative).
 */
export const paymentLineKindSchema = z.enum(["physical", "digital", "shipping_fee", "surcharge", "discount", "store_credit"]);
export type PaymentLineKind = z.infer<typeof paymentLineKindSchema>;
export const NEGATIVE_LINE_KINDS: readonly PaymentLineKind[] = ["discount", "store_credit"];

const minor = z.number().int().safe();
const httpUrl = z.url({ protocol: /^https?$/, message: "Use an http:// or https:// URL." });

export const paymentOrderLineSchema = z.strictObject({
  /** Variant id, bundle uid, "delivery", the code... shown by providers and in their reports. */
  reference: z.string().trim().min(1).max(64),
  name: z.string().trim().min(1).max(255),
  kind: paymentLineKindSchema,
  quantity: z.number().int().min(1).max(100_000),
  /** Gross unit price (VAT included); negative for discount and store_credit lines. */
  unitPrice: minor,
  /** Gross line total after line discounts: at most quantity × unitPrice for positive lines. */
  totalAmount: minor,
  /** 25.5 for 25.5 %; 0 for lines without VAT (gift cards used as payment). */
  vatPercentage: z.number().min(0).max(100),
  /** VAT included in totalAmount. */
  vatAmount: minor,
});
export type PaymentOrderLine = z.infer<typeof paymentOrderLineSchema>;

export const paymentReturnUrlsSchema = z.strictObject({
  /** The shopper after a successful payment (spec 01 §2 /order/payment_ok/…). */
  ok: httpUrl,
  /** The shopper after cancelling (/order/payment_cancelled/…). */
  cancelled: httpUrl,
  /** The shopper after a declined or failed payment (/order/payment_error/…). */
  error: httpUrl,
  /** The shopper while the result is still on its way (/order/process/). */
  process: httpUrl,
  /** The shop's server-to-server notification address for this provider. */
  notification: httpUrl,
  /** Embedded checkouts: the checkout page the shopper returns to, and the terms page. */
  checkout: httpUrl.optional(),
  terms: httpUrl.optional(),
});
export type PaymentReturnUrls = z.infer<typeof paymentReturnUrlsSchema>;

export const paymentOrderSchema = z
  .strictObject({
    /** The shop's order number; the providers echo it back on every notification. */
    reference: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "Use 1-64 letters, digits, _ or -."),
    /** What the shopper pays, in minor units of `currency`. */
    amount: minor.positive(),
    currency: z.string().regex(/^[a-z]{3}$/, "Not a currency code."),
    lines: z.array(paymentOrderLineSchema).min(1).max(500),
    /** VAT included in `amount`, one entry per rate. */
    vat: z.array(z.strictObject({ percentage: z.number().min(0).max(100), amount: minor })).max(20),
    language: languageCodeSchema,
    /** Purchase country, lower-case ISO 3166 alpha-2. */
    country: z.string().regex(/^[a-z]{2}$/, "Not a country code."),
    email: z.email().optional(),
    urls: paymentReturnUrlsSchema,
    /** The same key for a retried start gives the same payment, never a second one. */
    idempotencyKey: z.string().regex(/^[A-Za-z0-9:_-]{8,128}$/, "Use 8-128 letters, digits, :, _ or -."),
  })
  .superRefine((order, ctx) => {
    for (const issue of paymentOrderIssues(order)) ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
  });
export type PaymentOrder = z.infer<typeof paymentOrderSchema>;
export type PaymentOrderInput = z.input<typeof paymentOrderSchema>;

/**
 * VAT included in a signed gross amount at a percentage (25.5 for 25.5 %): the checkout's rule
 * (checkout/vat.ts) on the absolute amount, the sign kept, so discount lines carry negative VAT.
 */
export function lineVat(grossMinor: number, vatPercentage: number): number {
  const vat = includedVat(Math.abs(grossMinor), Math.round(vatPercentage * 100));
  return grossMinor < 0 ? -vat : vat;
}

/** Rounding of each line may move its VAT by one minor unit from the exact share, no more. */
export const VAT_TOLERANCE_MINOR = 1;

interface Issue {
  path: (string | number)[];
  message: string;
}

/**
 * The sums that must hold before any provider is asked: the lines add up to the amount, each
 * line's total fits its quantity and unit price, each line's VAT is its rate's share, and the VAT
 * lines add up to the lines' VAT per rate. An empty list means the order is consistent.
 */
export function paymentOrderIssues(order: Pick<PaymentOrder, "amount" | "lines" | "vat">): Issue[] {
  const issues: Issue[] = [];
  let sum = 0;
  const vatByRate = new Map<number, number>();
  order.lines.forEach((line, i) => {
    sum += line.totalAmount;
    vatByRate.set(line.vatPercentage, (vatByRate.get(line.vatPercentage) ?? 0) + line.vatAmount);
    const gross = line.quantity * line.unitPrice;
    if (NEGATIVE_LINE_KINDS.includes(line.kind)) {
      if (line.unitPrice > 0 || line.totalAmount > 0) issues.push({ path: ["lines", i, "totalAmount"], message: `A ${line.kind} line is negative or zero.` });
      else if (line.totalAmount !== gross) issues.push({ path: ["lines", i, "totalAmount"], message: "Must be quantity × unit price." });
    } else if (line.unitPrice < 0 || line.totalAmount < 0) {
      issues.push({ path: ["lines", i, "totalAmount"], message: `A ${line.kind} line is not negative.` });
    } else if (line.totalAmount > gross) {
      issues.push({ path: ["lines", i, "totalAmount"], message: "Is more than quantity × unit price." });
    }
    if (Math.abs(line.vatAmount - lineVat(line.totalAmount, line.vatPercentage)) > VAT_TOLERANCE_MINOR) {
      issues.push({ path: ["lines", i, "vatAmount"], message: `Is not the ${line.vatPercentage} % VAT of the line total.` });
    }
  });
  if (sum !== order.amount) issues.push({ path: ["amount"], message: `The lines add up to ${sum}, not ${order.amount}.` });
  const vatLines = new Map<number, number>();
  for (const v of order.vat) vatLines.set(v.percentage, (vatLines.get(v.percentage) ?? 0) + v.amount);
  for (const rate of new Set([...vatByRate.keys(), ...vatLines.keys()])) {
    const fromLines = vatByRate.get(rate) ?? 0;
    const stated = vatLines.get(rate) ?? 0;
    if (fromLines !== stated) issues.push({ path: ["vat"], message: `VAT at ${rate} % is ${fromLines} in the lines, not ${stated}.` });
  }
  return issues;
}

/** Digits after the decimal point of a currency's minor unit as providers write amounts. */
const ZERO_DECIMAL_CURRENCIES = new Set(["jpy", "krw", "isk", "clp", "vnd", "huf", "twd"]);
export function minorUnitDigits(currency: string): number {
  return ZERO_DECIMAL_CURRENCIES.has(currency.toLowerCase()) ? 0 : 2;
}

/** 12345 eur → "123.45"; -5 eur → "-0.05"; 500 jpy → "500". */
export function minorToDecimalString(amountMinor: number, currency: string): string {
  const decimals = minorUnitDigits(currency);
  if (decimals === 0) return String(amountMinor);
  const sign = amountMinor < 0 ? "-" : "";
  const abs = Math.abs(amountMinor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** "123.45" eur → 12345; refuses anything that is not a plain decimal with the currency's digits. */
export function decimalStringToMinor(value: string, currency: string): number | null {
  const decimals = minorUnitDigits(currency);
  const match = (decimals === 0 ? /^(-?)(\d{1,15})$/ : /^(-?)(\d{1,13})(?:\.(\d{1,2}))?$/).exec(value);
  if (!match) return null;
  const whole = Number(match[2]);
  const fraction = decimals === 0 ? 0 : Number((match[3] ?? "").padEnd(2, "0"));
  const minorUnits = decimals === 0 ? whole : whole * 100 + fraction;
  return match[1] === "-" && minorUnits !== 0 ? -minorUnits : minorUnits;
}

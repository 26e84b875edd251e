// Discount codes (docs/checkout.md "Discount codes"): percentage or fixed amount, validity
// dates, minimum order, limits to product groups (with their descendants), brands or products,
// usage limits per code and per customer. Codes are compared case-insensitively; one discount
// code per order, any number of gift cards. The reduction is computed once on the eligible
// subtotal and spread over the eligible lines in whole cents that sum exactly to it.
import { checkoutMessage, type CheckoutMessage } from "./messages";

export type DiscountKind = "percentage" | "fixed";

export interface DiscountCodeFacts {
  id: number;
  /** As stored; shown back to the shopper. */
  code: string;
  kind: DiscountKind;
  /** Basis points for a percentage (1000 = 10 %), cents for a fixed amount. */
  value: number;
  validFrom: Date | null;
  validTo: Date | null;
  /** Merchandise subtotal (products and bundles, before the discount) the order must reach, cents. */
  minimumOrder: number;
  usageLimit: number | null;
  usageLimitPerCustomer: number | null;
  /** Orders that used the code so far. */
  timesUsed: number;
  /** Orders of this customer that used it; null when the customer is not known yet (a guest). */
  timesUsedByCustomer: number | null;
  groupIds: readonly number[];
  brandIds: readonly number[];
  modelIds: readonly number[];
  isActive: boolean;
}

export interface DiscountableLine {
  /** Line key ("p:0", "b:1") for the allocation. */
  key: string;
  /** Line total in cents. */
  total: number;
  modelId: number;
  brandId: number;
  /** The model's groups and all their ancestors. */
  groupIds: readonly number[];
}

export const normaliseCode = (code: string): string => code.trim().toLowerCase();

/**
 * The per-customer limit (docs/checkout.md "Discount codes") counts a known customer's orders
 * by account and a guest's by the order's e-mail; a guest's cart before the e-mail is known
 * counts none. The codes whose guest uses must be counted, by id.
 */
export function codesLimitedPerCustomer(codes: ReadonlyMap<string, DiscountCodeFacts>): number[] {
  return [...codes.values()].filter((c) => c.usageLimitPerCustomer !== null).map((c) => c.id);
}

/** The codes with a guest's uses (by code id, counted by the order's e-mail) as the customer's uses. */
export function withGuestUses(codes: ReadonlyMap<string, DiscountCodeFacts>, usesById: ReadonlyMap<number, number>): Map<string, DiscountCodeFacts> {
  return new Map([...codes].map(([key, code]) => [key, code.usageLimitPerCustomer === null ? code : { ...code, timesUsedByCustomer: usesById.get(code.id) ?? 0 }]));
}

/** Lower-cased, trimmed, empty and repeated codes dropped, first occurrence kept (spec 01 §4). */
export function dedupeCodes(codes: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const code of codes) {
    const key = normaliseCode(code);
    if (key !== "" && !seen.has(key)) {
      seen.add(key);
      out.push(key);
    }
  }
  return out;
}

/** The groups and every ancestor of each, following parent links (cycles are cut). */
export function withAncestors(groupIds: readonly number[], parentOf: ReadonlyMap<number, number | null>): number[] {
  const out = new Set<number>();
  for (const start of groupIds) {
    let id: number | null | undefined = start;
    while (id !== null && id !== undefined && !out.has(id)) {
      out.add(id);
      id = parentOf.get(id);
    }
  }
  return [...out];
}

export function isLineEligible(code: Pick<DiscountCodeFacts, "groupIds" | "brandIds" | "modelIds">, line: DiscountableLine): boolean {
  if (code.groupIds.length === 0 && code.brandIds.length === 0 && code.modelIds.length === 0) return true;
  return code.modelIds.includes(line.modelId) || code.brandIds.includes(line.brandId) || line.groupIds.some((g) => code.groupIds.includes(g));
}

export type DiscountOutcome =
  | { ok: true; amount: number; allocation: Map<string, number> }
  | { ok: false; message: CheckoutMessage };

/**
 * Applies one code to the merchandise lines. A percentage is rounded half up to a whole cent
 * of the eligible subtotal; a fixed amount is capped at it, so a discount is never above the
 * eligible subtotal.
 */
export type DiscountCodeAvailability = "inactive" | "not_yet_valid" | "expired" | "used_up" | "available";

/**
 * Whether a code can be used at all at `now`, whatever the cart and whoever the customer: the
 * first of these that holds, in this order. The checkout refuses by it; the back office shows it.
 */
export function discountCodeAvailability(code: Pick<DiscountCodeFacts, "isActive" | "validFrom" | "validTo" | "usageLimit" | "timesUsed">, now: Date): DiscountCodeAvailability {
  if (!code.isActive) return "inactive";
  if (code.validFrom && now < code.validFrom) return "not_yet_valid";
  if (code.validTo && now >= code.validTo) return "expired";
  if (code.usageLimit !== null && code.timesUsed >= code.usageLimit) return "used_up";
  return "available";
}

const AVAILABILITY_REFUSAL = { inactive: "code_not_found", not_yet_valid: "code_not_yet_valid", expired: "code_expired", used_up: "code_used_up" } as const;

export function applyDiscountCode(code: DiscountCodeFacts, lines: readonly DiscountableLine[], now: Date): DiscountOutcome {
  const name = code.code;
  const availability = discountCodeAvailability(code, now);
  if (availability !== "available") return { ok: false, message: checkoutMessage(AVAILABILITY_REFUSAL[availability], { code: name }) };
  if (code.usageLimitPerCustomer !== null && code.timesUsedByCustomer !== null && code.timesUsedByCustomer >= code.usageLimitPerCustomer) {
    return { ok: false, message: checkoutMessage("code_customer_limit", { code: name }) };
  }
  const subtotal = lines.reduce((sum, line) => sum + line.total, 0);
  if (subtotal < code.minimumOrder) return { ok: false, message: checkoutMessage("code_minimum_order", { code: name, amount: code.minimumOrder }) };
  const eligible = lines.filter((line) => line.total > 0 && isLineEligible(code, line));
  const eligibleTotal = eligible.reduce((sum, line) => sum + line.total, 0);
  if (eligibleTotal === 0) return { ok: false, message: checkoutMessage("code_not_applicable", { code: name }) };
  const amount = discountAmount(code.kind, code.value, eligibleTotal);
  return { ok: true, amount, allocation: allocate(amount, eligible) };
}

export function discountAmount(kind: DiscountKind, value: number, eligibleTotal: number): number {
  const raw = kind === "percentage" ? Math.floor((eligibleTotal * Math.min(Math.max(value, 0), 10_000) + 5_000) / 10_000) : Math.max(0, value);
  return Math.min(raw, eligibleTotal);
}

/**
 * Splits an amount over lines in proportion to their totals (largest remainder): whole cents,
 * the parts sum to the amount exactly and no line gets more than its own total.
 */
export function allocate(amount: number, lines: readonly { key: string; total: number }[]): Map<string, number> {
  const total = lines.reduce((sum, line) => sum + line.total, 0);
  const out = new Map<string, number>();
  if (total <= 0 || amount <= 0) {
    for (const line of lines) out.set(line.key, 0);
    return out;
  }
  const capped = Math.min(amount, total);
  let given = 0;
  const remainders: { key: string; remainder: number; index: number }[] = [];
  lines.forEach((line, index) => {
    const exact = (capped * line.total) / total;
    const share = Math.floor(exact);
    out.set(line.key, share);
    given += share;
    remainders.push({ key: line.key, remainder: exact - share, index });
  });
  remainders.sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (let i = 0; given < capped; i = (i + 1) % remainders.length) {
    const r = remainders[i]!;
    const line = lines[r.index]!;
    if ((out.get(r.key) ?? 0) < line.total) {
      out.set(r.key, (out.get(r.key) ?? 0) + 1);
      given += 1;
    }
  }
  return out;
}

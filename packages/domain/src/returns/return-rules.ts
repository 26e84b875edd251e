// Returns of web orders (issue 18; spec 02 §4 "Order and return status labels", §9 "Return
// time", "Exchange", "Returning fee"; docs/returns.md): which lines of an order can be returned
// and how many, the return window, the choices per line, the refund of a return and the moves of
// its status. Pure: the return page checks the same rules before sending, the API decides.
import { RETURN_DAYS } from "../api/orders";

/** spec 02 §4: the return statuses as the dictionary names them. */
export const RETURN_STATUSES = ["new-return", "processing-return", "processed-return", "more_info-return", "rejected-return"] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** Why a line goes back (ours: the spec only says a reason must be selected). */
export const RETURN_REASONS = ["wrong_size", "not_as_expected", "changed_mind", "wrong_product", "damaged_in_transit", "other"] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/** Money back, or the same model in another size or colour (spec 02 §9 "Exchange"). */
export const RETURN_ACTIONS = ["refund", "exchange"] as const;
export type ReturnAction = (typeof RETURN_ACTIONS)[number];

/** spec 02 §4/§9: a reserved exchange item returns to sale after 3 weeks without the return received. */
export const EXCHANGE_HOLD_DAYS = 21;
/** spec 02 §9: the repair category has no return time (nor have gift cards). */
export const NOT_RETURNABLE_GROUP_SLUG = "vuota-korjaus";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Staff moves (the spec shows none; ours). `new-return` waits for the parcel; staff receive it
 * (`processing-return`), ask for more information, approve it (`processed-return`: refunded,
 * restocked, the exchange sent) or reject it (`rejected-return`: not salable). The last two are final.
 */
const MOVES: Record<ReturnStatus, readonly ReturnStatus[]> = {
  "new-return": ["processing-return", "more_info-return", "rejected-return"],
  "processing-return": ["processed-return", "more_info-return", "rejected-return"],
  "more_info-return": ["processing-return", "rejected-return"],
  "processed-return": [],
  "rejected-return": [],
};

export function canMoveReturn(from: ReturnStatus, to: ReturnStatus): boolean {
  return MOVES[from].includes(to);
}

/** The moves staff can make from a status, in the order the staff page offers them. */
export function returnMovesFrom(from: ReturnStatus): readonly ReturnStatus[] {
  return MOVES[from];
}

/** Received: the parcel is at the shop (an exchange item is then no longer released). */
export function returnReceived(status: ReturnStatus): boolean {
  return status === "processing-return" || status === "processed-return";
}

/** The last moment of the return time: `RETURN_DAYS` after the order was paid. */
export function returnDeadline(paidAt: Date | string, days: number = RETURN_DAYS): Date {
  return new Date(new Date(paidAt).getTime() + days * DAY_MS);
}

/** When a reserved exchange item is released for sale (spec 02 §4: 3 weeks). */
export function exchangeHoldUntil(createdAt: Date): Date {
  return new Date(createdAt.getTime() + EXCHANGE_HOLD_DAYS * DAY_MS);
}

export interface ReturnLineFacts {
  kind: string;
  quantity: number;
  totalPrice: number;
  groupSlugs?: readonly string[];
  modelId?: number | null;
  variantId?: number | null;
}

export interface ReturnOrderFacts {
  status: string;
  paidAt: Date | string | null;
  lines: readonly ReturnLineFacts[];
}

export type OrderReturnRefusal = "not_paid" | "not_shipped" | "expired";

/**
 * Whether the order can be returned at all: paid, dispatched (`shipped`: its units left the
 * warehouse) and within the return time.
 */
export function orderReturnRefusal(order: Pick<ReturnOrderFacts, "status" | "paidAt">, now: Date): OrderReturnRefusal | null {
  if (!order.paidAt || order.status === "cancelled" || order.status === "manual_cancellation") return "not_paid";
  if (order.status !== "shipped") return "not_shipped";
  if (returnDeadline(order.paidAt) < now) return "expired";
  return null;
}

/** Why a line cannot be returned online, or null. */
export function lineReturnRefusal(line: ReturnOrderFacts["lines"][number]): "gift_card" | "bundle" | "repair" | "rental" | null {
  if (line.kind === "gift_card") return "gift_card";
  // A rental is not goods sent back: its booking is cancelled through the order (docs/rental.md "Paying online").
  if (line.kind === "rental") return "rental";
  if (line.kind === "bundle") return "bundle";
  if (line.groupSlugs?.includes(NOT_RETURNABLE_GROUP_SLUG)) return "repair";
  return null;
}

/** Units of each row (1-based) still returnable: ordered minus those in returns not rejected. */
export function returnableUnits(order: ReturnOrderFacts, alreadyReturned: ReadonlyMap<number, number>): number[] {
  return order.lines.map((line, index) => (lineReturnRefusal(line) ? 0 : Math.max(0, line.quantity - (alreadyReturned.get(index + 1) ?? 0))));
}

/**
 * What `quantity` units of a line refund: their share of what was paid for the line (after the
 * discount code's share). The whole line refunds its total exactly; a part is rounded down, so
 * the parts of a line never add up to more than it cost.
 */
export function lineRefund(line: { quantity: number; totalPrice: number }, quantity: number): number {
  if (quantity >= line.quantity) return line.totalPrice;
  return Math.floor((line.totalPrice * quantity) / line.quantity);
}

export interface ReturnLineInput {
  row: number;
  quantity: number;
  reason: string;
  action: string;
  exchangeVariantId?: number | null;
}

export type ReturnLineErrorKey = "reasonRequired" | "quantity" | "notReturnable" | "exchangeVariant" | "exchangeStock";
export type ReturnErrorKey = ReturnLineErrorKey | "noLines" | OrderReturnRefusal;

export interface ReturnCheckContext {
  order: ReturnOrderFacts;
  alreadyReturned: ReadonlyMap<number, number>;
  /** Variants of each model another unit can be exchanged to, with the units free to sell. */
  exchangeStock: ReadonlyMap<number, { modelId: number; available: number }>;
  now: Date;
}

export interface CheckedReturnLine {
  row: number;
  quantity: number;
  reason: ReturnReason;
  action: ReturnAction;
  exchangeVariantId: number | null;
  /** What the units were paid (`lineRefund`): refunded for a refund, carried over to an exchange. */
  value: number;
}

/**
 * Checks a return: the order (paid, dispatched, in time), at least one line, each line's
 * amount within what is left of it, a reason (spec 02 dictionary: 'Return reason must be
 * selected for the product.'), and for an exchange another variant of the same model with a
 * free unit for every exchanged one. Errors by field: `lines`, `lines.{i}.quantity`, ….
 */
export function checkReturn(
  lines: readonly ReturnLineInput[],
  ctx: ReturnCheckContext,
): { value: CheckedReturnLine[]; errors?: undefined } | { value?: undefined; errors: Record<string, ReturnErrorKey> } {
  const refusal = orderReturnRefusal(ctx.order, ctx.now);
  if (refusal) return { errors: { non_field_errors: refusal } };
  const chosen = lines.filter((l) => l.quantity > 0);
  if (chosen.length === 0) return { errors: { lines: "noLines" } };
  const left = returnableUnits(ctx.order, ctx.alreadyReturned);
  const errors: Record<string, ReturnErrorKey> = {};
  const value: CheckedReturnLine[] = [];
  const wanted = new Map<number, number>();
  const seen = new Set<number>();
  lines.forEach((input, i) => {
    if (input.quantity <= 0) return;
    const line = ctx.order.lines[input.row - 1];
    if (!line || seen.has(input.row)) {
      errors[`lines.${i}.row`] = "notReturnable";
      return;
    }
    seen.add(input.row);
    if (lineReturnRefusal(line)) {
      errors[`lines.${i}.row`] = "notReturnable";
      return;
    }
    if (!Number.isInteger(input.quantity) || input.quantity > left[input.row - 1]!) errors[`lines.${i}.quantity`] = "quantity";
    const reason = RETURN_REASONS.find((r) => r === input.reason);
    if (!reason) errors[`lines.${i}.reason`] = "reasonRequired";
    const action = RETURN_ACTIONS.find((a) => a === input.action) ?? "refund";
    let exchangeVariantId: number | null = null;
    if (action === "exchange") {
      const target = input.exchangeVariantId ? ctx.exchangeStock.get(input.exchangeVariantId) : undefined;
      if (!target || target.modelId !== line.modelId || input.exchangeVariantId === line.variantId) errors[`lines.${i}.exchangeVariantId`] = "exchangeVariant";
      else {
        exchangeVariantId = input.exchangeVariantId!;
        const total = (wanted.get(exchangeVariantId) ?? 0) + input.quantity;
        wanted.set(exchangeVariantId, total);
        if (total > target.available) errors[`lines.${i}.exchangeVariantId`] = "exchangeStock";
      }
    }
    if (reason) value.push({ row: input.row, quantity: input.quantity, reason, action, exchangeVariantId, value: lineRefund(line, input.quantity) });
  });
  return Object.keys(errors).length > 0 ? { errors } : { value };
}

/**
 * What an approved return gives back through the payment provider: its refund lines, and its
 * exchange lines when the exchange item was released (the parcel came after the 3 weeks), at
 * most what the provider still holds of the order (gift cards paid the rest).
 */
export function returnRefundTotal(lines: readonly { action: ReturnAction; value: number }[], exchangeReleased: boolean, providerLeft: number): number {
  const due = lines.reduce((sum, l) => sum + (l.action === "refund" || exchangeReleased ? l.value : 0), 0);
  return Math.max(0, Math.min(providerLeft, due));
}

// An order's lines as snapshots of a cart validation, and the payment order a provider is asked
// to charge for them (docs/orders.md "Lines"). Each line carries its own included VAT (the
// checkout's rule, vat.ts); the order's VAT lines are the checkout's per-rate totals.
import type { OrderPaymentStatus } from "../api/orders";
import type { PaymentOrderLine } from "../payments/payment-order";
import { includedVat } from "../checkout/vat";
import { lineDisplayName } from "../cart/rules";
import type { CartValidation } from "../checkout/validate-cart";
import type { CheckoutMessage } from "../checkout/messages";

export interface OrderLineSnapshot {
  kind: "product" | "bundle" | "gift_card" | "rental";
  variantId: number | null;
  modelId: number | null;
  bundleId: number | null;
  bundleVariantId: string | null;
  name: string;
  manufacturer: string | null;
  color: string | null;
  size: string | null;
  image: string | null;
  url: string | null;
  quantity: number;
  unitPrice: number;
  regularUnitPrice: number;
  discount: number;
  /** quantity × unitPrice − discount. */
  totalPrice: number;
  vatRateBp: number;
  vatAmount: number;
  /** A web gift card's recipient (model 2427), else null. */
  recipientName?: string | null;
  /** A rental line's booking (docs/rental.md "Paying online"), else null. */
  rentalBookingId?: number | null;
}

/** The lines of an accepted validation (lines with amount 0 are left out); gift card names come rendered. */
export function orderLinesFrom(v: CartValidation, giftCardName: (value: number) => string, text?: (message: CheckoutMessage) => string): OrderLineSnapshot[] {
  const lines: OrderLineSnapshot[] = [];
  for (const p of v.products) {
    if (p.amount <= 0) continue;
    const total = p.totalPrice - p.discount;
    const rate = p.vatRateBp ?? 0;
    lines.push({
      kind: "product", variantId: p.id, modelId: p.variant.modelId, bundleId: null, bundleVariantId: null,
      name: p.variant.modelName, manufacturer: p.variant.manufacturer, color: p.variant.color, size: p.variant.size, image: p.variant.image, url: p.variant.url,
      quantity: p.amount, unitPrice: p.unitPrice, regularUnitPrice: p.regularUnitPrice, discount: p.discount, totalPrice: total, vatRateBp: rate, vatAmount: includedVat(total, rate),
    });
  }
  for (const b of v.bundles) {
    if (b.amount <= 0) continue;
    const total = b.totalPrice - b.discount;
    const rate = b.vatRateBp ?? 0;
    const main = b.parts[0]!;
    lines.push({
      kind: "bundle", variantId: main.id, modelId: b.bundle.mainModelId, bundleId: b.bundleId, bundleVariantId: b.id,
      // A ski wizard set names its parts: nothing else in the order says which ones were mounted.
      name: b.skiSet ? `${b.bundle.name}: ${b.parts.map((p) => [lineDisplayName(p.manufacturer, p.modelName), p.size].filter(Boolean).join(" ")).join(" + ")}` : b.bundle.name,
      manufacturer: main.manufacturer, color: main.color, size: main.size, image: main.image, url: main.url,
      quantity: b.amount, unitPrice: b.unitPrice, regularUnitPrice: b.regularUnitPrice, discount: b.discount, totalPrice: total, vatRateBp: rate, vatAmount: includedVat(total, rate),
    });
  }
  for (const g of v.giftCardProducts) {
    if (g.amount <= 0) continue;
    lines.push({
      kind: "gift_card", variantId: null, modelId: g.modelId, bundleId: null, bundleVariantId: null,
      name: giftCardName(g.value), manufacturer: null, color: null, size: null, image: null, url: null,
      quantity: g.amount, unitPrice: g.unitPrice, regularUnitPrice: g.unitPrice, discount: 0, totalPrice: g.totalPrice, vatRateBp: 0, vatAmount: 0,
      recipientName: g.recipientName,
    });
  }
  // A rental's line names its item, store and days: the order, its page, its e-mail and the
  // provider's lines all show them (docs/rental.md "Paying online").
  for (const r of v.rentals) {
    if (r.bookingId === null) continue;
    lines.push({
      kind: "rental", variantId: null, modelId: null, bundleId: null, bundleVariantId: null,
      name: text ? text(r.name) : r.item, manufacturer: null, color: null, size: r.size, image: null, url: null,
      quantity: 1, unitPrice: r.totalPrice, regularUnitPrice: r.totalPrice, discount: 0, totalPrice: r.totalPrice, vatRateBp: r.vatRateBp, vatAmount: includedVat(r.totalPrice, r.vatRateBp),
      rentalBookingId: r.bookingId,
    });
  }
  return lines;
}

export interface PayableOrder {
  lines: readonly OrderLineSnapshot[];
  deliveryCost: number;
  deliveryName: string;
  repackCost: number;
  repackName: string;
  /** Rate of delivery and repack (the general class). */
  generalRateBp: number;
  giftCards: readonly { code: string; used: number }[];
  giftCardsName: string;
}

/** The provider's lines: goods, delivery, repack and gift cards used (negative); they sum to the order total. */
export function paymentLinesFor(order: PayableOrder): PaymentOrderLine[] {
  const out: PaymentOrderLine[] = order.lines.map((l, i) => ({
    reference: l.kind === "gift_card" ? `giftcard-${i + 1}` : l.kind === "rental" ? `rental-${i + 1}` : l.kind === "bundle" ? `bundle-${l.bundleId ?? "ski"}-${i + 1}` : String(l.variantId),
    name: l.name.slice(0, 255),
    kind: l.kind === "gift_card" || l.kind === "rental" ? "digital" : "physical",
    quantity: l.quantity,
    unitPrice: l.unitPrice,
    totalAmount: l.totalPrice,
    vatPercentage: l.vatRateBp / 100,
    vatAmount: l.vatAmount,
  }));
  const extra = (reference: string, name: string, kind: "shipping_fee" | "surcharge", amount: number) => {
    if (amount > 0) out.push({ reference, name, kind, quantity: 1, unitPrice: amount, totalAmount: amount, vatPercentage: order.generalRateBp / 100, vatAmount: includedVat(amount, order.generalRateBp) });
  };
  extra("delivery", order.deliveryName, "shipping_fee", order.deliveryCost);
  extra("repack", order.repackName, "surcharge", order.repackCost);
  for (const card of order.giftCards) {
    if (card.used > 0) out.push({ reference: `giftcard-${card.code.slice(-4)}`, name: order.giftCardsName, kind: "store_credit", quantity: 1, unitPrice: -card.used, totalAmount: -card.used, vatPercentage: 0, vatAmount: 0 });
  }
  return out;
}

/** VAT per percentage of payment lines, as providers want it: the lines' own sums. */
export function paymentVat(lines: readonly PaymentOrderLine[]): { percentage: number; amount: number }[] {
  const by = new Map<number, number>();
  for (const l of lines) by.set(l.vatPercentage, (by.get(l.vatPercentage) ?? 0) + l.vatAmount);
  return [...by].filter(([, amount]) => amount !== 0).sort((a, b) => b[0] - a[0]).map(([percentage, amount]) => ({ percentage, amount }));
}

/** Initial payment status: nothing to pay means nothing to wait for. */
export const initialPaymentStatus = (totalPrice: number): OrderPaymentStatus => (totalPrice > 0 ? "pending" : "not_required");

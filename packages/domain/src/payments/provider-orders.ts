// A consistent payment order (payment-order.ts) in the shapes of the two providers' public REST
// contracts (docs/payments.md): Klarna Checkout v3 order lines and PayPal Orders v2 purchase
// units. Pure, so the sums each provider checks are unit-tested here.
import { minorToDecimalString, NEGATIVE_LINE_KINDS, type PaymentOrder } from "./payment-order";

export interface KlarnaOrderLine {
  type: "physical" | "digital" | "shipping_fee" | "surcharge" | "discount" | "store_credit";
  reference: string;
  name: string;
  quantity: number;
  unit_price: number;
  /** Basis points: 25.5 % is 2550. */
  tax_rate: number;
  total_amount: number;
  total_discount_amount: number;
  total_tax_amount: number;
}

export interface KlarnaAmounts {
  order_amount: number;
  order_tax_amount: number;
  order_lines: KlarnaOrderLine[];
}

/** Klarna's rule: total_amount = quantity × unit_price - total_discount_amount, all in minor units. */
export function toKlarnaAmounts(order: Pick<PaymentOrder, "amount" | "lines">): KlarnaAmounts {
  const order_lines = order.lines.map((line): KlarnaOrderLine => {
    const gross = line.quantity * line.unitPrice;
    return {
      type: line.kind,
      reference: line.reference,
      name: line.name,
      quantity: line.quantity,
      unit_price: line.unitPrice,
      tax_rate: Math.round(line.vatPercentage * 100),
      total_amount: line.totalAmount,
      total_discount_amount: NEGATIVE_LINE_KINDS.includes(line.kind) ? 0 : gross - line.totalAmount,
      total_tax_amount: line.vatAmount,
    };
  });
  return {
    order_amount: order.amount,
    order_tax_amount: order_lines.reduce((sum, line) => sum + line.total_tax_amount, 0),
    order_lines,
  };
}

/** Klarna's locale for a shop language and purchase country: "fi-FI", "sv-FI", "en-SE"... */
export function klarnaLocale(language: string, country: string): string {
  return `${language}-${country.toUpperCase()}`;
}

interface PayPalMoney {
  currency_code: string;
  value: string;
}

export interface PayPalPurchaseUnit {
  reference_id: string;
  custom_id: string;
  invoice_id: string;
  amount: PayPalMoney & {
    breakdown: { item_total: PayPalMoney; shipping: PayPalMoney; handling: PayPalMoney; discount: PayPalMoney };
  };
  items: { name: string; sku: string; quantity: string; unit_amount: PayPalMoney; category: "PHYSICAL_GOODS" | "DIGITAL_GOODS" }[];
}

/**
 * PayPal's rule: amount = item_total + tax_total + shipping + handling - discount, and item_total
 * = Σ unit_amount × quantity. Prices include VAT (Nordic consumer prices), so tax_total is left
 * out; line discounts, discount codes and gift cards used as payment go to `discount`.
 */
export function toPayPalPurchaseUnit(order: Pick<PaymentOrder, "reference" | "amount" | "currency" | "lines">): PayPalPurchaseUnit {
  const money = (minorUnits: number): PayPalMoney => ({ currency_code: order.currency.toUpperCase(), value: minorToDecimalString(minorUnits, order.currency) });
  let itemTotal = 0;
  let shipping = 0;
  let handling = 0;
  let discount = 0;
  const items: PayPalPurchaseUnit["items"] = [];
  for (const line of order.lines) {
    if (NEGATIVE_LINE_KINDS.includes(line.kind)) {
      discount -= line.totalAmount;
    } else if (line.kind === "shipping_fee") {
      shipping += line.totalAmount;
    } else if (line.kind === "surcharge") {
      handling += line.totalAmount;
    } else {
      itemTotal += line.quantity * line.unitPrice;
      discount += line.quantity * line.unitPrice - line.totalAmount;
      items.push({
        name: line.name.slice(0, 127),
        sku: line.reference.slice(0, 127),
        quantity: String(line.quantity),
        unit_amount: money(line.unitPrice),
        category: line.kind === "digital" ? "DIGITAL_GOODS" : "PHYSICAL_GOODS",
      });
    }
  }
  return {
    reference_id: order.reference,
    custom_id: order.reference,
    invoice_id: order.reference,
    amount: {
      ...money(order.amount),
      breakdown: { item_total: money(itemTotal), shipping: money(shipping), handling: money(handling), discount: money(discount) },
    },
    items,
  };
}

/** Nexi Nets Easy's rule for a webhook's authorization value: 8-64 letters and digits. The
 * configuration, the adapter and the local fake all check it. */
export const NETS_WEBHOOK_AUTH = /^[A-Za-z0-9]{8,64}$/;

// A consistent payment order for tests of the payment rules and the provider adapters.
import type { PaymentOrderInput } from "../payments/payment-order";

export const sampleUrls = {
  ok: "https://shop.example/order/payment_ok/A1/",
  cancelled: "https://shop.example/order/payment_cancelled/A1/",
  error: "https://shop.example/order/payment_error/A1/",
  process: "https://shop.example/order/process/",
  notification: "https://shop.example/api/payments/test/notifications/",
};

/** 2 × 49.90 jackets with 5.00 off the line, delivery 5.90 and a 6.00 discount code: 94.70 at 25.5 % VAT. */
export function sampleOrder(overrides: Partial<PaymentOrderInput> = {}): PaymentOrderInput {
  return {
    reference: "A1",
    amount: 9470,
    currency: "eur",
    lines: [
      { reference: "1001", name: "Kuoritakki", kind: "physical", quantity: 2, unitPrice: 4990, totalAmount: 9480, vatPercentage: 25.5, vatAmount: 1926 },
      { reference: "delivery", name: "Kotiinkuljetus", kind: "shipping_fee", quantity: 1, unitPrice: 590, totalAmount: 590, vatPercentage: 25.5, vatAmount: 120 },
      { reference: "KESA10", name: "Alennuskoodi", kind: "discount", quantity: 1, unitPrice: -600, totalAmount: -600, vatPercentage: 25.5, vatAmount: -122 },
    ],
    vat: [{ percentage: 25.5, amount: 1924 }],
    language: "fi",
    country: "fi",
    urls: sampleUrls,
    idempotencyKey: "order-A1-attempt-1",
    ...overrides,
  };
}


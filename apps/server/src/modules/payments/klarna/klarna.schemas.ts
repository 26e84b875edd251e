// The parts of Klarna's public REST contract the shop reads (Checkout v3, Order Management v1).
// Unknown fields pass; the fields we use must be there and of the right type.
import { z } from "zod";

const minor = z.number().int();

export const klarnaCheckoutOrderSchema = z.object({
  order_id: z.string().min(1),
  /** checkout_incomplete until the shopper completes it; then checkout_complete (read-only). */
  status: z.string(),
  html_snippet: z.string(),
  purchase_currency: z.string(),
  order_amount: minor,
  merchant_reference1: z.string().nullish(),
});
export type KlarnaCheckoutOrder = z.infer<typeof klarnaCheckoutOrderSchema>;

export const klarnaManagedOrderSchema = z.object({
  order_id: z.string().min(1),
  /** AUTHORIZED, PART_CAPTURED, CAPTURED, CANCELLED, EXPIRED, CLOSED */
  status: z.string(),
  /** ACCEPTED, PENDING, REJECTED */
  fraud_status: z.string(),
  order_amount: minor,
  captured_amount: minor.default(0),
  refunded_amount: minor.default(0),
  purchase_currency: z.string(),
  merchant_reference1: z.string().nullish(),
  created_at: z.string().optional(),
});
export type KlarnaManagedOrder = z.infer<typeof klarnaManagedOrderSchema>;

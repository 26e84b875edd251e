// The parts of Nexi Nets Easy's Payment API v1 answers and webhooks the shop reads
// (docs/payments.md "Card payments (Nets Easy)"); everything else in them is ignored.
import { z } from "zod";

const amount = z.number().int().nonnegative();

/** POST /v1/payments: 201. */
export const netsCreatedSchema = z.object({ paymentId: z.string().min(1).max(100), hostedPaymentPageUrl: z.string().url() });

/** GET /v1/payments/{paymentId}. */
export const netsPaymentSchema = z.object({
  payment: z.object({
    paymentId: z.string().min(1).max(100),
    orderDetails: z.object({ amount, currency: z.string().regex(/^[A-Za-z]{3}$/), reference: z.string().nullable().optional() }),
    summary: z
      .object({ reservedAmount: amount.optional(), chargedAmount: amount.optional(), refundedAmount: amount.optional(), cancelledAmount: amount.optional() })
      .optional()
      .default({}),
    charges: z.array(z.object({ chargeId: z.string().min(1), amount })).optional().default([]),
    created: z.string().optional(),
  }),
});
export type NetsPayment = z.infer<typeof netsPaymentSchema>["payment"];

/** POST /v1/payments/{paymentId}/charges: 201. */
export const netsChargeSchema = z.object({ chargeId: z.string().min(1) });
/** POST /v1/charges/{chargeId}/refunds: 201. */
export const netsRefundSchema = z.object({ refundId: z.string().min(1) });

/** A webhook's body: what happened to which payment. */
export const netsWebhookSchema = z.object({
  id: z.string().min(1).max(100),
  event: z.string().min(1).max(100),
  timestamp: z.string().optional(),
  data: z.object({ paymentId: z.string().regex(/^[A-Za-z0-9-]{1,100}$/) }).passthrough(),
});

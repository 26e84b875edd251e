// The parts of PayPal's public REST contract the shop reads (OAuth2, Orders v2, Payments v2,
// webhooks). Unknown fields pass; the fields we use must be there and of the right type.
import { z } from "zod";

export const payPalTokenSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string(),
  /** Seconds. */
  expires_in: z.number().int().positive(),
});

const money = z.object({ currency_code: z.string(), value: z.string() });
const link = z.object({ href: z.string(), rel: z.string(), method: z.string().optional() });

export const payPalCaptureSchema = z.object({
  id: z.string(),
  /** COMPLETED, PENDING, DECLINED, REFUNDED, PARTIALLY_REFUNDED, FAILED */
  status: z.string(),
  amount: money,
  custom_id: z.string().optional(),
  invoice_id: z.string().optional(),
  supplementary_data: z.object({ related_ids: z.object({ order_id: z.string().optional() }).optional() }).optional(),
});

export const payPalOrderSchema = z.object({
  id: z.string().min(1),
  /** CREATED, SAVED, APPROVED, VOIDED, COMPLETED, PAYER_ACTION_REQUIRED */
  status: z.string(),
  links: z.array(link).default([]),
  purchase_units: z
    .array(
      z.object({
        reference_id: z.string().optional(),
        custom_id: z.string().optional(),
        amount: money.optional(),
        payments: z.object({ captures: z.array(payPalCaptureSchema).default([]) }).optional(),
      }),
    )
    .default([]),
});
export type PayPalOrder = z.infer<typeof payPalOrderSchema>;

export const payPalRefundSchema = z.object({ id: z.string(), status: z.string() });

export const payPalVerifySchema = z.object({ verification_status: z.enum(["SUCCESS", "FAILURE"]) });

export const payPalWebhookEventSchema = z.object({
  id: z.string().min(1),
  event_type: z.string(),
  create_time: z.string(),
  resource: z.record(z.string(), z.unknown()),
});

/** PayPal's error answer: `name` (UNPROCESSABLE_ENTITY, …) and the issues (INSTRUMENT_DECLINED, …). */
export const payPalErrorSchema = z.object({
  name: z.string().optional(),
  details: z.array(z.object({ issue: z.string() })).optional(),
});

// What every provider's notification, capture, cancel and refund is normalised into
// (docs/payments.md "Events"). The order module records these, drops repeats by `eventId` and
// moves the order's status; it never reads a provider's own format.
import { z } from "zod";
import { paymentStatuses } from "../orders/statuses";

/** The provider's outcomes (orders/statuses.ts: the database's enum is made of the same list). */
export { paymentStatuses };
export const paymentStatusSchema = z.enum(paymentStatuses);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

export const paymentEventSchema = z.object({
  /** Unique per provider event; a repeated delivery carries the same id. */
  eventId: z.string().min(1).max(200),
  processorSlug: z.string().min(1),
  /** The provider's id of the payment (the checkout order, the wallet order, the test session). */
  paymentId: z.string().min(1).max(200),
  /** The shop's order reference the payment was started with. */
  orderReference: z.string().min(1).max(64),
  status: paymentStatusSchema,
  /** Minor units of `currency` this event is about (authorised, captured or refunded amount). */
  amount: z.number().int().nonnegative(),
  currency: z.string().regex(/^[a-z]{3}$/),
  /** When the provider says it happened (ISO 8601). */
  occurredAt: z.string(),
});
export type PaymentEvent = z.infer<typeof paymentEventSchema>;

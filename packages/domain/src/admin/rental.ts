// The back office's rental bookings (docs/admin.md "Rental bookings", docs/rental.md): the list
// with its filters, one booking, and staff cancelling it with a reason. Which cancellation a
// booking gets is decided here (`staffCancelOf`): a booking paid in the store is cancelled on its
// own; a booking an order pays is cancelled with its order, through the order's own cancellation
// (refunds included), and only when that order holds nothing else.
import { z } from "zod";
import { orderStatusSchema, type OrderStatus } from "../api/orders";
import { rentalBookingStatuses, type RentalBookingStatus } from "../api/rental";
import { canMoveRental } from "../rental/rental";
import { cancellationPath } from "./orders";
import { listQuerySchema, optionalId, pageSchema, versionSchema } from "./common";

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2026-12-04.")
  .optional()
  .or(z.literal("").transform(() => undefined));

export const adminRentalListQuerySchema = listQuerySchema(["start", "created", "number"], "start").extend({
  status: z.union([z.enum(rentalBookingStatuses), z.literal("")]).optional().transform((v) => v || undefined),
  store: optionalId,
  /** Bookings whose period has a day on or after this one. */
  from: isoDate,
  /** Bookings whose period has a day on or before this one. */
  to: isoDate,
  /** `online`: paid through an order; `store`: paid at pick-up. */
  payment: z.enum(["online", "store", ""]).optional().transform((v) => v || undefined),
});
export type AdminRentalListQuery = z.infer<typeof adminRentalListQuerySchema>;

export const adminRentalBookingSchema = z.object({
  number: z.string(),
  status: z.enum(rentalBookingStatuses),
  created_at: z.string(),
  item: z.object({ id: z.number().int(), name: z.string() }),
  store: z.object({ id: z.number().int(), name: z.string() }),
  size: z.string(),
  unit: z.string(),
  start: z.string(),
  end: z.string(),
  /** Cents: the rent as quoted and the deposit taken at pick-up. */
  total: z.number().int(),
  deposit: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  language: z.string(),
  /** `online`: the shopper chose to pay the rent online (held, or in an order); `store`: paid at pick-up. */
  payment: z.enum(["online", "store"]),
  /** The order paying it online, else null (paid in the store, or a hold no order took yet). */
  order_number: z.string().nullable(),
  order_status: orderStatusSchema.nullable(),
  cancelled_at: z.string().nullable(),
  cancel_reason: z.string().nullable(),
});
export type AdminRentalBooking = z.infer<typeof adminRentalBookingSchema>;
export const adminRentalPageSchema = pageSchema(adminRentalBookingSchema);

export const staffCancelKinds = ["booking", "order"] as const;
export const staffCancelRefusals = ["status", "order_status", "order_has_other_lines"] as const;
export type StaffCancel = { kind: (typeof staffCancelKinds)[number] } | { kind: "refused"; reason: (typeof staffCancelRefusals)[number] };

export const adminRentalDetailSchema = z.object({
  booking: adminRentalBookingSchema,
  version: versionSchema,
  /** What "Cancel" does now: the booking alone, the booking with its order, or nothing (why). */
  cancel: z.union([z.object({ kind: z.enum(staffCancelKinds) }), z.object({ kind: z.literal("refused"), reason: z.enum(staffCancelRefusals) })]),
  /** The other lines of the paying order (0 for a booking paid in the store). */
  order_other_lines: z.number().int(),
});
export type AdminRentalDetail = z.infer<typeof adminRentalDetailSchema>;

export const RENTAL_CANCEL_REASON_MAX = 500;
export const adminRentalCancelSchema = z.strictObject({
  version: versionSchema,
  reason: z.string().trim().min(1, "Give the reason for the cancellation.").max(RENTAL_CANCEL_REASON_MAX, `At most ${RENTAL_CANCEL_REASON_MAX} characters.`),
});
export type AdminRentalCancel = z.infer<typeof adminRentalCancelSchema>;

export const adminRentalParamsSchema = z.object({ number: z.string().regex(/^R\d{8}$/, "Not a booking number.") });

/**
 * What a staff cancellation does with a booking (docs/admin.md "Rental bookings"):
 * - paid in the store and still ahead (`reserved`): the booking alone, its days freed;
 * - paid or to be paid through an order (`held` or `reserved`, an order line): the order is
 *   cancelled the way the order screen cancels it (money back through the provider, the days
 *   freed with it), but only when the order holds nothing but this booking, and only from an
 *   order status a cancellation can leave from; otherwise staff cancel the order on its own
 *   screen, where every line's fate is seen;
 * - picked up, returned or cancelled: nothing.
 */
export function staffCancelOf(booking: { status: RentalBookingStatus; orderStatus: OrderStatus | null; orderOtherLines: number }): StaffCancel {
  if (booking.orderStatus === null) return canMoveRental(booking.status, "cancelled") ? { kind: "booking" } : { kind: "refused", reason: "status" };
  if (booking.status !== "held" && booking.status !== "reserved") return { kind: "refused", reason: "status" };
  if (booking.orderOtherLines > 0) return { kind: "refused", reason: "order_has_other_lines" };
  if (!cancellationPath(booking.orderStatus)) return { kind: "refused", reason: "order_status" };
  return { kind: "order" };
}

/** The part of a booking a cancellation is made on: its status and its order's (the version). */
export const rentalVersionState = (b: { status: string; order_status: string | null }) => ({ status: b.status, order_status: b.order_status });

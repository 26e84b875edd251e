// The back office's orders (docs/admin.md "Orders"): the list with its filters, one order with
// its payments, provider events, refunds, status history and internal notes, and what staff do
// with it. Status moves follow docs/orders.md "Status transitions" (canStaffMove).
import { z } from "zod";
import { orderNumberSchema, orderPaymentStatusSchema, orderStatusSchema, type OrderStatus } from "../api/orders";
import { allowedStaffMoves } from "../orders/transitions";
import { listQuerySchema, optionalFlag, optionalId, pageSchema, versionSchema } from "./common";

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2026-11-26.")
  .optional()
  .or(z.literal("").transform(() => undefined));

export const adminOrderListQuerySchema = listQuerySchema(["created", "total", "number", "status"], "-created").extend({
  status: z.union([orderStatusSchema, z.literal("")]).optional().transform((v) => v || undefined),
  payment_status: z.union([orderPaymentStatusSchema, z.literal("")]).optional().transform((v) => v || undefined),
  /** Placed on or after this day (Helsinki time). */
  from: isoDate,
  /** Placed on or before this day (Helsinki time). */
  to: isoDate,
  store: optionalId,
  delivery_method: z.string().trim().max(100).optional().transform((v) => v || undefined),
  code: z.string().trim().max(100).optional().transform((v) => v || undefined),
  customer: optionalId,
  /** Only orders with a staff transfer request (issue 19 "Stock transfers"). */
  transfer: z.enum(["true", ""]).optional().transform((v) => v === "true"),
});
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuerySchema>;

export const adminOrderRowSchema = z.object({
  number: z.string(),
  created_at: z.string(),
  status: orderStatusSchema,
  payment_status: orderPaymentStatusSchema,
  email: z.string(),
  name: z.string(),
  total_price: z.number().int(),
  currency: z.string(),
  delivery_method_name: z.string(),
  items: z.number().int(),
  discount_code: z.string().nullable(),
  transfer: z.boolean(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;
export const adminOrderPageSchema = pageSchema(adminOrderRowSchema);
export type AdminOrderPage = z.infer<typeof adminOrderPageSchema>;

const refundSchema = z.object({
  id: z.number().int(),
  kind: z.enum(["cancel", "refund"]),
  amount: z.number().int(),
  status: z.enum(["pending", "done", "failed"]),
  reason: z.string(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  next_attempt_at: z.string(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});
export type AdminRefund = z.infer<typeof refundSchema>;

export const adminOrderDetailSchema = z.object({
  version: versionSchema,
  number: z.string(),
  created_at: z.string(),
  status: orderStatusSchema,
  payment_status: orderPaymentStatusSchema,
  allowed_moves: z.array(orderStatusSchema),
  customer_id: z.number().int().nullable(),
  email: z.string(),
  language: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  address: z.string(),
  postal_code: z.string(),
  city: z.string(),
  country_code: z.string(),
  phone: z.string(),
  delivery_method_name: z.string(),
  delivery_location: z.string().nullable(),
  delivery_store: z.string().nullable(),
  shipping_time: z.string(),
  special_request: z.string(),
  seller_name: z.string().nullable(),
  payment_method: z.string().nullable(),
  processor_slug: z.string().nullable(),
  discount_code: z.string().nullable(),
  currency: z.string(),
  subtotal: z.number().int(),
  discount_total: z.number().int(),
  delivery_cost: z.number().int(),
  repack_cost: z.number().int(),
  gift_cards_used: z.number().int(),
  total_price: z.number().int(),
  paid_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  transfer: z
    .object({ from: z.array(z.string()), to: z.string().nullable(), reserve_quantity: z.boolean(), high_priority: z.boolean() })
    .nullable(),
  lines: z.array(
    z.object({
      position: z.number().int(),
      kind: z.string(),
      name: z.string(),
      manufacturer: z.string().nullable(),
      color: z.string().nullable(),
      size: z.string().nullable(),
      variant_id: z.number().int().nullable(),
      model_id: z.number().int().nullable(),
      quantity: z.number().int(),
      unit_price: z.number().int(),
      total_price: z.number().int(),
    }),
  ),
  payments: z.array(
    z.object({ processor_slug: z.string(), payment_id: z.string(), method: z.string(), amount: z.number().int(), created_at: z.string() }),
  ),
  events: z.array(
    z.object({ processor_slug: z.string(), event_id: z.string(), status: z.string(), applied: z.boolean(), amount: z.number().int().nullable(), received_at: z.string() }),
  ),
  refunds: z.array(refundSchema),
  history: z.array(
    z.object({ from: orderStatusSchema.nullable(), to: orderStatusSchema, source: z.string(), staff: z.string().nullable(), note: z.string().nullable(), at: z.string() }),
  ),
  notes: z.array(z.object({ id: z.number().int(), author: z.string(), body: z.string(), at: z.string() })),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

export const adminOrderParamsSchema = z.object({ number: orderNumberSchema });

/** A status move; `cancel` of a paid order passes through manual_cancellation (docs/admin.md). */
export const adminOrderMoveSchema = z.strictObject({
  version: versionSchema,
  to: orderStatusSchema,
  note: z.string().trim().max(500).optional().transform((v) => v || undefined),
});
export type AdminOrderMove = z.infer<typeof adminOrderMoveSchema>;

export const adminOrderNoteSchema = z.strictObject({
  body: z.string().trim().min(1, "Write the note.").max(4000, "At most 4000 characters."),
});

/**
 * The statuses a cancellation passes through from `from`: straight to cancelled when that move
 * is allowed, else through manual_cancellation; null when the order cannot be cancelled.
 */
export function cancellationPath(from: OrderStatus): OrderStatus[] | null {
  const moves = allowedStaffMoves(from);
  if (moves.includes("cancelled")) return ["cancelled"];
  if (moves.includes("manual_cancellation")) return ["manual_cancellation", "cancelled"];
  return null;
}

export const adminRefundRowSchema = refundSchema.extend({ order_number: z.string() });
export const adminRefundListQuerySchema = listQuerySchema(["id"], "-id").extend({
  status: z.enum(["pending", "done", "failed", ""]).optional().transform((v) => v || undefined),
});
export const adminRefundPageSchema = pageSchema(adminRefundRowSchema);
export type AdminRefundPage = z.infer<typeof adminRefundPageSchema>;
export const adminRefundParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

// ---- transfer requests ------------------------------------------------------------------------

/**
 * The staff transfer requests orders record (issue 19 "Stock transfers"): stock to move from
 * stores to the order's store. Open while the order is neither shipped nor cancelled, as the
 * dashboard counts them.
 */
export const adminTransferListQuerySchema = listQuerySchema(["created", "number"], "created").extend({
  to: optionalId,
  from: optionalId,
  high_priority: optionalFlag,
  /** Open requests only (the default); "false" shows the done ones, "" or missing: open. */
  open: z
    .enum(["true", "false", "all", ""])
    .optional()
    .transform((v) => (v === "false" ? false : v === "all" ? undefined : true)),
});
export type AdminTransferListQuery = z.infer<typeof adminTransferListQuerySchema>;

export const adminTransferRowSchema = z.object({
  number: z.string(),
  created_at: z.string(),
  status: orderStatusSchema,
  name: z.string(),
  items: z.number().int(),
  from_stores: z.array(z.string()),
  to_store: z.string(),
  reserve_quantity: z.boolean(),
  high_priority: z.boolean(),
});
export type AdminTransferRow = z.infer<typeof adminTransferRowSchema>;
export const adminTransferPageSchema = pageSchema(adminTransferRowSchema);

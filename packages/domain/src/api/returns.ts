// Return calls (docs/returns.md). Paths and shapes are ours:
//
//   POST /api/returns/order/                  e-mail + order number (or the owner's login) → what can be returned
//   POST /api/returns/                        file a return of lines of the order
//   GET  /api/staff/returns/?status=          staff: the returns, newest first
//   GET  /api/staff/returns/{number}/         staff: one return
//   POST /api/staff/returns/{number}/status/  staff: receive, ask for information, approve or reject
import { z } from "zod";
import { RETURN_ACTIONS, RETURN_REASONS, RETURN_STATUSES } from "../returns/return-rules";
import { orderNumberSchema, orderStatusSchema } from "./orders";
import { languageCodeSchema } from "./shell";

const cents = z.number().int().nonnegative();

export const returnStatusSchema = z.enum(RETURN_STATUSES);
export const returnReasonSchema = z.enum(RETURN_REASONS);
export const returnActionSchema = z.enum(RETURN_ACTIONS);
/** Return numbers: "V" and 8 random digits. */
export const returnNumberSchema = z.string().regex(/^V\d{8}$/, "Not a return number.");

/** Which order: its number, and its e-mail unless the caller is logged in as its owner (or staff). */
export const returnOrderRequestSchema = z.strictObject({
  order_number: z.string().trim().toUpperCase().pipe(orderNumberSchema),
  email: z.string().trim().max(254).email("Check email formatting").optional(),
  language: languageCodeSchema.default("fi"),
});
export type ReturnOrderRequest = z.input<typeof returnOrderRequestSchema>;

export const returnSummarySchema = z.strictObject({
  number: returnNumberSchema,
  status: returnStatusSchema,
  created_at: z.string(),
  refund_total: cents,
  exchange_order: z.string().nullable(),
  lines: z.array(z.strictObject({ row: z.number().int(), name: z.string(), quantity: z.number().int(), reason: returnReasonSchema, action: returnActionSchema })),
});
export type ReturnSummary = z.infer<typeof returnSummarySchema>;

export const returnableOrderSchema = z.strictObject({
  number: orderNumberSchema,
  status: orderStatusSchema,
  /** Null until the order is paid. */
  deadline: z.string().nullable(),
  /** Why nothing can be returned: not paid, not yet dispatched, past the return time. */
  refusal: z.enum(["not_paid", "not_shipped", "expired"]).nullable(),
  lines: z.array(
    z.strictObject({
      row: z.number().int(),
      name: z.string(),
      manufacturer: z.string().nullable(),
      color: z.string().nullable(),
      size: z.string().nullable(),
      image: z.string().nullable(),
      quantity: z.number().int(),
      /** Units still returnable (0 for gift cards, bundles and repairs, or when all were returned). */
      returnable: z.number().int(),
      not_returnable: z.enum(["gift_card", "bundle", "repair", "rental"]).nullable(),
      /** What one unit refunds. */
      unit_refund: cents,
      /** Other sizes and colours of the same model in stock (spec 02 §9 "Exchange"). */
      exchange_options: z.array(z.strictObject({ variant_id: z.number().int(), color: z.string().nullable(), size: z.string().nullable(), available: z.number().int() })),
    }),
  ),
  returns: z.array(returnSummarySchema),
});
export type ReturnableOrder = z.infer<typeof returnableOrderSchema>;

export const returnLineRequestSchema = z.strictObject({
  row: z.number().int().min(1).max(500),
  quantity: z.number().int().min(0).max(1000),
  reason: z.string().max(40).default(""),
  action: returnActionSchema.default("refund"),
  exchange_variant_id: z.number().int().positive().nullable().optional(),
});

export const createReturnRequestSchema = returnOrderRequestSchema.extend({
  lines: z.array(returnLineRequestSchema).max(200),
  comment: z.string().trim().max(2000).default(""),
});
export type CreateReturnRequest = z.input<typeof createReturnRequestSchema>;

export const returnCreatedSchema = z.strictObject({
  number: returnNumberSchema,
  status: returnStatusSchema,
  /** What the refund lines are worth (paid back when staff approve the return). */
  refund_total: cents,
  /** The order holding the exchange items, released after `exchange_hold_until` unless the return arrives. */
  exchange_order: z.string().nullable(),
  exchange_hold_until: z.string().nullable(),
});
export type ReturnCreated = z.infer<typeof returnCreatedSchema>;

export const staffReturnSummarySchema = z.strictObject({
  number: returnNumberSchema,
  status: returnStatusSchema,
  created_at: z.string(),
  order_number: z.string(),
  email: z.string(),
  customer_name: z.string(),
  units: z.number().int(),
  refund_total: cents,
});
export const staffReturnListSchema = z.strictObject({ returns: z.array(staffReturnSummarySchema) });
export type StaffReturnSummary = z.infer<typeof staffReturnSummarySchema>;

export const staffReturnSchema = staffReturnSummarySchema.extend({
  language: languageCodeSchema,
  comment: z.string(),
  exchange_order: z.string().nullable(),
  exchange_order_status: orderStatusSchema.nullable(),
  exchange_hold_until: z.string().nullable(),
  /** What was given back through the provider on approval, and that refund's state. */
  refunded: cents,
  refund_status: z.enum(["pending", "done", "failed"]).nullable(),
  lines: z.array(
    z.strictObject({
      row: z.number().int(),
      name: z.string(),
      color: z.string().nullable(),
      size: z.string().nullable(),
      quantity: z.number().int(),
      reason: returnReasonSchema,
      action: returnActionSchema,
      value: cents,
      exchange_variant_id: z.number().int().nullable(),
      exchange_label: z.string().nullable(),
    }),
  ),
  moves: z.array(returnStatusSchema),
  events: z.array(z.strictObject({ from_status: returnStatusSchema.nullable(), to_status: returnStatusSchema, note: z.string().nullable(), staff: z.string().nullable(), created_at: z.string() })),
});
export type StaffReturn = z.infer<typeof staffReturnSchema>;

export const returnListQuerySchema = z.object({ status: returnStatusSchema.optional() });
export const returnMoveSchema = z.strictObject({ status: returnStatusSchema, note: z.string().trim().max(2000).optional() });

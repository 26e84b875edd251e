// Complaint calls (docs/complaints.md). Filing is multipart (the form's fields of spec 01 §3 plus
// files), so its fields are read by complaintFieldsSchema from the parts; the answers and the
// staff calls are JSON.
import { z } from "zod";
import { COMPLAINT_STATUSES, COMPLAINT_TEXT_FIELDS } from "../complaints/complaint-rules";
import { languageCodeSchema } from "./shell";

/** The text parts of the multipart form: each at most 5000 characters before the field rules. */
export const complaintFieldsSchema = z.strictObject({
  ...Object.fromEntries(COMPLAINT_TEXT_FIELDS.map((f) => [f, z.string().max(5000).default("")])),
  salesChannel: z.string().max(2).default("S"),
  noSize: z.string().max(5).optional(),
  rowId: z.string().max(4).default(""),
  language: languageCodeSchema.default("fi"),
}) as unknown as z.ZodType<Record<string, string> & { language: z.infer<typeof languageCodeSchema>; noSize?: string }>;

export const complaintStatusSchema = z.enum(COMPLAINT_STATUSES);

export const complaintCreatedSchema = z.strictObject({ number: z.string(), status: complaintStatusSchema, attachments: z.number().int() });
export type ComplaintCreated = z.infer<typeof complaintCreatedSchema>;

export const staffComplaintSummarySchema = z.strictObject({
  number: z.string(),
  status: complaintStatusSchema,
  created_at: z.string(),
  customer_name: z.string(),
  email: z.string(),
  manufacturer: z.string(),
  model: z.string(),
  store: z.string(),
  target_store: z.string(),
  order_number: z.string().nullable(),
  attachments: z.number().int(),
});
export const staffComplaintListSchema = z.strictObject({ complaints: z.array(staffComplaintSummarySchema) });
export type StaffComplaintSummary = z.infer<typeof staffComplaintSummarySchema>;

export const complaintAttachmentSchema = z.strictObject({ id: z.number().int(), content_type: z.string(), original_name: z.string(), size: z.number().int(), url: z.string() });
export const complaintEventSchema = z.strictObject({
  kind: z.enum(["status", "answer"]),
  from_status: complaintStatusSchema.nullable(),
  to_status: complaintStatusSchema.nullable(),
  message: z.string().nullable(),
  staff: z.string().nullable(),
  created_at: z.string(),
});

export const staffComplaintSchema = staffComplaintSummarySchema.extend({
  language: languageCodeSchema,
  phone: z.string(),
  address: z.string(),
  post_number: z.string(),
  city: z.string(),
  sales_channel: z.enum(["S", "M"]),
  receipt: z.string().nullable(),
  time_of_purchase: z.string(),
  price: z.number().int(),
  used: z.string(),
  color: z.string().nullable(),
  size: z.string().nullable(),
  no_size: z.boolean(),
  complaint: z.string(),
  row_id: z.number().int().nullable(),
  order_date: z.string().nullable(),
  unit_discount: z.number().int().nullable(),
  calculated_discount: z.number().int().nullable(),
  files: z.array(complaintAttachmentSchema),
  events: z.array(complaintEventSchema),
});
export type StaffComplaint = z.infer<typeof staffComplaintSchema>;

export const complaintListQuerySchema = z.object({ status: complaintStatusSchema.optional() });
export const complaintMoveSchema = z.strictObject({ status: complaintStatusSchema, note: z.string().trim().max(2000).optional() });
export const complaintAnswerSchema = z.strictObject({ message: z.string().trim().min(1).max(5000) });

/** The complaints of one order, for its page (the order's reader only). */
export const orderComplaintsSchema = z.strictObject({
  complaints: z.array(z.strictObject({ number: z.string(), status: complaintStatusSchema, row_id: z.number().int().nullable(), model: z.string(), created_at: z.string() })),
});
export type OrderComplaints = z.infer<typeof orderComplaintsSchema>;

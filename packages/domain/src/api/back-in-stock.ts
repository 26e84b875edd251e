// API contract of back-in-stock e-mails (spec 02 §5 "Back-in-stock form", §7
// POST /api/product_availability_email_notify/ with email, product_id, lang_code; §8 a 400
// carries field errors; docs/product-page.md "Back-in-stock e-mails"). product_id is the
// variant's id. The messages of the field errors are written in lang_code by the server.
import { z } from "zod";
import { EMAIL_MAX_LENGTH } from "./accounts";
import { languageCodeSchema } from "./shell";

/** Message keys of the request's field errors; the server answers them as text in lang_code. */
export const backInStockErrorKeys = ["emailRequired", "emailInvalid", "productRequired", "productUnknown"] as const;
export type BackInStockErrorKey = (typeof backInStockErrorKeys)[number];

export const backInStockRequestSchema = z.strictObject({
  email: z
    .string({ error: "emailRequired" satisfies BackInStockErrorKey })
    .trim()
    .min(1, "emailRequired" satisfies BackInStockErrorKey)
    .max(EMAIL_MAX_LENGTH, "emailInvalid" satisfies BackInStockErrorKey)
    .email("emailInvalid" satisfies BackInStockErrorKey),
  product_id: z
    .number({ error: "productRequired" satisfies BackInStockErrorKey })
    .int("productUnknown" satisfies BackInStockErrorKey)
    .positive("productUnknown" satisfies BackInStockErrorKey)
    .max(2_147_483_647, "productUnknown" satisfies BackInStockErrorKey),
  /** The language of the e-mail (and of the error texts); default fi. */
  lang_code: languageCodeSchema.default("fi"),
});
export type BackInStockRequest = z.input<typeof backInStockRequestSchema>;

export const backInStockResponseSchema = z.strictObject({
  email: z.string(),
  product_id: z.number().int().positive(),
  lang_code: languageCodeSchema,
  /** Always "pending": a repeat of a waiting request is answered alike and stored once. */
  status: z.literal("pending"),
});
export type BackInStockResponse = z.infer<typeof backInStockResponseSchema>;

// PUT /api/staff/stock/ (ours, staff only): set one variant's stock in one store.
export const staffStockRequestSchema = z.strictObject({
  variant_id: z.number().int().positive().max(2_147_483_647),
  store_id: z.number().int().positive().max(2_147_483_647),
  quantity: z.number().int().min(0).max(1_000_000),
  blocked_quantity: z.number().int().min(0).max(1_000_000).default(0),
}).refine((s) => s.blocked_quantity <= s.quantity, { path: ["blocked_quantity"], message: "blocked_quantity cannot exceed quantity." });
export type StaffStockRequest = z.input<typeof staffStockRequestSchema>;

export const staffStockChangeResponseSchema = z.strictObject({
  variant_id: z.number().int().positive(),
  store_id: z.number().int().positive(),
  quantity: z.number().int().nonnegative(),
  blocked_quantity: z.number().int().nonnegative(),
  /** Back-in-stock e-mails queued because of this change. */
  notified: z.number().int().nonnegative(),
});
export type StaffStockChangeResponse = z.infer<typeof staffStockChangeResponseSchema>;

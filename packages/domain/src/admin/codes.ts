// The back office's discount codes and gift cards (docs/admin.md "Codes and gift cards"): the
// admin's contract. What a code or card does at checkout is decided by checkout/discounts.ts and
// checkout/gift-cards.ts only; these schemas say what may be stored.
import { z } from "zod";
import type { DiscountCodeAvailability } from "../checkout/discounts";
import { listQuerySchema, optionalFlag, pageSchema, versionSchema } from "./common";

/** How the back office shows whether a code works now (`discountCodeAvailability`). */
export const DISCOUNT_CODE_AVAILABILITIES = ["available", "not_yet_valid", "expired", "used_up", "inactive"] as const satisfies readonly DiscountCodeAvailability[];

// ---- discount codes ---------------------------------------------------------------------------

export const adminDiscountCodeListQuerySchema = listQuerySchema(["id", "code", "valid_to", "used"], "-id").extend({
  active: optionalFlag,
});
export type AdminDiscountCodeListQuery = z.infer<typeof adminDiscountCodeListQuerySchema>;

export const adminDiscountCodeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(["percentage", "fixed"]),
  /** Basis points for a percentage (1000 = 10 %), cents for a fixed amount. */
  value: z.number().int(),
  valid_from: z.string().nullable(),
  valid_to: z.string().nullable(),
  minimum_order: z.number().int(),
  usage_limit: z.number().int().nullable(),
  usage_limit_per_customer: z.number().int().nullable(),
  is_active: z.boolean(),
  group_ids: z.array(z.number().int()),
  brand_ids: z.array(z.number().int()),
  model_ids: z.array(z.number().int()),
  times_used: z.number().int(),
  availability: z.enum(DISCOUNT_CODE_AVAILABILITIES),
  created_at: z.string(),
  version: versionSchema,
});
export type AdminDiscountCode = z.infer<typeof adminDiscountCodeSchema>;
export const adminDiscountCodePageSchema = pageSchema(adminDiscountCodeSchema);

const MAX_INT = 2_147_483_647;
const ids = z.array(z.number().int().positive().max(MAX_INT)).max(500, "At most 500.").default([]);
const optionalLimit = z.number().int().min(1, "At least 1, or empty for no limit.").max(MAX_INT).nullable();
const instant = z.iso.datetime({ offset: true, message: "A date and time." }).nullable();

const discountCodeFields = z.strictObject({
  code: z
    .string()
    .trim()
    .min(3, "At least 3 characters.")
    .max(40, "At most 40 characters.")
    .regex(/^[A-Za-z0-9_-]+$/, "Letters A-Z, digits, - and _ only."),
  kind: z.enum(["percentage", "fixed"]),
  value: z.number().int().min(1, "More than zero.").max(10_000_000, "Too large."),
  valid_from: instant,
  valid_to: instant,
  minimum_order: z.number().int().min(0).max(100_000_000, "Too large."),
  usage_limit: optionalLimit,
  usage_limit_per_customer: optionalLimit,
  is_active: z.boolean(),
  group_ids: ids,
  brand_ids: ids,
  model_ids: ids,
});

function checkDiscountCode(v: z.infer<typeof discountCodeFields>, ctx: z.RefinementCtx): void {
  if (v.kind === "percentage" && v.value > 10_000) ctx.addIssue({ code: "custom", path: ["value"], message: "At most 100 %." });
  if (v.valid_from && v.valid_to && Date.parse(v.valid_to) <= Date.parse(v.valid_from)) ctx.addIssue({ code: "custom", path: ["valid_to"], message: "After the start." });
  if (v.usage_limit !== null && v.usage_limit_per_customer !== null && v.usage_limit_per_customer > v.usage_limit)
    ctx.addIssue({ code: "custom", path: ["usage_limit_per_customer"], message: "Not above the limit of all uses." });
}

/** A code as staff write it: what the table's checks and the checkout's rules accept. */
export const adminDiscountCodeInputSchema = discountCodeFields.superRefine(checkDiscountCode);
export type AdminDiscountCodeInput = z.infer<typeof adminDiscountCodeInputSchema>;
/** An edit names the version it was made on. */
export const adminDiscountCodeUpdateSchema = discountCodeFields.extend({ version: versionSchema }).superRefine(checkDiscountCode);
export type AdminDiscountCodeUpdate = z.infer<typeof adminDiscountCodeUpdateSchema>;

// ---- gift cards -------------------------------------------------------------------------------

export const adminGiftCardListQuerySchema = listQuerySchema(["id", "balance", "expires"], "-id").extend({
  active: optionalFlag,
});
export type AdminGiftCardListQuery = z.infer<typeof adminGiftCardListQuerySchema>;

export const adminGiftCardTransactionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(["issue", "spend", "refund", "adjust"]),
  amount: z.number().int(),
  order_ref: z.string().nullable(),
  created_at: z.string(),
});

export const adminGiftCardSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  currency: z.string(),
  balance: z.number().int(),
  expires_at: z.string().nullable(),
  is_active: z.boolean(),
  created_at: z.string(),
  /** The order that bought it, when it was sold. */
  order_number: z.string().nullable(),
  version: versionSchema,
});
export type AdminGiftCard = z.infer<typeof adminGiftCardSchema>;
export const adminGiftCardPageSchema = pageSchema(adminGiftCardSchema);
export const adminGiftCardDetailSchema = adminGiftCardSchema.extend({ transactions: z.array(adminGiftCardTransactionSchema) });
export type AdminGiftCardDetail = z.infer<typeof adminGiftCardDetailSchema>;

/** A card issued by the shop (a present, a goodwill gesture): its value and end. */
export const adminGiftCardCreateSchema = z.strictObject({
  amount: z.number().int().min(100, "At least 1,00 €.").max(1_000_000, "At most 10 000 €."),
  expires_at: instant,
});
export type AdminGiftCardCreate = z.infer<typeof adminGiftCardCreateSchema>;

/** Its end and whether it pays, and a correction of its balance (an `adjust` row, ±). */
export const adminGiftCardUpdateSchema = z.strictObject({
  version: versionSchema,
  expires_at: instant,
  is_active: z.boolean(),
  adjustment: z.number().int().min(-1_000_000).max(1_000_000).default(0),
});
export type AdminGiftCardUpdate = z.infer<typeof adminGiftCardUpdateSchema>;

// API contract of customer accounts (docs/accounts.md): token login and logout, the customer of
// the shell (spec 01 §3 "Server customer response", §7 GET /api/customer/) and the saved cart.
import { z } from "zod";
import { inputSafetyIssues } from "../input-safety";
import { CART_CONTENT_MAX_LENGTH, CART_MAX_LINES, GIFT_CARD_MAX_EUROS, GIFT_CARD_MIN_EUROS } from "../cart/limits";
import { bundleVariantIdSchema } from "./checkout";

export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MAX_LENGTH = 1024;

// POST /api/token/
export const tokenRequestSchema = z.strictObject({
  email: z.string().trim().min(1, "Email is required.").max(EMAIL_MAX_LENGTH).email("Check email formatting"),
  password: z.string().min(1, "Password is required.").max(PASSWORD_MAX_LENGTH),
});
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

export const tokenResponseSchema = z.strictObject({
  token_type: z.literal("Bearer"),
  access_token: z.string().min(1),
  /** Seconds until the token expires; the storefront derives the so.auth cookie's expiry from it. */
  expires_in: z.number().int().positive(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

// The cart a logged-in customer keeps between devices (spec 01 §3 Cart products).
const idSchema = z.number().int().positive();
const amountMapSchema = z.record(z.string().max(40), z.number().int().min(0).max(9999));

export const cartProductSchema = z.strictObject({
  /** A variant id, or for a bundle line the bundle variant id ("main-variant-variant", docs/cart.md). */
  productId: z.union([idSchema, bundleVariantIdSchema]),
  amount: z.number().int().min(1).max(999),
  frozen: z.boolean().optional(),
  bundleHash: z.string().max(100).nullable().optional(),
  /** The bundle of a bundle line (docs/cart.md). */
  bundleId: idSchema.optional(),
  /** A ski wizard set's sport (docs/ski-wizard.md "In the cart"). */
  skiSet: z.enum(["alpine", "nordic"]).optional(),
  extra_data: z.record(z.string().max(100), z.union([z.string().max(500), z.number(), z.boolean(), z.null()])).optional(),
  transferAmounts: amountMapSchema.optional(),
  transferAmountsFrom: amountMapSchema.optional(),
  name: z.string().max(300).optional(),
});

export const cartContentSchema = z.strictObject({
  products: z.array(cartProductSchema).max(CART_MAX_LINES),
  giftCardProducts: z
    .array(
      z.strictObject({
        uid: z.string().min(1).max(100),
        // The gift card's model, face value in euros, amount and recipient (docs/cart.md).
        modelId: z.union([z.literal(2427), z.literal(1412)]).optional(),
        value: z.number().int().min(GIFT_CARD_MIN_EUROS).max(GIFT_CARD_MAX_EUROS).optional(),
        amount: z.number().int().min(1).max(999).optional(),
        recipientName: z.string().max(100).optional(),
      }),
    )
    .max(50)
    .optional(),
  bundles: z.array(z.strictObject({ uid: z.string().min(1).max(100) })).max(50).optional(),
});
export type CartContent = z.infer<typeof cartContentSchema>;

/** cart_content travels as a JSON string (spec 01 §3); it is parsed and checked here. */
export const cartContentStringSchema = z
  .string()
  .max(CART_CONTENT_MAX_LENGTH, `The saved cart is at most ${CART_CONTENT_MAX_LENGTH} characters.`)
  .transform((text, ctx): unknown => {
    let value: unknown;
    try {
      value = JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: "custom", message: "Not valid JSON." });
      return z.NEVER;
    }
    // The JSON inside the string is stored as jsonb: what it cannot hold is refused here.
    const issues = inputSafetyIssues(value);
    for (const issue of issues) ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
    return issues.length > 0 ? z.NEVER : value;
  })
  .pipe(cartContentSchema);

// PUT /api/customer/cart/: null forgets the saved cart.
export const saveCartRequestSchema = z.strictObject({
  cart_content: cartContentStringSchema.nullable(),
});
export const saveCartResponseSchema = z.strictObject({
  cart_content: z.string().nullable(),
});
export type SaveCartResponse = z.infer<typeof saveCartResponseSchema>;

/** A club member's number and the day they joined (docs/accounts.md "Club membership"). */
export const clubMembershipSchema = z.strictObject({
  member_number: z.string(),
  /** YYYY-MM-DD */
  joined_on: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});
export type ClubMembership = z.infer<typeof clubMembershipSchema>;

// GET /api/customer/ (spec 01 §3)
export const votedReviewSchema = z.strictObject({
  review_id: idSchema,
  /** true for up. */
  vote: z.boolean(),
});

export const customerResponseSchema = z.strictObject({
  id: idSchema,
  is_staff: z.boolean(),
  is_admin: z.boolean(),
  /** Staff only; null for everyone else. */
  username: z.string().nullable(),
  postcode: z.string(),
  customer: z.strictObject({
    wishlist_model_ids: z.array(idSchema),
    voted_reviews: z.array(votedReviewSchema),
    is_org_user: z.boolean(),
    /** Hex SHA-256 of the trimmed, lower-cased e-mail (for analytics without the address). */
    hashed_email: z.string().regex(/^[0-9a-f]{64}$/),
    email: z.string(),
    /** The saved cart as a JSON string, null when none is saved. */
    cart_content: z.string().nullable(),
    /**
     * Not in spec 01 §3 (an addition, docs/api.md): the club membership, null for a customer who
     * is not a member. Optional for clients, always sent by this API.
     */
    club: clubMembershipSchema.nullable().optional(),
  }),
});
export type CustomerResponse = z.infer<typeof customerResponseSchema>;

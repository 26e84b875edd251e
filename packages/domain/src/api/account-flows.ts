// API contract of the account flows (docs/accounts.md): registration and activation, password
// reset, account deletion, stop reminders, the profile with addresses and club membership, and
// the developer mailbox (docs/mail.md). Messages are the dictionary's of spec 02 §5 and §8;
// the storefront shows its own translations of them.
import { z } from "zod";
import { ACCOUNT_LINK_TOKEN_PATTERN } from "../accounts/account-links";
import { passwordProblem, PASSWORD_MIN_LENGTH, type PasswordProblem } from "../accounts/password-rules";
import { languageCodeSchema } from "./shell";
import { clubMembershipSchema, EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from "./accounts";

export const REQUIRED_NAME = "Name is a required field.";
export const REQUIRED_FIELD = "This is a required field.";
export const REQUIRED_PASSWORD = "Password is required.";
export const REQUIRED_EMAIL = "Email is required";
export const BAD_EMAIL = "Check email formatting";
export const REQUEST_EXPIRED = "Request expired";
export const ALREADY_ACTIVATED = "The username has already been activated";
export const DELETE_FAILED = "Failed to delete account";
export const STOP_REMINDERS_FAILED = "Failed to stop reminders";

export const PASSWORD_PROBLEM_MESSAGES: Record<PasswordProblem, string> = {
  required: REQUIRED_PASSWORD,
  too_short: `The password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  too_long: `The password must be at most ${PASSWORD_MAX_LENGTH} characters long.`,
  too_common: "This password is too common.",
  contains_email: "The password must not contain your email address.",
  repetitive: "The password repeats too few characters.",
};

const emailSchema = z.string({ error: REQUIRED_EMAIL }).trim().min(1, REQUIRED_EMAIL).max(EMAIL_MAX_LENGTH, BAD_EMAIL).email(BAD_EMAIL);
const nameSchema = z.string({ error: REQUIRED_NAME }).trim().min(1, REQUIRED_NAME).max(100);
const optionalText = (max: number) => z.string().trim().max(max).default("");
export const phoneSchema = z
  .string()
  .trim()
  .max(40)
  .refine((v) => v === "" || /^\+?[0-9][0-9 ()-]{4,38}$/.test(v), "Check phone number formatting")
  .default("");
const postcodePattern = (v: string) => v === "" || /^[A-Za-z0-9][A-Za-z0-9 -]{1,11}$/.test(v);
export const postcodeSchema = z.string().trim().max(12).refine(postcodePattern, "Check postcode formatting").default("");
const linkTokenSchema = z.string().regex(ACCOUNT_LINK_TOKEN_PATTERN, REQUEST_EXPIRED);

/** A new password with the strength rules (checked on the field, so it is named with the others). */
const newPasswordSchema = z.string({ error: REQUIRED_PASSWORD }).superRefine((password, ctx) => {
  const problem = passwordProblem(password);
  if (problem) ctx.addIssue({ code: "custom", message: PASSWORD_PROBLEM_MESSAGES[problem] });
});

// POST /api/accounts/register/
export const registerRequestSchema = z
  .strictObject({
    email: emailSchema,
    password: newPasswordSchema,
    first_name: nameSchema,
    last_name: nameSchema,
    phone: phoneSchema,
    postcode: postcodeSchema,
    language: languageCodeSchema,
    marketing_consent: z.boolean().default(false),
    join_club: z.boolean().default(false),
  })
  // Once every field is right: the password may not contain the address's name.
  .superRefine((body, ctx) => {
    if (passwordProblem(body.password, { email: body.email }) === "contains_email") {
      ctx.addIssue({ code: "custom", path: ["password"], message: PASSWORD_PROBLEM_MESSAGES.contains_email });
    }
  });
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** The same answer whether or not the address already has an account (docs/security.md). */
export const registerResponseSchema = z.strictObject({ status: z.literal("activation_sent") });

// POST /api/accounts/activate/
export const activateRequestSchema = z.strictObject({ token: linkTokenSchema });
export const activateResponseSchema = z.strictObject({ status: z.literal("activated") });

// POST /api/accounts/password-reset/
export const passwordResetRequestSchema = z.strictObject({
  email: emailSchema,
  /** The language of the page the request came from, for an address without an account's own. */
  language: languageCodeSchema.optional(),
});
export const passwordResetResponseSchema = z.strictObject({ status: z.literal("reset_sent") });

// POST /api/accounts/password-reset/confirm/
export const passwordResetConfirmSchema = z.strictObject({ token: linkTokenSchema, password: newPasswordSchema });
export const passwordResetConfirmResponseSchema = z.strictObject({ status: z.literal("password_changed") });

// POST /api/customer/delete-request/ and POST /api/accounts/delete-account/
export const deleteRequestResponseSchema = z.strictObject({ status: z.literal("deletion_link_sent") });
export const deleteAccountRequestSchema = z.strictObject({ token: linkTokenSchema });
export const deleteAccountResponseSchema = z.strictObject({ status: z.literal("deleted") });

// POST /api/accounts/stop-reminders/
export const stopRemindersRequestSchema = z.strictObject({
  email: emailSchema,
  signature: z.string().regex(/^[A-Za-z0-9_-]{43}$/, STOP_REMINDERS_FAILED),
});
export const stopRemindersResponseSchema = z.strictObject({ status: z.literal("stopped") });

// The profile: GET and PUT /api/customer/profile/, addresses, club membership.

export const countryCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, "Use a two-letter country code")
  .transform((v) => v.toUpperCase());

export const addressInputSchema = z.strictObject({
  first_name: nameSchema,
  last_name: nameSchema,
  company: optionalText(200),
  street: z.string({ error: REQUIRED_FIELD }).trim().min(1, REQUIRED_FIELD).max(200),
  postcode: z.string({ error: REQUIRED_FIELD }).trim().min(1, REQUIRED_FIELD).max(12).refine(postcodePattern, "Check postcode formatting"),
  city: z.string({ error: REQUIRED_FIELD }).trim().min(1, REQUIRED_FIELD).max(100),
  country_code: countryCodeSchema,
  phone: phoneSchema,
  is_default: z.boolean().default(false),
});
export type AddressInput = z.infer<typeof addressInputSchema>;

export const addressSchema = z.strictObject({
  id: z.number().int().positive(),
  first_name: z.string(),
  last_name: z.string(),
  company: z.string(),
  street: z.string(),
  postcode: z.string(),
  city: z.string(),
  country_code: z.string(),
  phone: z.string(),
  is_default: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;

export const profileSchema = z.strictObject({
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  postcode: z.string(),
  language: languageCodeSchema.nullable(),
  marketing_consent: z.boolean(),
  club: clubMembershipSchema.nullable(),
  addresses: z.array(addressSchema),
});
export type Profile = z.infer<typeof profileSchema>;

export const profileUpdateSchema = z.strictObject({
  first_name: nameSchema,
  last_name: nameSchema,
  phone: phoneSchema,
  postcode: postcodeSchema,
  language: languageCodeSchema,
  marketing_consent: z.boolean(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const clubJoinResponseSchema = z.strictObject({ club: clubMembershipSchema });

// The developer mailbox (docs/mail.md): GET /api/dev/mailbox/ and /api/dev/mailbox/{id}/.
export const mailboxSummarySchema = z.strictObject({
  id: z.number().int().positive(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  language: languageCodeSchema,
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export const mailboxListSchema = z.strictObject({ messages: z.array(mailboxSummarySchema) });
export const mailboxMessageSchema = mailboxSummarySchema.extend({ from: z.string(), html: z.string(), text: z.string() });
/**
 * POST /api/dev/review-invitations/ (developer mailbox only, docs/mail.md): runs the review
 * invitations as the hourly job would `days_later` days from now, so a developer (or a browser
 * test) sees the mail of an order delivered today.
 */
export const devReviewInvitationsRequestSchema = z.strictObject({ days_later: z.number().int().min(0).max(400) });
export const devReviewInvitationsResponseSchema = z.strictObject({ queued: z.number().int().nonnegative() });
export type MailboxSummary = z.infer<typeof mailboxSummarySchema>;
export type MailboxMessage = z.infer<typeof mailboxMessageSchema>;

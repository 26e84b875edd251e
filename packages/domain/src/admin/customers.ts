// The back office's customers (docs/admin.md "Customers"): the searched list, one customer with
// their orders, addresses, club membership and wishlist, the profile staff edit, the roles only
// admins give, and the erasure of personal data (docs/accounts.md "What deletion erases").
import { z } from "zod";
import { languageCodeSchema } from "../api/shell";
import { phoneSchema, postcodeSchema } from "../api/account-flows";
import { listQuerySchema, optionalFlag, pageSchema, versionSchema } from "./common";
import { adminOrderRowSchema } from "./orders";

// ---- list -------------------------------------------------------------------------------------

export const ADMIN_CUSTOMER_ROLES = ["customer", "staff", "admin"] as const;

export const adminCustomerListQuerySchema = listQuerySchema(["id", "email", "name", "joined"], "-id").extend({
  /** staff: staff and admins; admin: admins only; customer: neither. */
  role: z.union([z.enum(ADMIN_CUSTOMER_ROLES), z.literal("")]).optional().transform((v) => v || undefined),
  club: optionalFlag,
  active: optionalFlag,
});
export type AdminCustomerListQuery = z.infer<typeof adminCustomerListQuerySchema>;

export const adminCustomerRowSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  club_member_number: z.string().nullable(),
  is_staff: z.boolean(),
  is_admin: z.boolean(),
  is_active: z.boolean(),
  is_org_user: z.boolean(),
  created_at: z.string(),
});
export type AdminCustomerRow = z.infer<typeof adminCustomerRowSchema>;
export const adminCustomerPageSchema = pageSchema(adminCustomerRowSchema);
export type AdminCustomerPage = z.infer<typeof adminCustomerPageSchema>;

// ---- profile ----------------------------------------------------------------------------------

const EMAIL_TEXT = "Enter a valid e-mail address.";
const name = z.string().trim().max(100, "At most 100 characters.");

/** What staff edit of a customer. The password stays the customer's own. */
export const adminCustomerFieldsSchema = z.object({
  email: z.string().trim().min(1, "This is a required field.").max(254, EMAIL_TEXT).email(EMAIL_TEXT),
  first_name: name,
  last_name: name,
  phone: phoneSchema,
  postcode: postcodeSchema,
  preferred_language: languageCodeSchema.nullable(),
  marketing_consent: z.boolean(),
  /** False closes the account: it cannot log in, and its logins end at once. */
  is_active: z.boolean(),
});
export type AdminCustomerFields = z.infer<typeof adminCustomerFieldsSchema>;
export const adminCustomerUpdateSchema = adminCustomerFieldsSchema.extend({ version: versionSchema }).strict();
export type AdminCustomerUpdate = z.infer<typeof adminCustomerUpdateSchema>;

/** Roles an admin gives (spec 01 §6). An admin is staff too; staff show under their username. */
export const adminCustomerRolesSchema = z
  .strictObject({
    version: versionSchema,
    is_staff: z.boolean(),
    is_admin: z.boolean(),
    username: z
      .string()
      .trim()
      .max(40, "At most 40 characters.")
      .regex(/^[a-z0-9._-]*$/, "Use lower-case letters, digits, dots, hyphens and underscores.")
      .transform((v) => v || null)
      .nullable(),
  })
  .superRefine((body, ctx) => {
    if ((body.is_staff || body.is_admin) && !body.username) {
      ctx.addIssue({ code: "custom", path: ["username"], message: "Staff need a username: it shows in the shop's staff bar and in the audit log." });
    }
  });
export type AdminCustomerRoles = z.infer<typeof adminCustomerRolesSchema>;

/** Erasing needs the customer's e-mail typed again, so the wrong account is not erased by a slip. */
export const adminCustomerEraseSchema = z.strictObject({
  version: versionSchema,
  confirm_email: z.string().trim().min(1, "Type the customer's e-mail address to confirm.").max(254),
});
export type AdminCustomerErase = z.infer<typeof adminCustomerEraseSchema>;

// ---- detail -----------------------------------------------------------------------------------

export const adminCustomerAddressSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  company: z.string(),
  street: z.string(),
  postcode: z.string(),
  city: z.string(),
  country_code: z.string(),
  phone: z.string(),
  is_default: z.boolean(),
});

export const adminCustomerDetailSchema = adminCustomerFieldsSchema.extend({
  id: z.number().int(),
  version: versionSchema,
  is_staff: z.boolean(),
  is_admin: z.boolean(),
  username: z.string().nullable(),
  is_org_user: z.boolean(),
  org_confirmed_at: z.string().nullable(),
  club_member_number: z.string().nullable(),
  club_joined_on: z.string().nullable(),
  created_at: z.string(),
  activated_at: z.string().nullable(),
  addresses: z.array(adminCustomerAddressSchema),
  /** The newest orders (ORDERS_SHOWN); the order list filtered by customer has them all. */
  orders: z.array(adminOrderRowSchema),
  order_count: z.number().int(),
  wishlist_count: z.number().int(),
});
export type AdminCustomerDetail = z.infer<typeof adminCustomerDetailSchema>;
export const ADMIN_CUSTOMER_ORDERS_SHOWN = 10;

export const adminCustomerErasedSchema = z.object({ id: z.number().int(), erased: z.literal(true), orders_anonymised: z.number().int() });

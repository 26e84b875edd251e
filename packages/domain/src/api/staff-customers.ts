// GET /api/staff/customers/?q= (ours; staff only, spec 01 §3 "Admin context" selectedCustomer,
// §6): the customers staff can pick and hold in the staff bar (docs/accounts.md "Staff bar").
// Only what picking needs: never password hashes, tokens, addresses or the saved cart.
import { z } from "zod";
import { STAFF_CUSTOMER_SEARCH_LIMIT, STAFF_CUSTOMER_SEARCH_MIN } from "../accounts/admin-context";


export const staffCustomerSearchQuerySchema = z.strictObject({
  q: z
    .string({ message: "Type an e-mail address or a name." })
    .trim()
    .min(STAFF_CUSTOMER_SEARCH_MIN, `Type at least ${STAFF_CUSTOMER_SEARCH_MIN} characters.`)
    .max(100, "Type at most 100 characters."),
});
export type StaffCustomerSearchQuery = z.infer<typeof staffCustomerSearchQuerySchema>;

export const staffCustomerSchema = z.strictObject({
  id: z.number().int().positive(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  postcode: z.string(),
  /** The club member number, null for a customer who is not a member. */
  club_member_number: z.string().nullable(),
  is_org_user: z.boolean(),
});
export type StaffCustomer = z.infer<typeof staffCustomerSchema>;

export const staffCustomerSearchResponseSchema = z.strictObject({
  results: z.array(staffCustomerSchema).max(STAFF_CUSTOMER_SEARCH_LIMIT),
});
export type StaffCustomerSearchResponse = z.infer<typeof staffCustomerSearchResponseSchema>;

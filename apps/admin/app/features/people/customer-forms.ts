// The customer forms' schemas (docs/admin.md "Forms"): what the forms post turned into the API's
// body and checked by the API's own schema, in the browser before sending and in the action.
import { z } from "zod";
import { adminCustomerEraseSchema, adminCustomerRolesSchema, adminCustomerUpdateSchema } from "@polku/domain/admin/customers";

type Raw = Record<string, unknown>;
const text = (v: unknown) => (typeof v === "string" ? v : "");
const flag = (v: unknown) => v === "on" || v === "true";
const anyObject = z.custom<Raw>((v) => typeof v === "object" && v !== null);

export const customerFormSchema = anyObject
  .transform((f): unknown => ({
    version: text(f.version),
    email: text(f.email),
    first_name: text(f.first_name),
    last_name: text(f.last_name),
    phone: text(f.phone),
    postcode: text(f.postcode),
    preferred_language: text(f.preferred_language) || null,
    marketing_consent: flag(f.marketing_consent),
    is_active: flag(f.is_active),
  }))
  .pipe(adminCustomerUpdateSchema);

export const rolesFormSchema = anyObject
  .transform((f): unknown => ({ version: text(f.version), is_staff: flag(f.is_staff), is_admin: flag(f.is_admin), username: text(f.username) }))
  .pipe(adminCustomerRolesSchema);

export const eraseFormSchema = anyObject
  .transform((f): unknown => ({ version: text(f.version), confirm_email: text(f.confirm_email) }))
  .pipe(adminCustomerEraseSchema);

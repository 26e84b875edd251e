// The staff cancel form of a rental booking (docs/admin.md "Rental bookings"): what it posts turned
// into the API's body and checked by the API's own schema, in the browser and again in the action.
import { adminRentalCancelSchema } from "@polku/domain/admin/rental";
import { anyObject, text } from "../../lib/form-values";

export const rentalCancelFormSchema = anyObject.transform((f): unknown => ({ version: text(f.version), reason: text(f.reason) })).pipe(adminRentalCancelSchema);

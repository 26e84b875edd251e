// Rental calls (docs/rental.md): the rentable items of the stores with rental, an item's
// availability calendar, a booking (the database refuses two bookings of one unit on a shared
// day), a booking read back with its token, and the staff's day of pick-ups and returns.
import { z } from "zod";
import { INT4_MAX } from "../input-safety";
import { languageCodeSchema } from "./shell";

const id = z.coerce.number({ error: "Must be a whole number." }).int("Must be a whole number.").positive("Must be a whole number above 0.").max(INT4_MAX);
export const isoDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date such as 2026-12-04.");
const storeSlug = z.string().max(100).regex(/^[a-z0-9-]+$/, "Not a store.");

export const rentalItemsQuerySchema = z.object({
  language: languageCodeSchema.default("fi"),
  store: storeSlug.optional(),
});

export const rentalStoreSchema = z.strictObject({ id: z.number().int(), slug: z.string(), name: z.string(), city: z.string() });

export const rentalItemSchema = z.strictObject({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  image: z.string().nullable(),
  store: rentalStoreSchema,
  /** Cents. */
  price_per_day: z.number().int().nonnegative(),
  price_per_weekend: z.number().int().nonnegative(),
  deposit: z.number().int().nonnegative(),
  /** Sizes in their order, each with the units the store has. */
  sizes: z.array(z.strictObject({ size: z.string(), units: z.number().int().nonnegative() })),
});
export type RentalItem = z.infer<typeof rentalItemSchema>;

export const rentalItemsResponseSchema = z.strictObject({
  enabled: z.boolean(),
  stores: z.array(rentalStoreSchema),
  items: z.array(rentalItemSchema),
});
export type RentalItemsResponse = z.infer<typeof rentalItemsResponseSchema>;

export const rentalAvailabilityQuerySchema = z.object({
  language: languageCodeSchema.default("fi"),
  size: z.string().min(1).max(40),
  from: isoDaySchema,
  /** At most 62 days after `from`. */
  to: isoDaySchema,
});
export const rentalItemParamsSchema = z.object({ id });

export const rentalAvailabilitySchema = z.strictObject({
  item_id: z.number().int(),
  size: z.string(),
  units: z.number().int().nonnegative(),
  days: z.array(z.strictObject({ day: z.string(), free: z.number().int().nonnegative() })),
});
export type RentalAvailability = z.infer<typeof rentalAvailabilitySchema>;

export const rentalBookingRequestSchema = z.strictObject({
  item_id: z.number().int().positive().max(INT4_MAX),
  size: z.string().trim().min(1, "Choose a size.").max(40),
  start: isoDaySchema,
  end: isoDaySchema,
  name: z.string().trim().min(1, "Enter your name.").max(200),
  email: z.email("Enter a valid e-mail address.").max(254),
  phone: z.string().trim().min(5, "Enter a phone number.").max(40).regex(/^[+\d\s()-]+$/, "Enter a phone number."),
  language: languageCodeSchema.default("fi"),
  /** `online`: held for the checkout, the rent paid with the order (docs/rental.md "Paying online"); `store`: paid at pick-up. */
  payment: z.enum(["store", "online"], { error: "Choose how to pay." }).default("store"),
});
export type RentalBookingRequest = z.input<typeof rentalBookingRequestSchema>;

export const rentalBookingStatuses = ["held", "reserved", "picked_up", "returned", "cancelled"] as const;
export type RentalBookingStatus = (typeof rentalBookingStatuses)[number];

export const rentalBookingSchema = z.strictObject({
  number: z.string(),
  /** Reads the booking back without a login (its e-mail's link). */
  token: z.string(),
  status: z.enum(rentalBookingStatuses),
  item: z.strictObject({ id: z.number().int(), name: z.string() }),
  store: rentalStoreSchema,
  size: z.string(),
  unit: z.string(),
  start: z.string(),
  end: z.string(),
  days: z.number().int().positive(),
  weekends: z.number().int().nonnegative(),
  /** Cents: the rent, and the deposit taken at pick-up and given back on return. */
  total: z.number().int().nonnegative(),
  deposit: z.number().int().nonnegative(),
  name: z.string(),
  email: z.string(),
  /** A booking held for online payment: until when its days are kept without an order (ISO time), else null. */
  hold_expires_at: z.string().nullable(),
  /** The order that pays the rent online, else null. */
  order_number: z.string().nullable(),
});
export type RentalBooking = z.infer<typeof rentalBookingSchema>;

export const rentalBookingReadQuerySchema = z.object({ token: z.string().min(16).max(100).regex(/^[\w-]+$/, "Not a token.") });
export const rentalNumberSchema = z.string().regex(/^R\d{8}$/, "Not a booking number.");
export const rentalTokenSchema = z.string().min(16).max(100).regex(/^[\w-]+$/, "Not a token.");
export const rentalBookingParamsSchema = z.object({ number: rentalNumberSchema });

export const rentalStaffDayQuerySchema = z.object({ store: storeSlug, date: isoDaySchema });

export const rentalStaffBookingSchema = z.strictObject({
  number: z.string(),
  status: z.enum(rentalBookingStatuses),
  item: z.string(),
  size: z.string(),
  unit: z.string(),
  start: z.string(),
  end: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  total: z.number().int(),
  deposit: z.number().int(),
});
export const rentalStaffDaySchema = z.strictObject({
  store: rentalStoreSchema,
  date: z.string(),
  pick_ups: z.array(rentalStaffBookingSchema),
  returns: z.array(rentalStaffBookingSchema),
});
export type RentalStaffDay = z.infer<typeof rentalStaffDaySchema>;

/** Staff: POST /api/rental/staff/bookings/{number}/status/ */
export const rentalStatusMoveSchema = z.strictObject({ status: z.enum(["picked_up", "returned", "cancelled"], { error: "Use picked_up, returned or cancelled." }) });

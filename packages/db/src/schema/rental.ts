// Rental (issue 18; docs/rental.md): rentable items per store with their prices, the physical
// units per size, bookings, and one row per unit and booked day. The primary key (unit, day) of
// rental_booking_days is what makes a double booking impossible: two bookings of one unit that
// share a day cannot both commit, whatever the application does.
import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgEnum, pgTable, primaryKey, text, unique } from "drizzle-orm/pg-core";
import { createdAt, idColumn, languageColumn, timestampTz } from "./columns";
import { stores } from "./stores";

export const rentalBookingStatus = pgEnum("rental_booking_status", ["held", "reserved", "picked_up", "returned", "cancelled"]);

export const rentalItems = pgTable(
  "rental_items",
  {
    id: idColumn(),
    storeId: integer("store_id")
      .notNull()
      .references(() => stores.id),
    slug: text("slug").notNull(),
    /** skis, snowshoes, tent, bike, sup … */
    category: text("category").notNull(),
    image: text("image"),
    /** Cents, VAT included. */
    pricePerDay: integer("price_per_day").notNull(),
    /** Cents for a Saturday and the Sunday after it. */
    pricePerWeekend: integer("price_per_weekend").notNull(),
    deposit: integer("deposit").notNull().default(0),
    sortOrder: integer("sort_order").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
  },
  (t) => [
    unique("rental_items_store_slug_uq").on(t.storeId, t.slug),
    check("rental_items_prices", sql`${t.pricePerDay} >= 0 and ${t.pricePerWeekend} >= 0 and ${t.deposit} >= 0`),
  ],
);

export const rentalItemTranslations = pgTable(
  "rental_item_translations",
  {
    itemId: integer("item_id")
      .notNull()
      .references(() => rentalItems.id, { onDelete: "cascade" }),
    language: languageColumn(),
    name: text("name").notNull(),
    description: text("description").notNull(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.language] })],
);

/** One physical piece (a pair of skis, a tent) of an item in a size; `code` is on its label. */
export const rentalUnits = pgTable(
  "rental_units",
  {
    id: idColumn(),
    itemId: integer("item_id")
      .notNull()
      .references(() => rentalItems.id, { onDelete: "cascade" }),
    size: text("size").notNull(),
    sizeOrder: integer("size_order").notNull().default(0),
    code: text("code").notNull(),
    isActive: boolean("is_active").notNull().default(true),
  },
  (t) => [unique("rental_units_item_code_uq").on(t.itemId, t.code), index("rental_units_item_size_idx").on(t.itemId, t.size)],
);

export const rentalBookings = pgTable(
  "rental_bookings",
  {
    id: idColumn(),
    /** "R" and 8 digits. */
    number: text("number").notNull().unique(),
    /** Reads the booking without a login (the e-mail's link); compared as given. */
    accessToken: text("access_token").notNull(),
    itemId: integer("item_id")
      .notNull()
      .references(() => rentalItems.id),
    unitId: integer("unit_id")
      .notNull()
      .references(() => rentalUnits.id),
    storeId: integer("store_id")
      .notNull()
      .references(() => stores.id),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    status: rentalBookingStatus("status").notNull().default("reserved"),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    language: text("language").notNull(),
    /** Cents: the rent of the period and the deposit, as quoted when booked. */
    total: integer("total").notNull(),
    deposit: integer("deposit").notNull(),
    cancelledAt: timestampTz("cancelled_at"),
    /** Staff's reason when they cancelled it in the back office (docs/admin.md "Rental bookings"); null otherwise. */
    cancelReason: text("cancel_reason"),
    /** A booking `held` for online payment: its days are free again after this unless an order took it (docs/rental.md "Paying online"). */
    holdExpiresAt: timestampTz("hold_expires_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("rental_bookings_hold_idx").on(t.holdExpiresAt).where(sql`${t.holdExpiresAt} is not null`),
    index("rental_bookings_store_start_idx").on(t.storeId, t.startDate),
    index("rental_bookings_store_end_idx").on(t.storeId, t.endDate),
    check("rental_bookings_period", sql`${t.endDate} >= ${t.startDate} and ${t.endDate} - ${t.startDate} < 28`),
  ],
);

/** The days a booking holds its unit. Deleted when the booking is cancelled, freeing the days. */
export const rentalBookingDays = pgTable(
  "rental_booking_days",
  {
    unitId: integer("unit_id")
      .notNull()
      .references(() => rentalUnits.id),
    day: date("day", { mode: "string" }).notNull(),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => rentalBookings.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ name: "rental_booking_days_unit_day_pk", columns: [t.unitId, t.day] }), index("rental_booking_days_booking_idx").on(t.bookingId)],
);

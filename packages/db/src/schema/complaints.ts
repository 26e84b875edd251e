// Complaints (reclamations, spec 01 §3 "Reclamation form"; docs/complaints.md): the form as
// filed, its attachments (files kept outside the public media, read by staff only) and the
// staff's status moves and answers.
import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgEnum, pgTable, smallint, text } from "drizzle-orm/pg-core";
import { createdAt, idColumn, languageColumn, updatedAt } from "./columns";
import { customers } from "./customers";
import { orders } from "./orders";

export const complaintStatus = pgEnum("complaint_status", ["received", "in_progress", "accepted", "rejected", "closed"]);
export const complaintEventKind = pgEnum("complaint_event_kind", ["status", "answer"]);

export const complaints = pgTable(
  "complaints",
  {
    id: idColumn(),
    /** "R" and 8 random digits, shown to the customer. */
    number: text("number").notNull().unique(),
    status: complaintStatus("status").notNull().default("received"),
    language: languageColumn(),
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "set null" }),
    /** The web order it refers to, when its number names one. */
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    customerName: text("customer_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    address: text("address").notNull(),
    postNumber: text("post_number").notNull(),
    city: text("city").notNull(),
    salesChannel: text("sales_channel").notNull(),
    store: text("store").notNull(),
    targetStore: text("target_store").notNull(),
    orderNumber: text("order_number"),
    receipt: text("receipt"),
    timeOfPurchase: date("time_of_purchase").notNull(),
    /** Cents. */
    price: integer("price").notNull().default(0),
    used: text("used").notNull(),
    manufacturer: text("manufacturer").notNull(),
    model: text("model").notNull(),
    color: text("color"),
    size: text("size"),
    noSize: boolean("no_size").notNull().default(false),
    complaint: text("complaint").notNull(),
    rowId: smallint("row_id"),
    orderDate: date("order_date"),
    unitDiscount: integer("unit_discount"),
    calculatedDiscount: integer("calculated_discount"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("complaints_status_idx").on(t.status, t.createdAt),
    index("complaints_order_idx").on(t.orderId),
    check("complaints_channel", sql`${t.salesChannel} in ('S', 'M')`),
    check("complaints_money", sql`${t.price} >= 0 and coalesce(${t.unitDiscount}, 0) >= 0 and coalesce(${t.calculatedDiscount}, 0) >= 0`),
  ],
);

export const complaintAttachments = pgTable(
  "complaint_attachments",
  {
    id: idColumn(),
    complaintId: integer("complaint_id")
      .notNull()
      .references(() => complaints.id, { onDelete: "cascade" }),
    /** File name under the attachment folder (random, never the uploaded name). */
    storageKey: text("storage_key").notNull().unique(),
    /** Decided by content: image/jpeg (photos, re-encoded) or application/pdf. */
    contentType: text("content_type").notNull(),
    /** The name the customer's file had, for staff; never used as a path. */
    originalName: text("original_name").notNull(),
    size: integer("size").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("complaint_attachments_complaint_idx").on(t.complaintId), check("complaint_attachments_size", sql`${t.size} > 0`)],
);

export const complaintEvents = pgTable(
  "complaint_events",
  {
    id: idColumn(),
    complaintId: integer("complaint_id")
      .notNull()
      .references(() => complaints.id, { onDelete: "cascade" }),
    kind: complaintEventKind("kind").notNull(),
    fromStatus: complaintStatus("from_status"),
    toStatus: complaintStatus("to_status"),
    /** The answer sent to the customer, or the staff's note of a move. */
    message: text("message"),
    staffId: integer("staff_id").references(() => customers.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("complaint_events_complaint_idx").on(t.complaintId)],
);

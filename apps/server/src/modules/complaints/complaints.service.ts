// Complaints (docs/complaints.md): filing (validated fields, stored attachments, number, the
// customer's confirmation and the store's notification in one transaction), and the staff's
// list, detail, status moves and answers.
import { randomInt } from "node:crypto";
import type { Database } from "@polku/db";
import {
  canMoveComplaint, validateComplaint, webOrderNumberOf, type ComplaintErrors, type ComplaintInput, type ComplaintStatus, type LanguageCode, type StaffComplaint,
} from "@polku/domain";
import { HttpError, notFound } from "../../http/errors";
import { enqueueMail } from "../../lib/mail/outbox";
import type { AuthenticatedCustomer } from "../../http/authentication";
import type { StoredFile } from "./complaint-attachments";
import { renderAnswerMail, renderFiledMail, renderStoreMail } from "./complaints.mail";
import * as repo from "./complaints.repository";
import { complaintText } from "./complaints.texts";

export const COMPLAINT_NOT_FOUND = "Complaint could not be found.";

export interface ComplaintsServiceOptions {
  db: Database;
  mailFrom: string;
  shopName: string;
  publicUrl: string;
  now?: () => Date;
  /** Called once a transaction that queued mail has committed (the dispatcher). */
  mailQueued?: () => void;
}

const iso = (d: string | Date) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());
const day = (d: string | Date) => (d instanceof Date ? d.toISOString().slice(0, 10) : String(d).slice(0, 10));

export function createComplaintsService(opts: ComplaintsServiceOptions) {
  const { db } = opts;
  const now = opts.now ?? (() => new Date());
  const base = opts.publicUrl.replace(/\/$/, "");

  async function stores() {
    return repo.complaintStores(db);
  }

  return {
    stores,

    /** The form's field errors in the filer's language; null when every field holds. */
    async check(input: ComplaintInput, language: LanguageCode): Promise<{ errors: Record<string, string[]> } | { value: NonNullable<ReturnType<typeof validateComplaint>["value"]> }> {
      const known = await stores();
      const result = validateComplaint(input, { today: now().toISOString().slice(0, 10), stores: new Set(known.map((s) => s.slug)) });
      if (!result.value) {
        const errors = Object.fromEntries(Object.entries(result.errors as ComplaintErrors).map(([field, key]) => [field, [complaintText(key!, language)]]));
        return { errors };
      }
      return { value: result.value };
    },

    async file(value: NonNullable<ReturnType<typeof validateComplaint>["value"]>, files: (StoredFile & { originalName: string })[], language: LanguageCode, caller: AuthenticatedCustomer | null) {
      const known = await stores();
      const target = known.find((s) => s.slug === value.targetStore)!;
      const webOrder = webOrderNumberOf(value.orderNumber);
      const orderId = webOrder ? await repo.orderIdFor(db, webOrder, { customerId: caller?.id ?? null, email: value.email }) : null;
      const product = [value.manufacturer, value.model, value.size].filter(Boolean).join(" ");
      const created = await db.transaction(async (tx) => {
        for (let attempt = 0; attempt < 5; attempt++) {
          const number = `R${String(randomInt(0, 100_000_000)).padStart(8, "0")}`;
          const row = await repo.insertComplaint(tx, { number, language, customerId: caller?.id ?? null, orderId, value, files });
          if (!row) continue;
          await enqueueMail(tx, opts.mailFrom, { kind: "complaint.filed", to: value.email, language, dedupeKey: `complaint.filed:${number}`, ...renderFiledMail({ number, language, product, store: target.name }, opts.shopName) });
          await enqueueMail(tx, opts.mailFrom, {
            kind: "complaint.store", to: target.email ?? opts.mailFrom, language: "fi", dedupeKey: `complaint.store:${number}`,
            ...renderStoreMail({ number, customer: value.customerName, product, store: target.name, complaint: value.complaint, staffUrl: `${base}/staff/complaints/${number}/` }, opts.shopName),
          });
          return row;
        }
        throw new Error("Could not draw a free complaint number");
      });
      opts.mailQueued?.();
      return { number: created.number, status: "received" as const, attachments: files.length };
    },

    list: (status: ComplaintStatus | undefined) => repo.listComplaints(db, status),

    async detail(number: string): Promise<StaffComplaint> {
      const row = await repo.findComplaint(db, number);
      if (!row) throw notFound(COMPLAINT_NOT_FOUND, "complaint_not_found");
      const [files, events] = await Promise.all([repo.attachmentsOf(db, row.id), repo.eventsOf(db, row.id)]);
      return {
        number: row.number, status: row.status, created_at: iso(row.created_at), customer_name: row.customer_name, email: row.email, manufacturer: row.manufacturer,
        model: row.model, store: row.store, target_store: row.target_store, order_number: row.order_number, attachments: files.length, language: row.language,
        phone: row.phone, address: row.address, post_number: row.post_number, city: row.city, sales_channel: row.sales_channel, receipt: row.receipt,
        time_of_purchase: day(row.time_of_purchase), price: row.price, used: row.used, color: row.color, size: row.size, no_size: row.no_size,
        complaint: row.complaint, row_id: row.row_id, order_date: row.order_date ? day(row.order_date) : null, unit_discount: row.unit_discount,
        calculated_discount: row.calculated_discount,
        files: files.map((f) => ({ id: f.id, content_type: f.content_type, original_name: f.original_name, size: f.size, url: `/api/staff/complaints/${row.number}/attachments/${f.id}/` })),
        events: events.map((e) => ({ kind: e.kind, from_status: e.from_status, to_status: e.to_status, message: e.message, staff: e.staff, created_at: iso(e.created_at) })),
      };
    },

    async move(number: string, to: ComplaintStatus, staff: AuthenticatedCustomer, note: string | undefined) {
      await db.transaction(async (tx) => {
        const row = await repo.findComplaint(tx, number, true);
        if (!row) throw notFound(COMPLAINT_NOT_FOUND, "complaint_not_found");
        if (!canMoveComplaint(row.status, to)) throw new HttpError(409, "transition_not_allowed", `A complaint cannot move from ${row.status} to ${to}.`);
        await repo.moveComplaint(tx, row, to, staff.id, note ?? null);
      });
    },

    /** The staff's answer, e-mailed to the customer in the complaint's language with its status. */
    async answer(number: string, message: string, staff: AuthenticatedCustomer) {
      await db.transaction(async (tx) => {
        const row = await repo.findComplaint(tx, number, true);
        if (!row) throw notFound(COMPLAINT_NOT_FOUND, "complaint_not_found");
        const id = await repo.recordAnswer(tx, row.id, message, staff.id);
        await enqueueMail(tx, opts.mailFrom, {
          kind: "complaint.answer", to: row.email, language: row.language, dedupeKey: `complaint.answer:${row.number}:${id}`,
          ...renderAnswerMail({ number: row.number, language: row.language, status: row.status, message }, opts.shopName),
        });
      });
      opts.mailQueued?.();
    },

    attachment: (number: string, id: number) => repo.attachmentOf(db, number, id),

    async ofOrder(orderNumber: string) {
      return (await repo.complaintsOfOrder(db, orderNumber)).map((c) => ({ ...c, created_at: iso(c.created_at) }));
    },
  };
}
export type ComplaintsService = ReturnType<typeof createComplaintsService>;

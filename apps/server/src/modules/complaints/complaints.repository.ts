// SQL of complaints (docs/complaints.md).
import type { Executor } from "@polku/db";
import { sql } from "@polku/db/orm";
import type { ComplaintStatus, ComplaintValue, LanguageCode } from "@polku/domain";
import type { StoredFile } from "./complaint-attachments";

async function rows<T>(db: Executor, query: ReturnType<typeof sql>): Promise<T[]> {
  return (await db.execute<T & Record<string, unknown>>(query)).rows;
}

export interface StoreRef {
  slug: string;
  name: string;
  email: string | null;
  type: string;
}

/** Stores a product may be bought in or brought to (retail, outlet, and the web shop). */
export async function complaintStores(db: Executor): Promise<StoreRef[]> {
  return rows<StoreRef>(db, sql`select slug, name, email, type::text as type from stores where is_active order by id`);
}

/** The web order of a number, when it is the caller's or the e-mail's. */
export async function orderIdFor(db: Executor, number: string, who: { customerId: number | null; email: string }): Promise<number | null> {
  const [row] = await rows<{ id: number }>(
    db,
    sql`select id from orders where number = ${number} and ((${who.customerId}::int is not null and customer_id = ${who.customerId}) or lower(email) = lower(${who.email}))`,
  );
  return row?.id ?? null;
}

export interface NewComplaint {
  number: string;
  language: LanguageCode;
  customerId: number | null;
  orderId: number | null;
  value: ComplaintValue;
  files: (StoredFile & { originalName: string })[];
}

/** The complaint and its attachments in one statement; null when the number is taken (drawn again). */
export async function insertComplaint(tx: Executor, c: NewComplaint): Promise<{ id: number; number: string } | null> {
  const v = c.value;
  const files = JSON.stringify(c.files.map((f) => ({ storage_key: f.storageKey, content_type: f.contentType, original_name: f.originalName, size: f.size })));
  const [row] = await rows<{ id: number; number: string }>(
    tx,
    sql`with c as (
        insert into complaints (number, language, customer_id, order_id, customer_name, email, phone, address, post_number, city, sales_channel, store,
          target_store, order_number, receipt, time_of_purchase, price, used, manufacturer, model, color, size, no_size, complaint, row_id, order_date,
          unit_discount, calculated_discount)
        values (${c.number}, ${c.language}, ${c.customerId}, ${c.orderId}, ${v.customerName}, ${v.email}, ${v.phone}, ${v.address}, ${v.postNumber}, ${v.city},
          ${v.salesChannel}, ${v.store}, ${v.targetStore}, ${v.orderNumber}, ${v.receipt}, ${v.timeOfPurchase}, ${v.price}, ${v.used}, ${v.manufacturer},
          ${v.model}, ${v.color}, ${v.size}, ${v.noSize}, ${v.complaint}, ${v.rowId}, ${v.orderDate}, ${v.unitDiscount}, ${v.calculatedDiscount})
        on conflict (number) do nothing returning id, number
      ), files as (
        insert into complaint_attachments (complaint_id, storage_key, content_type, original_name, size)
        select c.id, x.storage_key, x.content_type, x.original_name, x.size from c, json_to_recordset(${files}::json) as x(storage_key text, content_type text, original_name text, size int)
      )
      select id, number from c`,
  );
  return row ?? null;
}

const SUMMARY = sql`c.number, c.status::text as status, c.created_at as created_at, c.customer_name, c.email, c.manufacturer, c.model, c.store,
  c.target_store, c.order_number, (select count(*)::int from complaint_attachments a where a.complaint_id = c.id) as attachments`;

export interface SummaryRow {
  number: string;
  status: ComplaintStatus;
  created_at: string | Date;
  customer_name: string;
  email: string;
  manufacturer: string;
  model: string;
  store: string;
  target_store: string;
  order_number: string | null;
  attachments: number;
}

export async function listComplaints(db: Executor, status: ComplaintStatus | undefined, limit = 200): Promise<SummaryRow[]> {
  return rows<SummaryRow>(
    db,
    sql`select ${SUMMARY} from complaints c ${status ? sql`where c.status = ${status}` : sql``} order by c.created_at desc, c.id desc limit ${limit}`,
  );
}

export interface ComplaintRow extends SummaryRow {
  id: number;
  language: LanguageCode;
  phone: string;
  address: string;
  post_number: string;
  city: string;
  sales_channel: "S" | "M";
  receipt: string | null;
  time_of_purchase: string | Date;
  price: number;
  used: string;
  color: string | null;
  size: string | null;
  no_size: boolean;
  complaint: string;
  row_id: number | null;
  order_date: string | Date | null;
  unit_discount: number | null;
  calculated_discount: number | null;
}

export async function findComplaint(db: Executor, number: string, lock = false): Promise<ComplaintRow | null> {
  const [row] = await rows<ComplaintRow>(
    db,
    sql`select c.id, ${SUMMARY}, c.language, c.phone, c.address, c.post_number, c.city, c.sales_channel, c.receipt, c.time_of_purchase::text as time_of_purchase,
          c.price, c.used, c.color, c.size, c.no_size, c.complaint, c.row_id, c.order_date::text as order_date, c.unit_discount, c.calculated_discount
        from complaints c where c.number = ${number} ${lock ? sql`for update` : sql``}`,
  );
  return row ?? null;
}

export interface AttachmentRow {
  id: number;
  storage_key: string;
  content_type: string;
  original_name: string;
  size: number;
}

export async function attachmentsOf(db: Executor, complaintId: number): Promise<AttachmentRow[]> {
  return rows<AttachmentRow>(db, sql`select id, storage_key, content_type, original_name, size from complaint_attachments where complaint_id = ${complaintId} order by id`);
}

export async function attachmentOf(db: Executor, number: string, id: number): Promise<AttachmentRow | null> {
  const [row] = await rows<AttachmentRow>(
    db,
    sql`select a.id, a.storage_key, a.content_type, a.original_name, a.size from complaint_attachments a join complaints c on c.id = a.complaint_id
        where c.number = ${number} and a.id = ${id}`,
  );
  return row ?? null;
}

export interface EventRow {
  kind: "status" | "answer";
  from_status: ComplaintStatus | null;
  to_status: ComplaintStatus | null;
  message: string | null;
  staff: string | null;
  created_at: string | Date;
}

export async function eventsOf(db: Executor, complaintId: number): Promise<EventRow[]> {
  return rows<EventRow>(
    db,
    sql`select e.kind::text as kind, e.from_status::text as from_status, e.to_status::text as to_status, e.message,
          coalesce(s.username, s.email) as staff, e.created_at from complaint_events e left join customers s on s.id = e.staff_id
        where e.complaint_id = ${complaintId} order by e.id`,
  );
}

export async function moveComplaint(tx: Executor, c: { id: number; status: ComplaintStatus }, to: ComplaintStatus, staffId: number, note: string | null): Promise<void> {
  await tx.execute(sql`update complaints set status = ${to}, updated_at = now() where id = ${c.id}`);
  await tx.execute(sql`insert into complaint_events (complaint_id, kind, from_status, to_status, message, staff_id) values (${c.id}, 'status', ${c.status}, ${to}, ${note}, ${staffId})`);
}

export async function recordAnswer(tx: Executor, complaintId: number, message: string, staffId: number): Promise<number> {
  const [row] = await rows<{ id: number }>(tx, sql`insert into complaint_events (complaint_id, kind, message, staff_id) values (${complaintId}, 'answer', ${message}, ${staffId}) returning id`);
  return row!.id;
}

/** The complaints of an order, for whoever may read the order. */
export async function complaintsOfOrder(db: Executor, orderNumber: string): Promise<{ number: string; status: ComplaintStatus; row_id: number | null; model: string; created_at: string | Date }[]> {
  return rows(
    db,
    sql`select c.number, c.status::text as status, c.row_id, c.model, c.created_at from complaints c join orders o on o.id = c.order_id
        where o.number = ${orderNumber} order by c.id`,
  );
}

// The complaint (reclamation) form of spec 01 §3 "Reclamation form" (docs/complaints.md): its
// fields, the rules each must meet (the spec shows only per-field error flags; these are ours),
// the web-shop channel rule (salesChannel 'S' sets the store to the web shop and prefixes the
// order number with 'S') and the prefill from a web order. Pure, used by the page and the API.

/** Where the product was bought: 'S' the web shop, 'M' a store. */
export const SALES_CHANNELS = ["S", "M"] as const;
export type SalesChannel = (typeof SALES_CHANNELS)[number];
/** spec 01 §3: the store of a web-shop purchase is the main web shop (the web warehouse, store 20). */
export const WEB_SHOP_STORE_SLUG = "verkkokauppa";

export const COMPLAINT_STATUSES = ["received", "in_progress", "accepted", "rejected", "closed"] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

/** Attachments (issue 18): each file at most 15 MB, all together at most 50 MB, at most 10 files. */
export const ATTACHMENT_MAX_BYTES = 15 * 1024 * 1024;
export const ATTACHMENTS_TOTAL_MAX_BYTES = 50 * 1024 * 1024;
export const ATTACHMENTS_MAX_FILES = 10;
/** Types decided by content: photos (re-encoded as JPEG) and PDF receipts. */
export const ATTACHMENT_TYPES = ["image/jpeg", "image/png", "image/webp", "application/pdf"] as const;

export const COMPLAINT_TEXT_FIELDS = [
  "customerName", "email", "phone", "address", "postNumber", "city", "store", "targetStore", "orderNumber", "receipt",
  "timeOfPurchase", "price", "used", "manufacturer", "model", "color", "size", "complaint", "orderDate", "unitDiscount", "calculatedDiscount",
] as const;
export type ComplaintTextField = (typeof COMPLAINT_TEXT_FIELDS)[number];

export interface ComplaintInput {
  customerName: string;
  email: string;
  phone: string;
  address: string;
  postNumber: string;
  city: string;
  salesChannel: string;
  store: string;
  targetStore: string;
  orderNumber: string;
  receipt: string;
  timeOfPurchase: string;
  /** Euros as typed ("129,90"); spec 01 §3 default '0'. */
  price: string;
  used: string;
  manufacturer: string;
  model: string;
  color: string;
  size: string;
  noSize: boolean;
  complaint: string;
  /** The order line chosen when filed from a web order. */
  rowId: string;
  orderDate: string;
  unitDiscount: string;
  calculatedDiscount: string;
}

export const EMPTY_COMPLAINT: ComplaintInput = {
  customerName: "", email: "", phone: "", address: "", postNumber: "", city: "", salesChannel: "S", store: WEB_SHOP_STORE_SLUG, targetStore: "",
  orderNumber: "", receipt: "", timeOfPurchase: "", price: "0", used: "", manufacturer: "", model: "", color: "", size: "", noSize: false,
  complaint: "", rowId: "", orderDate: "", unitDiscount: "", calculatedDiscount: "",
};

/** Why a field is refused; the page and the API render the key in the shopper's language. */
export type ComplaintErrorKey =
  | "required" | "nameRequired" | "emailFormat" | "phoneFormat" | "postNumberFormat" | "unknownStore" | "orderNumberFormat"
  | "dateFormat" | "dateInFuture" | "priceFormat" | "tooLong" | "tooShort" | "channel";

export type ComplaintErrors = Partial<Record<ComplaintTextField | "salesChannel", ComplaintErrorKey>>;

export interface ComplaintValue {
  customerName: string;
  email: string;
  phone: string;
  address: string;
  postNumber: string;
  city: string;
  salesChannel: SalesChannel;
  store: string;
  targetStore: string;
  /** As recorded: 'S' + the web order number for web purchases. */
  orderNumber: string | null;
  receipt: string | null;
  timeOfPurchase: string;
  /** Cents. */
  price: number;
  used: string;
  manufacturer: string;
  model: string;
  color: string | null;
  size: string | null;
  noSize: boolean;
  complaint: string;
  rowId: number | null;
  orderDate: string | null;
  unitDiscount: number | null;
  calculatedDiscount: number | null;
}

const LIMITS: Record<ComplaintTextField, number> = {
  customerName: 120, email: 254, phone: 30, address: 200, postNumber: 12, city: 80, store: 60, targetStore: 60, orderNumber: 20, receipt: 60,
  timeOfPurchase: 10, price: 12, used: 500, manufacturer: 80, model: 120, color: 60, size: 30, complaint: 5000, orderDate: 10, unitDiscount: 12,
  calculatedDiscount: 12,
};
export const complaintFieldMax = (field: ComplaintTextField) => LIMITS[field];
export const COMPLAINT_MIN_LENGTH = 20;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ()-]{5,30}$/;
const WEB_ORDER = /^S?P\d{9}$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Euros as typed ("129,90", "129.9", "0") in cents; null when not a sum. */
export function parseEuros(input: string): number | null {
  const text = input.trim().replace(/\s/g, "").replace(",", ".");
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(text)) return null;
  return Math.round(Number(text) * 100);
}

function validDate(text: string): boolean {
  if (!DATE.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

/** spec 01 §3: a web purchase's store is the web shop and its order number carries an 'S'. */
export function webShopOrderNumber(orderNumber: string): string {
  const number = orderNumber.trim().toUpperCase();
  return number.startsWith("S") ? number : `S${number}`;
}

/**
 * Every field checked; `stores` are the slugs a purchase or a return of the product may name
 * (retail stores and the web shop). A web purchase needs its order number, a store purchase its
 * receipt number; the size is needed unless the product has none (noSize).
 */
export function validateComplaint(input: ComplaintInput, ctx: { today: string; stores: ReadonlySet<string> }): { value: ComplaintValue; errors: ComplaintErrors } | { value: null; errors: ComplaintErrors } {
  const errors: ComplaintErrors = {};
  const s = Object.fromEntries(COMPLAINT_TEXT_FIELDS.map((f) => [f, String(input[f] ?? "").trim()])) as Record<ComplaintTextField, string>;
  for (const field of COMPLAINT_TEXT_FIELDS) if (s[field].length > LIMITS[field]) errors[field] = "tooLong";
  const need = (field: ComplaintTextField, key: ComplaintErrorKey = "required") => {
    if (!errors[field] && s[field] === "") errors[field] = key;
  };
  need("customerName", "nameRequired");
  need("email");
  if (!errors.email && !EMAIL.test(s.email)) errors.email = "emailFormat";
  need("phone");
  if (!errors.phone && !PHONE.test(s.phone)) errors.phone = "phoneFormat";
  need("address");
  need("postNumber");
  if (!errors.postNumber && !/^[0-9A-Za-z -]{3,12}$/.test(s.postNumber)) errors.postNumber = "postNumberFormat";
  need("city");
  const channel = (SALES_CHANNELS as readonly string[]).includes(input.salesChannel) ? (input.salesChannel as SalesChannel) : null;
  if (!channel) errors.salesChannel = "channel";
  const store = channel === "S" ? WEB_SHOP_STORE_SLUG : s.store;
  if (channel === "M") {
    need("store");
    if (!errors.store && !ctx.stores.has(store)) errors.store = "unknownStore";
    need("receipt");
  }
  need("targetStore");
  if (!errors.targetStore && !ctx.stores.has(s.targetStore)) errors.targetStore = "unknownStore";
  if (channel === "S") {
    need("orderNumber");
    if (!errors.orderNumber && !WEB_ORDER.test(s.orderNumber)) errors.orderNumber = "orderNumberFormat";
  }
  need("timeOfPurchase");
  if (!errors.timeOfPurchase && !validDate(s.timeOfPurchase)) errors.timeOfPurchase = "dateFormat";
  else if (!errors.timeOfPurchase && s.timeOfPurchase > ctx.today) errors.timeOfPurchase = "dateInFuture";
  const price = parseEuros(s.price === "" ? "0" : s.price);
  if (!errors.price && price === null) errors.price = "priceFormat";
  need("used");
  need("manufacturer");
  need("model");
  if (!input.noSize) need("size");
  need("complaint");
  if (!errors.complaint && s.complaint.length < COMPLAINT_MIN_LENGTH) errors.complaint = "tooShort";
  if (s.orderDate && !validDate(s.orderDate)) errors.orderDate = "dateFormat";
  const unitDiscount = s.unitDiscount ? parseEuros(s.unitDiscount) : null;
  if (s.unitDiscount && unitDiscount === null) errors.unitDiscount = "priceFormat";
  const calculatedDiscount = s.calculatedDiscount ? parseEuros(s.calculatedDiscount) : null;
  if (s.calculatedDiscount && calculatedDiscount === null) errors.calculatedDiscount = "priceFormat";
  if (Object.keys(errors).length > 0) return { value: null, errors };
  const row = Number(input.rowId);
  return {
    errors,
    value: {
      customerName: s.customerName, email: s.email, phone: s.phone, address: s.address, postNumber: s.postNumber, city: s.city,
      salesChannel: channel!, store, targetStore: s.targetStore,
      orderNumber: channel === "S" ? webShopOrderNumber(s.orderNumber) : s.orderNumber || null,
      receipt: channel === "M" ? s.receipt : s.receipt || null,
      timeOfPurchase: s.timeOfPurchase, price: price!, used: s.used, manufacturer: s.manufacturer, model: s.model,
      color: s.color || null, size: input.noSize ? null : s.size, noSize: input.noSize, complaint: s.complaint,
      rowId: Number.isInteger(row) && row > 0 && input.rowId.trim() !== "" ? row : null,
      orderDate: s.orderDate || null, unitDiscount, calculatedDiscount,
    },
  };
}

/** The web order a complaint refers to, without the 'S' (P and nine digits), or null. */
export function webOrderNumberOf(orderNumber: string | null): string | null {
  if (!orderNumber) return null;
  const m = /^S?(P\d{9})$/i.exec(orderNumber.trim());
  return m ? m[1]!.toUpperCase() : null;
}

export interface PrefillOrder {
  number: string;
  created_at: string;
  lines: { kind: string; name: string; manufacturer: string | null; color: string | null; size: string | null; quantity: number; unit_price: number; discount: number }[];
  delivery: { first_name: string; last_name: string; address: string; postal_code: string; city: string; phone: string; email: string };
}

const euros = (cents: number) => (cents / 100).toFixed(2).replace(".", ",");

/**
 * spec 01 §3 "Prefill input uses postalCode and orderDate": the form of a complaint about one line
 * (1-based `row`) of a web order, as the order page's "make a complaint" link opens it.
 */
export function complaintPrefill(order: PrefillOrder, row: number): ComplaintInput {
  const line = order.lines[row - 1];
  const d = order.delivery;
  const date = order.created_at.slice(0, 10);
  const unitDiscount = line && line.quantity > 0 ? Math.round(line.discount / line.quantity) : 0;
  return {
    ...EMPTY_COMPLAINT,
    customerName: `${d.first_name} ${d.last_name}`.trim(), email: d.email, phone: d.phone, address: d.address, postNumber: d.postal_code, city: d.city,
    salesChannel: "S", store: WEB_SHOP_STORE_SLUG, orderNumber: order.number, timeOfPurchase: date, orderDate: date,
    price: line ? euros(line.unit_price - unitDiscount) : "0",
    manufacturer: line?.manufacturer ?? "", model: line ? (line.manufacturer && line.name.startsWith(line.manufacturer) ? line.name.slice(line.manufacturer.length).trim() : line.name) : "",
    color: line?.color ?? "", size: line?.size ?? "", noSize: line ? !line.size : false,
    rowId: line ? String(row) : "",
    unitDiscount: line ? euros(unitDiscount) : "", calculatedDiscount: line ? euros(line.discount) : "",
  };
}

/** Who may move a complaint where: staff only, never back to received, closed is final. */
export function canMoveComplaint(from: ComplaintStatus, to: ComplaintStatus): boolean {
  if (from === to || to === "received" || from === "closed") return false;
  if (from === "received") return to === "in_progress" || to === "accepted" || to === "rejected";
  if (from === "in_progress") return to === "accepted" || to === "rejected";
  return to === "closed"; // accepted, rejected
}

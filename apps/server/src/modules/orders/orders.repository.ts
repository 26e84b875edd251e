// SQL of orders (docs/orders.md). Every function takes an executor: placement, payment events,
// expiry and staff moves each run their own transaction around them. Rows are locked in a fixed
// order (discount codes and gift cards by id, then stock by variant and store), so concurrent
// orders wait for each other instead of deadlocking.
import { executePrepared, type Executor } from "@polku/db";
import { sql, type SQL } from "@polku/db/orm";
import type { LanguageCode, OrderLineSnapshot, OrderPaymentStatus, OrderStatus } from "@polku/domain";

async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  return (await db.execute<T & Record<string, unknown>>(query)).rows;
}
/** `rows` as a named prepared statement: for the fixed-text statements of every order (@polku/db executePrepared). */
async function preparedRows<T>(db: Executor, query: SQL): Promise<T[]> {
  return (await executePrepared<T & Record<string, unknown>>(db, query)).rows;
}
const intArray = (ids: readonly number[]) => `{${ids.join(",")}}`;
const codeList = (codes: readonly string[]) => sql`(select json_array_elements_text(${JSON.stringify(codes)}::json))`;

/** Serialises placements of one idempotency key (a double click, a retried submit). */
export async function lockIdempotencyKey(tx: Executor, key: string): Promise<void> {
  await executePrepared(tx, sql`select pg_advisory_xact_lock(hashtextextended(${`order:${key}`}, 0))`);
}

export async function lockStock(tx: Executor, variantIds: readonly number[], storeIds: readonly number[]): Promise<void> {
  if (variantIds.length === 0) return;
  await tx.execute(sql`select 1 from stock where variant_id = any(${intArray(variantIds)}::int[]) and store_id = any(${intArray(storeIds)}::int[])
    order by variant_id, store_id for update`);
}

export async function lockCodes(tx: Executor, codes: readonly string[]): Promise<void> {
  if (codes.length === 0) return;
  await tx.execute(sql`select 1 from discount_codes where lower(code) in ${codeList(codes)} order by id for update`);
  await tx.execute(sql`select 1 from gift_cards where lower(code) in ${codeList(codes)} order by id for update`);
}

/** What unpaid orders have set aside on the cards, by lower-cased code: not spendable by another order. */
export async function giftCardHolds(tx: Executor, codes: readonly string[]): Promise<Map<string, number>> {
  if (codes.length === 0) return new Map();
  const held = await rows<{ code: string; held: number }>(
    tx,
    sql`select lower(g.code) as code, sum(og.amount)::int as held from order_gift_cards og
        join orders o on o.id = og.order_id join gift_cards g on g.id = og.gift_card_id
        where og.debited_at is null and o.status = 'new' and o.payment_status = 'pending' and lower(g.code) in ${codeList(codes)}
        group by lower(g.code)`,
  );
  return new Map(held.map((h) => [h.code, h.held]));
}

/** A guest's uses of the codes by the order's e-mail (the per-customer limit), by code id. */
export async function codeUsesByEmail(tx: Executor, codeIds: readonly number[], email: string): Promise<Map<number, number>> {
  if (codeIds.length === 0) return new Map();
  const found = await rows<{ codeId: number; n: number }>(
    tx,
    sql`select code_id as "codeId", count(*)::int as n from discount_code_usages where code_id = any(${intArray(codeIds)}::int[]) and email = ${email.toLowerCase()} group by code_id`,
  );
  return new Map(found.map((r) => [r.codeId, r.n]));
}

export interface OrderRow {
  id: number;
  number: string;
  accessToken: string;
  idempotencyKey: string;
  requestHash: string;
  customerId: number | null;
  email: string;
  language: LanguageCode;
  countryCode: string;
  status: OrderStatus;
  paymentStatus: OrderPaymentStatus;
  currency: string;
  displayCurrency: string;
  displayRate: number;
  displayTotal: number;
  displayDecimals: number;
  subtotal: number;
  discountTotal: number;
  deliveryCost: number;
  repackCost: number;
  giftCardsUsed: number;
  totalPrice: number;
  discountCodeId: number | null;
  discountCode: string | null;
  paymentMethod: string | null;
  processorSlug: string | null;
  firstName: string;
  lastName: string;
  address: string;
  postalCode: string;
  city: string;
  phone: string;
  deliveryMethod: string;
  deliveryMethodName: string;
  deliveryKind: string;
  deliveryLocation: string | null;
  shippingTime: string;
  partDelivery: boolean;
  repack: boolean;
  specialRequest: string;
  enterpriseOrder: boolean;
  reservedUntil: Date | null;
  paidAt: Date | null;
  cancelledAt: Date | null;
  createdAt: Date;
}

const ORDER_COLUMNS = sql`o.id, o.number, o.access_token as "accessToken", o.idempotency_key as "idempotencyKey", o.request_hash as "requestHash",
  o.customer_id as "customerId", o.email, o.language, o.country_code as "countryCode", o.status, o.payment_status as "paymentStatus",
  o.currency, o.display_currency as "displayCurrency", o.display_rate as "displayRate", o.display_total as "displayTotal", o.display_decimals::int as "displayDecimals",
  o.subtotal, o.discount_total as "discountTotal", o.delivery_cost as "deliveryCost", o.repack_cost as "repackCost", o.gift_cards_used as "giftCardsUsed",
  o.total_price as "totalPrice", o.discount_code_id as "discountCodeId", o.discount_code as "discountCode", o.payment_method as "paymentMethod", o.processor_slug as "processorSlug",
  o.first_name as "firstName", o.last_name as "lastName", o.address, o.postal_code as "postalCode", o.city, o.phone,
  o.delivery_method as "deliveryMethod", o.delivery_method_name as "deliveryMethodName", o.delivery_kind as "deliveryKind", o.delivery_location as "deliveryLocation",
  o.shipping_time as "shippingTime", o.part_delivery as "partDelivery", o.repack, o.special_request as "specialRequest", o.enterprise_order as "enterpriseOrder",
  o.reserved_until as "reservedUntil", o.paid_at as "paidAt", o.cancelled_at as "cancelledAt", o.created_at as "createdAt"`;

function normaliseOrder(row: OrderRow): OrderRow {
  const date = (d: Date | string | null) => (d === null ? null : new Date(d));
  return { ...row, displayRate: Number(row.displayRate), displayTotal: Number(row.displayTotal), reservedUntil: date(row.reservedUntil), paidAt: date(row.paidAt), cancelledAt: date(row.cancelledAt), createdAt: new Date(row.createdAt) };
}

export async function findOrder(db: Executor, by: { number: string } | { key: string } | { id: number }, lock = false): Promise<OrderRow | null> {
  const where = "number" in by ? sql`o.number = ${by.number}` : "key" in by ? sql`o.idempotency_key = ${by.key}` : sql`o.id = ${by.id}`;
  const [row] = await preparedRows<OrderRow>(db, sql`select ${ORDER_COLUMNS} from orders o where ${where} ${lock ? sql`for update` : sql``}`);
  return row ? normaliseOrder(row) : null;
}

export type NewOrder = Omit<OrderRow, "id" | "createdAt" | "paidAt" | "cancelledAt"> & {
  giftCampaignId: number | null;
  giftCampaignCodeId: number | null;
  giftCampaignCode: string | null;
  sellerName: string | null;
  sellerNumber: string | null;
  deliveryStoreId: number | null;
  transferRequestFrom: number[] | null;
  transferRequestTo: number | null;
  transferReserveQuantity: boolean;
  transferHighPriority: boolean;
};

/** What a placement writes beside the order row. */
export interface PlacedParts {
  lines: readonly OrderLineSnapshot[];
  vat: readonly { rateBp: number; vat: number }[];
  /** What each gift card pays, by lower-cased code. */
  giftCards: readonly { code: string; amount: number }[];
  codeUse: { codeId: number; customerId: number | null; email: string } | null;
  /** Units taken from stock and held for the order (the stock rows are locked already). */
  reservations: readonly { variantId: number; storeId: number; quantity: number }[];
}

/** The order as inserted, and the cards it uses in card id order. */
export interface PlacedOrder {
  order: OrderRow;
  cards: { id: number; code: string; amount: number }[];
}

/**
 * Inserts the order with its lines, VAT lines, gift card uses and code use, takes its units out
 * of sellable stock and records the reservations, in one statement; null when the number is
 * taken (nothing is written then; the caller draws another). `stock_quantities_valid` (blocked
 * between 0 and quantity) refuses anything that would leave sellable stock below zero, so a bug
 * in the caller fails the order instead of overselling.
 */
export async function insertPlacedOrder(tx: Executor, o: NewOrder, parts: PlacedParts): Promise<PlacedOrder | null> {
  const json = (value: unknown) => sql`${JSON.stringify(value)}::json`;
  const lines = parts.lines.map((l, i) => ({
    position: i + 1, kind: l.kind, variant_id: l.variantId, model_id: l.modelId, bundle_id: l.bundleId, bundle_variant_id: l.bundleVariantId, name: l.name,
    manufacturer: l.manufacturer, color: l.color, size: l.size, image: l.image, url: l.url, quantity: l.quantity, unit_price: l.unitPrice,
    regular_unit_price: l.regularUnitPrice, discount: l.discount, total_price: l.totalPrice, vat_rate_bp: l.vatRateBp, vat_amount: l.vatAmount,
    recipient_name: l.recipientName ?? null, rental_booking_id: l.rentalBookingId ?? null,
  }));
  const vat = parts.vat.map((v) => ({ rate_bp: v.rateBp, amount: v.vat }));
  const cards = parts.giftCards.filter((g) => g.amount > 0).map((g) => ({ code: g.code.toLowerCase(), amount: g.amount }));
  const take = parts.reservations.filter((r) => r.quantity > 0).sort((a, b) => a.variantId - b.variantId || a.storeId - b.storeId).map((r) => ({ v: r.variantId, st: r.storeId, q: r.quantity }));
  const use = parts.codeUse;
  const [row] = await preparedRows<OrderRow & { placedCards: [number, string, number][] }>(
    tx,
    sql`with o as (
        insert into orders as o (number, access_token, idempotency_key, request_hash, customer_id, email, language, country_code, status, payment_status,
          currency, display_currency, display_rate, display_total, display_decimals, subtotal, discount_total, delivery_cost, repack_cost, gift_cards_used,
          total_price, discount_code_id, discount_code, payment_method, processor_slug, first_name, last_name, address, postal_code, city, phone,
          delivery_method, delivery_method_name, delivery_kind, delivery_location, delivery_store_id, shipping_time, part_delivery, repack, special_request,
          seller_name, seller_number, enterprise_order, transfer_request_from, transfer_request_to, transfer_reserve_quantity, transfer_high_priority, reserved_until,
          gift_campaign_id, gift_campaign_code_id, gift_campaign_code)
        values (${o.number}, ${o.accessToken}, ${o.idempotencyKey}, ${o.requestHash}, ${o.customerId}, ${o.email}, ${o.language}, ${o.countryCode}, ${o.status}, ${o.paymentStatus},
          ${o.currency}, ${o.displayCurrency}, ${o.displayRate}, ${o.displayTotal}, ${o.displayDecimals}, ${o.subtotal}, ${o.discountTotal}, ${o.deliveryCost}, ${o.repackCost}, ${o.giftCardsUsed},
          ${o.totalPrice}, ${o.discountCodeId}, ${o.discountCode}, ${o.paymentMethod}, ${o.processorSlug}, ${o.firstName}, ${o.lastName}, ${o.address}, ${o.postalCode}, ${o.city}, ${o.phone},
          ${o.deliveryMethod}, ${o.deliveryMethodName}, ${o.deliveryKind}, ${o.deliveryLocation}, ${o.deliveryStoreId}, ${o.shippingTime}, ${o.partDelivery}, ${o.repack}, ${o.specialRequest},
          ${o.sellerName}, ${o.sellerNumber}, ${o.enterpriseOrder}, ${o.transferRequestFrom === null ? null : intArray(o.transferRequestFrom)}::int[], ${o.transferRequestTo},
          ${o.transferReserveQuantity}, ${o.transferHighPriority}, ${o.reservedUntil?.toISOString() ?? null},
          ${o.giftCampaignId}, ${o.giftCampaignCodeId}, ${o.giftCampaignCode})
        on conflict (number) do nothing returning ${ORDER_COLUMNS}
      ), lines as (
        insert into order_lines (order_id, position, kind, variant_id, model_id, bundle_id, bundle_variant_id, name, manufacturer, color, size,
          image, url, quantity, unit_price, regular_unit_price, discount, total_price, vat_rate_bp, vat_amount, recipient_name, rental_booking_id)
        select o.id, x.position, x.kind::order_line_kind, x.variant_id, x.model_id, x.bundle_id, x.bundle_variant_id, x.name, x.manufacturer, x.color, x.size,
          x.image, x.url, x.quantity, x.unit_price, x.regular_unit_price, x.discount, x.total_price, x.vat_rate_bp, x.vat_amount, x.recipient_name, x.rental_booking_id
        from o, json_to_recordset(${json(lines)}) as x(position smallint, kind text, variant_id int, model_id int, bundle_id int, bundle_variant_id text, name text,
          manufacturer text, color text, size text, image text, url text, quantity int, unit_price int, regular_unit_price int, discount int, total_price int,
          vat_rate_bp int, vat_amount int, recipient_name text, rental_booking_id int)
      ), vat as (
        insert into order_vat_lines (order_id, rate_bp, amount) select o.id, x.rate_bp, x.amount from o, json_to_recordset(${json(vat)}) as x(rate_bp int, amount int)
      ), cards as (
        insert into order_gift_cards (order_id, gift_card_id, amount)
        select o.id, g.id, x.amount from o, json_to_recordset(${json(cards)}) as x(code text, amount int) join gift_cards g on lower(g.code) = x.code
        returning gift_card_id, amount
      ), code_use as (
        insert into discount_code_usages (code_id, customer_id, email, order_ref)
        select ${use?.codeId ?? null}::int, ${use?.customerId ?? null}::int, ${use?.email.toLowerCase() ?? null}::text, o.number from o where ${use !== null}
      ), taken as (
        update stock s set quantity = s.quantity - r.q from json_to_recordset(${json(take)}) as r(v int, st int, q int)
        where s.variant_id = r.v and s.store_id = r.st and exists (select 1 from o)
      ), held as (
        insert into stock_reservations (order_id, variant_id, store_id, quantity, expires_at)
        select o.id, r.v, r.st, r.q, ${o.reservedUntil?.toISOString() ?? null}::timestamptz from o, json_to_recordset(${json(take)}) as r(v int, st int, q int)
      )
      select o.*, coalesce((select json_agg(json_build_array(c.gift_card_id, g.code, c.amount) order by c.gift_card_id) from cards c join gift_cards g on g.id = c.gift_card_id), '[]'::json) as "placedCards"
      from o`,
  );
  if (!row) return null;
  const { placedCards, ...order } = row;
  return { order: normaliseOrder(order), cards: placedCards.map(([id, code, amount]) => ({ id, code, amount })) };
}

/**
 * Gives an order's held units back to stock and drops its discount code use; cancels its
 * rentals. The numbers of the rentals that were paid (`reserved`) come back: their shoppers are
 * told (docs/rental.md "Paying online").
 */
export async function releaseOrder(tx: Executor, order: Pick<OrderRow, "id" | "number">, now: Date): Promise<string[]> {
  const held = await rows<{ variantId: number; storeId: number; quantity: number }>(
    tx,
    sql`select variant_id as "variantId", store_id as "storeId", sum(quantity)::int as quantity from stock_reservations
        where order_id = ${order.id} and released_at is null and consumed_at is null group by variant_id, store_id order by variant_id, store_id`,
  );
  if (held.length > 0) {
    await lockStock(tx, [...new Set(held.map((h) => h.variantId))], [...new Set(held.map((h) => h.storeId))]);
    const values = sql.join(held.map((p) => sql`(${p.variantId}::int, ${p.storeId}::int, ${p.quantity}::int)`), sql`, `);
    await tx.execute(sql`update stock s set quantity = s.quantity + r.q from (values ${values}) as r(v, st, q) where s.variant_id = r.v and s.store_id = r.st`);
    await tx.execute(sql`update stock_reservations set released_at = ${now.toISOString()} where order_id = ${order.id} and released_at is null and consumed_at is null`);
  }
  await tx.execute(sql`delete from discount_code_usages where order_ref = ${order.number}`);
  // Rentals the order paid or was to pay are cancelled and their days free again (docs/rental.md "Paying online").
  const rentals = await rows<{ number: string; was: string }>(tx, sql`with target as (
      select b.id, b.status::text as was from rental_bookings b join order_lines l on l.rental_booking_id = b.id
      where l.order_id = ${order.id} and b.status in ('held', 'reserved') for update of b
    ), cancelled as (
      update rental_bookings b set status = 'cancelled', cancelled_at = ${now.toISOString()}, hold_expires_at = null
      from target where b.id = target.id
      returning b.id, b.number, target.was
    ), freed as (
      delete from rental_booking_days d using cancelled c where d.booking_id = c.id
    )
    select number, was from cancelled order by number`);
  // A gift campaign order gives its code's use back, once.
  await tx.execute(sql`with returned as (
      update orders set gift_campaign_use_returned_at = now()
      where id = ${order.id} and gift_campaign_code_id is not null and gift_campaign_use_returned_at is null
      returning gift_campaign_code_id)
    update gift_campaign_codes c set used_count = c.used_count - 1 from returned r where c.id = r.gift_campaign_code_id and c.used_count > 0`);
  return rentals.filter((r) => r.was === "reserved").map((r) => r.number);
}

/** A paid order holds its units until it ships or is cancelled: no expiry any more. */
export const keepReservationsStatement = (orderId: number): SQL => sql`update stock_reservations set expires_at = null where order_id = ${orderId} and released_at is null`;

export async function consumeReservations(tx: Executor, orderId: number, now: Date): Promise<void> {
  await tx.execute(sql`update stock_reservations set consumed_at = ${now.toISOString()} where order_id = ${orderId} and released_at is null and consumed_at is null`);
}

/** Debits each card what it pays of the order, once (the ledger's guard refuses a negative balance). */
export async function debitGiftCards(tx: Executor, order: Pick<OrderRow, "id" | "number">, now: Date): Promise<void> {
  const uses = await rows<{ giftCardId: number; amount: number }>(
    tx,
    sql`select gift_card_id as "giftCardId", amount from order_gift_cards where order_id = ${order.id} and debited_at is null order by gift_card_id for update`,
  );
  for (const use of uses) {
    await tx.execute(sql`insert into gift_card_transactions (gift_card_id, kind, amount, order_ref) values (${use.giftCardId}, 'spend', ${-use.amount}, ${order.number})
      on conflict do nothing`);
  }
  if (uses.length > 0) await tx.execute(sql`update order_gift_cards set debited_at = ${now.toISOString()} where order_id = ${order.id} and debited_at is null`);
}

export async function refundGiftCards(tx: Executor, order: Pick<OrderRow, "id" | "number">): Promise<void> {
  await tx.execute(sql`insert into gift_card_transactions (gift_card_id, kind, amount, order_ref)
    select gift_card_id, 'refund', amount, ${order.number} from order_gift_cards where order_id = ${order.id} and debited_at is not null order by gift_card_id
    on conflict do nothing`);
}

/** The order's status move and its history row (none when the status stays), as statements to run together. */
export function statusStatements(
  order: Pick<OrderRow, "id" | "status">,
  next: { status: OrderStatus; paymentStatus?: OrderPaymentStatus; paidAt?: Date; cancelledAt?: Date },
  history: { source: "payment" | "expiry" | "staff" | "placement"; staffId?: number | null; note?: string | null },
): SQL[] {
  const moved = sql`update orders set status = ${next.status},
      payment_status = coalesce(${next.paymentStatus ?? null}::order_payment_status, payment_status),
      paid_at = coalesce(paid_at, ${next.paidAt?.toISOString() ?? null}::timestamptz),
      cancelled_at = coalesce(cancelled_at, ${next.cancelledAt?.toISOString() ?? null}::timestamptz),
      updated_at = now()
    where id = ${order.id}`;
  if (next.status === order.status) return [moved];
  return [moved, sql`insert into order_status_history (order_id, from_status, to_status, source, staff_id, note)
      values (${order.id}, ${order.status}, ${next.status}, ${history.source}, ${history.staffId ?? null}, ${history.note ?? null})`];
}

export async function setStatus(tx: Executor, ...args: Parameters<typeof statusStatements>): Promise<void> {
  await runTogether(tx, statusStatements(...args));
}

/**
 * Runs statements that touch different rows as one (each a data-modifying WITH part): one round
 * trip. They see the same snapshot and not each other's changes.
 */
export async function runTogether(tx: Executor, statements: readonly (SQL | null)[]): Promise<void> {
  const parts = statements.filter((st): st is SQL => st !== null);
  if (parts.length === 0) return;
  // The parts have fixed texts (lists as JSON parameters), so their combinations are few: prepared.
  if (parts.length === 1) {
    await executePrepared(tx, parts[0]!);
    return;
  }
  await executePrepared(tx, sql`with ${sql.join(parts.map((st, i) => sql`${sql.raw(`s${i}`)} as (${st})`), sql`, `)} select 1`);
}

export interface PaymentRow {
  processorSlug: string;
  paymentId: string;
  method: string;
  kind: string;
  redirectUrl: string | null;
  htmlSnippet: string | null;
  createdAt: Date;
}

const PAYMENT_COLUMNS_EPOCH = sql`processor_slug as "processorSlug", payment_id as "paymentId", method, kind, redirect_url as "redirectUrl", html_snippet as "htmlSnippet",
  (extract(epoch from created_at) * 1000)::float8 as "createdAt"`;

export async function paymentsOf(db: Executor, orderId: number): Promise<PaymentRow[]> {
  return rows<PaymentRow>(
    db,
    sql`select processor_slug as "processorSlug", payment_id as "paymentId", method, kind, redirect_url as "redirectUrl", html_snippet as "htmlSnippet", created_at as "createdAt"
        from order_payments where order_id = ${orderId} order by id`,
  );
}

export async function insertPayment(
  db: Executor,
  p: { orderId: number; processorSlug: string; paymentId: string; method: string; idempotencyKey: string; amount: number; currency: string; kind: string; redirectUrl: string | null; htmlSnippet: string | null },
): Promise<PaymentRow | null> {
  const [row] = await preparedRows<PaymentRow>(
    db,
    sql`insert into order_payments (order_id, processor_slug, payment_id, method, idempotency_key, amount, currency, kind, redirect_url, html_snippet)
    values (${p.orderId}, ${p.processorSlug}, ${p.paymentId}, ${p.method}, ${p.idempotencyKey}, ${p.amount}, ${p.currency}, ${p.kind}, ${p.redirectUrl}, ${p.htmlSnippet})
    on conflict (processor_slug, payment_id) do nothing
    returning processor_slug as "processorSlug", payment_id as "paymentId", method, kind, redirect_url as "redirectUrl", html_snippet as "htmlSnippet", created_at as "createdAt"`,
  );
  return row ?? null;
}

/**
 * Records a provider's event and, when it is new, locks the order of its payment (null for an
 * unknown payment), in one statement; `withDetails` also reads that order's lines, VAT, cards and
 * payments. A repeated event (the same provider event id) answers `eventId: null` and locks
 * nothing; concurrent deliveries of one event wait on the unique index and only the first goes on.
 */
export async function recordEventAndLockOrder(
  tx: Executor,
  e: { processorSlug: string; eventId: string; paymentId: string; status: string; amount: number; currency: string; occurredAt: string },
  withDetails: boolean,
): Promise<{ eventId: number | null; order: OrderRow | null; details: OrderDetails | null }> {
  const [row] = await preparedRows<{ eventId: number | null; order: OrderRow | null } & Partial<DetailsRow>>(
    tx,
    sql`with e as (
        insert into payment_events (processor_slug, event_id, payment_id, status, amount, currency, occurred_at, applied)
        values (${e.processorSlug}, ${e.eventId}, ${e.paymentId}, ${e.status}, ${e.amount}, ${e.currency}, ${e.occurredAt}, false)
        on conflict (processor_slug, event_id) do nothing returning id
      ), o as (
        select ${ORDER_COLUMNS} from orders o
        where o.id = (select order_id from order_payments where processor_slug = ${e.processorSlug} and payment_id = ${e.paymentId}) and exists (select 1 from e)
        for update
      )
      select (select id from e) as "eventId", (select row_to_json(o) from o) as "order"${withDetails ? sql`, ${detailsColumns(sql`(select id from o)`)}` : sql``}`,
  );
  const order = row!.order ? normaliseOrder(row!.order) : null;
  return { eventId: row!.eventId === null ? null : Number(row!.eventId), order, details: order && withDetails ? detailsFrom(row as DetailsRow) : null };
}

export const markEventStatement = (id: number, orderId: number | null, applied: boolean): SQL =>
  sql`update payment_events set order_id = ${orderId}, applied = ${applied} where id = ${id}`;

export async function markEvent(tx: Executor, id: number, orderId: number | null, applied: boolean): Promise<void> {
  await tx.execute(markEventStatement(id, orderId, applied));
}

export type LineRow = OrderLineSnapshot;

/** An order id: a number, or an expression of the statement (`(select id from o)`). */
type OrderIdExpr = number | SQL;
const idOf = (orderId: OrderIdExpr): SQL => (typeof orderId === "number" ? sql`${orderId}` : orderId);

const linesQuery = (orderId: OrderIdExpr) =>
  sql`select kind, variant_id as "variantId", model_id as "modelId", bundle_id as "bundleId", bundle_variant_id as "bundleVariantId", name, manufacturer, color, size,
          image, url, quantity, unit_price as "unitPrice", regular_unit_price as "regularUnitPrice", discount, total_price as "totalPrice", vat_rate_bp as "vatRateBp", vat_amount as "vatAmount"
        from order_lines where order_id = ${idOf(orderId)} order by position`;
const vatQuery = (orderId: OrderIdExpr) => sql`select rate_bp as "rateBp", amount from order_vat_lines where order_id = ${idOf(orderId)} order by rate_bp desc`;
const giftCardsQuery = (orderId: OrderIdExpr) =>
  sql`select g.code, og.amount as used from order_gift_cards og join gift_cards g on g.id = og.gift_card_id where og.order_id = ${idOf(orderId)} order by g.id`;

export async function linesOf(db: Executor, orderId: number): Promise<LineRow[]> {
  return rows<LineRow>(db, linesQuery(orderId));
}

export async function giftCardsOf(db: Executor, orderId: number): Promise<{ code: string; used: number }[]> {
  return rows(db, giftCardsQuery(orderId));
}

/** Where a pickup order is collected. */
export interface PickupStoreRow {
  name: string;
  streetAddress: string;
  postalCode: string;
  city: string;
}

export interface OrderDetails {
  lines: LineRow[];
  vat: { rateBp: number; amount: number }[];
  giftCards: { code: string; used: number }[];
  payments: PaymentRow[];
  store: PickupStoreRow | null;
  /** Statuses moved to, oldest first (docs/orders.md "Timeline"). */
  history: { status: OrderStatus; at: Date }[];
  /** The first processed return's decision, or null. */
  returnedAt: Date | null;
}

interface DetailsRow {
  lines: LineRow[];
  vat: { rateBp: number; amount: number }[];
  cards: { code: string; used: number }[];
  pays: (Omit<PaymentRow, "createdAt"> & { createdAt: number })[];
  store: PickupStoreRow | null;
  history: { status: OrderStatus; at: number }[];
  returned: number | null;
}

/** An order's lines, VAT, gift card uses, payments and pickup store as JSON columns of one row. */
function detailsColumns(orderId: OrderIdExpr): SQL {
  const list = (query: SQL) => sql`coalesce((select json_agg(x) from (${query}) x), '[]'::json)`;
  return sql`${list(linesQuery(orderId))} as lines, ${list(vatQuery(orderId))} as vat, ${list(giftCardsQuery(orderId))} as cards,
          ${list(sql`select ${PAYMENT_COLUMNS_EPOCH} from order_payments where order_id = ${idOf(orderId)} order by id`)} as pays,
          (select json_build_object('name', s.name, 'streetAddress', s.street_address, 'postalCode', s.postal_code, 'city', s.city)
            from orders so join stores s on s.id = so.delivery_store_id where so.id = ${idOf(orderId)}) as store,
          ${list(sql`select h.to_status as status, (extract(epoch from h.created_at) * 1000)::float8 as at from order_status_history h
                      where h.order_id = ${idOf(orderId)} order by h.created_at, h.id`)} as history,
          (select (extract(epoch from min(coalesce(r.decided_at, r.updated_at))) * 1000)::float8 from order_returns r
            where r.order_id = ${idOf(orderId)} and r.status = 'processed-return') as returned`;
}

const detailsFrom = (row: DetailsRow): OrderDetails => ({
  lines: row.lines,
  vat: row.vat,
  giftCards: row.cards,
  payments: row.pays.map((p) => ({ ...p, createdAt: new Date(p.createdAt) })),
  store: row.store ?? null,
  history: (row.history ?? []).map((h) => ({ status: h.status, at: new Date(Number(h.at)) })),
  returnedAt: row.returned === null || row.returned === undefined ? null : new Date(Number(row.returned)),
});

/** An order's lines, VAT, gift card uses, payments and pickup store in one round trip. */
export async function detailsOf(db: Executor, orderId: number): Promise<OrderDetails> {
  const [row] = await rows<DetailsRow>(db, sql`select ${detailsColumns(orderId)}`);
  return detailsFrom(row!);
}

export async function expiredOrderIds(db: Executor, now: Date, limit: number): Promise<number[]> {
  const found = await rows<{ id: number }>(
    db,
    sql`select id from orders where status = 'new' and payment_status = 'pending' and reserved_until <= ${now.toISOString()} order by reserved_until limit ${limit}`,
  );
  return found.map((f) => f.id);
}

export interface OrderSummaryRow {
  number: string;
  status: OrderStatus;
  paymentStatus: OrderPaymentStatus;
  createdAt: Date;
  totalPrice: number;
  currency: string;
  itemCount: number;
  names: string[];
}

export async function ordersOfCustomer(db: Executor, customerId: number, limit: number): Promise<OrderSummaryRow[]> {
  return rows<OrderSummaryRow>(
    db,
    sql`select o.number, o.status, o.payment_status as "paymentStatus", o.created_at as "createdAt", o.total_price as "totalPrice", o.currency,
          coalesce((select sum(l.quantity)::int from order_lines l where l.order_id = o.id), 0) as "itemCount",
          coalesce((select array_agg(l.name order by l.position) from (select name, position from order_lines where order_id = o.id order by position limit 3) l), '{}') as names
        from orders o where o.customer_id = ${customerId} order by o.created_at desc, o.id desc limit ${limit}`,
  );
}

/** The order a provider's payment belongs to (not locked): the return pages find their order by it. */
export async function findOrderOfPayment(db: Executor, processorSlug: string, paymentId: string): Promise<OrderRow | null> {
  const [row] = await rows<OrderRow>(
    db,
    sql`select ${ORDER_COLUMNS} from orders o join order_payments p on p.order_id = o.id where p.processor_slug = ${processorSlug} and p.payment_id = ${paymentId}`,
  );
  return row ? normaliseOrder(row) : null;
}

/** Whether the order has this payment with this provider. */
export async function hasPayment(db: Executor, orderId: number, processorSlug: string, paymentId: string): Promise<boolean> {
  const [row] = await rows<{ n: number }>(db, sql`select count(*)::int as n from order_payments where order_id = ${orderId} and processor_slug = ${processorSlug} and payment_id = ${paymentId}`);
  return (row?.n ?? 0) > 0;
}

/** The payment whose money the order holds: the one of its latest applied authorisation or capture, else its latest payment. */
export async function paidPaymentOf(tx: Executor, orderId: number): Promise<{ processorSlug: string; paymentId: string } | null> {
  const [row] = await rows<{ processorSlug: string; paymentId: string }>(
    tx,
    sql`select processor_slug as "processorSlug", payment_id as "paymentId" from (
          (select processor_slug, payment_id, 0 as rank, id from payment_events where order_id = ${orderId} and applied and status in ('authorised', 'captured') order by id desc limit 1)
          union all
          (select processor_slug, payment_id, 1 as rank, id from order_payments where order_id = ${orderId} order by id desc limit 1)
        ) p order by rank limit 1`,
  );
  return row ?? null;
}

export type RefundKind = "cancel" | "refund";

export interface RefundRow {
  id: number;
  orderId: number;
  number: string;
  kind: RefundKind;
  processorSlug: string;
  paymentId: string;
  amount: number;
  currency: string;
  idempotencyKey: string;
  attempts: number;
  /** A return's refund (docs/returns.md): part of the order, recorded without moving the order's payment status. */
  returnId: number | null;
}

/** Whether money of the order has been (or is being) given back through its provider. */
export async function hasRefund(tx: Executor, orderId: number): Promise<boolean> {
  const [row] = await rows<{ n: number }>(tx, sql`select count(*)::int as n from order_refunds where order_id = ${orderId}`);
  return (row?.n ?? 0) > 0;
}

/** Records money to give back, once per order and kind; the new row's id, or null when it was recorded before. */
export async function insertRefund(
  tx: Executor,
  r: { orderId: number; kind: RefundKind; processorSlug: string; paymentId: string; amount: number; currency: string; idempotencyKey: string; reason: string; at: Date },
): Promise<number | null> {
  const [row] = await rows<{ id: number }>(
    tx,
    sql`insert into order_refunds (order_id, kind, processor_slug, payment_id, amount, currency, idempotency_key, reason, next_attempt_at)
        values (${r.orderId}, ${r.kind}, ${r.processorSlug}, ${r.paymentId}, ${r.amount}, ${r.currency}, ${r.idempotencyKey}, ${r.reason}, ${r.at.toISOString()})
        on conflict do nothing returning id`,
  );
  return row?.id ?? null;
}

/** Pending refunds due at `at` and not claimed by another caller, oldest first. */
export async function dueRefundIds(db: Executor, at: Date, limit: number): Promise<number[]> {
  const found = await rows<{ id: number }>(
    db,
    sql`select id from order_refunds where status = 'pending' and next_attempt_at <= ${at.toISOString()} and (locked_until is null or locked_until <= ${at.toISOString()})
        order by next_attempt_at, id limit ${limit}`,
  );
  return found.map((f) => f.id);
}

/**
 * Claims a due refund for one provider call: one statement, so of two callers (the staff answer
 * and the job, or two job runs) one gets the row and the other nothing. The claim runs out at
 * `until`, so a caller that died mid-call does not hold it for ever.
 */
export async function claimRefund(db: Executor, id: number, at: Date, until: Date): Promise<RefundRow | null> {
  const [row] = await rows<RefundRow>(
    db,
    sql`update order_refunds r set attempts = r.attempts + 1, locked_until = ${until.toISOString()}
        from orders o
        where r.id = ${id} and o.id = r.order_id and r.status = 'pending' and r.next_attempt_at <= ${at.toISOString()}
          and (r.locked_until is null or r.locked_until <= ${at.toISOString()})
        returning r.id, r.order_id as "orderId", o.number, r.kind, r.processor_slug as "processorSlug", r.payment_id as "paymentId", r.amount, r.currency,
          r.idempotency_key as "idempotencyKey", r.attempts, r.return_id as "returnId"`,
  );
  return row ?? null;
}

export async function completeRefund(tx: Executor, id: number, eventId: string, at: Date): Promise<void> {
  await tx.execute(sql`update order_refunds set status = 'done', event_id = ${eventId}, completed_at = ${at.toISOString()}, locked_until = null, last_error = null where id = ${id}`);
}

/** A failed call: tried again at `retryAt`, or given up (`failed`) when that is null. */
export async function failRefund(db: Executor, id: number, error: string, retryAt: Date | null): Promise<void> {
  await db.execute(sql`update order_refunds set locked_until = null, last_error = ${error.slice(0, 1000)},
      status = ${retryAt ? "pending" : "failed"}::order_refund_status, next_attempt_at = coalesce(${retryAt?.toISOString() ?? null}::timestamptz, next_attempt_at)
    where id = ${id}`);
}

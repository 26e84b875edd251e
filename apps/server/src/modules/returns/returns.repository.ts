// SQL of returns (docs/returns.md): the order's lines as a return sees them, units already in
// returns, exchange choices, the return rows, the exchange order and its reservation, restocking
// and the return's refund row.
import type { Executor } from "@polku/db";
import { sql } from "@polku/db/orm";
import type { CheckedReturnLine, LanguageCode, ReturnAction, ReturnReason, ReturnStatus } from "@polku/domain";
import type { OrderRow } from "../orders";

/** The web warehouse: returned units go back there, exchange items are taken from there. */
export const WEB_STORE_ID = 20;

async function rows<T>(db: Executor, query: ReturnType<typeof sql>): Promise<T[]> {
  return (await db.execute<T & Record<string, unknown>>(query)).rows;
}

export interface ReturnOrderLine {
  position: number;
  kind: string;
  variantId: number | null;
  modelId: number | null;
  name: string;
  manufacturer: string | null;
  color: string | null;
  size: string | null;
  image: string | null;
  url: string | null;
  quantity: number;
  unitPrice: number;
  totalPrice: number;
  vatRateBp: number;
  groupSlugs: string[];
}

export async function orderLines(db: Executor, orderId: number): Promise<ReturnOrderLine[]> {
  return rows<ReturnOrderLine>(
    db,
    sql`select l.position::int as position, l.kind::text as kind, l.variant_id as "variantId", l.model_id as "modelId", l.name, l.manufacturer, l.color, l.size, l.image, l.url,
          l.quantity, l.unit_price as "unitPrice", l.total_price as "totalPrice", l.vat_rate_bp as "vatRateBp",
          coalesce((select array_agg(distinct pg.slug) from product_model_groups g join product_group_translations pg on pg.group_id = g.group_id and pg.language = 'fi' where g.model_id = l.model_id), '{}') as "groupSlugs"
        from order_lines l where l.order_id = ${orderId} order by l.position`,
  );
}

/** Units of each row in the order's returns that were not rejected. */
export async function returnedUnits(db: Executor, orderId: number): Promise<Map<number, number>> {
  const found = await rows<{ row: number; quantity: number }>(
    db,
    sql`select l.row::int as row, sum(l.quantity)::int as quantity from order_return_lines l join order_returns r on r.id = l.return_id
        where r.order_id = ${orderId} and r.status <> 'rejected-return' group by l.row`,
  );
  return new Map(found.map((f) => [f.row, f.quantity]));
}

export interface ExchangeOption {
  variantId: number;
  modelId: number;
  color: string | null;
  size: string | null;
  available: number;
}

/** Active variants of the models with free units in the web warehouse, with their colour and size. */
export async function exchangeOptions(db: Executor, modelIds: readonly number[], language: LanguageCode): Promise<ExchangeOption[]> {
  if (modelIds.length === 0) return [];
  return rows<ExchangeOption>(
    db,
    sql`select v.id as "variantId", v.model_id as "modelId", coalesce(ct.name, cf.name) as color, sz.name as size, (s.quantity - s.blocked_quantity)::int as available
        from product_variants v
        join stock s on s.variant_id = v.id and s.store_id = ${WEB_STORE_ID}
        left join colour_translations ct on ct.colour_id = v.colour_id and ct.language = ${language}
        left join colour_translations cf on cf.colour_id = v.colour_id and cf.language = 'fi'
        left join sizes sz on sz.id = v.size_id
        where v.model_id = any(${`{${modelIds.join(",")}}`}::int[]) and v.is_active and s.quantity - s.blocked_quantity > 0
        order by v.model_id, sz.sort_order nulls last, v.id`,
  );
}

export interface ReturnRow {
  id: number;
  number: string;
  orderId: number;
  orderNumber: string;
  status: ReturnStatus;
  language: LanguageCode;
  comment: string;
  email: string;
  customerName: string;
  exchangeOrderId: number | null;
  exchangeOrder: string | null;
  exchangeOrderStatus: string | null;
  exchangeHoldUntil: string | null;
  refundTotal: number;
  createdAt: string;
}

const RETURN_COLUMNS = sql`r.id, r.number, r.order_id as "orderId", o.number as "orderNumber", r.status, r.language, r.comment, o.email,
  o.first_name || ' ' || o.last_name as "customerName", r.exchange_order_id as "exchangeOrderId", x.number as "exchangeOrder", x.status::text as "exchangeOrderStatus",
  x.reserved_until as "exchangeHoldUntil", r.refund_total as "refundTotal", r.created_at as "createdAt"`;

export async function findReturn(db: Executor, number: string, lock = false): Promise<ReturnRow | null> {
  const [row] = await rows<ReturnRow>(
    db,
    sql`select ${RETURN_COLUMNS} from order_returns r join orders o on o.id = r.order_id left join orders x on x.id = r.exchange_order_id
        where r.number = ${number} ${lock ? sql`for update of r` : sql``}`,
  );
  return row ?? null;
}

export interface ReturnLineRow {
  row: number;
  name: string;
  color: string | null;
  size: string | null;
  quantity: number;
  reason: ReturnReason;
  action: ReturnAction;
  value: number;
  exchangeVariantId: number | null;
  exchangeLabel: string | null;
  variantId: number | null;
}

export async function linesOf(db: Executor, returnIds: readonly number[]): Promise<(ReturnLineRow & { returnId: number })[]> {
  if (returnIds.length === 0) return [];
  return rows(
    db,
    sql`select rl.return_id as "returnId", rl.row::int as row, ol.name, ol.color, ol.size, rl.quantity, rl.reason, rl.action, rl.value,
          rl.exchange_variant_id as "exchangeVariantId", ol.variant_id as "variantId",
          (select nullif(concat_ws(' ', xl.color, xl.size), '') from order_lines xl where xl.order_id = r.exchange_order_id and xl.variant_id = rl.exchange_variant_id limit 1) as "exchangeLabel"
        from order_return_lines rl join order_returns r on r.id = rl.return_id
        join order_lines ol on ol.order_id = r.order_id and ol.position = rl.row
        where rl.return_id = any(${`{${returnIds.join(",")}}`}::int[]) order by rl.return_id, rl.row`,
  );
}

export async function returnsOfOrder(db: Executor, orderId: number): Promise<ReturnRow[]> {
  return rows<ReturnRow>(
    db,
    sql`select ${RETURN_COLUMNS} from order_returns r join orders o on o.id = r.order_id left join orders x on x.id = r.exchange_order_id
        where r.order_id = ${orderId} order by r.id desc`,
  );
}

export async function listReturns(db: Executor, status: ReturnStatus | undefined) {
  return rows<ReturnRow & { units: number }>(
    db,
    sql`select ${RETURN_COLUMNS}, (select coalesce(sum(quantity), 0)::int from order_return_lines where return_id = r.id) as units
        from order_returns r join orders o on o.id = r.order_id left join orders x on x.id = r.exchange_order_id
        ${status ? sql`where r.status = ${status}` : sql``} order by r.id desc limit 200`,
  );
}

export async function eventsOf(db: Executor, returnId: number) {
  return rows<{ fromStatus: ReturnStatus | null; toStatus: ReturnStatus; note: string | null; staff: string | null; createdAt: string }>(
    db,
    sql`select e.from_status as "fromStatus", e.to_status as "toStatus", e.note, c.email as staff, e.created_at as "createdAt"
        from order_return_events e left join customers c on c.id = e.staff_id where e.return_id = ${returnId} order by e.id`,
  );
}

/** The refund of a return, when one was recorded. */
export async function refundOf(db: Executor, returnId: number): Promise<{ amount: number; status: "pending" | "done" | "failed" } | null> {
  const [row] = await rows<{ amount: number; status: "pending" | "done" | "failed" }>(db, sql`select amount, status::text as status from order_refunds where return_id = ${returnId}`);
  return row ?? null;
}

/** Inserts the return and its lines; null when the number was taken (drawn again). */
export async function insertReturn(
  tx: Executor,
  r: { number: string; orderId: number; language: LanguageCode; customerId: number | null; comment: string; lines: readonly CheckedReturnLine[] },
): Promise<{ id: number } | null> {
  const [row] = await rows<{ id: number }>(
    tx,
    sql`insert into order_returns (number, order_id, language, customer_id, comment) values (${r.number}, ${r.orderId}, ${r.language}, ${r.customerId}, ${r.comment})
        on conflict (number) do nothing returning id`,
  );
  if (!row) return null;
  const json = JSON.stringify(r.lines.map((l) => ({ row: l.row, quantity: l.quantity, reason: l.reason, action: l.action, exchange_variant_id: l.exchangeVariantId, value: l.value })));
  await tx.execute(sql`insert into order_return_lines (return_id, row, quantity, reason, action, exchange_variant_id, value)
      select ${row.id}, x.row, x.quantity, x.reason, x.action::return_action, x.exchange_variant_id, x.value
      from json_to_recordset(${json}::json) as x(row smallint, quantity int, reason text, action text, exchange_variant_id int, value int)`);
  await tx.execute(sql`insert into order_return_events (return_id, from_status, to_status) values (${row.id}, null, 'new-return')`);
  return row;
}

/**
 * The order holding a return's exchange items: a copy of the original's delivery details, its
 * lines at no charge (the returned units pay them), waiting (`new`, payment `pending`) until the
 * return is received; the order job releases it at `holdUntil` otherwise (spec 02 §4: 3 weeks).
 * The units are taken from the web warehouse now; false when one is no longer free.
 */
export async function insertExchangeOrder(
  tx: Executor,
  original: OrderRow,
  x: { number: string; accessToken: string; returnNumber: string; holdUntil: Date; lines: readonly { variantId: number; quantity: number; line: ReturnOrderLine; color: string | null; size: string | null }[] },
): Promise<number | null> {
  const variantIds = [...new Set(x.lines.map((l) => l.variantId))].sort((a, b) => a - b);
  await tx.execute(sql`select 1 from stock where variant_id = any(${`{${variantIds.join(",")}}`}::int[]) and store_id = ${WEB_STORE_ID} order by variant_id for update`);
  for (const variantId of variantIds) {
    const quantity = x.lines.filter((l) => l.variantId === variantId).reduce((s, l) => s + l.quantity, 0);
    const taken = await rows<{ v: number }>(
      tx,
      sql`update stock set quantity = quantity - ${quantity} where variant_id = ${variantId} and store_id = ${WEB_STORE_ID} and quantity - blocked_quantity >= ${quantity} returning variant_id as v`,
    );
    if (taken.length === 0) return null;
  }
  const [order] = await rows<{ id: number }>(
    tx,
    sql`insert into orders (number, access_token, idempotency_key, request_hash, customer_id, email, language, country_code, status, payment_status, currency,
          display_currency, display_rate, display_total, display_decimals, subtotal, total_price, payment_method, first_name, last_name, address, postal_code, city, phone,
          delivery_method, delivery_method_name, delivery_kind, delivery_location, delivery_store_id, special_request, reserved_until)
        select ${x.number}, ${x.accessToken}, ${`exchange-${x.returnNumber}`}, '', customer_id, email, language, country_code, 'new', 'pending', currency,
          display_currency, display_rate, 0, display_decimals, 0, 0, 'exchange', first_name, last_name, address, postal_code, city, phone,
          delivery_method, delivery_method_name, delivery_kind, delivery_location, delivery_store_id, ${`Exchange of return ${x.returnNumber} (order ${original.number})`}, ${x.holdUntil.toISOString()}
        from orders where id = ${original.id}
        returning id`,
  );
  const id = order!.id;
  const json = JSON.stringify(
    x.lines.map((l, i) => ({
      position: i + 1, variant_id: l.variantId, model_id: l.line.modelId, name: l.line.name, manufacturer: l.line.manufacturer, color: l.color, size: l.size,
      image: l.line.image, url: l.line.url, quantity: l.quantity, regular_unit_price: l.line.unitPrice, vat_rate_bp: l.line.vatRateBp,
    })),
  );
  await tx.execute(sql`insert into order_lines (order_id, position, kind, variant_id, model_id, name, manufacturer, color, size, image, url, quantity, unit_price, regular_unit_price, total_price, vat_rate_bp)
      select ${id}, x.position, 'product', x.variant_id, x.model_id, x.name, x.manufacturer, x.color, x.size, x.image, x.url, x.quantity, 0, x.regular_unit_price, 0, x.vat_rate_bp
      from json_to_recordset(${json}::json) as x(position smallint, variant_id int, model_id int, name text, manufacturer text, color text, size text, image text, url text, quantity int, regular_unit_price int, vat_rate_bp int)`);
  for (const variantId of variantIds) {
    const quantity = x.lines.filter((l) => l.variantId === variantId).reduce((s, l) => s + l.quantity, 0);
    await tx.execute(sql`insert into stock_reservations (order_id, variant_id, store_id, quantity, expires_at) values (${id}, ${variantId}, ${WEB_STORE_ID}, ${quantity}, ${x.holdUntil.toISOString()})`);
  }
  await tx.execute(sql`insert into order_status_history (order_id, from_status, to_status, source, note) values (${id}, null, 'new', 'placement', ${`exchange ${x.returnNumber}`})`);
  return id;
}

export async function setExchangeOrder(tx: Executor, returnId: number, orderId: number): Promise<void> {
  await tx.execute(sql`update order_returns set exchange_order_id = ${orderId} where id = ${returnId}`);
}

export async function moveReturn(tx: Executor, r: { id: number; status: ReturnStatus }, to: ReturnStatus, staffId: number, note: string | null, at: Date): Promise<void> {
  await tx.execute(sql`update order_returns set status = ${to}, updated_at = now(),
      received_at = case when ${to} = 'processing-return' then coalesce(received_at, ${at.toISOString()}::timestamptz) else received_at end,
      decided_at = case when ${to} in ('processed-return', 'rejected-return') then ${at.toISOString()}::timestamptz else decided_at end
    where id = ${r.id}`);
  await tx.execute(sql`insert into order_return_events (return_id, from_status, to_status, note, staff_id) values (${r.id}, ${r.status}, ${to}, ${note}, ${staffId})`);
}

/** Returned units back on sale in the web warehouse. */
export async function restock(tx: Executor, units: readonly { variantId: number; quantity: number }[]): Promise<void> {
  const sorted = [...units].sort((a, b) => a.variantId - b.variantId);
  for (const u of sorted) {
    await tx.execute(sql`insert into stock (variant_id, store_id, quantity, blocked_quantity) values (${u.variantId}, ${WEB_STORE_ID}, ${u.quantity}, 0)
        on conflict (variant_id, store_id) do update set quantity = stock.quantity + excluded.quantity`);
  }
}

/** What the provider still holds of the order: its charge minus every refund recorded for it. */
export async function providerLeft(tx: Executor, order: Pick<OrderRow, "id" | "totalPrice">): Promise<number> {
  const [row] = await rows<{ n: number }>(tx, sql`select coalesce(sum(amount), 0)::int as n from order_refunds where order_id = ${order.id} and kind = 'refund'`);
  return Math.max(0, order.totalPrice - (row?.n ?? 0));
}

export async function insertReturnRefund(
  tx: Executor,
  r: { orderId: number; returnId: number; returnNumber: string; processorSlug: string; paymentId: string; amount: number; currency: string; at: Date },
): Promise<number | null> {
  const [row] = await rows<{ id: number }>(
    tx,
    sql`insert into order_refunds (order_id, kind, processor_slug, payment_id, amount, currency, idempotency_key, reason, return_id, next_attempt_at)
        values (${r.orderId}, 'refund', ${r.processorSlug}, ${r.paymentId}, ${r.amount}, ${r.currency}, ${`refund-${r.returnNumber}`}, 'return', ${r.returnId}, ${r.at.toISOString()})
        on conflict do nothing returning id`,
  );
  return row?.id ?? null;
}

export async function setRefundTotal(tx: Executor, returnId: number, amount: number): Promise<void> {
  await tx.execute(sql`update order_returns set refund_total = ${amount} where id = ${returnId}`);
}

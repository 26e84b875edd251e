// /api/admin/rental/… (docs/admin.md "Rental bookings", docs/rental.md): staff list the rental
// bookings, read one, and cancel one with a reason. A booking paid in the store is cancelled on
// its own (its days freed, the shopper e-mailed); a booking an order pays is cancelled with that
// order through the orders service's own cancellation, so the money goes back exactly as when the
// order screen cancels it. Versioned and audited in the cancellation's transaction.
import type { FastifyInstance } from "fastify";
import type { Database, Executor } from "@polku/db";
import { ADMIN_COUNT_LIMIT } from "@polku/domain/admin/common";
import { cancellationPath } from "@polku/domain/admin/orders";
import {
  adminRentalCancelSchema, adminRentalDetailSchema, adminRentalListQuerySchema, adminRentalPageSchema, adminRentalParamsSchema, rentalVersionState, staffCancelOf,
  type AdminRentalDetail, type StaffCancel,
} from "@polku/domain/admin/rental";
import { z } from "zod";
import { HttpError } from "../../http/errors";
import { route } from "../../http/contract";
import { actorOf, assertVersion, recordAudit, versionOf } from "../admin-core";
import type { OrdersService } from "../orders/orders.service";
import { cancelInStoreBooking } from "../rental/rental.service";
import { listBookings, loadBooking, rentalStoreChoices, setCancelReason } from "./admin-rental.repository";

const TAG = "Admin: rental bookings";
const notFound = () => new HttpError(404, "not_found", "Rental booking not found");
const storesSchema = z.object({ stores: z.array(z.object({ id: z.number().int(), name: z.string() })) });

const REFUSALS: Record<Exclude<StaffCancel, { kind: "booking" | "order" }>["reason"], () => HttpError> = {
  status: () => new HttpError(409, "status_move", "Only a booking not yet picked up can be cancelled."),
  order_has_other_lines: () => new HttpError(409, "order_has_other_lines", "The order paying this booking holds other lines: cancel the order on its own screen."),
  order_status: () => new HttpError(409, "transition_not_allowed", "The order paying this booking can no longer be cancelled."),
};

type Loaded = NonNullable<Awaited<ReturnType<typeof loadBooking>>>;
const verdictOf = (b: Loaded) => staffCancelOf({ status: b.status, orderStatus: b.order_status, orderOtherLines: b.orderOtherLines });

export async function adminRentalRoutes(app: FastifyInstance, opts: { db: Database; orders: OrdersService; mailFrom: string; shopName: string }): Promise<void> {
  async function detail(db: Executor, number: string): Promise<AdminRentalDetail> {
    const b = await loadBooking(db, number);
    if (!b) throw notFound();
    const { id: _id, orderOtherLines, ...booking } = b;
    return { booking, version: versionOf(rentalVersionState(booking)), cancel: verdictOf(b), order_other_lines: orderOtherLines };
  }

  route(app, {
    method: "GET",
    url: "/api/admin/rental/",
    tag: TAG,
    summary: "Rental bookings, searched, filtered and paged",
    auth: "staff",
    query: adminRentalListQuerySchema,
    responses: { 200: adminRentalPageSchema },
  }, async (_request, _reply, io) => {
    const query = io.query();
    const { rows: found, count, exact } = await listBookings(opts.db, query);
    return io.output({ results: found, count, count_exact: exact || count < ADMIN_COUNT_LIMIT, page: query.page, per_page: query.per_page });
  });

  route(app, {
    method: "GET",
    url: "/api/admin/rental/stores/",
    tag: TAG,
    summary: "The stores that lend gear (the list's store filter)",
    auth: "staff",
    responses: { 200: storesSchema },
  }, async (_request, _reply, io) => io.output({ stores: await rentalStoreChoices(opts.db) }));

  route(app, {
    method: "GET",
    url: "/api/admin/rental/:number/",
    tag: TAG,
    summary: "A rental booking with its paying order and what cancelling it does",
    auth: "staff",
    params: adminRentalParamsSchema,
    responses: { 200: adminRentalDetailSchema },
  }, async (_request, _reply, io) => io.output(await detail(opts.db, io.params(notFound).number)));

  route(app, {
    method: "POST",
    url: "/api/admin/rental/:number/cancel/",
    tag: TAG,
    summary: "Cancel a booking with a reason: alone when paid in the store, with its order (and the order's refund) when paid online",
    auth: "staff",
    params: adminRentalParamsSchema,
    body: adminRentalCancelSchema,
    responses: { 200: adminRentalDetailSchema },
  }, async (request, _reply, io) => {
    const number = io.params(notFound).number;
    const input = io.body();
    const actor = actorOf(request);
    const seen = await loadBooking(opts.db, number);
    if (!seen) throw notFound();
    /** Locks the booking, checks the version and that the cancellation is still `kind`. */
    const lockAndCheck = async (tx: Executor, kind: "booking" | "order") => {
      const b = (await loadBooking(tx, number, true))!;
      const { id: _id, orderOtherLines: _n, ...shown } = b;
      assertVersion(rentalVersionState(shown), input.version);
      const verdict = verdictOf(b);
      if (verdict.kind === "refused") throw REFUSALS[verdict.reason]();
      if (verdict.kind !== kind) throw new HttpError(409, "stale_version", "The booking changed meanwhile: reload it.");
      return b;
    };
    if (seen.order_number === null) {
      await opts.db.transaction(async (tx) => {
        const b = await lockAndCheck(tx, "booking");
        await cancelInStoreBooking(tx, b.id, number, input.reason, { mailFrom: opts.mailFrom, shopName: opts.shopName });
        await recordAudit(tx, actor, {
          action: "cancel", entity: "rental_booking", entityId: number, summary: `${b.status} → cancelled: ${input.reason}`,
          before: rentalVersionState(b), after: { status: "cancelled", order_status: null, cancel_reason: input.reason },
        });
      });
    } else {
      // Paid online: the order's cancellation (docs/admin.md "Orders" → "Cancel") releases the booking's days, refunds the
      // payment and e-mails the shopper (releaseOrder, docs/rental.md "Paying online").
      const orderNumber = seen.order_number;
      let booking: Loaded | null = null;
      await opts.orders.staffMoveAlong(orderNumber, (order) => cancellationPath(order.status) ?? [], actor.id, `${number}: ${input.reason}`, {
        check: async (tx) => {
          booking = await lockAndCheck(tx, "order");
        },
        record: async (tx, before, after) => {
          const b = booking!;
          await setCancelReason(tx, b.id, input.reason);
          await recordAudit(tx, actor, {
            action: "cancel", entity: "order", entityId: orderNumber, summary: `${before.status} → ${after.status}: rental ${number}: ${input.reason}`,
            before: { status: before.status, payment_status: before.paymentStatus }, after: { status: after.status, payment_status: after.paymentStatus },
          });
          await recordAudit(tx, actor, {
            action: "cancel", entity: "rental_booking", entityId: number, summary: `${b.status} → cancelled with order ${orderNumber}: ${input.reason}`,
            before: rentalVersionState(b), after: { status: "cancelled", order_status: after.status, cancel_reason: input.reason },
          });
        },
      });
    }
    return io.output(await detail(opts.db, number));
  });
}

// Rental calls (docs/rental.md):
//   GET  /api/rental/?language=&store=                         items of the stores with rental
//   GET  /api/rental/items/{id}/availability/?size=&from=&to=  free units per day
//   POST /api/rental/bookings/                                 book (201), 409 when none is free
//   GET  /api/rental/bookings/{number}/?token=                 the booking
//   POST /api/rental/bookings/{number}/cancel/ { token }       cancel a reserved booking
//   GET  /api/rental/staff/day/?store=&date=                   staff: the day's pick-ups and returns
//   POST /api/rental/staff/bookings/{number}/status/ { status } staff: picked up, returned, cancelled
// Availability and bookings are never cached: a booked day is taken at once.
import type { FastifyInstance } from "fastify";
import type { Database } from "@polku/db";
import {
  languageCodeSchema, RENTAL_BOOKING_LOOKUPS_PER_ADDRESS, RENTAL_BOOKINGS_PER_ADDRESS, RENTAL_BOOKINGS_PER_EMAIL, RENTAL_LIMIT_WINDOW_MS, rentalAvailabilityQuerySchema, rentalAvailabilitySchema, rentalBookingParamsSchema, rentalBookingReadQuerySchema,
  rentalBookingRequestSchema, rentalBookingSchema, rentalItemParamsSchema, rentalItemsQuerySchema, rentalItemsResponseSchema, rentalStaffDayQuerySchema,
  rentalStaffDaySchema, rentalStatusMoveSchema, type LanguageCode,
} from "@polku/domain";
import { z } from "zod";
import { badRequest, fieldErrorsFrom, HttpError, notFound } from "../../http/errors";
import type { RateLimitStore } from "../../lib/rate-limit-store";
import { createRequestLimit, enforceLimit } from "../../lib/request-limit";
import { requireStaff } from "../../http/authentication";
import { visitorIp } from "../../http/visitor-ip";
import { availability, book, cancel, listRental, moveBooking, readBooking, RentalRefusal, staffDay } from "./rental.service";
import { rentalText, type RentalTextKey } from "./rental.texts";
import { route } from "../../http/contract";

export interface RentalRoutesOptions {
  db: Database;
  rateLimitStore: RateLimitStore;
  mailFrom: string;
  shopName: string;
  publicUrl: string;
  now?: () => Date;
  mailQueued?: () => void;
}

const cancelBodySchema = z.strictObject({ token: z.string().min(16).max(100), language: languageCodeSchema.default("fi") });

export async function rentalRoutes(app: FastifyInstance, opts: RentalRoutesOptions): Promise<void> {
  const now = opts.now ?? (() => new Date());
  // A booking holds gear and sends mail: limited per client address and per e-mail address; a
  // booking read or cancelled by its number and token, per client address (docs/rental.md "Limits").
  const bookingsByAddress = createRequestLimit(opts.rateLimitStore, "rental-book-ip", RENTAL_BOOKINGS_PER_ADDRESS, RENTAL_LIMIT_WINDOW_MS);
  const bookingsByEmail = createRequestLimit(opts.rateLimitStore, "rental-book-email", RENTAL_BOOKINGS_PER_EMAIL, RENTAL_LIMIT_WINDOW_MS);
  const lookupsByAddress = createRequestLimit(opts.rateLimitStore, "rental-lookup-ip", RENTAL_BOOKING_LOOKUPS_PER_ADDRESS, RENTAL_LIMIT_WINDOW_MS);
  const languageOf = (input: unknown) => languageCodeSchema.catch("fi").parse((input as Record<string, unknown> | undefined)?.language);
  const refuse = (error: unknown, language: LanguageCode): never => {
    if (!(error instanceof RentalRefusal)) throw error;
    const text = rentalText(error.key, language, error.params);
    if (error.status === 400) throw badRequest({ [error.field ?? "__all__"]: [text] });
    throw new HttpError(error.status, error.key, text);
  };

  route(app, {
    method: "GET",
    url: "/api/rental/",
    tag: "Rental",
    summary: "The rental page: stores, items and prices",
    query: rentalItemsQuerySchema,
    responses: { 200: rentalItemsResponseSchema },
  }, async (request, reply, io) => {
    reply.header("cache-control", "no-store");
    const q = io.query();
    try {
      return io.output(await listRental(opts.db, q.language, q.store));
    } catch (error) {
      return refuse(error, q.language);
    }
  });

  route(app, {
    method: "GET",
    url: "/api/rental/items/:id/availability/",
    tag: "Rental",
    summary: "The days a rental item is free, by size",
    params: rentalItemParamsSchema,
    query: rentalAvailabilityQuerySchema,
    responses: { 200: rentalAvailabilitySchema },
  }, async (request, reply, io) => {
    reply.header("cache-control", "no-store");
    const { id } = io.params();
    const q = io.query();
    try {
      return io.output(await availability(opts.db, id, q, q.language));
    } catch (error) {
      return refuse(error, q.language);
    }
  });

  route(app, {
    method: "POST",
    url: "/api/rental/bookings/",
    tag: "Rental",
    summary: "Book a rental item",
    body: rentalBookingRequestSchema,
    responses: { 201: rentalBookingSchema },
  }, async (request, reply, io) => {
    reply.header("cache-control", "no-store");
    const language = languageOf(request.body);
    const parsed = io.safeBody();
    if (!parsed.success) {
      // The form's fields in the shopper's language; anything else (unknown keys) as zod says it.
      const errors = fieldErrorsFrom(parsed.error);
      const own: Record<string, RentalTextKey> = { name: "field_name", email: "field_email", phone: "field_phone", item_id: "field_item_id", size: "unknown_size", start: "invalid_date", end: "invalid_date" };
      for (const field of Object.keys(errors)) if (own[field]) errors[field] = [rentalText(own[field], language)];
      throw badRequest(errors);
    }
    const body = parsed.data;
    await enforceLimit(bookingsByAddress, visitorIp(request), reply);
    await enforceLimit(bookingsByEmail, body.email.toLowerCase(), reply);
    try {
      const booking = await book(opts.db, body, { now: now(), mailFrom: opts.mailFrom, shopName: opts.shopName, publicUrl: opts.publicUrl });
      opts.mailQueued?.();
      reply.status(201);
      return io.output(booking);
    } catch (error) {
      return refuse(error, language);
    }
  });

  route(app, {
    method: "GET",
    url: "/api/rental/bookings/:number/",
    tag: "Rental",
    summary: "A rental booking, with its access token",
    params: rentalBookingParamsSchema,
    query: rentalBookingReadQuerySchema,
    responses: { 200: rentalBookingSchema },
  }, async (request, reply, io) => {
    reply.header("cache-control", "no-store");
    const language = languageOf(request.query);
    await enforceLimit(lookupsByAddress, visitorIp(request), reply);
    const { number } = io.params();
    const { token } = io.query();
    // Without a language asked for, the booking's own.
    const asked = (request.query as Record<string, unknown> | undefined)?.language === undefined ? null : language;
    const booking = await readBooking(opts.db, number, token, asked);
    if (!booking) throw notFound(rentalText("booking_not_found", language), "booking_not_found");
    return io.output(booking);
  });

  route(app, {
    method: "POST",
    url: "/api/rental/bookings/:number/cancel/",
    tag: "Rental",
    summary: "Cancel a rental booking",
    params: rentalBookingParamsSchema,
    body: cancelBodySchema,
    responses: { 200: rentalBookingSchema },
  }, async (request, reply, io) => {
    reply.header("cache-control", "no-store");
    const language = languageOf(request.body);
    await enforceLimit(lookupsByAddress, visitorIp(request), reply);
    const { number } = io.params();
    const body = io.body();
    try {
      const booking = await cancel(opts.db, number, body.token, body.language, { mailFrom: opts.mailFrom, shopName: opts.shopName });
      if (!booking) throw notFound(rentalText("booking_not_found", language), "booking_not_found");
      opts.mailQueued?.();
      return io.output(booking);
    } catch (error) {
      return refuse(error, language);
    }
  });

  route(app, {
    method: "GET",
    url: "/api/rental/staff/day/",
    tag: "Rental",
    summary: "A store's rental pickups and returns of a day (staff)",
    auth: "staff",
    query: rentalStaffDayQuerySchema,
    responses: { 200: rentalStaffDaySchema },
  }, async (request, reply, io) => {
    reply.header("cache-control", "no-store");
    requireStaff(request);
    const language = languageOf(request.query);
    const q = io.query();
    try {
      return io.output(await staffDay(opts.db, q.store, q.date, language));
    } catch (error) {
      return refuse(error, language);
    }
  });

  route(app, {
    method: "POST",
    url: "/api/rental/staff/bookings/:number/status/",
    tag: "Rental",
    summary: "Move a rental booking to another status (staff)",
    auth: "staff",
    params: rentalBookingParamsSchema,
    body: rentalStatusMoveSchema,
    responses: { 200: rentalBookingSchema },
  }, async (request, reply, io) => {
    reply.header("cache-control", "no-store");
    requireStaff(request);
    const language = languageOf(request.query);
    const { number } = io.params();
    const { status } = io.body();
    try {
      const booking = await moveBooking(opts.db, number, status, { mailFrom: opts.mailFrom, shopName: opts.shopName });
      if (!booking) throw notFound(rentalText("booking_not_found", language), "booking_not_found");
      if (status === "cancelled") opts.mailQueued?.();
      return io.output(booking);
    } catch (error) {
      return refuse(error, language);
    }
  });
}

// The logged-in customer's profile (docs/accounts.md "Profile"): GET and PUT
// /api/customer/profile/, addresses under /api/customer/addresses/, and joining the club with
// POST /api/customer/club/. Every call acts on the caller's own account only.
import type { FastifyInstance } from "fastify";
import type { Database } from "@polku/db";
import { addressInputSchema, clubJoinResponseSchema, languageCodeSchema, profileSchema, profileUpdateSchema, type Profile } from "@polku/domain";
import { z } from "zod";
import { badRequest, notFound } from "../../http/errors";
import { joinClub } from "./account-flows.repository";
import { shopDate } from "./account-flows.service";
import { requireCustomer } from "../../http/authentication";
import { countAddresses, deleteAddress, insertAddress, loadAddresses, loadProfileRow, updateAddress, updateProfile } from "./profile.repository";
import { route } from "../../http/contract";

export const MAX_ADDRESSES = 20;
const addressIdSchema = z.strictObject({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export async function profileRoutes(app: FastifyInstance, opts: { db: Database; now?: () => Date }): Promise<void> {
  const { db } = opts;
  const now = opts.now ?? (() => new Date());

  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  async function profileOf(customerId: number): Promise<Profile> {
    const [row, addresses] = await Promise.all([loadProfileRow(db, customerId), loadAddresses(db, customerId)]);
    if (!row) throw notFound("Customer not found");
    return {
      email: row.email,
      first_name: row.firstName,
      last_name: row.lastName,
      phone: row.phone,
      postcode: row.postcode,
      language: languageCodeSchema.safeParse(row.preferredLanguage).data ?? null,
      marketing_consent: row.marketingConsent,
      club: row.clubMemberNumber && row.clubJoinedOn ? { member_number: row.clubMemberNumber, joined_on: row.clubJoinedOn } : null,
      addresses: addresses.map((a) => ({
        id: a.id,
        first_name: a.firstName,
        last_name: a.lastName,
        company: a.company,
        street: a.street,
        postcode: a.postcode,
        city: a.city,
        country_code: a.countryCode,
        phone: a.phone,
        is_default: a.isDefault,
      })),
    };
  }

  route(app, {
    method: "GET",
    url: "/api/customer/profile/",
    tag: "Accounts",
    summary: "The logged-in customer's profile and addresses",
    auth: "customer",
    responses: { 200: profileSchema },
  }, async (request, _reply, io) => {
    const customer = requireCustomer(request);
    return io.output(await profileOf(customer.id));
  });

  route(app, {
    method: "PUT",
    url: "/api/customer/profile/",
    tag: "Accounts",
    summary: "Change the logged-in customer's profile",
    auth: "customer",
    body: profileUpdateSchema,
    responses: { 200: profileSchema },
  }, async (request, _reply, io) => {
    const customer = requireCustomer(request);
    const input = io.body();
    await db.transaction((tx) => updateProfile(tx, customer.id, input));
    return io.output(await profileOf(customer.id));
  });

  route(app, {
    method: "POST",
    url: "/api/customer/club/",
    tag: "Accounts",
    summary: "Join the customer club",
    auth: "customer",
    responses: { 200: clubJoinResponseSchema },
  }, async (request, _reply, io) => {
    const customer = requireCustomer(request);
    const club = await db.transaction((tx) => joinClub(tx, customer.id, shopDate(now())));
    return io.output({ club: { member_number: club.memberNumber, joined_on: club.joinedOn } });
  });

  route(app, {
    method: "POST",
    url: "/api/customer/addresses/",
    tag: "Accounts",
    summary: "Add an address to the profile",
    auth: "customer",
    body: addressInputSchema,
    responses: { 201: profileSchema },
  }, async (request, reply, io) => {
    const customer = requireCustomer(request);
    const input = io.body();
    await db.transaction(async (tx) => {
      if ((await countAddresses(tx, customer.id)) >= MAX_ADDRESSES) throw badRequest({ __all__: [`At most ${MAX_ADDRESSES} addresses.`] });
      await insertAddress(tx, customer.id, input);
    });
    return reply.status(201).send(io.output(await profileOf(customer.id)));
  });

  route(app, {
    method: "PUT",
    url: "/api/customer/addresses/:id/",
    tag: "Accounts",
    summary: "Change one of the profile's addresses",
    auth: "customer",
    params: addressIdSchema,
    body: addressInputSchema,
    responses: { 200: profileSchema },
  }, async (request, _reply, io) => {
    const customer = requireCustomer(request);
    const { id } = io.params();
    const input = io.body();
    const found = await db.transaction((tx) => updateAddress(tx, customer.id, id, input));
    if (!found) throw notFound("Address not found");
    return io.output(await profileOf(customer.id));
  });

  route(app, {
    method: "DELETE",
    url: "/api/customer/addresses/:id/",
    tag: "Accounts",
    summary: "Remove one of the profile's addresses",
    auth: "customer",
    params: addressIdSchema,
    responses: { 200: profileSchema },
  }, async (request, _reply, io) => {
    const customer = requireCustomer(request);
    const { id } = io.params();
    const found = await db.transaction((tx) => deleteAddress(tx, customer.id, id));
    if (!found) throw notFound("Address not found");
    return io.output(await profileOf(customer.id));
  });
}

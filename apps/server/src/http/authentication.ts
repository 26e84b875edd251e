// Who is calling: `Authorization: Bearer <token>` (spec 01 §7) is read on every request and
// the customer of a live token put on `request.customer` (null for anonymous callers). The
// so.auth cookie is deliberately not read (docs/security.md "Header, not cookie"), so no call
// can be made on a customer's behalf by another site.
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Database } from "@polku/db";
import { bearerToken } from "@polku/domain";
import { HttpError } from "./errors";
import { findCustomerByToken, type AuthenticatedCustomer, hashAccessToken } from "../modules/accounts";

declare module "fastify" {
  interface FastifyRequest {
    /** The logged-in customer, or null (docs/accounts.md "Authentication"). */
    customer: AuthenticatedCustomer | null;
  }
}

export type { AuthenticatedCustomer };

export function registerAuthentication(app: FastifyInstance, opts: { db: Database; now?: () => Date }): void {
  const now = opts.now ?? (() => new Date());
  app.decorateRequest("customer", null);
  app.addHook("onRequest", async (request) => {
    request.customer = null;
    const token = bearerToken(request.headers.authorization);
    if (!token) return;
    request.customer = await findCustomerByToken(opts.db, hashAccessToken(token), now());
  });
}

export const notAuthenticated = () =>
  new HttpError(401, "not_authenticated", "Authentication credentials were not provided or have expired.");
export const permissionDenied = () => new HttpError(403, "permission_denied", "You do not have permission to perform this action.");

/** The logged-in customer, or 401. */
export function requireCustomer(request: FastifyRequest): AuthenticatedCustomer {
  if (!request.customer) throw notAuthenticated();
  return request.customer;
}

/** A logged-in staff user (admins are staff), or 401 for anonymous and 403 for other customers. */
export function requireStaff(request: FastifyRequest): AuthenticatedCustomer {
  const customer = requireCustomer(request);
  if (!customer.isStaff && !customer.isAdmin) throw permissionDenied();
  return customer;
}

/** A logged-in admin, or 401 / 403. */
export function requireAdmin(request: FastifyRequest): AuthenticatedCustomer {
  const customer = requireCustomer(request);
  if (!customer.isAdmin) throw permissionDenied();
  return customer;
}

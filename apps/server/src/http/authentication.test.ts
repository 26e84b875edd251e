import type { FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import { HttpError } from "./errors";
import type { AuthenticatedCustomer } from "../modules/accounts/accounts.repository";
import { requireAdmin, requireCustomer, requireStaff } from "./authentication";

const customer: AuthenticatedCustomer = {
  id: 1, email: "a@b.fi", username: null, postcode: "", isStaff: false, isAdmin: false, isOrgUser: false, clubMemberNumber: null, clubJoinedOn: null, tokenId: 1,
};
const request = (c: AuthenticatedCustomer | null) => ({ customer: c }) as FastifyRequest;
const statusOf = (fn: () => unknown) => {
  try {
    fn();
    return 200;
  } catch (error) {
    return error instanceof HttpError ? error.statusCode : 500;
  }
};

describe("guards", () => {
  it("answer 401 to anonymous callers", () => {
    expect(statusOf(() => requireCustomer(request(null)))).toBe(401);
    expect(statusOf(() => requireStaff(request(null)))).toBe(401);
    expect(statusOf(() => requireAdmin(request(null)))).toBe(401);
  });

  it("answer 403 to customers without the role", () => {
    expect(statusOf(() => requireCustomer(request(customer)))).toBe(200);
    expect(statusOf(() => requireStaff(request(customer)))).toBe(403);
    expect(statusOf(() => requireStaff(request({ ...customer, isOrgUser: true, clubMemberNumber: "1" })))).toBe(403);
    expect(statusOf(() => requireAdmin(request({ ...customer, isStaff: true })))).toBe(403);
  });

  it("let staff and admins through", () => {
    expect(statusOf(() => requireStaff(request({ ...customer, isStaff: true })))).toBe(200);
    expect(statusOf(() => requireStaff(request({ ...customer, isAdmin: true })))).toBe(200);
    expect(statusOf(() => requireAdmin(request({ ...customer, isStaff: true, isAdmin: true })))).toBe(200);
  });
});

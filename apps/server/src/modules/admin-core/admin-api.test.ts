// Every admin route refuses guests (401) and customers (403), and the admin-only routes refuse
// staff (403), before reading anything of the request (docs/admin.md "Roles").
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminMeSchema } from "@polku/domain/admin/common";
import { ADMIN_ID, MEMBER_ID, ORG_ID, STAFF_ID, authHeaders } from "../../test-support/auth";
import { createTestApp, type TestApp } from "../../test-support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ models: 4 });
}, 120_000);
afterAll(async () => t?.close());

/** A route URL with its parameters filled in with plausible values. */
function concrete(url: string): string {
  return url.replace(":number", "P123456789").replace(/:[a-z_]+/g, "1");
}

describe("the admin door", () => {
  it("knows a good number of admin routes, all under /api/admin/", () => {
    expect(t.app.adminRoutes.length).toBeGreaterThan(15);
    for (const route of t.app.adminRoutes) expect(route.url.startsWith("/api/admin/")).toBe(true);
  });

  it("refuses guests with 401 and customers with 403 on every admin route, whatever the body", async () => {
    const member = await authHeaders(t.database.db, MEMBER_ID);
    const org = await authHeaders(t.database.db, ORG_ID);
    const bodies = [undefined, { version: "0000000000000000" }, "not json"];
    for (const route of t.app.adminRoutes) {
      const url = concrete(route.url);
      for (const payload of bodies) {
        const guest = await t.app.inject({ method: route.method as "GET", url, payload: route.method === "GET" ? undefined : payload });
        expect(guest.statusCode, `${route.method} ${url} as guest`).toBe(401);
        expect(guest.headers["cache-control"]).toBe("no-store");
        for (const headers of [member, org]) {
          const customer = await t.app.inject({ method: route.method as "GET", url, headers, payload: route.method === "GET" ? undefined : payload });
          expect(customer.statusCode, `${route.method} ${url} as a customer`).toBe(403);
        }
      }
      const dead = await t.app.inject({ method: route.method as "GET", url, headers: { authorization: "Bearer not-a-live-token-0000000000" } });
      expect(dead.statusCode, `${route.method} ${url} with a dead token`).toBe(401);
    }
  });

  it("refuses staff on the admin's routes, and lets the admin through the door", async () => {
    const staff = await authHeaders(t.database.db, STAFF_ID);
    const admin = await authHeaders(t.database.db, ADMIN_ID);
    const adminOnly = t.app.adminRoutes.filter((r) => r.role === "admin");
    expect(adminOnly.length).toBeGreaterThan(0);
    for (const route of adminOnly) {
      const url = concrete(route.url);
      const asStaff = await t.app.inject({ method: route.method as "GET", url, headers: staff, payload: route.method === "GET" ? undefined : {} });
      expect(asStaff.statusCode, `${route.method} ${url} as staff`).toBe(403);
      const asAdmin = await t.app.inject({ method: route.method as "GET", url, headers: admin, payload: route.method === "GET" ? undefined : {} });
      // A read answers (or finds nothing at the made-up id); a write without a body is refused as bad input.
      expect(route.method === "GET" ? [200, 404] : [400, 404], `${route.method} ${url} as admin`).toContain(asAdmin.statusCode);
    }
  });

  it("tells a staff user who they are", async () => {
    const me = await t.app.inject({ method: "GET", url: "/api/admin/me/", headers: await authHeaders(t.database.db, STAFF_ID) });
    expect(adminMeSchema.parse(me.json())).toMatchObject({ id: STAFF_ID, role: "staff", username: "myyja" });
    const admin = await t.app.inject({ method: "GET", url: "/api/admin/me/", headers: await authHeaders(t.database.db, ADMIN_ID) });
    expect(adminMeSchema.parse(admin.json()).role).toBe("admin");
  });
});

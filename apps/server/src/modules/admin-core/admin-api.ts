// The admin API's door (docs/admin.md "Roles"): every route under /api/admin/ is registered
// through `adminScope`, whose hook refuses guests (401) and customers without the staff role
// (403) before anything of the request is read; routes whose contract says `auth: "admin"` get
// the admin role from `route()` (http/contract.ts) and are refused for staff (403). The routes
// are listed so a test can walk every one.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { adminRoleOf, roleAllows, type AdminRole } from "@polku/domain/admin/common";
import { notAuthenticated, permissionDenied, type AuthenticatedCustomer } from "../../http/authentication";

declare module "fastify" {
  interface FastifyInstance {
    /** Every admin route registered (method and URL), for the role test. */
    adminRoutes: { method: string; url: string; role: AdminRole }[];
  }
}

export interface AdminActor {
  id: number;
  name: string;
  role: AdminRole;
}

/** The staff user of an admin request (the hook has already refused everyone else). */
export function actorOf(request: FastifyRequest): AdminActor {
  const customer = request.customer as AuthenticatedCustomer | null;
  const role = customer ? adminRoleOf(customer) : null;
  if (!customer || !role) throw permissionDenied();
  return { id: customer.id, name: customer.username ?? customer.email, role };
}

/**
 * Registers `plugin` with the admin door in front. Called once per admin module; the list of
 * routes is shared through `app.adminRoutes` on the root instance.
 */
export async function adminScope(app: FastifyInstance, plugin: (scope: FastifyInstance) => Promise<void> | void): Promise<void> {
  if (!app.hasDecorator("adminRoutes")) app.decorate("adminRoutes", []);
  const routes = app.adminRoutes;
  await app.register(async (scope) => {
    scope.addHook("onRoute", (route) => {
      if (!route.url.startsWith("/api/admin/")) throw new Error(`Admin route outside /api/admin/: ${route.url}`);
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) if (method !== "HEAD") routes.push({ method, url: route.url, role: route.config?.adminRole ?? "staff" });
    });
    // onRequest runs before the body is parsed: a refused caller learns nothing about the input.
    scope.addHook("onRequest", async (request, reply) => {
      reply.header("cache-control", "no-store");
      const customer = request.customer;
      if (!customer) {
        reply.header("www-authenticate", 'Bearer realm="admin"');
        throw notAuthenticated();
      }
      const needed = request.routeOptions.config?.adminRole ?? "staff";
      if (!roleAllows(adminRoleOf(customer), needed)) throw permissionDenied();
    });
    await plugin(scope);
  });
}

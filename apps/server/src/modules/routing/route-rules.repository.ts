import { asc, eq } from "@polku/db/orm";
import { routeRedirects, type Database } from "@polku/db";
import type { RouteRule } from "@polku/domain";

export async function activeRouteRules(db: Database): Promise<RouteRule[]> {
  const rows = await db
    .select({ from: routeRedirects.fromPath, to: routeRedirects.target, statusCode: routeRedirects.statusCode })
    .from(routeRedirects)
    .where(eq(routeRedirects.isActive, true))
    .orderBy(asc(routeRedirects.fromPath));
  return rows.map((row) => ({ ...row, statusCode: row.statusCode as RouteRule["statusCode"] }));
}

// Route rules that force redirects (spec 01 §2, §7 "route rules" of the app manifest): an old
// address to a new path of the shop or to an external URL.
import { sql } from "drizzle-orm";
import { boolean, check, pgTable, smallint, text } from "drizzle-orm/pg-core";
import { idColumn, updatedAt } from "./columns";

export const routeRedirects = pgTable(
  "route_redirects",
  {
    id: idColumn(),
    /** Page path with leading and trailing slash, lower-case (domain normaliseRulePath). */
    fromPath: text("from_path").notNull().unique(),
    /** A rooted path of the shop or an absolute http(s) URL (a full page load). */
    target: text("target").notNull(),
    statusCode: smallint("status_code").notNull().default(301),
    isActive: boolean("is_active").notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("route_redirects_status", sql`${t.statusCode} in (301, 302, 307, 308)`),
    check("route_redirects_from_path", sql`${t.fromPath} ~ '^/([a-z0-9._~%-]+/)*$'`),
  ],
);

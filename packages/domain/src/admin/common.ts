// The back office's shared contract (docs/admin.md): who may call what, list paging and sorting,
// the version that guards concurrent edits, and the audit log. Paths start with /api/admin/.
import { z } from "zod";

// ---- roles ------------------------------------------------------------------------------------

/** spec 01 §6 roles as the back office knows them: an admin is staff too. */
export type AdminRole = "staff" | "admin";

export function adminRoleOf(flags: { isStaff: boolean; isAdmin: boolean }): AdminRole | null {
  if (flags.isAdmin) return "admin";
  if (flags.isStaff) return "staff";
  return null;
}

/** True when `role` may do what needs `needed` (admin ⊃ staff). */
export function roleAllows(role: AdminRole | null, needed: AdminRole): boolean {
  if (role === null) return false;
  return needed === "staff" || role === "admin";
}

/**
 * The back office's areas and the role each needs (issue 19 "Roles"): staff run the catalogue,
 * stock, orders, customers, reviews, transfers and content; prices, codes, gift cards, settings and
 * users' roles are the admin's.
 */
export const ADMIN_AREAS = {
  dashboard: "staff",
  orders: "staff",
  refunds: "staff",
  models: "staff",
  prices: "admin",
  stock: "staff",
  customers: "staff",
  roles: "admin",
  reviews: "staff",
  transfers: "staff",
  rental: "staff",
  audit: "staff",
  codes: "admin",
  giftCards: "admin",
  giftCampaigns: "admin",
  content: "staff",
  settings: "admin",
} as const satisfies Record<string, AdminRole>;
export type AdminArea = keyof typeof ADMIN_AREAS;

export const adminMeSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  username: z.string().nullable(),
  role: z.enum(["staff", "admin"]),
});
export type AdminMe = z.infer<typeof adminMeSchema>;

// ---- lists ------------------------------------------------------------------------------------

export const ADMIN_PAGE_SIZES = [25, 50, 100] as const;
export const ADMIN_DEFAULT_PAGE_SIZE = 25;
/** Deep pages of a filtered list are not worth their cost: narrow the search instead. */
export const ADMIN_MAX_PAGE = 2000;

const pageNumber = z.coerce.number().int().min(1).max(ADMIN_MAX_PAGE).default(1);
const pageSize = z.coerce
  .number()
  .int()
  .refine((n) => (ADMIN_PAGE_SIZES as readonly number[]).includes(n), `Use one of ${ADMIN_PAGE_SIZES.join(", ")}.`)
  .default(ADMIN_DEFAULT_PAGE_SIZE);

/**
 * The paging, search and sort every list takes. `sort` is a column name, "-" in front for
 * descending; each list names the columns it sorts by.
 */
export function listQuerySchema<const S extends readonly [string, ...string[]]>(sortable: S, defaultSort: `${"" | "-"}${S[number]}`) {
  const sorts = sortable.flatMap((name) => [name, `-${name}`]) as [string, ...string[]];
  return z.object({
    page: pageNumber,
    per_page: pageSize,
    q: z.string().trim().max(200).optional().transform((v) => (v ? v : undefined)),
    sort: z.enum(sorts).default(defaultSort),
  });
}

/** "-created" → { column: "created", descending: true } */
export function parseSort(sort: string): { column: string; descending: boolean } {
  return sort.startsWith("-") ? { column: sort.slice(1), descending: true } : { column: sort, descending: false };
}

export function pageSchema<T extends z.ZodType>(row: T) {
  return z.object({
    results: z.array(row),
    /** Rows matching the filters; counted exactly up to ADMIN_COUNT_LIMIT, then "at least". */
    count: z.number().int().nonnegative(),
    count_exact: z.boolean(),
    page: z.number().int().min(1),
    per_page: z.number().int().min(1),
  });
}

/** Counting every match of a broad filter over 100,000 models costs more than it tells. */
export const ADMIN_COUNT_LIMIT = 10_000;

export function pageCount(count: number, perPage: number): number {
  return Math.max(1, Math.ceil(count / perPage));
}

/** Query-string flags of list filters: "true" / "false", anything else means no filter. */
export const optionalFlag = z
  .enum(["true", "false", ""])
  .optional()
  .transform((v) => (v === "true" ? true : v === "false" ? false : undefined));

/** Optional numeric id from a query string ("" is no filter). */
export const optionalId = z
  .union([z.literal(""), z.coerce.number().int().positive().max(2_147_483_647)])
  .optional()
  .transform((v) => (v === "" || v === undefined ? undefined : v));

// ---- versions ---------------------------------------------------------------------------------

/**
 * The version of an object as the admin showed it: a digest of the object's state. A write
 * carries the version it was made on; when the object changed meanwhile the write is refused
 * with 409 `stale_version` and nothing is written (docs/admin.md "Concurrent edits").
 */
export const versionSchema = z.string().regex(/^[0-9a-f]{16}$/, "Reload the page: the version of this object is missing.");
export const STALE_VERSION_CODE = "stale_version";
/** The 409 of a write made on a stale version: the object's version now, to reload it by. */
export const staleVersionErrorSchema = z.object({ detail: z.string(), code: z.literal(STALE_VERSION_CODE), version: versionSchema });

// ---- audit ------------------------------------------------------------------------------------

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor_id: z.number().int().nullable(),
  actor_name: z.string(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string(),
  summary: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = listQuerySchema(["id"], "-id").extend({
  entity: z.string().trim().max(40).regex(/^[a-z_]*$/).optional().transform((v) => v || undefined),
  entity_id: z.string().trim().max(60).optional().transform((v) => v || undefined),
  actor_id: optionalId,
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;
export const auditPageSchema = pageSchema(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;

// ---- dashboard --------------------------------------------------------------------------------

export const adminDashboardSchema = z.object({
  orders_by_status: z.record(z.string(), z.number().int()),
  orders_today: z.number().int(),
  failed_refunds: z.number().int(),
  pending_refunds: z.number().int(),
  pending_reviews: z.number().int(),
  transfer_requests: z.number().int(),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

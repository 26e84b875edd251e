// Which failures mean "the database is not reachable right now" rather than "this statement is
// wrong" (docs/security.md "Database outages"): a dropped or refused connection, a server shutting
// down or starting up, a pool that cannot hand out a connection in time. The HTTP layer answers
// these with 503 and Retry-After, and nothing of the request was committed, so the client may
// send it again (orders with the same idempotency key).

/** SQLSTATE classes 08 (connection exception) and 57P (operator intervention: shutdown, terminate). */
const SQLSTATES = new Set(["08000", "08001", "08003", "08004", "08006", "08007", "08P01", "57P01", "57P02", "57P03", "57P05"]);
/** Node socket errors on the way to the server. */
const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN"]);
/** node-postgres reports a cut connection and a pool timeout only by message. */
const MESSAGES = [/^Connection terminated/, /^Client has encountered a connection error/, /^timeout exceeded when trying to connect/, /^Client was closed and is not queryable/, /^Cannot use a pool after calling end/];

export function isConnectionError(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (let e: unknown = error; e && typeof e === "object" && !seen.has(e); e = (e as { cause?: unknown }).cause) {
    seen.add(e);
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (SQLSTATES.has(code) || SOCKET_CODES.has(code))) return true;
    if (typeof message === "string" && MESSAGES.some((pattern) => pattern.test(message))) return true;
  }
  return false;
}

/**
 * A unique violation (SQLSTATE 23505) anywhere in the error's cause chain: two writers creating
 * the same key at once. Callers answer it as the field's error (a code or an address taken).
 */
export function isUniqueViolation(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (let e: unknown = error; e && typeof e === "object" && !seen.has(e); e = (e as { cause?: unknown }).cause) {
    seen.add(e);
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

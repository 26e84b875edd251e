// A live token for a demo customer without a password check (integration tests of calls that
// need a login; the login itself is tested in accounts.routes.test.ts).
import { authTokens, type Executor } from "@polku/db";
import { hashAccessToken, newAccessToken } from "../modules/accounts";

export const MEMBER_ID = 1;
export const ORG_ID = 2;
export const STAFF_ID = 3;
export const ADMIN_ID = 4;

/** `{ authorization: "Bearer …" }` of a fresh token for the customer. */
export async function authHeaders(db: Executor, customerId: number): Promise<{ authorization: string }> {
  const token = newAccessToken();
  await db.insert(authTokens).values({ customerId, tokenHash: hashAccessToken(token), expiresAt: new Date(Date.now() + 3_600_000) });
  return { authorization: `Bearer ${token}` };
}

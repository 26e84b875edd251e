// Helpers of the account integration tests: calls with their own client address, the e-mails
// in the outbox and the link tokens in them.
import { mailOutbox } from "@polku/db";
import { asc, eq, sql } from "@polku/db/orm";
import { tokenResponseSchema } from "@polku/domain";
import { expect } from "vitest";
import type { TestApp } from "./test-app";

let nextIp = 1;
/** A client address of its own, so one test's rate limits never touch another's. */
export const freshIp = () => `203.0.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;

export function accountCalls(t: TestApp) {
  const post = (url: string, payload: unknown, opts: { ip?: string; token?: string } = {}) =>
    t.app.inject({
      method: "POST",
      url,
      payload: payload as object,
      remoteAddress: opts.ip ?? freshIp(),
      headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {},
    });
  return {
    post,
    register: (body: Record<string, unknown>, ip?: string) => post("/api/accounts/register/", body, { ip }),
    login: (email: string, password: string, ip?: string) => post("/api/token/", { email, password }, { ip }),
    async token(email: string, password: string): Promise<string> {
      const res = await post("/api/token/", { email, password });
      expect(res.statusCode, res.body).toBe(200);
      return tokenResponseSchema.parse(res.json()).access_token;
    },
    /** The messages to an address, oldest first. */
    async mails(to: string) {
      // Mail some calls queue after their answer (a password reset) is in the outbox by now.
      await t.app.afterAnswer.settled();
      return t.database.db.select().from(mailOutbox).where(eq(sql`lower(${mailOutbox.toAddress})`, to.toLowerCase())).orderBy(asc(mailOutbox.id));
    },
    async lastMail(to: string) {
      const all = await this.mails(to);
      expect(all.length, `mail to ${to}`).toBeGreaterThan(0);
      return all.at(-1)!;
    },
  };
}

/** The token of a storefront link (`/accounts/activate/{token}/`, ...) in a message's text. */
export function linkToken(text: string, path: string): string {
  const match = new RegExp(`${path.replace(/\//g, "\\/")}([A-Za-z0-9_-]{43})/`).exec(text);
  expect(match, `a ${path} link in the message`).not.toBeNull();
  return match![1]!;
}

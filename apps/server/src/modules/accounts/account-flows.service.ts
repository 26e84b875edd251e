// Use cases of the account flows (docs/accounts.md): registration and activation, password
// reset, account deletion and stopping reminders. Each change and the e-mail it causes are
// written in one transaction; the dispatcher is told after the commit. Expected refusals are
// values; the routes turn them into answers.
import type { Database } from "@polku/db";
import { ACCOUNT_LINK_HOURS, languageCodeSchema, normaliseEmail, type AccountLinkPurpose, type LanguageCode, type RegisterRequest } from "@polku/domain";
import type { AfterAnswer } from "../../lib/after-answer";
import type { Mailer } from "../../lib/mail/mailer";
import { enqueueMail } from "../../lib/mail/outbox";
import type { AuthenticatedCustomer } from "./accounts.repository";
import {
  activateCustomer, addReminderOptOut, findCustomerByEmailForUpdate, findLinkTokenForUpdate, insertCustomer, insertLinkToken, joinClub,
  markLinkUsed, newCustomerFields, revokeAllTokens, setPassword, updatePendingCustomer, type LinkTokenRow,
} from "./account-flows.repository";
import type { AccountLimits } from "./account-limits";
import { existingAccountMail, linkMail } from "./account-mails";
import { eraseCustomer } from "./erasure";
import { hashPassword } from "./password";
import { verifyStopRemindersSignature } from "./signed-links";
import { hashAccessToken, hashEmail, newAccessToken } from "./tokens";

export type Throttled = { kind: "throttled"; retryAfter: number };
export type LinkRefusal = { kind: "invalid" } | { kind: "expired" };

export interface AccountFlowsOptions {
  mailer: Mailer;
  limits: AccountLimits;
  secretKey: string;
  /** Where a reset request's lookup and mail run once the answer is on its way (security.md). */
  afterAnswer: AfterAnswer;
  now?: () => Date;
}

/** Today in the shop's home time zone, as YYYY-MM-DD (the club's joined date). */
export function shopDate(at: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Helsinki", year: "numeric", month: "2-digit", day: "2-digit" }).format(at);
}

const languageOr = (value: string | null, fallback: LanguageCode): LanguageCode => languageCodeSchema.safeParse(value).data ?? fallback;

export function createAccountFlowsService(db: Database, opts: AccountFlowsOptions) {
  const now = opts.now ?? (() => new Date());
  const { mailer, limits } = opts;

  type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

  /** A fresh link token of `purpose`; the raw token goes into the e-mail only. */
  async function newLink(tx: Tx, customerId: number, purpose: AccountLinkPurpose): Promise<string> {
    const token = newAccessToken();
    const at = now();
    await insertLinkToken(tx, customerId, purpose, hashAccessToken(token), new Date(at.getTime() + ACCOUNT_LINK_HOURS[purpose] * 3_600_000), at);
    return token;
  }

  /** Why a link cannot be used, or null when it can. */
  function linkRefusal(row: LinkTokenRow | null): LinkRefusal | null {
    if (!row || row.usedAt || !row.isActive) return { kind: "invalid" };
    if (row.expiresAt.getTime() <= now().getTime()) return { kind: "expired" };
    return null;
  }

  return {
    /**
     * The same answer for every address (docs/security.md "Account enumeration"): a new address
     * gets an activation link, an activated account's owner an e-mail saying they already have
     * an account, and a registration still waiting for activation is replaced by this one.
     */
    async register(input: RegisterRequest, ip: string): Promise<{ kind: "ok" } | Throttled> {
      const email = normaliseEmail(input.email);
      const retryAfter = await limits.hit("register", ip, email);
      if (retryAfter) return { kind: "throttled", retryAfter };
      // Hashed for every address, so the answer takes as long whether or not it is known.
      const fields = newCustomerFields(input, await hashPassword(input.password));
      await db.transaction(async (tx) => {
        let existing = await findCustomerByEmailForUpdate(tx, email);
        let customerId = existing?.id ?? null;
        if (!existing) {
          customerId = await insertCustomer(tx, fields);
          // Registered by a concurrent call a moment ago: answer as for a known address.
          if (customerId === null) existing = await findCustomerByEmailForUpdate(tx, email);
        }
        if (existing?.activatedAt || (existing && !existing.isActive)) {
          const to = { email: existing.email, firstName: existing.firstName, language: languageOr(existing.preferredLanguage, input.language) };
          await enqueueMail(tx, mailer.from, existingAccountMail(mailer, to));
          return;
        }
        if (existing) {
          customerId = existing.id;
          await updatePendingCustomer(tx, customerId, fields);
        }
        const club = input.join_club ? await joinClub(tx, customerId!, shopDate(now())) : existing?.clubMemberNumber ? { memberNumber: existing.clubMemberNumber } : null;
        const token = await newLink(tx, customerId!, "activation");
        const to = { email: input.email, firstName: input.first_name, language: input.language };
        await enqueueMail(tx, mailer.from, linkMail(mailer, to, "activation", token, club));
      });
      mailer.queued();
      return { kind: "ok" };
    },

    async activate(token: string, ip: string): Promise<{ kind: "ok" } | { kind: "already_activated" } | LinkRefusal | Throttled> {
      const retryAfter = await limits.hit("link", ip);
      if (retryAfter) return { kind: "throttled", retryAfter };
      return db.transaction(async (tx) => {
        const row = await findLinkTokenForUpdate(tx, "activation", hashAccessToken(token));
        // A link used once, or any link of an account that is active now, says so.
        if (row?.activatedAt && row.isActive) {
          if (!row.usedAt) await markLinkUsed(tx, row.id, now());
          return { kind: "already_activated" } as const;
        }
        const refusal = linkRefusal(row);
        if (refusal) return refusal;
        await activateCustomer(tx, row!.customerId, now());
        await markLinkUsed(tx, row!.id, now());
        return { kind: "ok" } as const;
      });
    },

    /**
     * The same answer whether or not the address has an account; only an account gets a link.
     * The answer waits only for the rate limits, which count known and unknown addresses alike;
     * the lookup, the link and the mail run after it (opts.afterAnswer), so neither the answer
     * nor its timing depends on whether the address has an account (docs/security.md).
     */
    async requestPasswordReset(emailInput: string, language: LanguageCode | undefined, ip: string): Promise<{ kind: "ok" } | Throttled> {
      const email = normaliseEmail(emailInput);
      const retryAfter = await limits.hit("reset_request", ip, email);
      if (retryAfter) return { kind: "throttled", retryAfter };
      opts.afterAnswer.run("password reset mail", async () => {
        const queued = await db.transaction(async (tx) => {
          const customer = await findCustomerByEmailForUpdate(tx, email);
          if (!customer || !customer.isActive) return false;
          const token = await newLink(tx, customer.id, "password_reset");
          const to = { email: customer.email, firstName: customer.firstName, language: languageOr(customer.preferredLanguage, language ?? "fi") };
          await enqueueMail(tx, mailer.from, linkMail(mailer, to, "password_reset", token));
          return true;
        });
        if (queued) mailer.queued();
      });
      return { kind: "ok" };
    },

    /** A new password from a reset link; every login of the account ends with it. */
    async confirmPasswordReset(token: string, password: string, ip: string): Promise<{ kind: "ok" } | LinkRefusal | Throttled> {
      const retryAfter = await limits.hit("link", ip);
      if (retryAfter) return { kind: "throttled", retryAfter };
      const passwordHash = await hashPassword(password);
      return db.transaction(async (tx) => {
        const row = await findLinkTokenForUpdate(tx, "password_reset", hashAccessToken(token));
        const refusal = linkRefusal(row);
        if (refusal) return refusal;
        const at = now();
        await setPassword(tx, row!.customerId, passwordHash, at);
        await markLinkUsed(tx, row!.id, at);
        await revokeAllTokens(tx, row!.customerId, at);
        return { kind: "ok" } as const;
      });
    },

    /** E-mails the logged-in customer a link that deletes the account. */
    async requestDeletion(customer: AuthenticatedCustomer, ip: string): Promise<{ kind: "ok" } | Throttled> {
      const retryAfter = await limits.hit("delete_request", ip, normaliseEmail(customer.email));
      if (retryAfter) return { kind: "throttled", retryAfter };
      await db.transaction(async (tx) => {
        const found = await findCustomerByEmailForUpdate(tx, normaliseEmail(customer.email));
        const token = await newLink(tx, customer.id, "account_deletion");
        const to = { email: customer.email, firstName: found?.firstName ?? "", language: languageOr(found?.preferredLanguage ?? null, "fi") };
        await enqueueMail(tx, mailer.from, linkMail(mailer, to, "account_deletion", token));
      });
      mailer.queued();
      return { kind: "ok" };
    },

    async deleteAccount(token: string, ip: string): Promise<{ kind: "ok" } | LinkRefusal | Throttled> {
      const retryAfter = await limits.hit("link", ip);
      if (retryAfter) return { kind: "throttled", retryAfter };
      return db.transaction(async (tx) => {
        const row = await findLinkTokenForUpdate(tx, "account_deletion", hashAccessToken(token));
        const refusal = linkRefusal(row);
        if (refusal) return refusal;
        await eraseCustomer(tx, row!.customerId);
        return { kind: "ok" } as const;
      });
    },

    async stopReminders(emailInput: string, signature: string, ip: string): Promise<{ kind: "ok" } | { kind: "bad_signature" } | Throttled> {
      const email = normaliseEmail(emailInput);
      const retryAfter = await limits.hit("stop_reminders", ip, email);
      if (retryAfter) return { kind: "throttled", retryAfter };
      if (!verifyStopRemindersSignature(opts.secretKey, email, signature)) return { kind: "bad_signature" };
      await addReminderOptOut(db, hashEmail(email));
      return { kind: "ok" };
    },
  };
}

export type AccountFlowsService = ReturnType<typeof createAccountFlowsService>;

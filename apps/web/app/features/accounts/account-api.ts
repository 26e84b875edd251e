// Calls of the account flows (docs/accounts.md, docs/api.md "Account calls") for the route
// actions and loaders. Expected refusals are values (status, code, field errors, Retry-After),
// so a page can say what happened; network failures and contract drift are logged and become
// `{ ok: false, status: 0 }`, which the pages show as "try again".
import {
  activateResponseSchema, clubJoinResponseSchema, deleteAccountResponseSchema, deleteRequestResponseSchema, mailboxListSchema,
  mailboxMessageSchema, passwordResetConfirmResponseSchema, passwordResetResponseSchema, profileSchema, registerResponseSchema,
  stopRemindersResponseSchema, type AddressInput, type LanguageCode, type ProfileUpdate, type RegisterRequest,
} from "@polku/domain";
import type { z } from "zod";
import { ApiContractError, ApiNetworkError, type FetchLike } from "../../lib/api";

export type CallResult<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; code: string | null; fieldErrors: Record<string, string[]>; retryAfter: number | null };

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

export function createAccountApi(fetchImpl: FetchLike) {
  async function call<S extends z.ZodType>(
    method: string,
    path: string,
    schema: S,
    opts: { body?: unknown; authorization?: string | null; clientIp?: string } = {},
  ): Promise<CallResult<z.infer<S>>> {
    const headers: Record<string, string> = { accept: "application/json" };
    if (opts.body !== undefined) headers["content-type"] = "application/json";
    if (opts.authorization) headers.authorization = opts.authorization;
    // The rate limits count by the shopper's address, which the server rendering forwards.
    if (opts.clientIp) headers["x-forwarded-for"] = opts.clientIp;
    let response: Response;
    try {
      response = await fetchImpl(path, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body), cache: "no-store" });
    } catch (error) {
      console.error(new ApiNetworkError(path, error));
      return { ok: false, status: 0, code: null, fieldErrors: {}, retryAfter: null };
    }
    const body = await readJson(response);
    if (response.status < 400) {
      const parsed = schema.safeParse(body);
      if (parsed.success) return { ok: true, data: parsed.data };
      console.error(new ApiContractError(path, parsed.error.issues));
      return { ok: false, status: 0, code: null, fieldErrors: {}, retryAfter: null };
    }
    if (response.status >= 500) console.error(`API ${response.status} for ${path}`, body);
    const record = (body ?? {}) as { code?: unknown; errors?: unknown };
    const retry = Number(response.headers.get("retry-after"));
    return {
      ok: false,
      status: response.status,
      code: typeof record.code === "string" ? record.code : null,
      fieldErrors: record.errors && typeof record.errors === "object" ? (record.errors as Record<string, string[]>) : {},
      retryAfter: Number.isFinite(retry) && retry > 0 ? retry : null,
    };
  }

  return {
    register: (body: RegisterRequest, clientIp?: string) => call("POST", "/api/accounts/register/", registerResponseSchema, { body, clientIp }),
    activate: (token: string, clientIp?: string) => call("POST", "/api/accounts/activate/", activateResponseSchema, { body: { token }, clientIp }),
    requestReset: (email: string, language: LanguageCode, clientIp?: string) =>
      call("POST", "/api/accounts/password-reset/", passwordResetResponseSchema, { body: { email, language }, clientIp }),
    confirmReset: (token: string, password: string, clientIp?: string) =>
      call("POST", "/api/accounts/password-reset/confirm/", passwordResetConfirmResponseSchema, { body: { token, password }, clientIp }),
    requestDeletion: (authorization: string, clientIp?: string) => call("POST", "/api/customer/delete-request/", deleteRequestResponseSchema, { authorization, clientIp }),
    deleteAccount: (token: string, clientIp?: string) => call("POST", "/api/accounts/delete-account/", deleteAccountResponseSchema, { body: { token }, clientIp }),
    stopReminders: (email: string, signature: string, clientIp?: string) =>
      call("POST", "/api/accounts/stop-reminders/", stopRemindersResponseSchema, { body: { email, signature }, clientIp }),
    profile: (authorization: string) => call("GET", "/api/customer/profile/", profileSchema, { authorization }),
    updateProfile: (authorization: string, body: ProfileUpdate) => call("PUT", "/api/customer/profile/", profileSchema, { authorization, body }),
    joinClub: (authorization: string) => call("POST", "/api/customer/club/", clubJoinResponseSchema, { authorization }),
    addAddress: (authorization: string, body: AddressInput) => call("POST", "/api/customer/addresses/", profileSchema, { authorization, body }),
    updateAddress: (authorization: string, id: number, body: AddressInput) => call("PUT", `/api/customer/addresses/${id}/`, profileSchema, { authorization, body }),
    deleteAddress: (authorization: string, id: number) => call("DELETE", `/api/customer/addresses/${id}/`, profileSchema, { authorization }),
    mailbox: (to?: string) => call("GET", `/api/dev/mailbox/${to ? `?${new URLSearchParams({ to })}` : ""}`, mailboxListSchema),
    mailboxMessage: (id: number) => call("GET", `/api/dev/mailbox/${id}/`, mailboxMessageSchema),
  };
}

export type AccountApi = ReturnType<typeof createAccountApi>;

// Calls of the account flows (docs/accounts.md, docs/api.md "Account calls") for the route
// actions and loaders. Expected refusals are values (status, code, field errors, Retry-After),
// so a page can say what happened; network failures and contract drift are logged and become
// `{ ok: false, status: 0 }`, which the pages show as "try again". As in lib/api.ts, a call names
// its answer's contract (account-contracts.server.ts): loaders and actions check it with the zod
// schema, the browser only that it is JSON.
import type { AddressInput, LanguageCode, ProfileUpdate, RegisterRequest } from "@polku/domain";
import type { z } from "zod";
import { ApiContractError, ApiNetworkError, type ContractResult, type FetchLike } from "../../lib/api";
import type { AccountContracts } from "./account-contracts.server";

type AccountContract = keyof AccountContracts;
export type AccountCheck = (contract: AccountContract, body: unknown) => ContractResult;

/** The browser's check (the cart's member prefill): the API sends the final shape; only a JSON object or list passes. */
const browserCheck: AccountCheck = (contract, body) =>
  typeof body === "object" && body !== null ? { success: true, data: body } : { success: false, issues: [{ message: `Not a ${contract} answer.` }] };

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

export function createAccountApi(fetchImpl: FetchLike, check: AccountCheck = browserCheck) {
  async function call<K extends AccountContract>(
    method: string,
    path: string,
    contract: K,
    opts: { body?: unknown; authorization?: string | null; clientIp?: string } = {},
  ): Promise<CallResult<z.output<AccountContracts[K]>>> {
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
      const checked = check(contract, body);
      if (checked.success) return { ok: true, data: checked.data as z.output<AccountContracts[K]> };
      console.error(new ApiContractError(path, checked.issues));
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
    register: (body: RegisterRequest, clientIp?: string) => call("POST", "/api/accounts/register/", "registerResponse", { body, clientIp }),
    activate: (token: string, clientIp?: string) => call("POST", "/api/accounts/activate/", "activateResponse", { body: { token }, clientIp }),
    requestReset: (email: string, language: LanguageCode, clientIp?: string) =>
      call("POST", "/api/accounts/password-reset/", "passwordResetResponse", { body: { email, language }, clientIp }),
    confirmReset: (token: string, password: string, clientIp?: string) =>
      call("POST", "/api/accounts/password-reset/confirm/", "passwordResetConfirmResponse", { body: { token, password }, clientIp }),
    requestDeletion: (authorization: string, clientIp?: string) => call("POST", "/api/customer/delete-request/", "deleteRequestResponse", { authorization, clientIp }),
    deleteAccount: (token: string, clientIp?: string) => call("POST", "/api/accounts/delete-account/", "deleteAccountResponse", { body: { token }, clientIp }),
    stopReminders: (email: string, signature: string, clientIp?: string) =>
      call("POST", "/api/accounts/stop-reminders/", "stopRemindersResponse", { body: { email, signature }, clientIp }),
    profile: (authorization: string) => call("GET", "/api/customer/profile/", "profile", { authorization }),
    updateProfile: (authorization: string, body: ProfileUpdate) => call("PUT", "/api/customer/profile/", "profile", { authorization, body }),
    joinClub: (authorization: string) => call("POST", "/api/customer/club/", "clubJoinResponse", { authorization }),
    addAddress: (authorization: string, body: AddressInput) => call("POST", "/api/customer/addresses/", "profile", { authorization, body }),
    updateAddress: (authorization: string, id: number, body: AddressInput) => call("PUT", `/api/customer/addresses/${id}/`, "profile", { authorization, body }),
    deleteAddress: (authorization: string, id: number) => call("DELETE", `/api/customer/addresses/${id}/`, "profile", { authorization }),
    mailbox: (to?: string) => call("GET", `/api/dev/mailbox/${to ? `?${new URLSearchParams({ to })}` : ""}`, "mailboxList"),
    mailboxMessage: (id: number) => call("GET", `/api/dev/mailbox/${id}/`, "mailboxMessage"),
  };
}

export type AccountApi = ReturnType<typeof createAccountApi>;

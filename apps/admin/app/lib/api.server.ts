// The back office's one API client (docs/admin.md): loaders and actions call the shop API with
// the staff user's token; every answer is checked against the contract's zod schema. A refused
// session (401) sends the user to the login page; a missing role (403) is the page's 403.
import { data, redirect, type AppLoadContext } from "react-router";
import type { z } from "zod";
import { authorizationOf } from "./session.server";

export type FieldErrors = Record<string, string[]>;

/** A write's outcome: the new state, field errors (400), a conflict (409) or another refusal. */
export type WriteResult<T> =
  | { ok: true; value: T }
  | { ok: false; status: 400; errors: FieldErrors }
  | { ok: false; status: 409; code: string; detail: string }
  | { ok: false; status: number; code: string; detail: string };

export function loginRedirect(request: Request): never {
  const url = new URL(request.url);
  // Inside the back office paths are written without its /admin prefix (the router adds it).
  const next = url.pathname.replace(/^\/admin(?=\/)/, "") + url.search;
  throw redirect(`/login/?next=${encodeURIComponent(next)}`);
}

export function adminApi(request: Request, context: AppLoadContext) {
  const authorization = authorizationOf(request);

  async function call(path: string, init: RequestInit = {}): Promise<Response> {
    if (!authorization) loginRedirect(request);
    const headers = new Headers(init.headers);
    headers.set("authorization", authorization);
    headers.set("accept", "application/json");
    if (typeof init.body === "string") headers.set("content-type", "application/json");
    const response = await context.apiFetch(path, { ...init, headers });
    if (response.status === 401) loginRedirect(request);
    if (response.status === 403) throw data({ status: 403 }, { status: 403 });
    return response;
  }

  return {
    /** The API's answer as it came (a CSV file); 401 and 403 handled as for every call. */
    raw: (path: string) => call(path),

    /** Posts a multipart form (a picture) to the API; the answer as `send`'s. */
    async upload<S extends z.ZodType>(path: string, form: FormData, schema: S): Promise<WriteResult<z.output<S>>> {
      // Encoded here, so the body is bytes with its boundary in the content type, whichever way the API is reached.
      const encoded = new Request("http://form.invalid/", { method: "POST", body: form });
      const response = await call(path, { method: "POST", body: new Uint8Array(await encoded.arrayBuffer()), headers: { "content-type": encoded.headers.get("content-type") ?? "multipart/form-data" } });
      if (response.ok) return { ok: true, value: schema.parse(await response.json()) };
      const payload = (await response.json().catch(() => ({}))) as { errors?: FieldErrors; code?: string; detail?: string };
      if (response.status === 400 && payload.errors) return { ok: false, status: 400, errors: payload.errors };
      if (response.status >= 500) throw new Error(`API ${response.status} for ${path}`);
      return { ok: false, status: response.status, code: payload.code ?? "error", detail: payload.detail ?? "" };
    },

    async get<S extends z.ZodType>(path: string, schema: S): Promise<z.output<S>> {
      const response = await call(path);
      if (response.status === 404) throw data({ status: 404 }, { status: 404 });
      if (response.status === 400) throw data({ status: 400, errors: (await response.json()).errors }, { status: 400 });
      if (!response.ok) throw new Error(`API ${response.status} for ${path}`);
      return schema.parse(await response.json());
    },

    async send<S extends z.ZodType>(method: "POST" | "PUT" | "DELETE", path: string, body: unknown, schema: S): Promise<WriteResult<z.output<S>>> {
      const response = await call(path, { method, body: JSON.stringify(body ?? {}) });
      if (response.ok) return { ok: true, value: schema.parse(await response.json()) };
      if (response.status === 404) throw data({ status: 404 }, { status: 404 });
      const payload = (await response.json().catch(() => ({}))) as { errors?: FieldErrors; code?: string; detail?: string };
      if (response.status === 400 && payload.errors) return { ok: false, status: 400, errors: payload.errors };
      if (response.status >= 500) throw new Error(`API ${response.status} for ${path}`);
      return { ok: false, status: response.status, code: payload.code ?? "error", detail: payload.detail ?? "" };
    },
  };
}

/** The query string of a list page, passed on to the API unchanged (the API validates it). */
export function listSearch(request: Request, allowed: readonly string[]): string {
  const params = new URL(request.url).searchParams;
  const out = new URLSearchParams();
  for (const name of allowed) {
    const value = params.get(name);
    if (value) out.set(name, value);
  }
  const text = out.toString();
  return text ? `?${text}` : "";
}

// Calls to a provider's REST API with Node's fetch: a time limit, JSON in and out, and every
// answer parsed with its zod schema, so an unexpected answer is a ProviderError, never trusted.
import type { z } from "zod";
import { ProviderError } from "./payment-provider";

const DEFAULT_TIMEOUT_MS = 10_000;

export interface ProviderRequest<S extends z.ZodType | null> {
  processorSlug: string;
  method: "GET" | "POST" | "PATCH";
  url: string;
  headers?: Record<string, string>;
  /** Sent as JSON; a string is sent as it is (form bodies). */
  body?: unknown;
  /** Schema of the answer's JSON; null for answers without a body (204). */
  schema: S;
  timeoutMs?: number;
}

export async function providerRequest<S extends z.ZodType | null>(
  req: ProviderRequest<S>,
): Promise<S extends z.ZodType ? z.output<S> : null> {
  const headers: Record<string, string> = { accept: "application/json", ...req.headers };
  let body: string | undefined;
  if (typeof req.body === "string") body = req.body;
  else if (req.body !== undefined) {
    body = JSON.stringify(req.body);
    headers["content-type"] = "application/json";
  }
  let response: Response;
  try {
    response = await fetch(req.url, { method: req.method, headers, body, signal: AbortSignal.timeout(req.timeoutMs ?? DEFAULT_TIMEOUT_MS) });
  } catch (error) {
    throw new ProviderError(req.processorSlug, `${req.method} ${new URL(req.url).pathname} failed: ${(error as Error).message}`);
  }
  const text = await response.text();
  if (!response.ok) {
    throw new ProviderError(req.processorSlug, `${req.method} ${new URL(req.url).pathname} answered ${response.status}: ${text.slice(0, 300)}`, response.status, text.slice(0, 10_000));
  }
  if (req.schema === null) return null as never;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ProviderError(req.processorSlug, `${req.method} ${new URL(req.url).pathname} answered ${response.status} without JSON`, response.status);
  }
  const parsed = req.schema.safeParse(json);
  if (!parsed.success) {
    throw new ProviderError(req.processorSlug, `${req.method} ${new URL(req.url).pathname} answered an unexpected body: ${parsed.error.message.slice(0, 300)}`, response.status);
  }
  return parsed.data as never;
}

export function basicAuth(username: string, password: string): string {
  return `Basic ${Buffer.from(`${username}:${password}`).toString("base64")}`;
}

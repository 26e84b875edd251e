// The one JSON call the API clients share (lib/api.ts jsonCaller): what each failure becomes.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ApiContractError, ApiError, ApiNetworkError, jsonCaller } from "./api";

const schema = z.object({ ok: z.boolean() });
const answer = (status: number, body: unknown, headers: Record<string, string> = {}) => async () =>
  new Response(body === undefined ? "not json" : JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });

describe("jsonCaller", () => {
  it("answers the parsed body and asks for JSON", async () => {
    let accept: string | null = null;
    const call = jsonCaller(async (_path, init) => {
      accept = new Headers(init?.headers).get("accept");
      return answer(200, { ok: true })();
    });
    await expect(call("/api/x/", schema)).resolves.toEqual({ ok: true });
    expect(accept).toBe("application/json");
  });

  it("turns a failed fetch, an error status and a body off the contract into their errors", async () => {
    await expect(jsonCaller(async () => Promise.reject(new Error("offline")))("/api/x/", schema)).rejects.toBeInstanceOf(ApiNetworkError);
    const refused = await jsonCaller(answer(404, { detail: "Not found" }))("/api/x/", schema).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 404, body: { detail: "Not found" } });
    await expect(jsonCaller(answer(200, { ok: "yes" }))("/api/x/", schema)).rejects.toBeInstanceOf(ApiContractError);
    await expect(jsonCaller(answer(500, undefined))("/api/x/", schema)).rejects.toMatchObject({ status: 500, body: null });
  });

  it("carries Retry-After on a 429's body only when asked", async () => {
    const tooMany = answer(429, { detail: "Slow down" }, { "retry-after": "30" });
    await expect(jsonCaller(tooMany, { retryAfter: true })("/api/x/", schema)).rejects.toMatchObject({ status: 429, body: { detail: "Slow down", retryAfter: 30 } });
    const plain = await jsonCaller(tooMany)("/api/x/", schema).catch((e: unknown) => e);
    expect(plain).toMatchObject({ status: 429 });
    expect((plain as ApiError).body).toEqual({ detail: "Slow down" });
  });
});

// The one JSON call the API clients share (lib/api.ts jsonCaller): what each failure becomes.
import { API_RETRY_DELAYS_MS } from "@polku/domain";
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

  describe("retries and timeout (spec 01 §7)", () => {
    const noWait = { sleep: async () => undefined };
    const sequence = (...steps: (number | "offline")[]) => {
      const calls: RequestInit[] = [];
      const fetchImpl = async (_path: string, init?: RequestInit) => {
        calls.push(init ?? {});
        const step = steps[Math.min(calls.length - 1, steps.length - 1)]!;
        if (step === "offline") throw new TypeError("Failed to fetch");
        return answer(step, step < 400 ? { ok: true } : { detail: "x" })();
      };
      return { fetchImpl, calls };
    };

    it("sends a read again after a network failure and 502/503/504, waiting the domain's delays", async () => {
      const waits: number[] = [];
      const { fetchImpl, calls } = sequence("offline", 503, 200);
      await expect(jsonCaller(fetchImpl, { sleep: async (ms) => void waits.push(ms) })("/api/x/", schema)).resolves.toEqual({ ok: true });
      expect(calls).toHaveLength(3);
      expect(waits).toEqual([...API_RETRY_DELAYS_MS]);
      const gateway = sequence(502, 504, 200);
      await expect(jsonCaller(gateway.fetchImpl, noWait)("/api/x/", schema)).resolves.toEqual({ ok: true });
    });

    it("gives up after the last retry with the last failure", async () => {
      const { fetchImpl, calls } = sequence(503);
      await expect(jsonCaller(fetchImpl, noWait)("/api/x/", schema)).rejects.toMatchObject({ status: 503 });
      expect(calls).toHaveLength(API_RETRY_DELAYS_MS.length + 1);
    });

    it("does not send a read again after 500, 404 or 429", async () => {
      for (const status of [500, 404, 429]) {
        const { fetchImpl, calls } = sequence(status, 200);
        await expect(jsonCaller(fetchImpl, noWait)("/api/x/", schema)).rejects.toMatchObject({ status });
        expect(calls).toHaveLength(1);
      }
    });

    it("sends a write once, unless the call says it is idempotent; then the same body (and key) again", async () => {
      const once = sequence("offline", 200);
      await expect(jsonCaller(once.fetchImpl, noWait)("/api/x/", schema, { method: "POST", body: "{}" })).rejects.toBeInstanceOf(ApiNetworkError);
      expect(once.calls).toHaveLength(1);
      const again = sequence(503, 200);
      const body = JSON.stringify({ idempotency_key: "0f8fad5b-d9cb-469f-a165-70867728950e" });
      await expect(jsonCaller(again.fetchImpl, noWait)("/api/x/", schema, { method: "PUT", body }, { idempotent: true })).resolves.toEqual({ ok: true });
      expect(again.calls.map((init) => init.body)).toEqual([body, body]);
    });

    it("aborts a send that gets no answer within timeoutMs, then retries it", async () => {
      let sends = 0;
      const fetchImpl = (_path: string, init?: RequestInit) => {
        sends++;
        if (sends === 2) return answer(200, { ok: true })();
        return new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal!.reason)));
      };
      await expect(jsonCaller(fetchImpl, { ...noWait, timeoutMs: 20 })("/api/x/", schema)).resolves.toEqual({ ok: true });
      expect(sends).toBe(2);
      const never = () => new Promise<Response>((_resolve, reject) => setTimeout(() => reject(new Error("late")), 1000));
      const started = Date.now();
      const failed = await jsonCaller(
        (path, init) => new Promise<Response>((resolve, reject) => { init?.signal?.addEventListener("abort", () => reject(init.signal!.reason)); void never().then(resolve, () => undefined); }),
        { ...noWait, timeoutMs: 20 },
      )("/api/x/", schema).catch((e: unknown) => e);
      expect(failed).toBeInstanceOf(ApiNetworkError);
      expect((failed as Error).cause).toMatchObject({ name: "TimeoutError" });
      expect(Date.now() - started).toBeLessThan(900);
    });

    it("does not send again what the caller aborted", async () => {
      const controller = new AbortController();
      let sends = 0;
      const fetchImpl = async (_path: string, init?: RequestInit) => {
        sends++;
        controller.abort();
        throw init?.signal?.reason ?? new Error("aborted");
      };
      await expect(jsonCaller(fetchImpl, { ...noWait, timeoutMs: 1000 })("/api/x/", schema, { signal: controller.signal })).rejects.toBeInstanceOf(ApiNetworkError);
      expect(sends).toBe(1);
    });

    it("leaves the content-type of a multipart body to fetch, and asks for JSON", async () => {
      const { fetchImpl, calls } = sequence(200);
      const form = new FormData();
      form.set("file", new Blob(["x"]), "a.txt");
      await jsonCaller(fetchImpl)("/api/x/", schema, { method: "POST", body: form, headers: { "content-type": "application/json" } });
      const headers = new Headers(calls[0]!.headers);
      expect(headers.has("content-type")).toBe(false);
      expect(headers.get("accept")).toBe("application/json");
    });
  });
});

// Delivers the test provider's signed notifications to the shop, the way a real provider does:
// POST with a signature header, retried on failure with growing pauses, the same event id each
// time. Pending deliveries live in this process only; close() drops them.
//
// node:http(s) with keep-alive rather than fetch: the shop usually notifies itself, once per
// order, and fetch's own machinery cost more CPU than the rest of the delivery (docs/performance.md).
import { Agent as HttpAgent, request as httpRequest } from "node:http";
import { Agent as HttpsAgent, request as httpsRequest } from "node:https";
import type { FastifyBaseLogger } from "fastify";
import { SIGNATURE_HEADER, signNotification } from "./signing";

/** Pauses before each retry; a notification given up on is logged. */
export const DEFAULT_RETRY_DELAYS_MS = [1_000, 5_000, 30_000, 120_000];
const DELIVERY_TIMEOUT_MS = 5_000;

export interface Notifier {
  /** Sends now; resolves with whether the shop took it (2xx). Retries go on in the background. */
  send(url: string, body: unknown): Promise<boolean>;
  /** Sends after a pause (the 'delay' choice). */
  sendLater(url: string, body: unknown, delayMs: number): void;
  close(): void;
}

export function createNotifier(opts: { secret: string; retryDelaysMs?: number[]; log?: FastifyBaseLogger }): Notifier {
  const retryDelays = opts.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const timers = new Set<NodeJS.Timeout>();
  let closed = false;

  const later = (ms: number, fn: () => void) => {
    if (closed) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      fn();
    }, ms);
    timer.unref();
    timers.add(timer);
  };

  const agents = { http: new HttpAgent({ keepAlive: true }), https: new HttpsAgent({ keepAlive: true }) };

  /** One POST; true for a 2xx answer, false for anything else, an error or the time limit. */
  function attempt(url: string, rawBody: string): Promise<boolean> {
    // Signed at each attempt: a retry is a fresh delivery with a fresh timestamp, as with real providers.
    const signature = signNotification(opts.secret, rawBody, Math.floor(Date.now() / 1000));
    const secure = url.startsWith("https:");
    return new Promise((resolve) => {
      const req = (secure ? httpsRequest : httpRequest)(
        url,
        {
          method: "POST",
          agent: secure ? agents.https : agents.http,
          timeout: DELIVERY_TIMEOUT_MS,
          headers: { "content-type": "application/json", "content-length": Buffer.byteLength(rawBody), [SIGNATURE_HEADER]: signature },
        },
        (response) => {
          response.resume();
          response.on("end", () => resolve((response.statusCode ?? 0) >= 200 && (response.statusCode ?? 0) < 300));
          response.on("error", () => resolve(false));
        },
      );
      req.on("timeout", () => req.destroy(new Error("notification timed out")));
      req.on("error", () => resolve(false));
      req.end(rawBody);
    });
  }

  async function deliver(url: string, rawBody: string, retry: number): Promise<boolean> {
    if (closed) return false;
    const ok = await attempt(url, rawBody);
    if (!ok) {
      const pause = retryDelays[retry];
      if (pause === undefined) opts.log?.warn({ url }, "test payment notification given up after retries");
      else later(pause, () => void deliver(url, rawBody, retry + 1));
    }
    return ok;
  }

  return {
    send: (url, body) => deliver(url, JSON.stringify(body), 0),
    sendLater: (url, body, delayMs) => later(delayMs, () => void deliver(url, JSON.stringify(body), 0)),
    close() {
      closed = true;
      agents.http.destroy();
      agents.https.destroy();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}

// The test provider's signatures (docs/payments.md "Test provider"): sessions and payment ids are
// HMAC-signed tokens, so the provider keeps no state yet nothing it issued can be altered, and its
// notifications carry an HMAC over the timestamp and the raw body, checked within a replay window.
import { createHmac, timingSafeEqual } from "node:crypto";
import type { z } from "zod";

export function hmac(secret: string, data: string): Buffer {
  return createHmac("sha256", secret).update(data).digest();
}

function equal(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

/** base64url(JSON).base64url(HMAC): readable by anyone, changeable by no one without the secret. */
export function signToken(secret: string, purpose: string, payload: unknown): string {
  const body = Buffer.from(JSON.stringify(payload)).toString("base64url");
  return `${body}.${hmac(secret, `${purpose}.${body}`).toString("base64url")}`;
}

/** The payload of a token signed for this purpose, or null when altered, foreign or malformed. */
export function verifyToken<S extends z.ZodType>(secret: string, purpose: string, token: string, schema: S): z.output<S> | null {
  const [body, mac, ...rest] = token.split(".");
  if (!body || !mac || rest.length > 0 || !/^[A-Za-z0-9_-]+$/.test(body) || !/^[A-Za-z0-9_-]+$/.test(mac)) return null;
  if (!equal(Buffer.from(mac, "base64url"), hmac(secret, `${purpose}.${body}`))) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(Buffer.from(body, "base64url").toString("utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export const SIGNATURE_HEADER = "polku-test-signature";
/** A notification older or newer than this is refused as a replay (or a badly set clock). */
export const REPLAY_WINDOW_SECONDS = 300;

/** "t=1700000000,v1=<hex HMAC of `t.body`>" */
export function signNotification(secret: string, rawBody: string, unixSeconds: number): string {
  return `t=${unixSeconds},v1=${hmac(secret, `${unixSeconds}.${rawBody}`).toString("hex")}`;
}

/** Why a signature header does not hold for this body now, or null when it does. */
export function notificationSignatureProblem(secret: string, headerValue: string | undefined, rawBody: string, nowSeconds: number): string | null {
  if (!headerValue) return "no signature";
  const parts = Object.fromEntries(headerValue.split(",").map((p) => p.trim().split("=", 2) as [string, string]));
  const t = Number(parts.t);
  if (!/^\d{1,12}$/.test(parts.t ?? "") || !/^[0-9a-f]{64}$/.test(parts.v1 ?? "")) return "malformed signature";
  if (Math.abs(nowSeconds - t) > REPLAY_WINDOW_SECONDS) return "timestamp outside the replay window";
  if (!equal(Buffer.from(parts.v1!, "hex"), hmac(secret, `${t}.${rawBody}`))) return "signature does not match";
  return null;
}

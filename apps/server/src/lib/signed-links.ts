// Links that act without a login carry an HMAC-SHA256 of what they act on, keyed with the
// shop's secret (docs/security.md "Signed links"): only the shop can make the link of an
// address, so nobody can act on another person's behalf. The purpose is part of the signed
// text, so a link made for one thing never works for another.
import { createHmac, timingSafeEqual } from "node:crypto";

export function signLink(secret: string, purpose: string, subject: string): string {
  return createHmac("sha256", secret).update(`${purpose}:${subject}`).digest("base64url");
}

export function verifyLink(secret: string, purpose: string, subject: string, signature: string): boolean {
  const expected = Buffer.from(signLink(secret, purpose, subject));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

// Links that act without a login carry an HMAC-SHA256 of what they act on, keyed with the
// shop's secret (docs/security.md "Signed links"): the stop-reminders link of an address can be
// made only by the shop, so nobody can stop another person's mail.
import { createHmac, timingSafeEqual } from "node:crypto";
import { normaliseEmail } from "@polku/domain";

export function stopRemindersSignature(secret: string, email: string): string {
  return createHmac("sha256", secret).update(`stop-reminders:${normaliseEmail(email)}`).digest("base64url");
}

export function verifyStopRemindersSignature(secret: string, email: string, signature: string): boolean {
  const expected = Buffer.from(stopRemindersSignature(secret, email));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

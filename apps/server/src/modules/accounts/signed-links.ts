// The stop-reminders link of an address (docs/security.md "Signed links"): signed, so nobody can
// stop another person's mail.
import { normaliseEmail } from "@polku/domain";
import { signLink, verifyLink } from "../../lib/signed-links";

export function stopRemindersSignature(secret: string, email: string): string {
  return signLink(secret, "stop-reminders", normaliseEmail(email));
}

export function verifyStopRemindersSignature(secret: string, email: string, signature: string): boolean {
  return verifyLink(secret, "stop-reminders", normaliseEmail(email), signature);
}

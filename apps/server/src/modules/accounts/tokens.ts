// Access tokens (docs/security.md "Tokens"): 32 random bytes, base64url; the database keeps
// only their SHA-256, so a leaked table grants no access.
import { createHash, randomBytes } from "node:crypto";

export function newAccessToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashAccessToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** spec 01 §3 hashed_email: SHA-256 (hex) of the normalised e-mail. */
export function hashEmail(normalisedEmail: string): string {
  return createHash("sha256").update(normalisedEmail).digest("hex");
}

// Password hashing: argon2id with OWASP's recommended minimum (docs/security.md "Passwords").
// Hashes are PHC strings that carry their parameters, so stronger settings later still verify
// old hashes, and a login rehashes them (needsRehash).
import { argon2id, hash, needsRehash, verify } from "argon2";

export const PASSWORD_HASH_OPTIONS = {
  type: argon2id,
  /** KiB: 19 MiB. */
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

/** False for a wrong password and for a stored value that is not a valid hash. */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

export function passwordNeedsRehash(stored: string): boolean {
  try {
    return needsRehash(stored, PASSWORD_HASH_OPTIONS);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;
/**
 * A hash of a random password, verified for unknown e-mail addresses so that a login for an
 * address without an account takes as long as one with a wrong password.
 */
export function dummyPasswordHash(): Promise<string> {
  dummy ??= hashPassword(crypto.randomUUID());
  return dummy;
}

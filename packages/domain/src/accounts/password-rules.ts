// Password rules of registration and reset (docs/security.md "Passwords"), shared by the API
// and the storefront's forms and strength meter. Following NIST SP 800-63B: length over
// composition rules, no passwords from a list of the most common ones, none made of the
// account's own address, and no upper limit a passphrase would hit.
export const PASSWORD_MIN_LENGTH = 10;

export type PasswordProblem = "required" | "too_short" | "too_long" | "too_common" | "contains_email" | "repetitive";

/** The most used passwords of public breach lists, and words of this shop, lower-cased. */
const COMMON = new Set([
  "1234567890", "12345678910", "0123456789", "1q2w3e4r5t", "qwertyuiop", "1qaz2wsx3edc", "password123", "password1234",
  "passw0rd123", "iloveyou123", "qwerty1234", "qwerty12345", "abcdefghij", "abc1234567", "salasana123", "salasana1234",
  "passwort123", "motdepasse123", "lösenord123", "1111111111", "0000000000", "9876543210", "asdfghjkl1", "letmein1234",
  "welcome1234", "polku12345", "polkupolku", "retkeily123", "qazwsxedcrfv", "administrator",
]);

/** The first problem of a password, or null when it may be used. */
export function passwordProblem(password: string, context: { email?: string } = {}): PasswordProblem | null {
  if (!password) return "required";
  if ([...password].length < PASSWORD_MIN_LENGTH) return "too_short";
  if (password.length > 1024) return "too_long";
  const lower = password.toLowerCase();
  if (COMMON.has(lower)) return "too_common";
  const local = context.email?.trim().toLowerCase().split("@")[0] ?? "";
  if (local.length >= 4 && lower.includes(local)) return "contains_email";
  if (new Set(lower).size < 4) return "repetitive";
  return null;
}

/**
 * A 0-4 strength for the meter: 0 for a password that is refused, then by length and by how
 * many kinds of characters it mixes (lower, upper, digits, others).
 */
export function passwordStrength(password: string, context: { email?: string } = {}): 0 | 1 | 2 | 3 | 4 {
  if (passwordProblem(password, context)) return 0;
  const kinds = [/\p{Ll}/u, /\p{Lu}/u, /\p{Nd}/u, /[^\p{L}\p{Nd}]/u].filter((re) => re.test(password)).length;
  const length = [...password].length;
  const score = (length >= 14 ? 2 : 1) + (length >= 20 ? 1 : 0) + (kinds >= 3 ? 1 : 0);
  return Math.min(4, Math.max(1, score)) as 1 | 2 | 3 | 4;
}

// One spelling of an e-mail address for look-ups, uniqueness and the hashed_email of spec 01 §3:
// trimmed and lower-cased (the database's unique index is on lower(email) too).
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

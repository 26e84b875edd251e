// spec 01 §7: a customer's token arrives as `Authorization: Bearer <token>`. Tokens are 32 random
// bytes in base64url (43 characters); anything that cannot be one of ours is no token at all.
export const ACCESS_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The token of an Authorization header, or null when the header is missing or not a Bearer token. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer[ ]+(\S+)[ ]*$/i.exec(header);
  const token = match?.[1];
  return token && ACCESS_TOKEN_PATTERN.test(token) ? token : null;
}

// Rules of the login form shared by the page and its action: field checks in the shopper's
// language (spec 02 §5 messages) and the safe `?next=` target after login.
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, localRedirectPath, tokenRequestSchema } from "@polku/domain";
import type { MessageKey } from "../../lib/i18n";

export const ACCOUNT_PATH = "/accounts/";
export const LOGIN_PATH = "/accounts/login/";

export interface LoginFieldErrors {
  email?: MessageKey;
  password?: MessageKey;
}

/** Field errors of a login attempt, or null when the form may be sent to the API. */
export function checkLoginFields(email: string, password: string): LoginFieldErrors | null {
  const errors: LoginFieldErrors = {};
  const trimmed = email.trim();
  if (!trimmed) errors.email = "accounts.login.emailRequired";
  else if (trimmed.length > EMAIL_MAX_LENGTH || !tokenRequestSchema.shape.email.safeParse(trimmed).success) errors.email = "accounts.login.emailInvalid";
  if (!password) errors.password = "accounts.login.passwordRequired";
  else if (password.length > PASSWORD_MAX_LENGTH) errors.password = "accounts.login.wrongCredentials";
  return errors.email || errors.password ? errors : null;
}

/**
 * Where to go after login: a path of this shop only (never another host, `//host` or
 * `/\host`), and never back to the login page itself; otherwise the account page.
 */
export function safeNextPath(next: string | null | undefined): string {
  // Normalised first (the domain's rule): `/..//evil.example` is `//evil.example` to a browser.
  const path = localRedirectPath(next);
  if (!path || path.startsWith(LOGIN_PATH)) return ACCOUNT_PATH;
  return path;
}

/** The login page's address that comes back to `path` afterwards. */
export function loginPathFor(path: string): string {
  return `${LOGIN_PATH}?${new URLSearchParams({ next: path })}`;
}

/** Whole minutes to wait (at least one) for a throttled login's Retry-After seconds. */
export function minutesToWait(retryAfterSeconds: number): number {
  return Math.max(1, Math.ceil(retryAfterSeconds / 60));
}

/**
 * Why the shopper was sent to log in (`?info=`): a page that needs a login names its reason,
 * shown above the form (spec 02 §8 'Adding to wishlist requires login'). Unknown values show nothing.
 */
const LOGIN_INFO: Record<string, MessageKey> = {
  wishlist: "social.wishlist.loginRequired",
};

export function loginInfoKey(info: string | null): MessageKey | null {
  return info && Object.hasOwn(LOGIN_INFO, info) ? LOGIN_INFO[info]! : null;
}

/** The login page's address with a reason, coming back to `path` afterwards. */
export function loginPathWithInfo(path: string, info: keyof typeof LOGIN_INFO): string {
  return `${LOGIN_PATH}?${new URLSearchParams({ next: path, info })}`;
}

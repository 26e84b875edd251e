// E-mailed account links (docs/accounts.md "E-mailed links"): how long each lives and the
// storefront addresses they open (spec 01 §2).
export const ACTIVATION_LINK_HOURS = 72;
export const PASSWORD_RESET_LINK_HOURS = 1;
export const ACCOUNT_DELETION_LINK_HOURS = 24;

export type AccountLinkPurpose = "activation" | "password_reset" | "account_deletion";

export const ACCOUNT_LINK_HOURS: Record<AccountLinkPurpose, number> = {
  activation: ACTIVATION_LINK_HOURS,
  password_reset: PASSWORD_RESET_LINK_HOURS,
  account_deletion: ACCOUNT_DELETION_LINK_HOURS,
};

/** A link token: 32 random bytes in base64url, like login tokens. */
export const ACCOUNT_LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function accountLinkPath(purpose: AccountLinkPurpose, token: string): string {
  switch (purpose) {
    case "activation":
      return `/accounts/activate/${token}/`;
    case "password_reset":
      return `/accounts/password/reset/confirm/${token}/`;
    case "account_deletion":
      return `/accounts/delete-account/${token}/`;
  }
}

/** spec 01 §2 /accounts/stop_reminders/{email}/, signed so only the address's owner can use it. */
export function stopRemindersPath(email: string, signature: string): string {
  return `/accounts/stop_reminders/${encodeURIComponent(email)}/?signature=${encodeURIComponent(signature)}`;
}

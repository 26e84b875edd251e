// Use cases of customer accounts (docs/accounts.md): token login, logout, the shell's customer
// and the saved cart. Expected refusals are values; the routes turn them into answers.
import type { Database } from "@polku/db";
import { normaliseEmail, shellUsername, tokenLifetimeSeconds, type CartContent, type CustomerResponse, type TokenRequest, type TokenResponse } from "@polku/domain";
import {
  findLoginCandidate, insertToken, loadShellData, revokeToken, saveCartContent, updatePasswordHash, type AuthenticatedCustomer,
} from "./accounts.repository";
import { loginKeys, type LoginThrottle } from "./login-throttle";
import { dummyPasswordHash, hashPassword, passwordNeedsRehash, verifyPassword } from "./password";
import { hashAccessToken, hashEmail, newAccessToken } from "./tokens";

export type LoginResult =
  | { kind: "ok"; token: TokenResponse }
  | { kind: "wrong_credentials" }
  | { kind: "not_activated" }
  | { kind: "throttled"; retryAfter: number };

export interface AccountsServiceOptions {
  throttle: LoginThrottle;
  tokenLifetimeDays: number;
  now?: () => Date;
}

export function createAccountsService(db: Database, opts: AccountsServiceOptions) {
  const now = opts.now ?? (() => new Date());
  const lifetime = tokenLifetimeSeconds(opts.tokenLifetimeDays);
  // Made now, so the first login for an unknown address is not the slow one.
  void dummyPasswordHash();

  return {
    async login(input: TokenRequest, ip: string): Promise<LoginResult> {
      const email = normaliseEmail(input.email);
      const keys = loginKeys(ip, email);
      const retryAfter = await opts.throttle.retryAfter([keys.ip, keys.account]);
      if (retryAfter > 0) return { kind: "throttled", retryAfter };
      // Counted before the password is checked, so parallel attempts cannot all be checked.
      const reserved = await opts.throttle.reserve([keys.ip, keys.account]);
      if (reserved.kind === "throttled") return reserved;

      const candidate = await findLoginCandidate(db, email);
      // An unknown address costs one verification too, so timing does not tell it apart.
      const matches = await verifyPassword(candidate?.passwordHash ?? (await dummyPasswordHash()), input.password);
      if (!candidate || !matches || !candidate.isActive) {
        await opts.throttle.failed(reserved.reservation);
        return { kind: "wrong_credentials" };
      }
      await opts.throttle.succeeded(reserved.reservation, keys.account);
      // Only someone who knows the password learns that the address still awaits activation.
      if (!candidate.activatedAt) return { kind: "not_activated" };

      const token = newAccessToken();
      const expiresAt = new Date(now().getTime() + lifetime * 1000);
      const rehash = passwordNeedsRehash(candidate.passwordHash) ? await hashPassword(input.password) : null;
      await db.transaction(async (tx) => {
        await insertToken(tx, candidate.id, hashAccessToken(token), expiresAt);
        if (rehash) await updatePasswordHash(tx, candidate.id, rehash);
      });
      return { kind: "ok", token: { token_type: "Bearer", access_token: token, expires_in: lifetime } };
    },

    async logout(customer: AuthenticatedCustomer | null): Promise<void> {
      if (customer) await revokeToken(db, customer.tokenId, now());
    },

    async customer(customer: AuthenticatedCustomer): Promise<CustomerResponse> {
      const shell = await loadShellData(db, customer.id);
      return {
        id: customer.id,
        is_staff: customer.isStaff || customer.isAdmin,
        is_admin: customer.isAdmin,
        username: shellUsername(customer),
        postcode: customer.postcode,
        customer: {
          wishlist_model_ids: shell.wishlistModelIds,
          voted_reviews: shell.votedReviews.map((v) => ({ review_id: v.reviewId, vote: v.vote })),
          is_org_user: customer.isOrgUser,
          hashed_email: hashEmail(normaliseEmail(customer.email)),
          email: customer.email,
          cart_content: shell.cartContent == null ? null : JSON.stringify(shell.cartContent),
          club: customer.clubMemberNumber && customer.clubJoinedOn ? { member_number: customer.clubMemberNumber, joined_on: customer.clubJoinedOn } : null,
        },
      };
    },

    async saveCart(customer: AuthenticatedCustomer, cart: CartContent | null): Promise<{ cart_content: string | null }> {
      await db.transaction(async (tx) => saveCartContent(tx, customer.id, cart));
      return { cart_content: cart == null ? null : JSON.stringify(cart) };
    },
  };
}

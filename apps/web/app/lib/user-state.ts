// The user's wishlist and review votes as the page shows them (spec 01 §3-4 "Auth user":
// wishlistModelIds, voteReviews). The root data carries them from GET /api/customer/; a toggle
// or vote answered by the API replaces them here, for every component of the page and the
// pages visited next. Once the root data is loaded again (login, logout, a form post), it is
// at least as new as these answers, so an override only holds for the root user it was made on.
import type { VotedReview } from "@polku/domain";
import { useCallback, useSyncExternalStore } from "react";
import { authorizationFromCookies, readBrowserCookies } from "./cookies";
import { useUser, type AuthUser } from "./root-data";

interface Override<T> {
  base: AuthUser;
  value: T;
}

function createOverride<T>() {
  let current: Override<T> | null = null;
  const listeners = new Set<() => void>();
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: () => current,
    set(base: AuthUser, value: T | ((previous: T) => T), fromUser: (user: AuthUser) => T) {
      const previous = current && current.base === base ? current.value : fromUser(base);
      current = { base, value: typeof value === "function" ? (value as (previous: T) => T)(previous) : value };
      for (const listener of listeners) listener();
    },
  };
}

const wishlist = createOverride<number[]>();
const votes = createOverride<VotedReview[]>();
const serverSnapshot = () => null;

/** A new value, or a change of the latest one (several toggles in flight each change their own item). */
export type Update<T> = T | ((previous: T) => T);

function useOverridden<T>(store: ReturnType<typeof createOverride<T>>, fromUser: (user: AuthUser) => T): [T, (value: Update<T>) => void] {
  const user = useUser();
  const override = useSyncExternalStore(store.subscribe, store.snapshot, serverSnapshot);
  const set = useCallback((value: Update<T>) => store.set(user, value, fromUser), [store, user, fromUser]);
  return [override && override.base === user ? override.value : fromUser(user), set];
}

/** spec 01 §3 wishlistModelIds, and a setter for the server's answer. */
const wishlistOf = (user: AuthUser) => user.wishlistModelIds;
const votesOf = (user: AuthUser) => user.voteReviews;

export function useWishlistModelIds(): [number[], (ids: Update<number[]>) => void] {
  return useOverridden(wishlist, wishlistOf);
}

/** spec 01 §3 voteReviews, and a setter (local-first votes and the server's answer). */
export function useVotedReviews(): [VotedReview[], (votes: Update<VotedReview[]>) => void] {
  return useOverridden(votes, votesOf);
}

/** The so.auth value as an Authorization header in the browser, or null (spec 01 §6-7). */
export function browserAuthorization(): string | null {
  return authorizationFromCookies(readBrowserCookies());
}

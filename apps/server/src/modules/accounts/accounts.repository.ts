// SQL of customer accounts: look-ups by e-mail and token, tokens, the shell's customer data.
import { authTokens, customers, reviewVotes, wishlistItems, type Executor } from "@polku/db";
import { and, asc, eq, gt, isNull, lt, or, sql } from "@polku/db/orm";

export interface LoginCandidate {
  id: number;
  passwordHash: string;
  isActive: boolean;
  activatedAt: Date | null;
}

export async function findLoginCandidate(db: Executor, normalisedEmail: string): Promise<LoginCandidate | null> {
  const rows = await db
    .select({ id: customers.id, passwordHash: customers.passwordHash, isActive: customers.isActive, activatedAt: customers.activatedAt })
    .from(customers)
    .where(eq(sql`lower(${customers.email})`, normalisedEmail))
    .limit(1);
  return rows[0] ?? null;
}

export async function updatePasswordHash(db: Executor, customerId: number, passwordHash: string): Promise<void> {
  await db.update(customers).set({ passwordHash }).where(eq(customers.id, customerId));
}

export async function insertToken(db: Executor, customerId: number, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.insert(authTokens).values({ customerId, tokenHash, expiresAt });
}

/** What a request knows about its customer (request.customer). */
export interface AuthenticatedCustomer {
  id: number;
  email: string;
  username: string | null;
  postcode: string;
  isStaff: boolean;
  isAdmin: boolean;
  isOrgUser: boolean;
  clubMemberNumber: string | null;
  clubJoinedOn: string | null;
  /** The token this request came with (logout revokes it). */
  tokenId: number;
}

/** The customer of a live token: not revoked, not expired, account active and activated. */
export async function findCustomerByToken(db: Executor, tokenHash: string, now: Date): Promise<AuthenticatedCustomer | null> {
  const rows = await db
    .select({
      id: customers.id,
      email: customers.email,
      username: customers.username,
      postcode: customers.postcode,
      isStaff: customers.isStaff,
      isAdmin: customers.isAdmin,
      isOrgUser: customers.isOrgUser,
      clubMemberNumber: customers.clubMemberNumber,
      clubJoinedOn: customers.clubJoinedOn,
      tokenId: authTokens.id,
      lastUsedAt: authTokens.lastUsedAt,
    })
    .from(authTokens)
    .innerJoin(customers, eq(customers.id, authTokens.customerId))
    .where(
      and(
        eq(authTokens.tokenHash, tokenHash),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, now),
        eq(customers.isActive, true),
        sql`${customers.activatedAt} is not null`,
      ),
    )
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const { lastUsedAt, ...customer } = row;
  // Last use is kept to the minute: one write per token and minute, not per request.
  if (!lastUsedAt || now.getTime() - lastUsedAt.getTime() > 60_000) {
    await db.update(authTokens).set({ lastUsedAt: now }).where(eq(authTokens.id, row.tokenId));
  }
  return customer;
}

export async function revokeToken(db: Executor, tokenId: number, now: Date): Promise<void> {
  await db.update(authTokens).set({ revokedAt: now }).where(and(eq(authTokens.id, tokenId), isNull(authTokens.revokedAt)));
}

/** Tokens that expired or were revoked a while ago are of no use to anyone. */
export async function deleteDeadTokens(db: Executor, before: Date): Promise<void> {
  await db.delete(authTokens).where(or(lt(authTokens.expiresAt, before), lt(authTokens.revokedAt, before)));
}

export async function loadShellData(db: Executor, customerId: number) {
  const [wishlist, votes, cart] = await Promise.all([
    db.select({ modelId: wishlistItems.modelId }).from(wishlistItems).where(eq(wishlistItems.customerId, customerId)).orderBy(asc(wishlistItems.createdAt), asc(wishlistItems.modelId)),
    db.select({ reviewId: reviewVotes.reviewId, vote: reviewVotes.vote }).from(reviewVotes).where(eq(reviewVotes.customerId, customerId)).orderBy(asc(reviewVotes.reviewId)),
    db.select({ cartContent: customers.cartContent }).from(customers).where(eq(customers.id, customerId)),
  ]);
  return {
    wishlistModelIds: wishlist.map((w) => w.modelId),
    votedReviews: votes,
    cartContent: cart[0]?.cartContent ?? null,
  };
}

export async function saveCartContent(db: Executor, customerId: number, cartContent: unknown): Promise<void> {
  await db.update(customers).set({ cartContent: cartContent ?? null }).where(eq(customers.id, customerId));
}

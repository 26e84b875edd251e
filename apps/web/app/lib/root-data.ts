// The root loader's data, read anywhere below the root (and by the error screen).
import type { FirstPaintGroup } from "../features/menu/menu-levels";
import { clubPriceAudience, type ClubPriceAudience, type LanguageCode, type LoadStatus } from "@polku/domain";
import type { bannersResponseSchema, CustomerResponse, ShopPromisesResponse, storeSchema } from "@polku/domain";
import { useRouteLoaderData } from "react-router";
import type { z } from "zod";
import type { Messages } from "./i18n";
import type { LocaleConfig } from "./locale-config";

export type BannersData = z.infer<typeof bannersResponseSchema>;
export type StoreRef = Pick<z.infer<typeof storeSchema>, "id" | "slug" | "name" | "type">;

/** spec 01 §3 "Auth user": who is logged in; a guest has isAuthenticated false and empty fields. */
export interface AuthUser {
  isAuthenticated: boolean;
  id: number | null;
  isStaffUser: boolean;
  isAdminUser: boolean;
  isOrgUser: boolean;
  /** A club member (GET /api/customer/ customer.club): sees club prices as their own (docs/accounts.md). */
  isClubMember: boolean;
  hashedEmail: string | null;
  email: string | null;
  /** Staff only (spec 01 §6). */
  username: string | null;
  wishlistModelIds: number[];
  /** Review id and vote, true for up. */
  voteReviews: { reviewId: number; vote: boolean }[];
  /** The cart saved on the server (spec 01 §3 cart_content, a JSON string), merged on login (docs/cart.md). */
  cartContent: string | null;
}

export const GUEST_USER: AuthUser = {
  isAuthenticated: false,
  id: null,
  isStaffUser: false,
  isAdminUser: false,
  isOrgUser: false,
  isClubMember: false,
  hashedEmail: null,
  email: null,
  username: null,
  wishlistModelIds: [],
  voteReviews: [],
  cartContent: null,
};

/** spec 01 §3: the server customer response as the shell's user. */
export function toAuthUser(response: CustomerResponse): AuthUser {
  return {
    isAuthenticated: true,
    id: response.id,
    isStaffUser: response.is_staff,
    isAdminUser: response.is_admin,
    isOrgUser: response.customer.is_org_user,
    isClubMember: response.customer.club != null,
    hashedEmail: response.customer.hashed_email,
    email: response.customer.email,
    username: response.username,
    wishlistModelIds: response.customer.wishlist_model_ids,
    voteReviews: response.customer.voted_reviews.map((entry) => ({ reviewId: entry.review_id, vote: entry.vote })),
    cartContent: response.customer.cart_content,
  };
}

export const NO_PROMISES: ShopPromisesResponse = { free_delivery: null, payment_methods: [] };

export interface RootData {
  language: LanguageCode;
  /** The dictionary keys of the page's scope in its language (docs/storefront.md "The dictionary of a page"). */
  messages: Partial<Messages>;
  /** The scope those keys are of (lib/page-messages.ts). */
  messageScope: number;
  locale: LocaleConfig;
  /** The first paint's part of the group tree (`firstPaintGroups`); `useProductGroups` has the whole. */
  productGroups: FirstPaintGroup[];
  productGroupsStatus: LoadStatus;
  banners: BannersData;
  bannersStatus: LoadStatus;
  /** General settings (spec 01 §3), key -> value. */
  settings: Record<string, string>;
  /** What the shop may promise in the delivery country: free-delivery threshold, payment methods. */
  promises: ShopPromisesResponse;
  /** Feature flags of the settings with the URL overrides of this request applied. */
  featureFlags: Record<string, boolean>;
  stores: StoreRef[];
  /** The colours (resources): names and swatch images of card swatches everywhere (issue 12). */
  colors?: { slug: string; name: string; image: string | null }[];
  buildId: string;
  gtmId: string | null;
  shopName: string;
  /** The customer service address the product page's error screen shows (spec 01 §2). */
  contactEmail: string | null;
  publicUrl: string;
  /** Production host -> language; empty on localhost, where a cookie holds the language. */
  languageHosts: Record<string, LanguageCode>;
  /** The logged-in customer (spec 01 §3), or GUEST_USER. */
  user: AuthUser;
  /** ADMIN_URL for staff users' 'Open in admin' links; null for everyone else or when unset. */
  adminUrl: string | null;
}

// The browser keeps the last root data so that an error screen shown after a failed client
// navigation (no fresh root data) still speaks the page's language.
let lastRootData: RootData | undefined;

export function useRootData(): RootData {
  const data = useOptionalRootData();
  if (!data) throw new Error("Root data is missing");
  return data;
}

export function useOptionalRootData(): RootData | undefined {
  const data = useRouteLoaderData("root") as RootData | undefined;
  if (data && typeof window !== "undefined") lastRootData = data;
  return data ?? (typeof window !== "undefined" ? lastRootData : undefined);
}

/** Whether the club price is the shopper's own and which hint goes with it (clubPriceAudience). */
export function useClubPriceAudience(): ClubPriceAudience {
  return clubPriceAudience(useUser());
}

/** The logged-in user of the page, or the guest (spec 01 §3); a guest outside the root data too. */
export function useUser(): AuthUser {
  return useOptionalRootData()?.user ?? GUEST_USER;
}

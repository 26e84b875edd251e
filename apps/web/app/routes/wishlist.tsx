// /wishlist/ (spec 01 §2): the logged-in customer's saved products; a guest goes to login first
// and comes back here (docs/accounts.md "Wishlist").
import { redirect } from "react-router";
import { loginPathFor } from "../features/accounts/login-rules";
import { WishlistPage, type WishlistPageData } from "../features/wishlist/wishlist-page";
import { pageMeta, rootDataOf, translatorOf } from "../lib/meta";
import { cookieHeaders, requestCustomer, requireLocale, serverApi } from "../lib/request-locale.server";
import type { Route } from "./+types/wishlist";

export const handle = { layout: "default" };

export const WISHLIST_PATH = "/wishlist/";

export async function loader({ request, context }: Route.LoaderArgs): Promise<WishlistPageData> {
  const [{ config }, { user, authorization, setCookies }] = await Promise.all([requireLocale(request, context), requestCustomer(request, context)]);
  if (!user.isAuthenticated || !authorization) throw redirect(loginPathFor(WISHLIST_PATH), { headers: cookieHeaders(setCookies) });
  try {
    const answer = await serverApi(context).wishlist(authorization, { language: config.language, taxAreaId: config.taxAreaId });
    return { status: "ready", items: answer.results };
  } catch (error) {
    console.error("Failed to fetch the wishlist", error);
    return { status: "error" };
  }
}

export function meta({ matches, location }: Route.MetaArgs) {
  const root = rootDataOf(matches);
  if (!root) return [];
  return [...pageMeta({ root, title: translatorOf(root)("social.wishlist.title"), path: location.pathname }), { name: "robots", content: "noindex" }];
}

export default function Wishlist({ loaderData }: Route.ComponentProps) {
  return <WishlistPage data={loaderData} />;
}

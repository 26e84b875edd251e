// /product/?id=N and /product-group/?id=N (spec 01 §2 "product and group entry"; docs/content.md
// "Entry addresses"): old and external links by id are sent for good (301) to the model's or
// group's canonical address in the page language, the other query parameters kept. A missing,
// malformed, unknown or hidden id is the 404 screen.
import { redirect } from "react-router";
import { ApiError } from "../lib/api";
import { contentServerApi } from "../lib/content-api.server";
import { notFound } from "../lib/errors";
import { requireLocale } from "../lib/request-locale.server";
import type { Route } from "./+types/entry-redirect";

export const handle = { layout: "default" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { config } = await requireLocale(request, context);
  const url = new URL(request.url);
  const kind = url.pathname.startsWith("/product-group") ? "group" : "product";
  const raw = url.searchParams.get("id") ?? "";
  const id = /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) throw notFound(`${url.pathname}${url.search}`);
  try {
    const { path } = await contentServerApi(context).entryPath(kind, id, config.language);
    const rest = new URLSearchParams(url.search);
    rest.delete("id");
    const query = rest.toString();
    return redirect(`${path}${query ? `?${query}` : ""}`, 301);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound(`${url.pathname}${url.search}`);
    throw error;
  }
}

/** Never shown: the loader redirects or answers the 404 screen. */
export default function EntryRedirect() {
  return null;
}

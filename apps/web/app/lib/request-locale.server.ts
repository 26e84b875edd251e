// One locale resolution per request, shared by the root loader and the page loaders that need
// the tax area or the language (they run in parallel, so they await the same promise).
import { redirect, type AppLoadContext } from "react-router";
import { ApiError, createApiClient, type ApiClient } from "./api";
import { checkContract } from "./api-contracts.server";
import { AUTH_COOKIE, authorizationFromCookies, clearAuthCookie, parseCookies } from "./cookies";
import type { LocaleConfig } from "./locale-config";
import { contentServerApi } from "./content-api.server";
import { resolveRequestLocale, type LocaleResolution } from "./locale.server";
import { GUEST_USER, toAuthUser, type AuthUser } from "./root-data";

const resolutions = new WeakMap<AppLoadContext, Promise<LocaleResolution>>();
const customers = new WeakMap<AppLoadContext, Promise<RequestCustomer>>();

export function serverApi(context: AppLoadContext): ApiClient {
  return createApiClient((path, init) => context.apiFetch(path, init), context.apiCall, checkContract);
}

export function requestLocale(request: Request, context: AppLoadContext): Promise<LocaleResolution> {
  let found = resolutions.get(context);
  if (!found) {
    found = resolveRequestLocale(
      {
        url: new URL(request.url),
        headers: request.headers,
        clientIp: context.clientIp,
        languageHosts: context.languageHosts,
        pathLanguage: async (path, language) => (await contentServerApi(context).routeLanguage(path, language)).language,
      },
      serverApi(context),
    );
    resolutions.set(context, found);
  }
  return found;
}

export function cookieHeaders(setCookies: string[]): Headers {
  const headers = new Headers();
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  return headers;
}

/** The locale config, or the redirect that drops ?delivery_country/?currency (spec 01 §4). */
export async function requireLocale(request: Request, context: AppLoadContext): Promise<{ config: LocaleConfig; setCookies: string[] }> {
  const resolution = await requestLocale(request, context);
  if (resolution.kind === "redirect") throw redirect(resolution.location, { status: resolution.status ?? 302, headers: cookieHeaders(resolution.setCookies) });
  return resolution;
}

export interface RequestCustomer {
  /** spec 01 §6-7: so.auth as the Authorization header value; null for a guest. */
  authorization: string | null;
  user: AuthUser;
  /** so.auth removed when it is malformed or the API refused the customer fetch (spec 01 §8). */
  setCookies: string[];
}

export function isSecureRequest(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}

/** The so.auth cookie of the request as an Authorization header value, or null. */
export function authorizationOf(request: Request): string | null {
  return authorizationFromCookies(parseCookies(request.headers.get("cookie")));
}

/**
 * The logged-in customer of the request (spec 01 §3, §7), fetched once and shared by the root
 * loader and the account pages' loaders. A failed fetch logs the visitor out (spec 01 §8): the
 * cookie is removed and the page renders for a guest; in development a 5xx keeps the cookie.
 */
export function requestCustomer(request: Request, context: AppLoadContext): Promise<RequestCustomer> {
  let found = customers.get(context);
  if (!found) {
    found = fetchCustomer(request, context);
    customers.set(context, found);
  }
  return found;
}

async function fetchCustomer(request: Request, context: AppLoadContext): Promise<RequestCustomer> {
  const cookies = parseCookies(request.headers.get("cookie"));
  const authorization = authorizationFromCookies(cookies);
  const secure = isSecureRequest(request);
  if (!authorization) {
    return { authorization: null, user: GUEST_USER, setCookies: AUTH_COOKIE in cookies ? [clearAuthCookie(secure)] : [] };
  }
  try {
    return { authorization, user: toAuthUser(await serverApi(context).customer(authorization)), setCookies: [] };
  } catch (error) {
    const refused = error instanceof ApiError && error.status < 500;
    if (!refused) console.error("Failed to fetch the customer", error);
    if (!refused && import.meta.env.DEV) return { authorization, user: GUEST_USER, setCookies: [] };
    return { authorization: null, user: GUEST_USER, setCookies: [clearAuthCookie(secure)] };
  }
}

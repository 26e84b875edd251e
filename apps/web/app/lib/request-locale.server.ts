// One locale resolution per request, shared by the root loader and the page loaders that need
// the tax area or the language (they run in parallel, so they await the same promise).
import { redirect, type AppLoadContext } from "react-router";
import { createApiClient, type ApiClient } from "./api";
import type { LocaleConfig } from "./locale-config";
import { resolveRequestLocale, type LocaleResolution } from "./locale.server";

const resolutions = new WeakMap<AppLoadContext, Promise<LocaleResolution>>();

export function serverApi(context: AppLoadContext): ApiClient {
  return createApiClient((path, init) => context.apiFetch(path, init));
}

export function requestLocale(request: Request, context: AppLoadContext): Promise<LocaleResolution> {
  let found = resolutions.get(context);
  if (!found) {
    found = resolveRequestLocale(
      { url: new URL(request.url), headers: request.headers, clientIp: context.clientIp, languageHosts: context.languageHosts },
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
  if (resolution.kind === "redirect") throw redirect(resolution.location, { headers: cookieHeaders(resolution.setCookies) });
  return resolution;
}

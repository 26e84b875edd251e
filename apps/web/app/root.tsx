// The document, the shell providers, layout choice and the error screen (spec 01 §2-4).
import { ZOD_JITLESS_SCRIPT, applyLocaleQuery, type LanguageCode } from "@polku/domain";
import { useEffect, type ReactNode } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useMatches,
  useRouteError,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { ToastProvider } from "./components/ui/toast";
import { useMarketingReady } from "./features/accounts/use-marketing-ready";
import { CartProvider } from "./features/cart/cart-context";
import { useAppUpdate } from "./features/app-update/use-app-update";
import { clearLocaleChange, localeChangePending } from "./features/locale/locale-changes";
import { LocaleProvider } from "./features/locale/locale-provider";
import { ErrorScreen } from "./features/shell/error-screen";
import { CheckoutLayout, DefaultLayout, ErrorLayout, RentleLayout, type LayoutName } from "./features/shell/layouts";
import { StaffProvider } from "./lib/admin-data";
import { useInitDataLayer } from "./lib/analytics";
import { isErrorPayload } from "./lib/errors";
import { I18nProvider, createTranslator, type Messages } from "./lib/i18n";
import { useNonce } from "./lib/nonce";
import "./lib/load-context";
import { rootDataOf } from "./lib/meta";
import { loadRootData } from "./lib/root-loader.server";
import { messageScope } from "./lib/page-messages";
import { useOptionalRootData } from "./lib/root-data";
import "./styles/global.css";
import type { Route } from "./+types/root";

const FAVICON =
  "data:image/svg+xml," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="10" fill="#17392c"/><path d="M5 31 16 15l5 7 4-5 10 14Z" fill="#f7f6f2"/><path d="M21 35c-3-2 4-4 1-7s-6-1-4-5" fill="none" stroke="#e7a93b" stroke-width="2.2" stroke-linecap="round"/></svg>',
  );

export const links: Route.LinksFunction = () => [{ rel: "icon", type: "image/svg+xml", href: FAVICON }];

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadRootData(request, context);
}

/** Pages of a logged-in customer carry `Cache-Control: private, no-store` from the root loader. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const cacheControl = loaderHeaders.get("Cache-Control");
  return cacheControl ? { "Cache-Control": cacheControl } : undefined;
}

/**
 * The shell's data changes only with the locale: after the modal's save (spec 01 §4), or when a
 * link carries ?delivery_country / ?currency. Ordinary navigation keeps it, unless the next page
 * uses other dictionary keys than this one (docs/storefront.md "The dictionary of a page").
 */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  if (localeChangePending()) return true;
  if (applyLocaleQuery(nextUrl).cleanedUrl !== null) return true;
  if (messageScope(nextUrl.pathname) !== messageScope(currentUrl.pathname)) return true;
  return currentUrl.href === nextUrl.href ? defaultShouldRevalidate : false;
}

export function meta({ error, matches }: Route.MetaArgs) {
  if (!error) return [];
  const root = rootDataOf(matches);
  const payload = isRouteErrorResponse(error) && isErrorPayload(error.data) ? error.data : null;
  const messages = (root?.messages ?? payload?.messages) as Messages | undefined;
  const shop = root?.shopName ?? payload?.shopName ?? "";
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const heading = messages ? createTranslator(root?.language ?? payload?.language ?? "fi", messages)("error.heading", { status }) : String(status);
  return [{ title: shop ? `${heading} - ${shop}` : heading }, { name: "robots", content: "noindex" }];
}

function useDocumentLanguage(): LanguageCode {
  const root = useOptionalRootData();
  const error = useRouteError();
  const payload = isRouteErrorResponse(error) && isErrorPayload(error.data) ? error.data : null;
  return root?.language ?? payload?.language ?? "fi";
}

export function Layout({ children }: { children: ReactNode }) {
  const language = useDocumentLanguage();
  // The request's CSP nonce on the inline scripts (lib/nonce.tsx); none in the browser, where
  // the attributes are already in the page.
  const { script: nonce } = useNonce();
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#17392c" />
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: ZOD_JITLESS_SCRIPT }} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** Marks the document once React has taken over (browser tests wait for it before clicking). */
function useHydratedMarker(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
}

export default function App({ loaderData }: Route.ComponentProps) {
  useHydratedMarker();
  const matches = useMatches();
  const layout = (matches.at(-1)?.handle as { layout?: LayoutName } | undefined)?.layout ?? "default";
  useAppUpdate(loaderData.buildId);
  useInitDataLayer(loaderData.gtmId);
  useMarketingReady(loaderData.user);
  useEffect(() => clearLocaleChange(), [loaderData]);

  return (
    <I18nProvider language={loaderData.language} messages={loaderData.messages}>
      <LocaleProvider config={loaderData.locale}>
        <StaffProvider isStaff={loaderData.user.isStaffUser} adminUrl={loaderData.adminUrl}>
          <ToastProvider>
            <CartProvider>
              {layout === "rentle" ? (
                <RentleLayout shopName={loaderData.shopName}>
                  <Outlet />
                </RentleLayout>
              ) : layout === "checkout" ? (
                <CheckoutLayout>
                  <Outlet />
                </CheckoutLayout>
              ) : (
                <DefaultLayout>
                  <Outlet />
                </DefaultLayout>
              )}
            </CartProvider>
          </ToastProvider>
        </StaffProvider>
      </LocaleProvider>
    </I18nProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  useHydratedMarker();
  const root = useOptionalRootData();
  const location = useLocation();
  const payload = isRouteErrorResponse(error) && isErrorPayload(error.data) ? error.data : null;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const language = root?.language ?? payload?.language ?? "fi";
  const messages = (root?.messages ?? payload?.messages ?? {}) as Messages;
  const shopName = root?.shopName ?? payload?.shopName ?? "";
  const t = createTranslator(language, messages);
  const message = payload
    ? t(payload.messageKey, payload.values)
    : status === 404
      ? t("error.notFound", { path: `${location.pathname}${location.search}` })
      : t("error.unexpected");

  useEffect(() => {
    if (!isRouteErrorResponse(error)) console.error(error);
  }, [error]);

  const screen = (
    <ErrorScreen
      status={status}
      message={message}
      redirect={payload?.redirect}
      buttonTarget={payload?.buttonTarget}
      buttonText={payload?.buttonKey ? t(payload.buttonKey) : undefined}
      contactEmail={payload?.contact ? (root?.contactEmail ?? null) : null}
    />
  );
  // A page that is not there (404 and the like) keeps the whole shop around it: the menu, search
  // and cart to go on from. Only when the shell's own data is missing (the fatal resources error)
  // does the minimal error layout stand in.
  if (root && status < 500) {
    return (
      <I18nProvider language={root.language} messages={root.messages}>
        <LocaleProvider config={root.locale}>
          <StaffProvider isStaff={root.user.isStaffUser} adminUrl={root.adminUrl}>
            <ToastProvider>
              <CartProvider>
                <DefaultLayout>{screen}</DefaultLayout>
              </CartProvider>
            </ToastProvider>
          </StaffProvider>
        </LocaleProvider>
      </I18nProvider>
    );
  }
  return (
    <I18nProvider language={language} messages={messages}>
      <ToastProvider>
        <ErrorLayout shopName={shopName}>{screen}</ErrorLayout>
      </ToastProvider>
    </I18nProvider>
  );
}

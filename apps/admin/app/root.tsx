// The back office's document: language, dictionary, styles and the error screen.
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useRouteError, useRouteLoaderData } from "react-router";
import { ZOD_JITLESS_SCRIPT } from "@polku/domain";
import { useEffect, type ReactNode } from "react";
import { useNonce } from "./lib/nonce";
import { I18nProvider, createTranslator, type AdminLanguage, type Messages } from "./lib/i18n";
import { apiMessagesOf, languageOf, messagesOf } from "./lib/i18n.server";
import "./lib/load-context";
import "./styles/admin.css";
import type { Route } from "./+types/root";

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = languageOf(request);
  return { language, messages: messagesOf(language), apiMessages: apiMessagesOf(language), shopName: context.shopName, publicUrl: context.publicUrl };
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data ? `${createTranslator(data.language, data.messages)("app.title")} · ${data.shopName}` : "Admin" }, { name: "robots", content: "noindex" }];
}

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  // The request's CSP nonce (entry.server.tsx): <Scripts> and <ScrollRestoration> take it from
  // <ServerRouter nonce>; the one inline script of the document's own needs it too.
  const nonce = useNonce();
  return (
    <html lang={root?.language ?? "fi"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: ZOD_JITLESS_SCRIPT }} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <I18nProvider language={loaderData.language} messages={loaderData.messages} apiMessages={loaderData.apiMessages}>
      <Outlet />
    </I18nProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const root = useRouteLoaderData<typeof loader>("root");
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  const t = root ? createTranslator(root.language as AdminLanguage, root.messages as Messages) : null;
  const heading = t ? (status === 403 ? t("error.forbidden") : status === 404 ? t("error.notFound") : t("error.unexpected")) : `Error ${status}`;
  return (
    <main className="error-page">
      <h1>{heading}</h1>
      <p>
        <a href="/admin/">{t ? t("error.backHome") : "/admin/"}</a>
      </p>
    </main>
  );
}

// The server render (React Router's default entry, plus the CSP nonce): the request's nonce from
// the load context goes on every inline script of the page: React Router's route modules,
// context and streamed loader data (<ServerRouter nonce>, the default of <Scripts>, <Links> and
// <ScrollRestoration>) and React's own streaming scripts (renderToPipeableStream's nonce).
// Crawlers get the whole page at once; browsers the shell first, then the streamed rest.
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { HtmlOnlyContext, htmlOnlyOf } from "./lib/html-only";
import { NonceContext, type PageNonce } from "./lib/nonce";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce: PageNonce = loadContext.nonce ?? {};

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let status = responseStatusCode;
    const userAgent = request.headers.get("user-agent");
    const readyOption: keyof RenderToPipeableStreamOptions = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        {/* What the loaders kept for the HTML only (lib/html-only.tsx). */}
        <HtmlOnlyContext.Provider value={htmlOnlyOf(loadContext)}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce.script} />
        </HtmlOnlyContext.Provider>
      </NonceContext.Provider>,
      {
        nonce: nonce.script,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          // Errors inside the shell are logged by React Router's document handler.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

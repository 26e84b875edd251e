// Module resolution hook of the built server (registered by dist/main.js): React Router's
// package resolves to its development build under Node's "node" export condition, whatever
// NODE_ENV says (its production build is only reachable by file). This sends every import of
// it (the server's request handler, the storefront's and back office's server builds,
// @react-router/node) to the production build of the same version, so all share one copy.
const DEVELOPMENT = "/node_modules/react-router/dist/development/";
const PRODUCTION = "/node_modules/react-router/dist/production/";

export async function resolve(specifier, context, nextResolve) {
  const result = await nextResolve(specifier, context);
  if (result.url?.includes(DEVELOPMENT)) return { ...result, url: result.url.replace(DEVELOPMENT, PRODUCTION) };
  return result;
}

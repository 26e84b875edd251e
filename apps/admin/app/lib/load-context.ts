// What the server (apps/server/src/admin/admin-mount.ts) hands to every loader and action.
declare module "react-router" {
  interface AppLoadContext {
    /** Calls the shop API. `path` starts with /api/; same process or over HTTP. */
    apiFetch(path: string, init?: RequestInit): Promise<Response>;
    /** The visitor's address, forwarded to the login call's rate limits. */
    clientIp: string;
    shopName: string;
    /** The storefront's address (PUBLIC_URL), for "view in the shop" links. */
    publicUrl: string;
    /** This request's CSP nonces (entry.server.tsx); absent in tests of loaders. */
    nonce?: { script: string; style: string };
  }
}

export {};

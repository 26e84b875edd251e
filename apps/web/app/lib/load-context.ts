// What the server (apps/server/src/storefront) hands to every loader and action.
import type { LanguageCode } from "@polku/domain";
import type { InProcessCall } from "./api";

declare module "react-router" {
  interface AppLoadContext {
    /** Calls the shop API. `path` starts with /api/; same process or over HTTP. */
    apiFetch(path: string, init?: RequestInit): Promise<Response>;
    /** The API's shared GET routes called in the same process (decision 004); absent when the API runs apart. */
    apiCall?: InProcessCall;
    buildId: string;
    /** Client IP for /api/locale_by_ip/ (sent as X-Forwarded-For). */
    clientIp: string;
    /** Production host -> language ({"polku.fi":"fi",...}); empty on localhost. */
    languageHosts: Record<string, LanguageCode>;
    gtmId: string | null;
    shopName: string;
    /** The customer service address (CONTACT_EMAIL, else MAIL_FROM); absent in tests of loaders. */
    contactEmail?: string;
    /** e.g. http://localhost:3000, for canonical and social URLs. */
    publicUrl: string;
    /** The admin application (ADMIN_URL) without a trailing slash, for staff links; null when unset. */
    adminUrl?: string | null;
    /** Recommendation service host (RECO_HOST) without a trailing slash; "" = this shop, in-process. */
    recoHost?: string;
    /** This request's CSP nonces (lib/nonce.tsx, entry.server.tsx); absent in tests of loaders. */
    nonce?: { script: string; style: string };
    /**
     * True when the answer is the page's HTML, false for the `.data` request of a browser
     * navigation (lib/html-only.tsx); absent in tests of loaders (treated as false).
     */
    documentRequest?: boolean;
  }
}

export {};

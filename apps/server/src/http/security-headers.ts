// Security headers of every answer (docs/security.md "Security headers"), set by @fastify/helmet:
// X-Content-Type-Options nosniff, X-Frame-Options DENY and CSP frame-ancestors 'none' (no page is
// ever shown in another site's frame), Referrer-Policy, Strict-Transport-Security when the shop's
// public address is https, Permissions-Policy, and a Content-Security-Policy:
//
// - API answers, assets, media and everything else that is not a page: `default-src 'none'`, so a
//   JSON, SVG or text answer opened as a document can run or load nothing.
// - Storefront and back-office pages: scripts and styles from the shop itself, plus the inline
//   scripts of server rendering, each carrying the request's nonce (helmet makes a fresh 128-bit
//   nonce per request, reply.cspNonce; the render puts it on React Router's and React's inline
//   scripts). Origins of the tag manager and payment providers come from configuration.
//
// A page answered 304 from its ETag carries no CSP (keepStoredPolicy): the browser or CDN reuses
// the body it stored, whose scripts carry the nonce of the render that made it, and keeps the CSP
// stored with that body; a fresh nonce in the 304 would replace it and block every script of the
// stored page. Body and policy always travel together (docs/security.md).
import helmet, { type FastifyHelmetOptions } from "@fastify/helmet";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { Config } from "../config";
import { SCHEDULING_EMBED_PREFIX, VIDEO_EMBED_PREFIX } from "../modules/content";

type Directives = Record<string, string[]>;
type HeaderConfig = Pick<
  Config,
  "NODE_ENV" | "PUBLIC_URL" | "GTM_ID" | "CSP_TAG_MANAGER_ORIGINS" | "CSP_PAYMENT_ORIGINS" | "KLARNA_API_URL" | "PAYPAL_API_URL" | "RECO_HOST"
>;

/** Google Tag Manager and Analytics 4, for a shop with GTM_ID and no CSP_TAG_MANAGER_ORIGINS. */
export const TAG_MANAGER_DEFAULT_ORIGINS = ["https://www.googletagmanager.com", "https://*.google-analytics.com", "https://*.analytics.google.com"];
/** Klarna Checkout's snippet, scripts and frames (docs/payments.md). */
export const KLARNA_ORIGINS = ["https://*.klarna.com", "https://*.klarnacdn.net", "https://*.klarnaservices.com"];
export const PAYPAL_ORIGINS = ["https://*.paypal.com", "https://*.paypalobjects.com"];
/** The frames content pages may carry (content/sanitise.ts); the scheduling frame's resize script comes from its origin too. */
export const CONTENT_FRAME_ORIGINS = [new URL(VIDEO_EMBED_PREFIX).origin, new URL(SCHEDULING_EMBED_PREFIX).origin];
const SCHEDULING_ORIGIN = new URL(SCHEDULING_EMBED_PREFIX).origin;

/** What is not a page: nothing may run or load in it, nor frame it. */
export const NON_PAGE_DIRECTIVES: Directives = {
  "default-src": ["'none'"],
  "base-uri": ["'none'"],
  "form-action": ["'none'"],
  "frame-ancestors": ["'none'"],
};

export function tagManagerOrigins(config: HeaderConfig): string[] {
  return config.CSP_TAG_MANAGER_ORIGINS ?? (config.GTM_ID ? TAG_MANAGER_DEFAULT_ORIGINS : []);
}

export function paymentOrigins(config: HeaderConfig): string[] {
  return config.CSP_PAYMENT_ORIGINS ?? [...(config.KLARNA_API_URL ? KLARNA_ORIGINS : []), ...(config.PAYPAL_API_URL ? PAYPAL_ORIGINS : [])];
}

const https = (config: HeaderConfig) => config.PUBLIC_URL.startsWith("https:");

/**
 * The storefront's policy; helmet adds the request's nonces to script-src and style-src. Style
 * attributes (React's `style` props, the e-mails in the developer mailbox) stay allowed: they
 * cannot run code, and a nonce cannot be put on an attribute.
 */
export function storefrontDirectives(config: HeaderConfig): Directives {
  const tags = tagManagerOrigins(config);
  const pay = paymentOrigins(config);
  const reco = config.RECO_HOST ? [new URL(config.RECO_HOST).origin] : [];
  return {
    "default-src": ["'self'"],
    "script-src": ["'self'", SCHEDULING_ORIGIN, ...tags, ...pay],
    "script-src-attr": ["'none'"],
    "style-src": ["'self'", ...pay],
    "style-src-attr": ["'unsafe-inline'"],
    // Content pages may show images from any https address (content/sanitise.ts); images run nothing.
    // blob: the review form's previews of the shopper's own chosen photos (docs/product-page.md "Review photos").
    "img-src": ["'self'", "data:", "blob:", "https:"],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", ...reco, ...tags, ...pay],
    "frame-src": [...CONTENT_FRAME_ORIGINS, ...tags, ...pay],
    "form-action": ["'self'", ...pay],
    "frame-ancestors": ["'none'"],
    "base-uri": ["'self'"],
    "object-src": ["'none'"],
    "worker-src": ["'self'"],
    "manifest-src": ["'self'"],
    ...(https(config) ? { "upgrade-insecure-requests": [] } : {}),
  };
}

/** The back office: only the shop itself (and the frames of the content it previews). */
export function adminDirectives(config: HeaderConfig): Directives {
  return {
    "default-src": ["'self'"],
    "script-src": ["'self'"],
    "script-src-attr": ["'none'"],
    "style-src": ["'self'"],
    "style-src-attr": ["'unsafe-inline'"],
    "img-src": ["'self'", "data:", "https:"],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'"],
    "frame-src": CONTENT_FRAME_ORIGINS,
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
    "base-uri": ["'self'"],
    "object-src": ["'none'"],
    ...(https(config) ? { "upgrade-insecure-requests": [] } : {}),
  };
}

/**
 * Powerful browser features no page of the shop uses are off for it and every frame in it;
 * the Payment Request API only for the shop and its payment providers' frames.
 */
export function permissionsPolicy(config: HeaderConfig): string {
  const off = ["accelerometer", "bluetooth", "browsing-topics", "camera", "display-capture", "geolocation", "gyroscope", "hid", "magnetometer", "microphone", "midi", "serial", "usb"];
  const payment = ["self", ...paymentOrigins(config).map((origin) => `"${origin}"`)].join(" ");
  return [...off.map((feature) => `${feature}=()`), `payment=(${payment})`].join(", ");
}

/**
 * Route options of a page route: a fresh nonce per request (reply.cspNonce) and the page policy.
 * In development (Vite's middleware injects its own inline scripts and styles) no CSP at all.
 */
export function pageHelmet(config: HeaderConfig, kind: "storefront" | "admin"): Omit<FastifyHelmetOptions, "global"> {
  if (config.NODE_ENV === "development") return { enableCSPNonces: true, contentSecurityPolicy: false };
  const directives = kind === "admin" ? adminDirectives(config) : storefrontDirectives(config);
  return { enableCSPNonces: true, contentSecurityPolicy: { useDefaults: false, directives } };
}

/** The nonces a page's render puts on its inline scripts and styles. */
export function pageNonces(reply: FastifyReply): { script: string; style: string } {
  return { script: reply.cspNonce.script, style: reply.cspNonce.style };
}

/**
 * A 304 sends no body: the receiver reuses the one it stored together with the CSP it came with.
 * The CSP of this request (fresh nonce) would overwrite that stored policy, so it is left out.
 */
export function keepStoredPolicy(reply: FastifyReply, status: number): void {
  if (status === 304) reply.raw.removeHeader("content-security-policy");
}

export async function registerSecurityHeaders(app: FastifyInstance, config: HeaderConfig): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: NON_PAGE_DIRECTIVES },
    // Pages may open payment providers' pop-ups (PayPal) that report back to their opener.
    crossOriginOpenerPolicy: { policy: "same-origin-allow-popups" },
    crossOriginResourcePolicy: { policy: "same-site" },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // Only when the shop is https: HSTS over plain http would be ignored, and would lock a shop
    // out of http if it ever reached a browser over https. A year, this host only.
    strictTransportSecurity: https(config) ? { maxAge: 31_536_000, includeSubDomains: false } : false,
  });
  const permissions = permissionsPolicy(config);
  app.addHook("onRequest", (_request, reply, done) => {
    reply.header("permissions-policy", permissions);
    done();
  });
}

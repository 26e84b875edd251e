// Configuration from the environment, parsed once at start-up (DESIGN.md: validate once, at the boundary).
// A bad value stops the process with a message naming the variable; nothing starts half-configured.
import { isIP } from "node:net";
import { z } from "zod";
import { DEFAULT_TOKEN_LIFETIME_DAYS, isValidGtmId, languageCodeSchema, NETS_WEBHOOK_AUTH, productionLanguageHosts } from "@polku/domain";

const booleanFlag = z
  .enum(["1", "0", "true", "false", "yes", "no"], { message: "Use true or false" })
  .transform((v) => v === "1" || v === "true" || v === "yes");

const urlWithProtocols = (protocols: string[], hint: string) =>
  z.string().refine((value) => {
    try {
      return protocols.includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, hint);

/** TRUST_PROXY → Fastify's trustProxy: false, a hop count, or a list of addresses and ranges. */
const PROXY_RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);
const trustProxySetting = z.string().transform((value, ctx): false | number | string[] => {
  const v = value.trim().toLowerCase();
  if (["0", "false", "no"].includes(v)) return false;
  if (["true", "yes"].includes(v)) return 1;
  if (/^\d{1,2}$/.test(v)) return Number(v);
  const entries = v.split(",").map((p) => p.trim()).filter(Boolean);
  const bad = entries.filter((e) => !PROXY_RANGE_NAMES.has(e) && !isAddressOrRange(e));
  if (entries.length === 0 || bad.length > 0) {
    ctx.addIssue({ code: "custom", message: `Use false, a number of proxy hops, or the proxies' addresses or ranges (10.0.0.0/8, loopback); not ${bad.join(", ") || "empty"}` });
    return z.NEVER;
  }
  return entries;
});

function isAddressOrRange(entry: string): boolean {
  const [address = "", bits, ...rest] = entry.split("/");
  if (rest.length > 0) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * Origins for the Content-Security-Policy (docs/deployment.md "Security headers"): separated by
 * spaces or commas, each a scheme and host with an optional `*.` in front and an optional port,
 * nothing else (no path, no quotes, no keywords), so a value can never loosen the policy beyond
 * naming a host.
 */
const CSP_ORIGIN = /^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/;
const cspOrigins = z.string().transform((value, ctx) => {
  const entries = value.split(/[\s,]+/).map((p) => p.trim().toLowerCase().replace(/\/+$/, "")).filter(Boolean);
  const bad = entries.filter((e) => !CSP_ORIGIN.test(e));
  if (bad.length > 0) {
    ctx.addIssue({ code: "custom", message: `Use origins like https://www.example.com or https://*.example.com, separated by spaces; not ${bad.join(", ")}` });
    return z.NEVER;
  }
  return [...new Set(entries)];
});

/** "polku.fi=fi,polku.se=sv" → { "polku.fi": "fi", "polku.se": "sv" } */
const languageHosts = z.string().transform((value, ctx) => {
  const out: Record<string, z.infer<typeof languageCodeSchema>> = {};
  for (const pair of value.split(",").map((p) => p.trim()).filter(Boolean)) {
    const [host, language] = pair.split("=").map((p) => p.trim());
    const parsed = languageCodeSchema.safeParse(language);
    if (!host || !parsed.success) {
      ctx.addIssue({ code: "custom", message: `Expected host=language pairs with a language of fi, sv, en, de, fr, ru; got "${pair}"` });
      return z.NEVER;
    }
    out[host.toLowerCase()] = parsed.data;
  }
  return out;
});

export const configSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    /** Unset: embedded PGlite in DATA_DIR. postgres://…: a PostgreSQL server through a connection pool. */
    DATABASE_URL: urlWithProtocols(["postgres:", "postgresql:"], "Use a postgres:// or postgresql:// URL, or leave it unset for the embedded database").optional(),
    /** A streaming replica of DATABASE_URL for catalogue, search and reference reads (docs/deployment.md "Read replica"). */
    DATABASE_REPLICA_URL: urlWithProtocols(["postgres:", "postgresql:"], "Use a postgres:// or postgresql:// URL of a streaming replica").optional(),
    /** Seconds a client has to send a whole request, body included (slow bodies are cut with 408). */
    REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
    DATA_DIR: z.string().min(1).default("./var"),
    /** Bound of the rendered-image folder DATA_DIR/media-cache in MiB, least recently used first out; 0: no folder. */
    MEDIA_CACHE_MAX_MB: z.coerce.number().int().min(0).max(1_048_576).default(1024),
    REDIS_URL: urlWithProtocols(["redis:", "rediss:"], "Use a redis:// or rediss:// URL").optional(),
    PUBLIC_URL: urlWithProtocols(["http:", "https:"], "Use an http:// or https:// URL").optional(),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    /** Mail: SMTP when SMTP_URL is set, otherwise an outbox kept in the database. */
    SMTP_URL: urlWithProtocols(["smtp:", "smtps:"], "Use an smtp:// or smtps:// URL").optional(),
    MAIL_FROM: z.string().email("Use an e-mail address").default("asiakaspalvelu@polku.example"),
    /** The customer service address pages show (the product page's error screen); MAIL_FROM when unset. */
    CONTACT_EMAIL: z.string().email("Use an e-mail address").optional(),
    /**
     * The developer mailbox (/dev/mailbox/, docs/mail.md): on by default outside production when
     * SMTP_URL is unset; in production only when set to true.
     */
    DEV_MAILBOX: booleanFlag.optional(),
    /**
     * Signs links that need no login (stop reminders, docs/security.md "Signed links"). Unset: a
     * random key is made once and kept in DATA_DIR/secret-key.
     */
    SECRET_KEY: z.string().min(32, "Use at least 32 characters (e.g. openssl rand -base64 48)").optional(),
    /**
     * all: API, storefront and admin in one process; api, web (storefront) or admin: run them
     * apart (web and admin need API_URL).
     */
    SERVE: z.enum(["all", "api", "web", "admin"]).default("all"),
    API_URL: urlWithProtocols(["http:", "https:"], "Use an http:// or https:// URL").optional(),
    SHOP_NAME: z.string().min(1).default("Polku"),
    /** The merchant's business id (Y-tunnus) in the order e-mail's footer (docs/orders.md "E-mail"); unset: not shown. */
    SHOP_BUSINESS_ID: z.string().trim().min(1).max(40).optional(),
    /**
     * Production hosts and their languages; unset: the production top-level domains beside
     * PUBLIC_URL's host when it is at one of them (spec 01 §9), else none; "none": none.
     */
    LANGUAGE_HOSTS: z.union([z.literal("none").transform(() => ({}) as Record<string, z.infer<typeof languageCodeSchema>>), languageHosts]).optional(),
    GTM_ID: z.string().refine(isValidGtmId, "Use a tag-manager id like GTM-ABC123").optional(),
    /**
     * Origins the tag manager loads from and reports to, allowed by the pages' CSP for scripts,
     * connections, images and frames; unset: Google Tag Manager's and Analytics' when GTM_ID is
     * set, none otherwise.
     */
    CSP_TAG_MANAGER_ORIGINS: cspOrigins.optional(),
    /**
     * Origins of the payment providers' embedded checkouts (scripts, styles, frames, connections,
     * images, form targets); unset: those of the providers configured (Klarna, PayPal).
     */
    CSP_PAYMENT_ORIGINS: cspOrigins.optional(),
    /**
     * The admin application's address, for the staff bar's 'Open in admin' links
     * (docs/accounts.md "Staff bar"); unset: the built-in back office, {PUBLIC_URL}/admin.
     */
    ADMIN_URL: urlWithProtocols(["http:", "https:"], "Use an http:// or https:// URL, e.g. https://admin.polku.fi").optional(),
    /** Load the demo catalogue into an empty database at start. */
    SEED_DEMO: booleanFlag.default(true),
    /**
     * /metrics for Prometheus (docs/deployment.md "Metrics"): served only when set, to a scraper
     * sending `Authorization: Bearer <METRICS_TOKEN>`.
     */
    /**
     * Seconds between SIGTERM and closing the listener, with /readyz answering 503 "draining" and
     * every other request still served, so a load balancer takes the process out first
     * (docs/deployment.md "Graceful shutdown"). 0: close at once.
     */
    SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(300).default(0),
    /**
     * Worker processes sharing the port (docs/deployment.md "Several processes"); 1: the one
     * process of today. More need DATABASE_URL (one embedded database belongs to one process) and
     * REDIS_URL (the rate limits and cache announcements they share).
     */
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
    METRICS_TOKEN: z.string().min(24, "Use at least 24 characters (e.g. openssl rand -hex 24)").optional(),
    /**
     * The demo shop (docs/deployment.md "Demo mode"): the developer mailbox and the free test
     * payment provider on, a loud warning at start. Only when set to true (`npm start` on the
     * embedded database sets it); never implied by NODE_ENV, the database or the catalogue.
     */
    DEMO: booleanFlag.default(false),
    /** Header a trusted proxy sets with the visitor's country (e.g. cf-ipcountry). */
    GEOIP_HEADER: z.string().min(1).optional(),
    GEOIP_TABLE: z.string().min(1).optional(),
    /**
     * Whose X-Forwarded-* headers name the visitor (docs/security.md "Client address"): unset or
     * false: nobody's; a number of proxy hops in front of the shop (true means 1); or the proxies'
     * addresses and ranges, comma-separated (`127.0.0.1,10.0.0.0/8`, also `loopback`).
     */
    TRUST_PROXY: trustProxySetting.default(false),
    /** Lifetime of a customer's access token in days (docs/accounts.md "Token lifetime"). */
    AUTH_TOKEN_DAYS: z.coerce.number().min(0.01).max(365).default(DEFAULT_TOKEN_LIFETIME_DAYS),
    /**
     * Host of the recommendation service (spec 02 §7 GET {host}/recoApi/v2) for the 'Recommended'
     * sort; unset: this shop's own service, called in-process.
     */
    /** Seconds between folds of queued recommendation signals into their counters; 0 turns it off. */
    RECO_FOLD_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
    RECO_HOST: urlWithProtocols(["http:", "https:"], "Use an http:// or https:// URL, or leave it unset for the shop's own service").optional(),
    // Payments (docs/payments.md "Configuration"): a provider is offered only when configured.
    /** The built-in test provider; always on outside production, in production only when true. */
    PAYMENT_TEST_PROVIDER: booleanFlag.optional(),
    /** Signs the test provider's sessions and notifications; unset: a random secret per process. */
    PAYMENT_TEST_SECRET: z.string().min(32, "Use at least 32 characters").optional(),
    /** How long the test provider's 'delay' choice holds back its notification. */
    PAYMENT_TEST_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(5_000),
    // Orders (docs/orders.md "Reservations and expiry").
    /** Minutes an unpaid order holds its stock before it is cancelled. */
    ORDER_RESERVATION_MINUTES: z.coerce.number().int().min(1).max(7 * 24 * 60).default(30),
    /** Seconds between runs of the abandoned-order job; 0 turns it off. */
    ORDER_EXPIRY_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
    KLARNA_API_URL: urlWithProtocols(["http:", "https:"], "Use an http:// or https:// URL, e.g. https://api.playground.klarna.com").optional(),
    KLARNA_USERNAME: z.string().min(1).optional(),
    KLARNA_PASSWORD: z.string().min(1).optional(),
    PAYPAL_API_URL: urlWithProtocols(["http:", "https:"], "Use an http:// or https:// URL, e.g. https://api-m.sandbox.paypal.com").optional(),
    PAYPAL_CLIENT_ID: z.string().min(1).optional(),
    PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
    PAYPAL_WEBHOOK_ID: z.string().min(1).optional(),
    /** Card payments through Nets Easy (docs/payments.md "Card payments (Nets Easy)"). */
    NETS_API_URL: urlWithProtocols(["http:", "https:"], "Use an http:// or https:// URL, e.g. https://test.api.dibspayment.eu").optional(),
    NETS_SECRET_KEY: z.string().min(1).optional(),
    NETS_WEBHOOK_AUTH: z.string().regex(NETS_WEBHOOK_AUTH, "Use 8-64 letters and digits").optional(),
  })
  .superRefine((config, ctx) => {
    if (config.DEV_MAILBOX && config.SMTP_URL) {
      ctx.addIssue({ code: "custom", path: ["DEV_MAILBOX"], message: "The developer mailbox shows mail that is not sent: leave it unset when SMTP_URL is set" });
    }
    if (config.DATABASE_REPLICA_URL && !config.DATABASE_URL) {
      ctx.addIssue({ code: "custom", path: ["DATABASE_REPLICA_URL"], message: "A replica needs DATABASE_URL (its primary): the embedded database has no replicas" });
    }
    if (config.WEB_CONCURRENCY > 1 && !config.DATABASE_URL) {
      ctx.addIssue({ code: "custom", path: ["WEB_CONCURRENCY"], message: "More than one process needs DATABASE_URL (a PostgreSQL server): the embedded database belongs to one process" });
    }
    if (config.WEB_CONCURRENCY > 1 && !config.REDIS_URL) {
      ctx.addIssue({ code: "custom", path: ["WEB_CONCURRENCY"], message: "More than one process needs REDIS_URL, or each process would count its own rate limits" });
    }
    if ((config.SERVE === "web" || config.SERVE === "admin") && !config.API_URL) {
      ctx.addIssue({ code: "custom", path: ["API_URL"], message: `SERVE=${config.SERVE} needs API_URL, the address of the API process` });
    }
    // A provider half-configured is a mistake, not a reason to quietly leave the method out.
    for (const group of PROVIDER_VARIABLES) {
      const missing = group.filter((name) => !config[name]);
      if (missing.length > 0 && missing.length < group.length) {
        for (const name of missing) ctx.addIssue({ code: "custom", path: [name], message: `Set it too, or unset ${group.filter((n) => config[n]).join(", ")}` });
      }
    }
  });

/** Variables a provider needs together (docs/payments.md "Configuration"). */
const PROVIDER_VARIABLES = [
  ["KLARNA_API_URL", "KLARNA_USERNAME", "KLARNA_PASSWORD"],
  ["PAYPAL_API_URL", "PAYPAL_CLIENT_ID", "PAYPAL_CLIENT_SECRET", "PAYPAL_WEBHOOK_ID"],
  ["NETS_API_URL", "NETS_SECRET_KEY", "NETS_WEBHOOK_AUTH"],
] as const;

export type Config = Omit<z.infer<typeof configSchema>, "LANGUAGE_HOSTS"> & {
  LANGUAGE_HOSTS: Record<string, z.infer<typeof languageCodeSchema>>;
  PUBLIC_URL: string;
  ADMIN_URL: string;
  /** PUBLIC_URL when the shop sets it: pages asked for at another host are redirected there (docs/storefront.md "Canonical host"). */
  CANONICAL_ORIGIN: string | null;
};

/**
 * The demo shop of README "Try it": only when DEMO=true was set (scripts/start.mjs does for the
 * embedded database). A production start without it is a real shop, whatever its database.
 */
export function isDemo(config: Pick<Config, "DEMO">): boolean {
  return config.DEMO;
}

/**
 * docs/mail.md "Developer mailbox": never beside SMTP; in production only when asked for or in the
 * demo (DEMO=true; DEV_MAILBOX=false turns it off there).
 */
export function devMailboxEnabled(config: Pick<Config, "SMTP_URL" | "DEV_MAILBOX" | "NODE_ENV" | "DEMO">): boolean {
  if (config.SMTP_URL) return false;
  return config.DEV_MAILBOX ?? (config.NODE_ENV !== "production" || isDemo(config));
}

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable counts as unset, as in most shells' `FOO= cmd`.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const result = configSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".") || "(config)"}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const config = result.data;
  const publicUrl = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  // The built-in back office at /admin/ unless the shop names another (docs/admin.md).
  const languageHosts = config.LANGUAGE_HOSTS ?? (config.PUBLIC_URL ? productionLanguageHosts(config.PUBLIC_URL) : {});
  return { ...config, LANGUAGE_HOSTS: languageHosts, PUBLIC_URL: publicUrl, ADMIN_URL: config.ADMIN_URL ?? `${publicUrl.replace(/\/+$/, "")}/admin`, CANONICAL_ORIGIN: config.PUBLIC_URL ?? null };
}

import { describe, expect, it } from "vitest";
import { ConfigError, devMailboxEnabled, loadConfig } from "./config";

describe("configuration from the environment", () => {
  it("has working defaults for a new machine: port 3000, embedded database in ./var", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toBe("./var");
    expect(config.PUBLIC_URL).toBe("http://localhost:3000");
    expect(config.SERVE).toBe("all");
  });

  it("bounds the rendered-image folder at 1024 MiB unless told otherwise, 0 keeping none", () => {
    expect(loadConfig({}).MEDIA_CACHE_MAX_MB).toBe(1024);
    expect(loadConfig({ MEDIA_CACHE_MAX_MB: "0" }).MEDIA_CACHE_MAX_MB).toBe(0);
    for (const bad of ["-1", "1.5", "lots"]) expect(() => loadConfig({ MEDIA_CACHE_MAX_MB: bad })).toThrow(/MEDIA_CACHE_MAX_MB/);
  });

  it("names every bad variable in one clear message", () => {
    let message = "";
    try {
      loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x", LOG_LEVEL: "loud", GTM_ID: "UA-1" });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    expect(message).toMatch(/^Invalid configuration:/);
    expect(message).toMatch(/PORT:/);
    expect(message).toMatch(/DATABASE_URL: Use a postgres:\/\//);
    expect(message).toMatch(/LOG_LEVEL:/);
    expect(message).toMatch(/GTM_ID: Use a tag-manager id/);
  });

  it("takes the admin address for staff links as an http(s) URL, and none when unset", () => {
    expect(loadConfig({}).ADMIN_URL).toBe("http://localhost:3000/admin");
    expect(loadConfig({ PUBLIC_URL: "https://polku.example/" }).ADMIN_URL).toBe("https://polku.example/admin");
    expect(loadConfig({ ADMIN_URL: "https://admin.polku.example/" }).ADMIN_URL).toBe("https://admin.polku.example/");
    expect(() => loadConfig({ ADMIN_URL: "javascript:alert(1)" })).toThrow(/ADMIN_URL: Use an http/);
    expect(() => loadConfig({ ADMIN_URL: "admin.polku.example" })).toThrow(/ADMIN_URL/);
  });

  it("trusts forwarded headers from nobody by default, else from a number of hops or from named proxies only", () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "127.0.0.1, 10.0.0.0/8,loopback,::1" }).TRUST_PROXY).toEqual(["127.0.0.1", "10.0.0.0/8", "loopback", "::1"]);
    expect(() => loadConfig({ TRUST_PROXY: "10.0.0.0/33" })).toThrow(/TRUST_PROXY: Use false, a number of proxy hops/);
    expect(() => loadConfig({ TRUST_PROXY: "proxy.example" })).toThrow(/TRUST_PROXY/);
  });

  it("treats an empty variable as unset", () => {
    expect(loadConfig({ DATABASE_URL: "", PORT: "" }).DATABASE_URL).toBeUndefined();
  });

  it("parses production host to language mapping", () => {
    expect(loadConfig({ LANGUAGE_HOSTS: "polku.fi=fi, polku.se=sv" }).LANGUAGE_HOSTS).toEqual({ "polku.fi": "fi", "polku.se": "sv" });
    expect(() => loadConfig({ LANGUAGE_HOSTS: "polku.fi=xx" })).toThrow(/LANGUAGE_HOSTS/);
  });

  it("defaults the language hosts to the production top-level domains beside PUBLIC_URL's (spec 01 §9)", () => {
    expect(loadConfig({ PUBLIC_URL: "https://www.polku.fi" }).LANGUAGE_HOSTS).toEqual({
      "www.polku.com": "en", "www.polku.fi": "fi", "www.polku.se": "sv", "www.polku.de": "de", "www.polku.fr": "fr", "www.polku.ru": "ru",
    });
    // Any other address has none, and the shop may say so or name its own.
    expect(loadConfig({ PUBLIC_URL: "https://kauppa.example.org" }).LANGUAGE_HOSTS).toEqual({});
    expect(loadConfig({}).LANGUAGE_HOSTS).toEqual({});
    expect(loadConfig({ PUBLIC_URL: "https://polku.fi", LANGUAGE_HOSTS: "none" }).LANGUAGE_HOSTS).toEqual({});
    expect(loadConfig({ PUBLIC_URL: "https://polku.fi", LANGUAGE_HOSTS: "polku.fi=fi" }).LANGUAGE_HOSTS).toEqual({ "polku.fi": "fi" });
  });

  it("requires the API's address when only the storefront is served", () => {
    expect(() => loadConfig({ SERVE: "web" })).toThrow(/API_URL/);
    expect(loadConfig({ SERVE: "web", API_URL: "http://api:3001" }).API_URL).toBe("http://api:3001");
  });

  it("takes the recommendation service's host as an http(s) URL, unset meaning the shop's own", () => {
    expect(loadConfig({}).RECO_HOST).toBeUndefined();
    expect(loadConfig({ RECO_HOST: "https://reco.example" }).RECO_HOST).toBe("https://reco.example");
    expect(() => loadConfig({ RECO_HOST: "reco.example" })).toThrow(/RECO_HOST/);
  });

  it("offers the payment providers' variables together or not at all", () => {
    const config = loadConfig({});
    expect(config.KLARNA_API_URL).toBeUndefined();
    expect(config.PAYPAL_CLIENT_ID).toBeUndefined();
    expect(config.PAYMENT_TEST_DELAY_MS).toBe(5000);
    const klarna = { KLARNA_API_URL: "https://api.playground.klarna.com", KLARNA_USERNAME: "PK1", KLARNA_PASSWORD: "secret" };
    expect(loadConfig(klarna)).toMatchObject(klarna);
    let message = "";
    try {
      loadConfig({ KLARNA_API_URL: "https://api.playground.klarna.com", PAYPAL_CLIENT_ID: "id", PAYPAL_CLIENT_SECRET: "s" });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/KLARNA_USERNAME: Set it too/);
    expect(message).toMatch(/KLARNA_PASSWORD: Set it too/);
    expect(message).toMatch(/PAYPAL_API_URL: Set it too/);
    expect(message).toMatch(/PAYPAL_WEBHOOK_ID: Set it too/);
    expect(() => loadConfig({ ...klarna, KLARNA_API_URL: "api.klarna.com" })).toThrow(/KLARNA_API_URL: Use an http/);
  });

  it("takes the test provider's switch, a secret of 32 characters or more, and its delay", () => {
    expect(loadConfig({ PAYMENT_TEST_PROVIDER: "true" }).PAYMENT_TEST_PROVIDER).toBe(true);
    expect(loadConfig({}).PAYMENT_TEST_PROVIDER).toBeUndefined();
    expect(() => loadConfig({ PAYMENT_TEST_SECRET: "short" })).toThrow(/PAYMENT_TEST_SECRET: Use at least 32/);
    expect(loadConfig({ PAYMENT_TEST_DELAY_MS: "250" }).PAYMENT_TEST_DELAY_MS).toBe(250);
    expect(() => loadConfig({ PAYMENT_TEST_DELAY_MS: "-1" })).toThrow(/PAYMENT_TEST_DELAY_MS/);
  });

  it("opens the developer mailbox outside production and in the demo, in a production shop only when asked, never beside SMTP", () => {
    expect(devMailboxEnabled(loadConfig({ NODE_ENV: "development" }))).toBe(true);
    // Production on the embedded database with the demo catalogue is not a demo by itself.
    expect(devMailboxEnabled(loadConfig({}))).toBe(false);
    expect(devMailboxEnabled(loadConfig({ NODE_ENV: "production", SEED_DEMO: "true" }))).toBe(false);
    expect(devMailboxEnabled(loadConfig({ DEMO: "true" }))).toBe(true);
    expect(devMailboxEnabled(loadConfig({ DEMO: "true", DEV_MAILBOX: "false" }))).toBe(false);
    expect(devMailboxEnabled(loadConfig({ DATABASE_URL: "postgres://shop@db.example/shop" }))).toBe(false);
    expect(devMailboxEnabled(loadConfig({ DEV_MAILBOX: "true" }))).toBe(true);
    expect(devMailboxEnabled(loadConfig({ NODE_ENV: "development", DEV_MAILBOX: "false" }))).toBe(false);
    expect(devMailboxEnabled(loadConfig({ NODE_ENV: "development", SMTP_URL: "smtp://mail:25" }))).toBe(false);
    expect(() => loadConfig({ DEV_MAILBOX: "true", SMTP_URL: "smtp://mail:25" })).toThrow(/DEV_MAILBOX/);
  });

  it("wants a secret key long enough to sign with", () => {
    expect(() => loadConfig({ SECRET_KEY: "short" })).toThrow(/SECRET_KEY/);
    expect(loadConfig({ SECRET_KEY: "k".repeat(32) }).SECRET_KEY).toHaveLength(32);
  });
});

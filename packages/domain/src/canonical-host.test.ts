import { describe, expect, it } from "vitest";
import { canonicalRedirect, productionLanguageHosts } from "./canonical-host";

describe("canonical host", () => {
  it("sends a page asked for at another host to PUBLIC_URL's host, path and query kept", () => {
    expect(canonicalRedirect({ canonicalOrigin: "http://localhost:3000", host: "127.0.0.1:3000", path: "/checkout/?x=1" })).toBe("http://localhost:3000/checkout/?x=1");
    expect(canonicalRedirect({ canonicalOrigin: "https://polku.fi/", host: "www.polku.fi", path: "/" })).toBe("https://polku.fi/");
  });

  it("leaves the canonical host, the language hosts and a shop without PUBLIC_URL alone", () => {
    expect(canonicalRedirect({ canonicalOrigin: "http://localhost:3000", host: "LOCALHOST:3000", path: "/" })).toBeNull();
    expect(canonicalRedirect({ canonicalOrigin: "https://polku.fi", host: "polku.se", path: "/", languageHosts: { "polku.se": "sv" } })).toBeNull();
    expect(canonicalRedirect({ canonicalOrigin: null, host: "127.0.0.1:3000", path: "/" })).toBeNull();
    expect(canonicalRedirect({ canonicalOrigin: "http://localhost:3000", host: undefined, path: "/" })).toBeNull();
  });

  it("knows the production hosts beside an address at one of their top-level domains", () => {
    expect(productionLanguageHosts("https://polku.se:8443/")).toEqual({ "polku.com": "en", "polku.fi": "fi", "polku.se": "sv", "polku.de": "de", "polku.fr": "fr", "polku.ru": "ru" });
    expect(productionLanguageHosts("http://localhost:3000")).toEqual({});
    expect(productionLanguageHosts("http://127.0.0.1:3000")).toEqual({});
    expect(productionLanguageHosts("https://polku.example")).toEqual({});
  });
});

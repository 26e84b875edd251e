import { describe, expect, it } from "vitest";
import { matchesEtag, preferredEncoding } from "./accept-encoding";

describe("preferredEncoding", () => {
  it("prefers brotli, then gzip, then identity when q-values tie", () => {
    expect(preferredEncoding("gzip, deflate, br")).toBe("br");
    expect(preferredEncoding("gzip, deflate")).toBe("gzip");
    expect(preferredEncoding("deflate")).toBe("identity");
    expect(preferredEncoding(undefined)).toBe("identity");
    expect(preferredEncoding("")).toBe("identity");
  });
  it("follows q-values and refusals", () => {
    expect(preferredEncoding("br;q=0.2, gzip;q=0.8")).toBe("gzip");
    expect(preferredEncoding("br;q=0, gzip")).toBe("gzip");
    expect(preferredEncoding("BR")).toBe("br");
    expect(preferredEncoding("x-gzip")).toBe("gzip");
    expect(preferredEncoding(["gzip;q=0.5", "identity;q=0.9"])).toBe("identity");
  });
  it("reads * as every coding not named", () => {
    expect(preferredEncoding("*")).toBe("br");
    expect(preferredEncoding("br;q=0, *;q=0.5")).toBe("gzip");
    expect(preferredEncoding("*;q=0")).toBe("identity");
  });
});

describe("matchesEtag", () => {
  it("matches one of a list, weak tags and *", () => {
    expect(matchesEtag('"a", "b"', '"b"')).toBe(true);
    expect(matchesEtag('W/"b"', '"b"')).toBe(true);
    expect(matchesEtag("*", '"b"')).toBe(true);
    expect(matchesEtag('"c"', '"b"')).toBe(false);
    expect(matchesEtag(undefined, '"b"')).toBe(false);
  });
});

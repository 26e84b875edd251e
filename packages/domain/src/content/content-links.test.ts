import { describe, expect, it } from "vitest";
import { classifyContentLink, tabHref } from "./content-links";

describe("classifyContentLink", () => {
  const own = ["polku.fi", "127.0.0.1:3000"];
  it("keeps app paths inside the app and makes the shop's own absolute links relative", () => {
    expect(classifyContentLink("/page/delivery/#pikanouto", own)).toEqual({ kind: "internal", to: "/page/delivery/#pikanouto" });
    expect(classifyContentLink("https://polku.fi/returns/?x=1#hyvitys", own)).toEqual({ kind: "internal", to: "/returns/?x=1#hyvitys" });
    expect(classifyContentLink("http://127.0.0.1:3000", own)).toEqual({ kind: "internal", to: "/" });
  });
  it("leaves other hosts, protocol-relative links and mailto to the browser", () => {
    expect(classifyContentLink("https://polku.fi.evil.example/x/", own).kind).toBe("external");
    expect(classifyContentLink("//polku.fi/x/", own).kind).toBe("external");
    expect(classifyContentLink("mailto:a@b.fi", own).kind).toBe("external");
  });
});

describe("tabHref", () => {
  it("builds tab addresses and keeps an absolute tab slug", () => {
    expect(tabHref("asiakaspalvelu", "palautukset")).toBe("/asiakaspalvelu/palautukset/");
    expect(tabHref("asiakaspalvelu", "palautukset", "vaihto")).toBe("/asiakaspalvelu/palautukset/vaihto/");
    expect(tabHref("asiakaspalvelu", "/faq")).toBe("/faq/");
  });
});

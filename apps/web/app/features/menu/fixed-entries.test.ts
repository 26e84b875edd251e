import { describe, expect, it } from "vitest";
import { fixedSectionsFor } from "./fixed-entries";

describe("fixedSectionsFor", () => {
  it("shows every section and entry in Finnish", () => {
    const sections = fixedSectionsFor("fi", false);
    expect(sections.map((s) => s.key)).toEqual(["skiWizard.menuSection", "menu.circular", "menu.storesSection", "menu.customerService", "menu.corporate", "menu.lifeOutdoors"]);
    expect(sections.find((s) => s.key === "menu.customerService")?.entries).toHaveLength(6);
  });

  it("drops the Finnish-only sections and entries in other languages", () => {
    const sections = fixedSectionsFor("en", false);
    expect(sections.map((s) => s.key)).toEqual(["skiWizard.menuSection", "menu.storesSection", "menu.customerService", "menu.lifeOutdoors"]);
    // The guided finders are in every language.
    expect(sections[0]?.entries.map((e) => e.href)).toEqual(["/ski-wizard/", "/shoe-wizard/"]);
    expect(sections.find((s) => s.key === "menu.customerService")?.entries.map((e) => e.key)).toEqual([
      "menu.paymentMethods",
      "menu.delivery",
      "menu.returns",
    ]);
  });

  it("offers the forest letter in every language and the corporate forms in Finnish", () => {
    const hrefs = (language: "fi" | "ru") => fixedSectionsFor(language, false).flatMap((s) => s.entries.map((e) => e.href));
    expect(hrefs("ru")).toContain("/forest-newsletter/");
    expect(hrefs("ru")).not.toContain("/corporate-info-form/");
    expect(hrefs("fi")).toEqual(expect.arrayContaining(["/forest-newsletter/", "/corporate-info-form/", "/corporate-newsletter/"]));
  });

  it("ends Life outdoors with Account or Join the club", () => {
    const last = (loggedIn: boolean) => fixedSectionsFor("sv", loggedIn).at(-1)?.entries.at(-1)?.key;
    expect(last(false)).toBe("menu.joinClub");
    expect(last(true)).toBe("menu.account");
  });
});

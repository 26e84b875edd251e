import { describe, expect, it } from "vitest";
import { recoContextNames } from "./context";

describe("recoContextNames", () => {
  it("splits the category names of a context, trimmed and lower-cased", () => {
    expect(recoContextNames("Vaatteet > Takit")).toEqual(["vaatteet", "takit"]);
    expect(recoContextNames(" Clothing>Jackets > ")).toEqual(["clothing", "jackets"]);
    expect(recoContextNames("Takit")).toEqual(["takit"]);
  });
});

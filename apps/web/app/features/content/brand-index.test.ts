import { describe, expect, it } from "vitest";
import { groupByInitial } from "./brand-index";

const brand = (id: number, name: string) => ({ id, name, slug: name.toLowerCase(), logo: null, featured: false });

describe("brand index grouping", () => {
  it("sorts by the language's collation and groups by first letter", () => {
    const groups = groupByInitial([brand(1, "Örn"), brand(2, "Alku"), brand(3, "arktis"), brand(4, "Zeta")], "fi-FI");
    expect(groups.map((g) => [g.letter, g.brands.map((b) => b.name)])).toEqual([
      ["A", ["Alku", "arktis"]],
      ["Z", ["Zeta"]],
      ["Ö", ["Örn"]],
    ]);
  });
  it("puts names that start with a digit under #", () => {
    expect(groupByInitial([brand(1, "8848 Gear")], "en-US")[0]!.letter).toBe("#");
  });
});

import { describe, expect, it } from "vitest";
import { parseFilterQuery } from "./filter-query";
import { shopByLinks } from "./shop-by";

const women = { slug: "naiset", name: "Naiset" };
const men = { slug: "miehet", name: "Miehet" };

describe("shopByLinks", () => {
  it("links to the group's page filtered by each value, with the catalogue's parameter", () => {
    const links = shopByLinks({ path: "vaatteet", shopBy: [{ filter: "sukupuoli", values: [women, men] }] });
    expect(links.map((link) => [link.name, link.href])).toEqual([
      ["Naiset", "/vaatteet/?sukupuoli=naiset"],
      ["Miehet", "/vaatteet/?sukupuoli=miehet"],
    ]);
    const [key, value] = links[0]!.href.split("?")[1]!.split("=") as [string, string];
    const query = { [key]: decodeURIComponent(value) };
    expect(parseFilterQuery(query, { sukupuoli: "checkbox" }).properties).toEqual({ sukupuoli: ["naiset"] });
  });

  it("puts gender before activity whatever the order given, and ignores other filters", () => {
    const links = shopByLinks({
      path: "/jalkineet/",
      shopBy: [
        { filter: "materiaali", values: [{ slug: "nahka", name: "Nahka" }] },
        { filter: "kayttotarkoitus", values: [{ slug: "juoksu", name: "Juoksu" }] },
        { filter: "sukupuoli", values: [women] },
      ],
    });
    expect(links.map((link) => link.href)).toEqual(["/jalkineet/?sukupuoli=naiset", "/jalkineet/?kayttotarkoitus=juoksu"]);
  });

  it("encodes a value and has no links without values", () => {
    expect(shopByLinks({ path: "a", shopBy: [{ filter: "sukupuoli", values: [{ slug: "a&b", name: "x" }] }] })[0]!.href).toBe("/a/?sukupuoli=a%26b");
    expect(shopByLinks({ path: "teltat", shopBy: [] })).toEqual([]);
    expect(shopByLinks({ path: "teltat" })).toEqual([]);
  });
});

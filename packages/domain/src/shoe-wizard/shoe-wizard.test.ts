import { describe, expect, it } from "vitest";
import type { ProductListItem } from "../api/shell";
import { parseFilterQuery } from "../catalogue/filter-query";
import {
  currentShoeStep,
  effectiveAnswers,
  euSizeForFoot,
  euSizeForUk,
  isShoeWizardGroup,
  matchShoes,
  parseShoeWizardPath,
  shoeCatalogueQuery,
  shoeStepOptions,
  shoeSteps,
  shoeWizardPath,
  sizeRoomMm,
  type ShoeCatalogue,
  type ShoeSizeTable,
} from "./shoe-wizard";

const TABLE: ShoeSizeTable = {
  sizes: ["36", "37", "38", "39", "40", "41", "42", "43", "44", "45", "46", "47"],
  footLengthCm: [22.5, 23.2, 23.9, 24.6, 25.3, 26.0, 26.7, 27.4, 28.1, 28.8, 29.5, 30.2],
  uk: ["3.5", "4", "5", "6", "6.5", "7.5", "8", "9", "9.5", "10.5", "11", "12"],
};

const CATALOGUE: ShoeCatalogue = { kindGroups: { hiking: [11], trail: [12], winter: [13], sandal: [14, 15] }, wideModelIds: new Set([1]) };

type Props = ProductListItem["properties"];
function shoe(id: number, group: number, sizes: string[], properties: Props): ProductListItem {
  return {
    id, name: `Shoe ${id}`, manufacturer: "Brand", manufacturerSlug: "brand", path: `brand/shoe-${id}`, image: null, shortDescription: "", description: "",
    colors: [], price: { active: 10000, reference: 10000, type: "regular" }, tags: [], soldAmount: 0, rating: null, fromPrefix: false, published: "2026-01-01",
    sizes, stocks: [], productGroupIds: [10, group], properties,
  };
}
const p = (slug: string, value: string | number): Props[number] => ({ slug, value, filter: typeof value === "number" ? "range" : "checkbox" });

const ITEMS = [
  shoe(1, 11, ["41", "42", "43"], [p("sukupuoli", "miehet"), p("kayttotarkoitus", "vaellus"), p("vedenpitavyys", 15000)]),
  shoe(2, 11, ["38", "39"], [p("sukupuoli", "naiset"), p("kayttotarkoitus", "vaellus"), p("kayttotarkoitus", "retkeily"), p("vedenpitavyys", 10000)]),
  shoe(3, 12, ["40", "42"], [p("sukupuoli", "unisex"), p("kayttotarkoitus", "juoksu"), p("pudotus", 4)]),
  shoe(4, 12, ["42"], [p("sukupuoli", "miehet"), p("kayttotarkoitus", "juoksu"), p("pudotus", 10)]),
  shoe(5, 13, ["42"], [p("sukupuoli", "miehet"), p("kayttotarkoitus", "arki")]),
  shoe(6, 15, ["30"], [p("sukupuoli", "lapset"), p("kayttotarkoitus", "arki")]),
];
const ids = (items: readonly { id: number }[]) => items.map((i) => i.id);

describe("the address", () => {
  it("reads the answers from the segments in any order and writes them in step order", () => {
    const answers = parseShoeWizardPath(["hiking", "men", "eu-42", "rocky", "any-width", "waterproof"]);
    expect(answers).toEqual({ activity: "hiking", wearer: "men", size: "42", terrain: "rocky", width: "any", waterproofing: "waterproof" });
    expect(shoeWizardPath(answers!)).toBe("/shoe-wizard/men/hiking/rocky/waterproof/any-width/eu-42/");
    expect(parseShoeWizardPath(shoeWizardPath(answers!).split("/").slice(2))).toEqual(answers);
  });

  it("keeps half sizes with the catalogue's underscore for the comma", () => {
    expect(parseShoeWizardPath(["eu-42_5"])).toEqual({ size: "42,5" });
    expect(parseShoeWizardPath(["eu-42.5"])).toEqual({ size: "42.5" });
    expect(shoeWizardPath({ size: "42,5" })).toBe("/shoe-wizard/eu-42_5/");
  });

  it("refuses unknown segments, a step answered twice and sizes that are no sizes", () => {
    expect(parseShoeWizardPath(["hiking", "running"])).toBeNull();
    expect(parseShoeWizardPath(["flying"])).toBeNull();
    expect(parseShoeWizardPath(["eu-"])).toBeNull();
    expect(parseShoeWizardPath(["eu-42abc"])).toBeNull();
    expect(parseShoeWizardPath(["eu-1234"])).toBeNull();
    expect(parseShoeWizardPath(["any-thing"])).toBeNull();
    expect(parseShoeWizardPath([])).toEqual({});
  });

  it("drops the answers of steps that do not apply", () => {
    // Cushioning is asked of runners only; waterproofing not on snow or in summer.
    expect(shoeWizardPath({ activity: "hiking", cushioning: "cushioned" })).toBe("/shoe-wizard/hiking/");
    expect(shoeWizardPath({ terrain: "summer", waterproofing: "waterproof" })).toBe("/shoe-wizard/summer/");
    expect(effectiveAnswers({ activity: "running", cushioning: "low-drop" })).toEqual({ activity: "running", cushioning: "low-drop" });
  });
});

describe("the steps", () => {
  it("asks cushioning of runners and waterproofing where membranes are rated", () => {
    expect(shoeSteps({})).toEqual(["wearer", "activity", "terrain", "waterproofing", "width", "size"]);
    expect(shoeSteps({ activity: "running" })).toEqual(["wearer", "activity", "terrain", "waterproofing", "cushioning", "width", "size"]);
    expect(shoeSteps({ terrain: "snow" })).not.toContain("waterproofing");
    expect(shoeSteps({ terrain: "summer" })).not.toContain("waterproofing");
  });

  it("goes to the first step without an answer; none left is the result", () => {
    expect(currentShoeStep({})).toBe("wearer");
    expect(currentShoeStep({ wearer: "women", terrain: "rocky" })).toBe("activity");
    expect(currentShoeStep({ wearer: "any", activity: "everyday", terrain: "snow", width: "any" })).toBe("size");
    expect(currentShoeStep({ wearer: "any", activity: "everyday", terrain: "snow", width: "any", size: "42" })).toBeNull();
  });
});

describe("narrowing the list", () => {
  it("matches each answer with the catalogue's filters", () => {
    expect(ids(matchShoes(ITEMS, {}, CATALOGUE))).toEqual([1, 2, 3, 4, 5, 6]);
    // Women: women's and unisex models.
    expect(ids(matchShoes(ITEMS, { wearer: "women" }, CATALOGUE))).toEqual([2, 3]);
    expect(ids(matchShoes(ITEMS, { activity: "hiking" }, CATALOGUE))).toEqual([1, 2]);
    // Forest: trail shoes and hiking boots; summer: every sandal group.
    expect(ids(matchShoes(ITEMS, { terrain: "forest" }, CATALOGUE))).toEqual([1, 2, 3, 4]);
    expect(ids(matchShoes(ITEMS, { terrain: "summer" }, CATALOGUE))).toEqual([6]);
    expect(ids(matchShoes(ITEMS, { waterproofing: "waterproof" }, CATALOGUE))).toEqual([1, 2]);
    expect(ids(matchShoes(ITEMS, { activity: "running", cushioning: "low-drop" }, CATALOGUE))).toEqual([3]);
    expect(ids(matchShoes(ITEMS, { activity: "running", cushioning: "cushioned" }, CATALOGUE))).toEqual([4]);
    expect(ids(matchShoes(ITEMS, { width: "wide-fit" }, CATALOGUE))).toEqual([1]);
    expect(ids(matchShoes(ITEMS, { size: "42" }, CATALOGUE))).toEqual([1, 3, 4, 5]);
    expect(ids(matchShoes(ITEMS, { wearer: "men", activity: "hiking", terrain: "rocky", waterproofing: "waterproof", width: "wide-fit", size: "42" }, CATALOGUE))).toEqual([1]);
  });

  it("treats 'any' as no filter and a terrain the catalogue lacks as nothing", () => {
    const any = { wearer: "any", activity: "any", terrain: "any", waterproofing: "any", width: "any", size: "any" };
    expect(ids(matchShoes(ITEMS, any, CATALOGUE))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(matchShoes(ITEMS, { terrain: "snow" }, { ...CATALOGUE, kindGroups: { hiking: [11] } })).toEqual([]);
  });

  it("counts what each option of a step would leave, given the other answers", () => {
    expect(shoeStepOptions("activity", ITEMS, { wearer: "men", activity: "everyday" }, CATALOGUE)).toEqual([
      { answer: "hiking", count: 1 },
      // Unisex shoe 3 counts for men too.
      { answer: "running", count: 2 },
      { answer: "everyday", count: 1 },
      { answer: "camping", count: 0 },
      { answer: "any", count: 4 },
    ]);
    expect(shoeStepOptions("size", ITEMS, { terrain: "forest" }, CATALOGUE, ["41", "42", "47"])).toEqual([
      { answer: "41", count: 1 },
      { answer: "42", count: 3 },
      { answer: "47", count: 0 },
      { answer: "any", count: 4 },
    ]);
  });

  it("writes the footwear page's filter address, which the catalogue reads back to the same filters", () => {
    const answers = { wearer: "women", activity: "running", terrain: "forest", waterproofing: "any", cushioning: "low-drop", width: "wide-fit", size: "42,5" };
    const query = shoeCatalogueQuery(answers, CATALOGUE);
    expect(query).toEqual({ sukupuoli: "naiset,unisex", kayttotarkoitus: "juoksu", group: "12,11", pudotus: "0-6", size: "42_5" });
    const read = parseFilterQuery(query, { sukupuoli: "checkbox", kayttotarkoitus: "checkbox", pudotus: "range" });
    expect(read.group).toEqual([12, 11]);
    expect(read.size).toEqual(["42,5"]);
    expect(read.properties.pudotus).toEqual({ min: 0, max: 6 });
  });
});

describe("size conversion", () => {
  it("takes the smallest size whose foot length holds the foot", () => {
    expect(euSizeForFoot(TABLE, 22)).toBe("36");
    expect(euSizeForFoot(TABLE, 26.0)).toBe("41");
    expect(euSizeForFoot(TABLE, 26.1)).toBe("42");
    expect(euSizeForFoot(TABLE, 30.2)).toBe("47");
    expect(euSizeForFoot(TABLE, 30.3)).toBeNull();
    expect(euSizeForFoot(TABLE, 0)).toBeNull();
    expect(euSizeForFoot(TABLE, Number.NaN)).toBeNull();
    expect(euSizeForFoot({ ...TABLE, footLengthCm: null }, 26)).toBeNull();
  });

  it("adds the terrain's room: half a centimetre in boots for rock and snow", () => {
    expect(sizeRoomMm({ terrain: "rocky" })).toBe(5);
    expect(sizeRoomMm({ terrain: "snow" })).toBe(5);
    expect(sizeRoomMm({ terrain: "forest" })).toBe(0);
    expect(sizeRoomMm({ terrain: "any" })).toBe(0);
    expect(sizeRoomMm({})).toBe(0);
    // 26.2 + 0.5 = 26.7 exactly: still a 42, without floating-point drift to 43.
    expect(euSizeForFoot(TABLE, 26.2, 5)).toBe("42");
    expect(euSizeForFoot(TABLE, 26.0, 5)).toBe("42");
    expect(euSizeForFoot(TABLE, 29.8, 5)).toBeNull();
  });

  it("reads UK sizes as numbers", () => {
    expect(euSizeForUk(TABLE, "8")).toBe("42");
    expect(euSizeForUk(TABLE, "8.0")).toBe("42");
    expect(euSizeForUk(TABLE, "9,5")).toBe("44");
    expect(euSizeForUk(TABLE, "7")).toBeNull();
    expect(euSizeForUk(TABLE, "large")).toBeNull();
    expect(euSizeForUk({ ...TABLE, uk: null }, "8")).toBeNull();
  });
});

describe("the footwear group pages' link", () => {
  it("is on the footwear group and the groups of its kinds only", () => {
    const wizard = { root: { id: 10 }, kindGroups: CATALOGUE.kindGroups };
    expect(isShoeWizardGroup(wizard, 10)).toBe(true);
    expect(isShoeWizardGroup(wizard, 15)).toBe(true);
    expect(isShoeWizardGroup(wizard, 99)).toBe(false);
    expect(isShoeWizardGroup({ root: null, kindGroups: {} }, 10)).toBe(false);
  });
});

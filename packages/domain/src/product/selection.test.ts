import { describe, expect, it } from "vitest";
import {
  availabilityShown,
  initialColour,
  initialSize,
  defaultSize,
  externallySelectedSize,
  initialType,
  isOptionAvailable,
  isOrderable,
  PLACEHOLDER_VARIANT_ID,
  rememberSize,
  REMEMBERED_SIZES_MAX,
  selectedVariant,
  sizeOptions,
  sortColours,
  typeOptions,
  type SelectableVariant,
} from "./selection";

let nextId = 1;
function variant(colour: string, size: string | null, stock: { inStock?: boolean; onOrder?: boolean } = {}, type: string | null = null): SelectableVariant {
  return {
    id: nextId++,
    color: { slug: colour },
    size: size === null ? null : { name: size, sort_order: 0 },
    type: type === null ? null : { name: type, sort_order: type === "wide" ? 2 : 1, title: type.toUpperCase() },
    inStock: stock.inStock ?? false,
    onOrder: stock.onOrder ?? false,
  };
}

describe("orderable", () => {
  it("is on order or in stock", () => {
    expect(isOrderable({ inStock: true, onOrder: false })).toBe(true);
    expect(isOrderable({ inStock: false, onOrder: true })).toBe(true);
    expect(isOrderable({ inStock: false, onOrder: false })).toBe(false);
  });
});

describe("colours", () => {
  const colours = [
    { slug: "sininen", name: "Sininen" },
    { slug: "musta", name: "Musta" },
    { slug: "punainen", name: "Punainen" },
  ];
  it("sorts by in-stock variants, most first, then by name", () => {
    const variants = [
      variant("punainen", "M", { inStock: true }),
      variant("punainen", "L", { inStock: true }),
      variant("musta", "M", { inStock: true }),
      variant("sininen", "M", { inStock: true }),
      variant("sininen", "L", { onOrder: true }),
    ];
    expect(sortColours(colours, variants, "fi").map((colour) => colour.slug)).toEqual(["punainen", "musta", "sininen"]);
  });

  it("starts from ?select-color=, else the promoted colour, else the first", () => {
    const sorted = ["punainen", "musta", "sininen"];
    expect(initialColour(sorted, "Sininen", "musta")).toBe("sininen");
    expect(initialColour(sorted, "vihrea", "musta")).toBe("musta");
    expect(initialColour(sorted, null, null)).toBe("punainen");
    expect(initialColour([], "musta", null)).toBeNull();
  });
});

describe("sizes and types", () => {
  it("lists each size once in size order", () => {
    const variants = [variant("a", "XL"), variant("b", "XL"), variant("a", "S"), variant("a", "M"), variant("a", "XXS")];
    expect(sizeOptions(variants)).toEqual(["XXS", "S", "M", "XL"]);
    expect(sizeOptions([variant("a", "44"), variant("a", "38"), variant("a", "40.5")])).toEqual(["38", "40.5", "44"]);
    expect(sizeOptions([variant("a", null)])).toEqual([]);
  });

  it("lists types in their sort order with their titles", () => {
    expect(typeOptions([variant("a", "M", {}, "wide"), variant("a", "M", {}, "narrow"), variant("a", "L", {}, "wide")])).toEqual([
      { name: "narrow", title: "NARROW" },
      { name: "wide", title: "WIDE" },
    ]);
  });

  it("starts from the newest remembered size the model has, else the only size, else none", () => {
    expect(initialSize(["S", "M", "L"], ["42", "L", "M"])).toBe("L");
    expect(initialSize(["ONE"], [])).toBe("ONE");
    expect(initialSize(["S", "M"], ["42"])).toBeNull();
    expect(initialType([{ name: "wide" }])).toBe("wide");
    expect(initialType([{ name: "wide" }, { name: "narrow" }])).toBeNull();
  });

  it("remembers a chosen size newest first without duplicates, up to a limit", () => {
    expect(rememberSize(["M", "42"], "42")).toEqual(["42", "M"]);
    const many = Array.from({ length: REMEMBERED_SIZES_MAX }, (_, i) => String(i));
    expect(rememberSize(many, "XL")).toHaveLength(REMEMBERED_SIZES_MAX);
    expect(rememberSize(many, "XL")[0]).toBe("XL");
  });
});

describe("selected variant", () => {
  const blackM = variant("musta", "M", { inStock: true });
  const blackL = variant("musta", "L");
  const redM = variant("punainen", "M", { onOrder: true });
  const variants = [blackM, blackL, redM];

  it("is the variant of colour and size", () => {
    expect(selectedVariant(variants, { colour: "musta", type: null, size: "M" })).toEqual({ id: blackM.id, variant: blackM, orderable: true });
    expect(selectedVariant(variants, { colour: "musta", type: null, size: "L" })).toMatchObject({ id: blackL.id, orderable: false });
  });

  it("is the placeholder -1, not orderable, when nothing matches or the size is not chosen", () => {
    expect(selectedVariant(variants, { colour: "punainen", type: null, size: "L" })).toEqual({ id: PLACEHOLDER_VARIANT_ID, variant: null, orderable: false });
    expect(selectedVariant(variants, { colour: "musta", type: null, size: null }).id).toBe(-1);
  });

  it("uses the given orderability rule (a staff transfer's sources)", () => {
    const onlyBlackL = (v: (typeof variants)[number]) => v === blackL;
    expect(selectedVariant(variants, { colour: "musta", type: null, size: "M" }, onlyBlackL)).toMatchObject({ id: blackM.id, orderable: false });
    expect(selectedVariant(variants, { colour: "musta", type: null, size: "L" }, onlyBlackL)).toMatchObject({ id: blackL.id, orderable: true });
    const black = { colour: "musta", type: null, size: null };
    expect(isOptionAvailable(variants, black, "size", "M", onlyBlackL)).toBe(false);
    expect(isOptionAvailable(variants, black, "size", "L", onlyBlackL)).toBe(true);
  });

  it("matches the type too", () => {
    const narrow = variant("musta", "42", { inStock: true }, "narrow");
    const wide = variant("musta", "42", { inStock: true }, "wide");
    expect(selectedVariant([narrow, wide], { colour: "musta", type: "wide", size: "42" }).variant).toBe(wide);
  });
});

describe("option availability", () => {
  const variants = [
    variant("musta", "S", { inStock: true }),
    variant("musta", "M"),
    variant("punainen", "M", { onOrder: true }),
    variant("punainen", "L"),
  ];

  it("marks a size unavailable when no orderable variant of the chosen colour has it", () => {
    const black = { colour: "musta", type: null, size: null };
    expect(isOptionAvailable(variants, black, "size", "S")).toBe(true);
    expect(isOptionAvailable(variants, black, "size", "M")).toBe(false);
    expect(isOptionAvailable(variants, black, "size", "L")).toBe(false);
    expect(isOptionAvailable(variants, { ...black, colour: "punainen" }, "size", "M")).toBe(true);
  });

  it("marks a colour unavailable for the chosen size, ignoring the colour chosen now", () => {
    const selection = { colour: "musta", type: null, size: "M" };
    expect(isOptionAvailable(variants, selection, "colour", "punainen")).toBe(true);
    expect(isOptionAvailable(variants, selection, "colour", "musta")).toBe(false);
    expect(isOptionAvailable(variants, { ...selection, size: null }, "colour", "musta")).toBe(true);
  });

  it("considers the type chosen", () => {
    const typed = [variant("musta", "42", { inStock: true }, "narrow"), variant("musta", "43", { inStock: true }, "wide")];
    expect(isOptionAvailable(typed, { colour: "musta", type: "wide", size: null }, "size", "42")).toBe(false);
    expect(isOptionAvailable(typed, { colour: "musta", type: "wide", size: null }, "size", "43")).toBe(true);
    expect(isOptionAvailable(typed, { colour: "musta", type: null, size: "42" }, "type", "wide")).toBe(false);
  });
});

describe("availability shown", () => {
  const sizes = ["S", "M"];
  const types = [{ name: "wide" }];
  it("needs the size and the type chosen when the model has them", () => {
    expect(availabilityShown({ colour: "a", type: null, size: null }, { sizes, types: [] })).toBe(false);
    expect(availabilityShown({ colour: "a", type: null, size: "S" }, { sizes, types: [] })).toBe(true);
    expect(availabilityShown({ colour: "a", type: null, size: "S" }, { sizes, types })).toBe(false);
    expect(availabilityShown({ colour: "a", type: "wide", size: "S" }, { sizes, types })).toBe(true);
    expect(availabilityShown({ colour: "a", type: null, size: null }, { sizes: [], types: [] })).toBe(true);
  });
});

describe("default size from outside (spec 02 §4)", () => {
  const sizes = ["S", "M", "L", "XL"];
  const only = (...names: string[]) => (size: string) => names.includes(size);

  it("takes a remembered size the model has, the most recent first", () => {
    expect(defaultSize(sizes, ["42", "L", "M"], only("S"))).toBe("L");
  });

  it("else the first available size, else the first size", () => {
    expect(defaultSize(sizes, ["42"], only("L", "XL"))).toBe("L");
    expect(defaultSize(sizes, [], only())).toBe("S");
    expect(defaultSize([], ["M"], only("M"))).toBeNull();
  });

  it("?select-size= names a size of the model: that size, even when another is remembered", () => {
    expect(externallySelectedSize("XL", sizes, ["M"], only("S"))).toBe("XL");
    expect(externallySelectedSize(" xl ", sizes, [], only())).toBe("XL");
  });

  it("?select-size= with a size the model lacks, or empty, takes the default size", () => {
    expect(externallySelectedSize("44", sizes, ["M"], only("S"))).toBe("M");
    expect(externallySelectedSize("", sizes, [], only("L"))).toBe("L");
    expect(externallySelectedSize("44", sizes, [], only())).toBe("S");
  });

  it("without the parameter nothing is chosen from outside", () => {
    expect(externallySelectedSize(null, sizes, ["M"], only("S"))).toBeNull();
  });
});

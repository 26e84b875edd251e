import { describe, expect, it } from "vitest";
import { skiLengthOfSize, variantFacts } from "./facts";

describe("variantFacts", () => {
  it("gives a ski its waist (alpine) and its length from the size", () => {
    expect(variantFacts("alpine", "skis", { waistWidthMm: 84 }, "165 cm")).toEqual({ group: "skis", facts: { waistWidthMm: 84, lengthCm: 165 } });
    expect(variantFacts("nordic", "skis", { waistWidthMm: 46 }, "200 cm")).toEqual({ group: "skis", facts: { waistWidthMm: null, lengthCm: 200 } });
    expect(skiLengthOfSize("one size")).toBeNull();
  });

  it("gives a boot the sole length of its size, and nothing for a size without one", () => {
    const stored = { norm: "gripwalk", soleLengthMm: { "26.5": 305 } };
    expect(variantFacts("alpine", "boots", stored, "26.5")).toEqual({ group: "boots", facts: { norm: "gripwalk", soleLengthMm: 305 } });
    expect(variantFacts("alpine", "boots", stored, "27.5")).toBeNull();
  });

  it("refuses stored facts that do not fit the sport and group", () => {
    expect(variantFacts("alpine", "bindings", { system: "nnn" }, null)).toBeNull();
    expect(variantFacts("nordic", "bindings", { system: "rottefella" }, null)).toBeNull();
    expect(variantFacts("alpine", "bindings", { brakeWidthMm: 90, norms: [], soleLengthMm: [270, 340] }, null)).toBeNull();
    expect(variantFacts("nordic", "boots", { system: "sns" }, "42")).toEqual({ group: "boots", facts: { system: "sns" } });
  });
});

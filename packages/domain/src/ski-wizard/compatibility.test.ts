import { describe, expect, it } from "vitest";
import { alpineBootFits, brakeFits, checkSkiSet, nordicSystemsFit, skiLengthRange, type AlpineBindingFacts } from "./compatibility";

const binding: AlpineBindingFacts = { brakeWidthMm: 90, norms: ["iso5355", "gripwalk"], soleLengthMm: [270, 340] };

describe("alpine", () => {
  it("a brake as wide as the waist or up to 15 mm wider", () => {
    expect(brakeFits({ waistWidthMm: 90 }, binding)).toBeNull();
    expect(brakeFits({ waistWidthMm: 75 }, binding)).toBeNull();
    expect(brakeFits({ waistWidthMm: 74 }, binding)).toBe("brakeTooWide");
    expect(brakeFits({ waistWidthMm: 95 }, binding)).toBe("brakeTooNarrow");
    expect(brakeFits({}, binding)).toBeNull();
  });
  it("the boot's sole norm and length", () => {
    expect(alpineBootFits(binding, { norm: "gripwalk", soleLengthMm: 305 })).toBeNull();
    expect(alpineBootFits(binding, { norm: "iso9523", soleLengthMm: 305 })).toBe("soleNorm");
    expect(alpineBootFits(binding, { norm: "iso5355", soleLengthMm: 345 })).toBe("soleLength");
  });
  it("a set answers per part, with what is missing left open", () => {
    expect(checkSkiSet("alpine", { ski: { waistWidthMm: 100 } })).toEqual({ withSkis: true, withBindings: true, withBoots: true, problems: [] });
    expect(checkSkiSet("alpine", { ski: { waistWidthMm: 100 }, binding, boot: { norm: "iso5355", soleLengthMm: 300 } })).toEqual({
      withSkis: false, withBindings: false, withBoots: true, problems: ["brakeTooNarrow"],
    });
    expect(checkSkiSet("alpine", { ski: { waistWidthMm: 85, lengthCm: 200 }, binding, skier: { heightCm: 170 } }).problems).toEqual(["skiLength"]);
  });
});

describe("nordic", () => {
  it("the NNN family fits itself, SNS only SNS", () => {
    expect(nordicSystemsFit("prolink", "nnn")).toBe(true);
    expect(nordicSystemsFit("turnamic", "prolink")).toBe(true);
    expect(nordicSystemsFit("sns", "sns")).toBe(true);
    expect(nordicSystemsFit("nnn", "sns")).toBe(false);
    expect(checkSkiSet("nordic", { binding: { system: "sns" }, boot: { system: "nnn" } })).toMatchObject({ withBindings: false, withBoots: false, problems: ["nordicSystem"] });
  });
  it("ski lengths by height, moved by weight", () => {
    expect(skiLengthRange("nordic", 180)).toEqual([190, 210]);
    expect(skiLengthRange("alpine", 180, 95)).toEqual([165, 190]);
    expect(skiLengthRange("alpine", 160, 45)).toEqual([135, 160]);
  });
});

import { describe, expect, it } from "vitest";
import { parseSkierMeasure, releaseValue, SKIER_CODES, skierCode, skierRecommendation } from "./skier";

const code = (skier: Parameters<typeof skierCode>[0]) => SKIER_CODES[skierCode(skier)];

describe("skier code (ISO 11088)", () => {
  it("weight bands", () => {
    expect(code({ heightCm: 200, weightKg: 13 })).toBe("A");
    expect(code({ heightCm: 200, weightKg: 14 })).toBe("B");
    expect(code({ heightCm: 200, weightKg: 66 })).toBe("J");
    expect(code({ heightCm: 200, weightKg: 67 })).toBe("J"); // 200 cm is J by height: the higher row wins
    expect(code({ heightCm: 200, weightKg: 120 })).toBe("J");
  });
  it("the height's code when it is higher on the chart", () => {
    expect(code({ heightCm: 150, weightKg: 80 })).toBe("F");
    expect(code({ heightCm: 148, weightKg: 80 })).toBe("E");
    expect(code({ heightCm: 178, weightKg: 80 })).toBe("H");
    expect(code({ heightCm: 179, weightKg: 80 })).toBe("I");
    expect(code({ heightCm: 195, weightKg: 80 })).toBe("J");
    expect(code({ heightCm: 195, weightKg: 95 })).toBe("J");
  });
  it("moderate one row, aggressive two rows down, never past O", () => {
    expect(code({ heightCm: 180, weightKg: 70, ability: "cautious" })).toBe("I");
    expect(code({ heightCm: 180, weightKg: 70, ability: "moderate" })).toBe("J");
    expect(code({ heightCm: 180, weightKg: 70, ability: "aggressive" })).toBe("K");
    expect(code({ heightCm: 230, weightKg: 200, ability: "aggressive" })).toBe("L");
  });
});

describe("release value", () => {
  it("reads the chart by code and sole length", () => {
    // I, 291-310 mm: 4; K, 311-330 mm: 5.5
    expect(releaseValue({ heightCm: 180, weightKg: 70 }, 300)).toBe(4);
    expect(releaseValue({ heightCm: 180, weightKg: 70, ability: "aggressive" }, 320)).toBe(5.5);
    // E at the shortest soles: 2.5; at the longest: 1.5
    expect(releaseValue({ heightCm: 140, weightKg: 28 }, 240)).toBe(2.5);
    expect(releaseValue({ heightCm: 140, weightKg: 28 }, 340)).toBe(1.5);
  });
  it("an empty cell takes the row's nearest value", () => {
    // A with a 300 mm sole: the chart's A row ends at 271-290 mm
    expect(releaseValue({ heightCm: 100, weightKg: 12 }, 300)).toBe(0.75);
    // L (J by height, two rows down) with a 240 mm sole: the row's first value, 271-290 mm
    expect(releaseValue({ heightCm: 200, weightKg: 100, ability: "aggressive" }, 240)).toBe(7.5);
  });
  it("never falls for a heavier skier of the same height, sole and ability", () => {
    for (let weight = 10; weight < 200; weight += 1) {
      for (const sole of [240, 265, 285, 300, 320, 345]) {
        expect(releaseValue({ heightCm: 230, weightKg: weight + 1 }, sole)).toBeGreaterThanOrEqual(releaseValue({ heightCm: 230, weightKg: weight }, sole));
      }
    }
  });
});

describe("recommendation", () => {
  it("the length for both sports, the release value for alpine with a boot and a weight", () => {
    expect(skierRecommendation("alpine", { heightCm: 180, weightKg: 70 }, 300)).toEqual({ length: [160, 185], releaseValue: 4 });
    expect(skierRecommendation("alpine", { heightCm: 180, weightKg: 95 }, null)).toEqual({ length: [165, 190], releaseValue: null });
    expect(skierRecommendation("alpine", { heightCm: 180 }, 300)).toEqual({ length: [160, 185], releaseValue: null });
    expect(skierRecommendation("nordic", { heightCm: 170, weightKg: 45 }, 300)).toEqual({ length: [175, 195], releaseValue: null });
  });
});

describe("typed measures", () => {
  it("numbers with a comma or point, limits, empty", () => {
    expect(parseSkierMeasure("heightCm", " 172 ")).toEqual({ value: 172 });
    expect(parseSkierMeasure("weightKg", "72,5")).toEqual({ value: 72.5 });
    expect(parseSkierMeasure("weightKg", "")).toEqual({ value: null });
    expect(parseSkierMeasure("heightCm", "1.72m")).toEqual({ problem: "notNumber" });
    expect(parseSkierMeasure("heightCm", "-5")).toEqual({ problem: "notNumber" });
    expect(parseSkierMeasure("heightCm", "79")).toEqual({ problem: "tooSmall" });
    expect(parseSkierMeasure("heightCm", "231")).toEqual({ problem: "tooLarge" });
    expect(parseSkierMeasure("weightKg", "9")).toEqual({ problem: "tooSmall" });
  });
});

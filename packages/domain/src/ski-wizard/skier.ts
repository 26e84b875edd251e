// The skier's own measures in the ski wizard (issue 18; docs/ski-wizard.md "The skier"): height
// and weight give the recommended ski length (compatibility.ts skiLengthRange) and, for alpine
// sets, the binding's release value (the "DIN" setting) from the ISO 11088 chart that ski shops
// use, with the boot's sole length. Zod-free, so the page's form checks the same limits as the API.
import { skiLengthRange, type SkiSport } from "./compatibility";

/** What the form and the API accept (a child's first skis to the tallest adult). */
export const SKIER_HEIGHT_CM = { min: 80, max: 230 } as const;
export const SKIER_WEIGHT_KG = { min: 10, max: 200 } as const;

/** ISO 11088 skier types: 1 cautious, 2 moderate, 3 aggressive. */
export const SKIER_ABILITIES = ["cautious", "moderate", "aggressive"] as const;
export type SkierAbility = (typeof SKIER_ABILITIES)[number];

export interface Skier {
  heightCm: number;
  weightKg?: number | null;
  ability?: SkierAbility | null;
}

export type SkierField = "heightCm" | "weightKg";
export type SkierFieldProblem = "notNumber" | "tooSmall" | "tooLarge";

/** A typed height or weight ("172", "72,5"): the number, or what is wrong with it; empty is null. */
export function parseSkierMeasure(field: SkierField, raw: string): { value: number | null } | { problem: SkierFieldProblem } {
  const text = raw.trim().replace(",", ".");
  if (text === "") return { value: null };
  if (!/^\d{1,3}(\.\d)?$/.test(text)) return { problem: "notNumber" };
  const value = Number(text);
  const limits = field === "heightCm" ? SKIER_HEIGHT_CM : SKIER_WEIGHT_KG;
  if (value < limits.min) return { problem: "tooSmall" };
  if (value > limits.max) return { problem: "tooLarge" };
  return { value: field === "heightCm" ? Math.round(value) : value };
}

/** Skier codes A…O of the ISO 11088 chart (index 0 = A). */
export const SKIER_CODES = "ABCDEFGHIJKLMNO".split("");

/** Weight bands (kg, upper bound of codes A…L; M and above is 95 kg and more). */
const WEIGHT_CODE_MAX_KG = [13, 17, 21, 25, 30, 35, 41, 48, 57, 66, 78, 94];
/** Height bands start at code E (index 4): up to 148, 157, 166, 178, 194 cm; 195 cm and above is J. */
const HEIGHT_CODE_MAX_CM = [148, 157, 166, 178, 194];

/** Boot sole length columns: up to 250, 251-270, 271-290, 291-310, 311-330, 331 mm and above. */
const SOLE_COLUMN_MAX_MM = [250, 270, 290, 310, 330];
/** Release values per code (rows A…O) and sole column; null where the chart has no value. */
const RELEASE_CHART: readonly (readonly (number | null)[])[] = [
  [0.75, 0.75, null, null, null, null],
  [1, 0.75, 0.75, null, null, null],
  [1.5, 1.25, 1.25, 1, null, null],
  [2, 1.75, 1.5, 1.5, 1.25, null],
  [2.5, 2.25, 2, 1.75, 1.5, 1.5],
  [3, 2.75, 2.5, 2.25, 2, 1.75],
  [null, 3.5, 3, 2.75, 2.5, 2.25],
  [null, null, 3.5, 3, 3, 2.75],
  [null, null, 4.5, 4, 3.5, 3.5],
  [null, null, 5.5, 5, 4.5, 4],
  [null, null, 6.5, 6, 5.5, 5],
  [null, null, 7.5, 7, 6.5, 6],
  [null, null, null, 8.5, 8, 7],
  [null, null, null, 10, 9.5, 8.5],
  [null, null, null, 11.5, 11, 10],
];

const weightCode = (kg: number) => {
  const i = WEIGHT_CODE_MAX_KG.findIndex((max) => kg <= max);
  return i === -1 ? WEIGHT_CODE_MAX_KG.length : i;
};
const heightCode = (cm: number) => {
  const i = HEIGHT_CODE_MAX_CM.findIndex((max) => cm <= max);
  return 4 + (i === -1 ? HEIGHT_CODE_MAX_CM.length : i);
};

/**
 * The skier code (index into SKIER_CODES): the weight's and the height's codes, whichever is
 * higher on the chart (the lower letter, the safer setting), then one row down for a moderate
 * and two for an aggressive skier.
 */
export function skierCode(skier: { heightCm: number; weightKg: number; ability?: SkierAbility | null }): number {
  const base = Math.min(weightCode(skier.weightKg), heightCode(skier.heightCm));
  const shift = skier.ability === "aggressive" ? 2 : skier.ability === "moderate" ? 1 : 0;
  return Math.min(SKIER_CODES.length - 1, base + shift);
}

/**
 * The binding's recommended release value for the skier and the boot's sole length (mm), from
 * the chart's row and column; where the chart leaves the cell empty, the nearest value of the
 * row. The shop's technician checks it when mounting (the ISO 11088 procedure), so this is
 * shown as the setting the set will get, never as a limit.
 */
export function releaseValue(skier: { heightCm: number; weightKg: number; ability?: SkierAbility | null }, soleLengthMm: number): number {
  const row = RELEASE_CHART[skierCode(skier)]!;
  let column = SOLE_COLUMN_MAX_MM.findIndex((max) => soleLengthMm <= max);
  if (column === -1) column = SOLE_COLUMN_MAX_MM.length;
  for (let distance = 0; distance < row.length; distance += 1) {
    for (const c of [column - distance, column + distance]) {
      const value = row[c];
      if (value != null) return value;
    }
  }
  throw new Error("release chart row without values");
}

/** What the wizard recommends for a skier: the ski length range, and for alpine the release value once a boot (sole length) and the weight are known. */
export function skierRecommendation(sport: SkiSport, skier: Skier, bootSoleLengthMm: number | null): { length: [number, number]; releaseValue: number | null } {
  const length = skiLengthRange(sport, skier.heightCm, skier.weightKg);
  const release = sport === "alpine" && skier.weightKg != null && bootSoleLengthMm != null ? releaseValue({ heightCm: skier.heightCm, weightKg: skier.weightKg, ability: skier.ability }, bootSoleLengthMm) : null;
  return { length, releaseValue: release };
}

// A ski wizard set in the cart (issue 18; spec 02 §4 "Ski wizard add", §5 'Bindings must be
// compatible with skis and boots', §9 ski_bundle_days; docs/ski-wizard.md "In the cart"). The set
// is one bundle line: the ski's model id, then the ski, binding and boot variants joined by
// hyphens, the bundle id convention of spec 02 §3. It costs what its parts cost (each priced for
// the shopper as a line of its own), is in stock only when every part is, and is mounted before
// it ships, so the delivery country's ski bundle days apply.
import type { LinePrice } from "../checkout/repricing";
import { checkSkiSet, type SkiSetAnswer, type SkiSport } from "./compatibility";
import type { SkiGroup, VariantFacts } from "./facts";

/** The parts of a set, in the order of its id. */
export const SKI_SET_GROUPS: readonly SkiGroup[] = ["skis", "bindings", "boots"];

export interface SkiPicks {
  skis: number | null;
  bindings: number | null;
  boots: number | null;
}

/** The set's cart id once all three parts are picked: "skiModelId-ski-binding-boot"; else null. */
export function skiSetId(skiModelId: number, picks: SkiPicks): string | null {
  if (picks.skis == null || picks.bindings == null || picks.boots == null) return null;
  return [skiModelId, picks.skis, picks.bindings, picks.boots].join("-");
}

/** The three variant ids of a set id, or null when it is not one. */
export function parseSkiSetId(id: string): { skiModelId: number; skis: number; bindings: number; boots: number } | null {
  const parts = id.split("-");
  if (parts.length !== 4 || parts.some((p) => !/^[1-9]\d{0,9}$/.test(p))) return null;
  const [skiModelId, skis, bindings, boots] = parts.map(Number) as [number, number, number, number];
  if (new Set([skis, bindings, boots]).size !== 3) return null;
  return { skiModelId, skis, bindings, boots };
}

/** What the cart knows of a wizard part: its model's sport and group and the variant's facts. */
export interface SkiPartFacts {
  modelId: number;
  sport: SkiSport;
  group: SkiGroup;
  /** null when the model's facts are missing or malformed: such a part is not in the wizard. */
  facts: VariantFacts | null;
}

export type SkiSetRefusal = "not_a_set" | "incompatible";

/**
 * The parts of a set line in order (ski, binding, boot), or why it is refused: every part a
 * wizard part of the sport's right group (the ski of the named model), and the three compatible.
 */
export function skiSetParts(
  sport: SkiSport,
  id: string,
  partOf: (variantId: number) => SkiPartFacts | undefined,
): { ids: [number, number, number]; answer: SkiSetAnswer } | { refused: SkiSetRefusal } {
  const parsed = parseSkiSetId(id);
  if (!parsed) return { refused: "not_a_set" };
  const ids: [number, number, number] = [parsed.skis, parsed.bindings, parsed.boots];
  const facts: VariantFacts[] = [];
  for (const [i, variantId] of ids.entries()) {
    const part = partOf(variantId);
    if (!part || part.sport !== sport || part.group !== SKI_SET_GROUPS[i] || !part.facts) return { refused: "not_a_set" };
    if (i === 0 && part.modelId !== parsed.skiModelId) return { refused: "not_a_set" };
    facts.push(part.facts);
  }
  const answer = checkSkiSet(sport, { ski: facts[0]!.facts as never, binding: facts[1]!.facts as never, boot: facts[2]!.facts as never });
  if (answer.problems.length > 0) return { refused: "incompatible" };
  return { ids, answer };
}

/** The set's price: the parts' prices for this shopper summed, the regular prices summed; mounting is free. */
export function skiSetPrice(parts: readonly LinePrice[]): LinePrice {
  const unitPrice = parts.reduce((sum, p) => sum + p.unitPrice, 0);
  const regular = parts.reduce((sum, p) => sum + p.regularUnitPrice, 0);
  return { unitPrice, regularUnitPrice: Math.max(regular, unitPrice), priceType: unitPrice < regular ? "discount" : "regular" };
}

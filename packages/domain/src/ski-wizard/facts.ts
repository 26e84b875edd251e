// The ski wizard's facts on a model (issue 18, docs/ski-wizard.md "Data"): what the compatibility
// rules of compatibility.ts need, stored as product_models.ski_facts and read back through these
// schemas, so a malformed row is never taken for a fact.
import { z } from "zod";
import {
  ALPINE_SOLE_NORMS,
  NORDIC_SYSTEMS,
  type AlpineBindingFacts,
  type AlpineBootFacts,
  type NordicBindingFacts,
  type NordicBootFacts,
  type SkiFacts,
  type SkiSport,
} from "./compatibility";

const mm = z.number().int().positive();

export const skiModelFactsSchema = z.strictObject({ waistWidthMm: mm });
export const alpineBindingModelFactsSchema = z.strictObject({
  brakeWidthMm: mm,
  norms: z.array(z.enum(ALPINE_SOLE_NORMS)).min(1),
  soleLengthMm: z.tuple([mm, mm]),
});
/** Sole length per size name (a boot's sole grows with its size). */
export const alpineBootModelFactsSchema = z.strictObject({ norm: z.enum(ALPINE_SOLE_NORMS), soleLengthMm: z.record(z.string(), mm) });
export const nordicModelFactsSchema = z.strictObject({ system: z.enum(NORDIC_SYSTEMS) });

export type SkiGroup = "skis" | "bindings" | "boots";
export type SkiModelFacts = z.infer<typeof skiModelFactsSchema>;
export type AlpineBootModelFacts = z.infer<typeof alpineBootModelFactsSchema>;

/** A ski's length from its size name ("165 cm"), or null. */
export function skiLengthOfSize(size: string | null | undefined): number | null {
  const match = /^(\d{2,3})\s*cm$/.exec((size ?? "").trim());
  return match ? Number(match[1]) : null;
}

export type VariantFacts =
  | { group: "skis"; facts: SkiFacts }
  | { group: "bindings"; facts: AlpineBindingFacts | NordicBindingFacts }
  | { group: "boots"; facts: AlpineBootFacts | NordicBootFacts };

/**
 * The facts of one variant (a model's facts with its size), or null when the model's stored facts
 * do not fit its sport and group, or a boot's size has no sole length.
 */
export function variantFacts(sport: SkiSport, group: SkiGroup, stored: unknown, size: string | null): VariantFacts | null {
  if (group === "skis") {
    const parsed = skiModelFactsSchema.safeParse(stored);
    if (!parsed.success) return null;
    return { group, facts: { waistWidthMm: sport === "alpine" ? parsed.data.waistWidthMm : null, lengthCm: skiLengthOfSize(size) } };
  }
  if (sport === "nordic") {
    const parsed = nordicModelFactsSchema.safeParse(stored);
    return parsed.success ? ({ group, facts: parsed.data } as VariantFacts) : null;
  }
  if (group === "bindings") {
    const parsed = alpineBindingModelFactsSchema.safeParse(stored);
    return parsed.success ? { group, facts: { ...parsed.data, soleLengthMm: parsed.data.soleLengthMm } } : null;
  }
  const parsed = alpineBootModelFactsSchema.safeParse(stored);
  if (!parsed.success || size == null) return null;
  const sole = parsed.data.soleLengthMm[size];
  return sole == null ? null : { group, facts: { norm: parsed.data.norm, soleLengthMm: sole } };
}

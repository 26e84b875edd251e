// The ski wizard's state per sport (spec 01 §3 "Ski wizard", persisted locally; spec 02 §4 "Ski
// wizard add"; docs/ski-wizard.md "The page"): the picked ski, binding and boot, what the last
// compatibility answer said of them and the set's prices. Pure, so the page, the product page's
// link and the tests share one set of rules.
import { z } from "zod";
import type { CompatibleProductsResponse, SkiWizardItems } from "../api/ski-wizard";
import { SKI_TYPE_OF_SPORT, type SkiSport } from "./compatibility";
import type { SkiGroup } from "./facts";
import { SKI_SET_GROUPS, skiSetId } from "./ski-set";
import { SKIER_ABILITIES, SKIER_HEIGHT_CM, SKIER_WEIGHT_KG } from "./skier";

/** Local storage key of a sport's wizard. */
export const skiWizardStorageKey = (sport: SkiSport) => `polku.skiWizard.${sport}`;

const pickSchema = z.object({
  variantId: z.number().int().positive(),
  modelId: z.number().int().positive(),
  name: z.string().max(300),
  brand: z.string().max(200).default(""),
  image: z.string().max(1000).nullable(),
  /** The product page's path, "brand/model" (spec 01 §3 slug). */
  slug: z.string().max(500),
  size: z.string().max(100).nullable().default(null),
});
export type SkiWizardPick = z.infer<typeof pickSchema>;

const stateSchema = z.object({
  isEnabled: z.boolean().default(true),
  skis: pickSchema.nullable().default(null),
  bindings: pickSchema.nullable().default(null),
  boots: pickSchema.nullable().default(null),
  compatible: z.object({ withSkis: z.boolean(), withBindings: z.boolean(), withBoots: z.boolean() }).default({ withSkis: true, withBindings: true, withBoots: true }),
  prices: z.object({ active: z.number().int().nonnegative(), regular: z.number().int().nonnegative(), discount: z.number().int().nonnegative() }).default({ active: 0, regular: 0, discount: 0 }),
  /** The skier's measures (docs/ski-wizard.md "The skier"); a stored value out of range is dropped. */
  skier: z
    .object({
      heightCm: z.number().int().min(SKIER_HEIGHT_CM.min).max(SKIER_HEIGHT_CM.max).nullable().catch(null),
      weightKg: z.number().min(SKIER_WEIGHT_KG.min).max(SKIER_WEIGHT_KG.max).nullable().catch(null),
      ability: z.enum(SKIER_ABILITIES).nullable().catch(null),
    })
    .default({ heightCm: null, weightKg: null, ability: null })
    .catch({ heightCm: null, weightKg: null, ability: null }),
});
/** spec 01 §3: isEnabled; skis, bindings, boots; compatible{withSkis, withBindings, withBoots}; prices{active, regular, discount}. */
export type SkiWizardState = z.infer<typeof stateSchema>;

export const emptySkiWizard = (): SkiWizardState => stateSchema.parse({});

/** A stored wizard, or an empty one when nothing (or nothing readable) is stored. */
export function parseSkiWizard(raw: string | null | undefined): SkiWizardState {
  if (!raw) return emptySkiWizard();
  try {
    const parsed = stateSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : emptySkiWizard();
  } catch {
    return emptySkiWizard();
  }
}

/** The step shown: the one asked for, else the first group without a pick; "summary" once all are picked. */
export type SkiWizardStep = SkiGroup | "summary";
export function firstMissingStep(state: Pick<SkiWizardState, SkiGroup>): SkiWizardStep {
  return SKI_SET_GROUPS.find((group) => state[group] === null) ?? "summary";
}

/** spec 02 §4 "Ski wizard add": the pick is stored for its group; the compatibility answer is the server's to give again. */
export function pickSkiPart(state: SkiWizardState, group: SkiGroup, pick: SkiWizardPick): SkiWizardState {
  return { ...state, [group]: pick };
}

export function removeSkiPart(state: SkiWizardState, group: SkiGroup): SkiWizardState {
  return { ...state, [group]: null };
}

/** The compatibility answer for the current picks, kept with them (spec 01 §3 compatible, prices). */
export function withCompatibility(state: SkiWizardState, answer: Pick<CompatibleProductsResponse, "compatible" | "prices">): SkiWizardState {
  return { ...state, compatible: answer.compatible, prices: { active: answer.prices.discount, regular: answer.prices.regular, discount: Math.max(0, answer.prices.regular - answer.prices.discount) } };
}

/** The picks' part of GET /api/compatible_products/'s query. */
export function compatibilityQuery(sport: SkiSport, state: Pick<SkiWizardState, SkiGroup> & { skier?: SkiWizardState["skier"] }, taxArea: number): string {
  // Numbers and fixed words only: nothing to escape (the domain has no URLSearchParams).
  const params: [string, number | string][] = [["ski_type", SKI_TYPE_OF_SPORT[sport]], ["tax_area", taxArea]];
  if (state.skis) params.push(["ski_id", state.skis.variantId]);
  if (state.bindings) params.push(["binding_id", state.bindings.variantId]);
  if (state.boots) params.push(["boot_id", state.boots.variantId]);
  // The weight and ability count only with a height (the API refuses them alone).
  if (state.skier?.heightCm != null) {
    params.push(["height_cm", state.skier.heightCm]);
    if (state.skier.weightKg != null) params.push(["weight_kg", state.skier.weightKg]);
    if (state.skier.ability) params.push(["ability", state.skier.ability]);
  }
  return params.map(([key, value]) => `${key}=${value}`).join("&");
}

/** The skier's measures as typed in the form; the API's recommendation is asked with them. */
export function withSkier(state: SkiWizardState, skier: SkiWizardState["skier"]): SkiWizardState {
  return { ...state, skier };
}

/** Whether a group's pick clashes with the others, by the answer's compatible flags. */
export function pickFits(group: SkiGroup, compatible: SkiWizardState["compatible"]): boolean {
  return group === "skis" ? compatible.withSkis : group === "bindings" ? compatible.withBindings : compatible.withBoots;
}

/** The set can go to the cart: all three picked and nothing contradicts. */
export function skiSetReady(state: SkiWizardState): boolean {
  return SKI_SET_GROUPS.every((group) => state[group] !== null && pickFits(group, state.compatible));
}

/** The cart id of the picked set (ski-set.ts), or null while a part is missing. */
export function pickedSkiSetId(state: Pick<SkiWizardState, SkiGroup>): string | null {
  if (!state.skis) return null;
  return skiSetId(state.skis.modelId, { skis: state.skis.variantId, bindings: state.bindings?.variantId ?? null, boots: state.boots?.variantId ?? null });
}

/** A sport is offered when its catalogue has skis, bindings and boots to choose from (spec 01 §3 isEnabled). */
export function isSkiSportEnabled(items: Pick<SkiWizardItems, SkiGroup>): boolean {
  return SKI_SET_GROUPS.every((group) => items[group].some((item) => item.variants.length > 0));
}

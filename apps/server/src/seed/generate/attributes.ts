// Properties, tags and ribbons of one model (spec 02 §3 properties, tags, ribbons).
import type { Area, Audience, ProductKind } from "../data/kinds";
import { GENDER_OPTION, SUSTAINABILITY_CRITERIA, SUSTAINABLE_CHOICE } from "../data/properties";
import { RIBBONS, TAGS } from "../data/labels";
import type { Random } from "../random";
import type { PriceScenario } from "./prices";

export interface PropertyValue {
  type: string;
  option?: string;
  number?: number;
}

export function generateProperties(random: Random, kind: ProductKind, audience: Audience | null): PropertyValue[] {
  const values: PropertyValue[] = [];
  for (const rule of kind.properties) {
    if ("range" in rule) {
      const steps = Math.floor((rule.range[1] - rule.range[0]) / rule.step);
      values.push({ type: rule.type, number: rule.range[0] + rule.step * random.int(0, steps) });
    } else {
      const [min, max] = rule.pick ?? [1, 1];
      for (const option of random.sample(rule.options, random.int(min, max))) values.push({ type: rule.type, option });
    }
  }
  if (audience) values.push({ type: "sukupuoli", option: GENDER_OPTION[audience] });
  // spec 02 §9: a sustainable choice meets at least 3 of the 5 criteria.
  const criteria = random.sample(SUSTAINABILITY_CRITERIA, random.weighted<number>([[0, 30], [1, 20], [2, 20], [3, 15], [4, 10], [5, 5]]));
  for (const slug of criteria) values.push({ type: slug, option: "kylla" });
  if (criteria.length >= 3) values.push({ type: SUSTAINABLE_CHOICE, option: "kylla" });
  return values;
}

const WINTER_KINDS = new Set(["down-jacket", "winter-jacket", "winter-boot", "gloves", "beanie"]);
const WINTER_AREAS = new Set<Area>(["alpine", "nordic"]);
const RENTABLE = new Set(["alpine-ski", "xc-ski", "tent", "mtb", "gravel-bike"]);
const tagId = (slug: string) => TAGS.findIndex((t) => t.slug === slug) + 1;
const ribbonId = (slug: string) => RIBBONS.findIndex((r) => r.slug === slug) + 1;

export function generateTags(random: Random, kind: ProductKind, scenario: PriceScenario, brandOrigin: string): number[] {
  const tags: string[] = [];
  if ((WINTER_AREAS.has(kind.area) || WINTER_KINDS.has(kind.key)) && scenario.startsWith("discount") && random.chance(0.6)) tags.push("talvikampanja");
  if ((scenario === "club" || scenario === "discount-club") && random.chance(0.7)) tags.push("klubitarjous");
  if (brandOrigin === "fi" && random.chance(0.4)) tags.push("suomalainen-design");
  if (random.chance(0.03)) tags.push("testivoittaja");
  if (RENTABLE.has(kind.key) && random.chance(0.2)) tags.push("vuokrattavissa");
  return tags.map(tagId);
}

export function generateRibbons(random: Random, isNew: boolean, soldAmount: number): number[] {
  const ribbons: string[] = [];
  if (isNew) ribbons.push("uutuus");
  if (soldAmount > 1500) ribbons.push("suosikki");
  if (random.chance(0.04)) ribbons.push("vain-verkosta");
  if (random.chance(0.02)) ribbons.push("rajoitettu-era");
  return ribbons.map(ribbonId);
}

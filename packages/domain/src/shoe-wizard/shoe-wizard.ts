// The shoe wizard (spec 01 §2 `/shoe-wizard/{slug...}`, issue 18 "Shoe wizard"; docs/shoe-wizard.md):
// the questions, the address that holds the answers, which questions apply, how each answer
// narrows the footwear list with the catalogue's own filters, and the size conversion from the
// shoe size table. Pure: the server gives the groups, the wide-fit models and the size table.
import type { ProductListItem } from "../api/shell";
import { filterQuery, type FilterState } from "../catalogue/filter-query";
import { indexFacetItems, predicatesOf, type FacetContext, type FacetItem } from "../catalogue/facet-index";

export const SHOE_STEPS = ["wearer", "activity", "terrain", "waterproofing", "cushioning", "width", "size"] as const;
export type ShoeStep = (typeof SHOE_STEPS)[number];

/** The fixed answers of each step (size answers are `eu-{size}`); every step also has `any-{step}`. */
export const SHOE_OPTIONS = {
  wearer: ["women", "men", "kids"],
  activity: ["hiking", "running", "everyday", "camping"],
  terrain: ["rocky", "forest", "snow", "summer"],
  waterproofing: ["waterproof"],
  cushioning: ["low-drop", "cushioned"],
  width: ["regular-fit", "wide-fit"],
  size: [],
} as const satisfies Record<ShoeStep, readonly string[]>;

export type Terrain = (typeof SHOE_OPTIONS.terrain)[number];
export const ANY = "any";
/** One answer per step: an option, `any` (no preference) or, for the size, an EU size ("42"). */
export type ShoeAnswers = Partial<Record<ShoeStep, string>>;

/** The catalogue's values (docs/demo-catalogue.md properties): gender `sukupuoli`, activity `kayttotarkoitus`. */
const WEARER_VALUES: Record<string, string[]> = { women: ["naiset", "unisex"], men: ["miehet", "unisex"], kids: ["lapset"] };
const ACTIVITY_VALUES: Record<string, string> = { hiking: "vaellus", running: "juoksu", everyday: "arki", camping: "retkeily" };
/** Waterproof: a membrane rated at least this water column (property `vedenpitavyys`, mm). */
export const WATERPROOF_MIN_MM = 10_000;
const WATERPROOF_RANGE = { min: WATERPROOF_MIN_MM, max: 100_000 };
/** Heel-to-toe drop (property `pudotus`, mm): low for a natural stride, high for a cushioned heel. */
export const DROP_RANGES = { "low-drop": { min: 0, max: 6 }, cushioned: { min: 8, max: 20 } } as const;
/** Room added to the measured foot, by terrain: boots are worn with thick socks and on descents. */
export const SIZE_ROOM_MM: Record<Terrain, number> = { rocky: 5, forest: 0, snow: 5, summer: 0 };

/** The kind of shoe each terrain calls for: the footwear groups (docs/shoe-wizard.md "Data"). */
export type ShoeKind = "hiking" | "trail" | "winter" | "sandal";
export const TERRAIN_KINDS: Record<Terrain, ShoeKind[]> = { rocky: ["hiking"], forest: ["trail", "hiking"], snow: ["winter"], summer: ["sandal"] };

/** What the rules need from the catalogue: per kind its group ids (with their subgroups), and the wide-fit models. */
export interface ShoeCatalogue {
  kindGroups: Partial<Record<ShoeKind, number[]>>;
  wideModelIds: ReadonlySet<number>;
}

const segmentOf = (step: ShoeStep, answer: string) => (answer === ANY ? `any-${step}` : step === "size" ? `eu-${answer.replace(/,/g, "_")}` : answer);

/** A size the address may carry: 1-3 digits, optionally a half (`42`, `42.5`, `42,5`). */
const SIZE = /^\d{1,3}(?:[.,]5)?$/;

/** Reads one address segment: which step it answers and with what; null when it is none. */
export function readShoeSegment(segment: string): { step: ShoeStep; answer: string } | null {
  for (const step of SHOE_STEPS) {
    if (segment === `any-${step}`) return { step, answer: ANY };
    if ((SHOE_OPTIONS[step] as readonly string[]).includes(segment)) return { step, answer: segment };
  }
  if (segment.startsWith("eu-")) {
    const size = segment.slice(3).replace(/_/g, ",");
    if (SIZE.test(size)) return { step: "size", answer: size };
  }
  return null;
}

/**
 * The answers of an address's segments (`/shoe-wizard/women/hiking/…/`), in any order; null when
 * a segment is unknown or a step is answered twice (the page is then a 404).
 */
export function parseShoeWizardPath(segments: readonly string[]): ShoeAnswers | null {
  const answers: ShoeAnswers = {};
  for (const segment of segments) {
    if (segment === "") continue;
    const read = readShoeSegment(segment);
    if (!read || answers[read.step] !== undefined) return null;
    answers[read.step] = read.answer;
  }
  return answers;
}

/**
 * Whether a step is asked, given the other answers: waterproofing where the catalogue rates
 * membranes (rocky and forest terrain: hiking boots and trail shoes; not snow, where winter boots
 * are lined rather than rated, nor summer sandals); cushioning (the drop) for running only, the
 * one kind of shoe that states it; width and the others always.
 */
export function stepApplies(step: ShoeStep, answers: ShoeAnswers): boolean {
  if (step === "waterproofing") return answers.terrain !== "snow" && answers.terrain !== "summer";
  if (step === "cushioning") return answers.activity === "running";
  return true;
}

/** The answers that count: those of steps that apply (a changed terrain drops a waterproofing answer). */
export function effectiveAnswers(answers: ShoeAnswers): ShoeAnswers {
  const out: ShoeAnswers = {};
  for (const step of SHOE_STEPS) {
    const answer = answers[step];
    if (answer !== undefined && stepApplies(step, answers)) out[step] = answer;
  }
  return out;
}

/** The steps asked, in order. */
export const shoeSteps = (answers: ShoeAnswers): ShoeStep[] => SHOE_STEPS.filter((step) => stepApplies(step, answers));

/** The first step not answered yet; null when every step is (the result). */
export function currentShoeStep(answers: ShoeAnswers): ShoeStep | null {
  return shoeSteps(answers).find((step) => answers[step] === undefined) ?? null;
}

/** The canonical address of the answers: steps in order, only those that apply. */
export function shoeWizardPath(answers: ShoeAnswers): string {
  const effective = effectiveAnswers(answers);
  const segments = SHOE_STEPS.flatMap((step) => (effective[step] === undefined ? [] : [segmentOf(step, effective[step])]));
  return `/shoe-wizard/${segments.map((s) => `${s}/`).join("")}`;
}

export const withAnswer = (answers: ShoeAnswers, step: ShoeStep, answer: string): ShoeAnswers => ({ ...answers, [step]: answer });
export function withoutAnswer(answers: ShoeAnswers, step: ShoeStep): ShoeAnswers {
  const out = { ...answers };
  delete out[step];
  return out;
}

const EMPTY: FilterState = { text: null, price: null, manufacturer: [], color: [], store: [], size: [], group: [], properties: {} };

/**
 * The catalogue filter state of the answers (docs/filters.md "The address"): the footwear page's
 * `group`, `size`, `sukupuoli`, `kayttotarkoitus`, `vedenpitavyys` and `pudotus` filters.
 * Width is not a catalogue filter (see `matchesWidth`).
 */
export function shoeFilterState(answers: ShoeAnswers, catalogue: Pick<ShoeCatalogue, "kindGroups">): FilterState {
  const a = effectiveAnswers(answers);
  const state: FilterState = { ...EMPTY, properties: {} };
  if (a.wearer && a.wearer !== ANY) state.properties.sukupuoli = WEARER_VALUES[a.wearer] ?? [];
  if (a.activity && a.activity !== ANY) state.properties.kayttotarkoitus = [ACTIVITY_VALUES[a.activity]!];
  if (a.terrain && a.terrain !== ANY) {
    // A terrain whose kinds the catalogue lacks matches nothing (group 0 is no group).
    const ids = TERRAIN_KINDS[a.terrain as Terrain].flatMap((kind) => catalogue.kindGroups[kind] ?? []);
    state.group = ids.length ? ids : [0];
  }
  if (a.waterproofing === "waterproof") state.properties.vedenpitavyys = { ...WATERPROOF_RANGE };
  if (a.cushioning === "low-drop" || a.cushioning === "cushioned") state.properties.pudotus = { ...DROP_RANGES[a.cushioning] };
  if (a.size && a.size !== ANY) state.size = [a.size];
  return state;
}

/** The footwear page's address query for the answers (the filtered grid at the end). */
export const shoeCatalogueQuery = (answers: ShoeAnswers, catalogue: Pick<ShoeCatalogue, "kindGroups">): Record<string, string> =>
  filterQuery(shoeFilterState(answers, catalogue));

/** Wide fit: the model has a wide-fit variant; regular fit or no preference: every model. */
export const matchesWidth = (answers: ShoeAnswers, item: Pick<ProductListItem, "id">, wide: ReadonlySet<number>): boolean =>
  answers.width !== "wide-fit" || wide.has(item.id);

type ShoeItem = FacetItem & Pick<ProductListItem, "id">;

/**
 * The catalogue's filter index as the wizard uses it: no group tree (terrain groups are given
 * with their subgroups, so a group is its own ancestry) and the four properties its answers set.
 */
const SHOE_FILTER_CONTEXT: FacetContext = {
  groupRoot: null,
  productGroups: [],
  filterableProperties: null,
  reference: {
    colors: [],
    stores: [],
    propertyTypes: [],
    propertyFilters: ["sukupuoli", "kayttotarkoitus", "vedenpitavyys", "pudotus"].map((slug) => ({ slug, name: slug, types: [] })),
  },
};

/**
 * The shoes that match the answers: the catalogue's filter predicates (facet-index.ts) and the
 * width. Strict: an answer no shoe carries matches none, where a group page would drop it.
 */
export function matchShoes<T extends ShoeItem>(items: readonly T[], answers: ShoeAnswers, catalogue: ShoeCatalogue): T[] {
  const index = indexFacetItems(items, SHOE_FILTER_CONTEXT);
  const predicates = [...predicatesOf(index, shoeFilterState(answers, catalogue)).values()];
  const a = effectiveAnswers(answers);
  return items.filter((item, i) => predicates.every((matches) => matches(index.entries[i]!, i)) && matchesWidth(a, item, catalogue.wideModelIds));
}

/** The options of a step with how many shoes each would leave, given the other answers; `any` last. */
export function shoeStepOptions<T extends ShoeItem>(
  step: ShoeStep,
  items: readonly T[],
  answers: ShoeAnswers,
  catalogue: ShoeCatalogue,
  sizes: readonly string[] = [],
): { answer: string; count: number }[] {
  const values = step === "size" ? sizes : (SHOE_OPTIONS[step] as readonly string[]);
  const others = withoutAnswer(answers, step);
  return [...values, ANY].map((answer) => ({ answer, count: matchShoes(items, withAnswer(others, step, answer), catalogue).length }));
}

/** The shoe size table's columns the conversion needs (size table `kengat`, spec 02 §3). */
export interface ShoeSizeTable {
  /** EU sizes, in order. */
  sizes: string[];
  /** Foot length in cm per size (the longest foot the size fits); null when the table lacks it. */
  footLengthCm: number[] | null;
  /** UK size per size; null when the table lacks it. */
  uk: string[] | null;
}

/**
 * The EU size for a measured foot (cm): the smallest size whose foot length holds the foot plus
 * the terrain's room (`SIZE_ROOM_MM`); null when the foot is longer than the largest size or the
 * table has no foot lengths.
 */
export function euSizeForFoot(table: ShoeSizeTable, footCm: number, roomMm = 0): string | null {
  if (!table.footLengthCm || !Number.isFinite(footCm) || footCm <= 0) return null;
  const needed = Math.round(footCm * 10 + roomMm); // in mm, so 26.7 + 0.5 is 272, not 27.199999
  const index = table.footLengthCm.findIndex((cm) => Math.round(cm * 10) >= needed);
  return index < 0 ? null : (table.sizes[index] ?? null);
}

/** The EU size of a UK size ("8", "8.0", "9,5"); null when the table has no such UK size. */
export function euSizeForUk(table: ShoeSizeTable, uk: string): string | null {
  if (!table.uk) return null;
  const wanted = Number(uk.trim().replace(",", "."));
  if (!Number.isFinite(wanted)) return null;
  const index = table.uk.findIndex((value) => Number(value) === wanted);
  return index < 0 ? null : (table.sizes[index] ?? null);
}

/** The room for the answers' terrain (no terrain or any: none). */
export const sizeRoomMm = (answers: ShoeAnswers): number =>
  answers.terrain && answers.terrain !== ANY ? SIZE_ROOM_MM[answers.terrain as Terrain] : 0;

/** Whether a product group page is the footwear group or one of the wizard's kinds (it then links to the wizard). */
export function isShoeWizardGroup(wizard: { root: { id: number } | null; kindGroups: Partial<Record<ShoeKind, number[]>> }, groupId: number): boolean {
  return wizard.root?.id === groupId || Object.values(wizard.kindGroups).some((ids) => ids?.includes(groupId));
}

// Ski wizard compatibility (issue 18; spec 01 §2, §3 "Ski wizard", §7 GET /api/compatible_products/,
// spec 02 §4 "Ski wizard add": 'Bindings must be compatible with skis and boots'). Pure rules of
// whether a ski, a binding and a boot make a working set; the facts come from the models'
// properties. The page, the API and the cart use the same functions. The thresholds are ours
// (the spec names the checks only): docs/ski-wizard.md.

export const SKI_SPORTS = ["alpine", "nordic"] as const;
export type SkiSport = (typeof SKI_SPORTS)[number];
/** spec 01 §7: ski_type of GET /api/compatible_products/. */
export const SKI_TYPE_OF_SPORT: Record<SkiSport, "laskettelu" | "murto"> = { alpine: "laskettelu", nordic: "murto" };

/** Alpine boot soles: ISO 5355 (alpine), GripWalk, ISO 9523 (touring). */
export const ALPINE_SOLE_NORMS = ["iso5355", "gripwalk", "iso9523"] as const;
export type AlpineSoleNorm = (typeof ALPINE_SOLE_NORMS)[number];
/** Nordic binding systems. */
export const NORDIC_SYSTEMS = ["nnn", "sns", "prolink", "turnamic"] as const;
export type NordicSystem = (typeof NORDIC_SYSTEMS)[number];

/** A brake may be at most this much wider than the ski's waist (wider ones catch the snow). */
export const BRAKE_MAX_OVER_WAIST_MM = 15;

export interface SkiFacts {
  waistWidthMm?: number | null;
  lengthCm?: number | null;
}
export interface AlpineBindingFacts {
  brakeWidthMm: number;
  norms: readonly AlpineSoleNorm[];
  /** Boot sole lengths the binding adjusts to. */
  soleLengthMm: readonly [number, number];
}
export interface AlpineBootFacts {
  norm: AlpineSoleNorm;
  soleLengthMm: number;
}
export interface NordicBindingFacts {
  system: NordicSystem;
}
export interface NordicBootFacts {
  system: NordicSystem;
}

export type SkiSetProblem = "brakeTooNarrow" | "brakeTooWide" | "soleNorm" | "soleLength" | "nordicSystem" | "skiLength";

/** The NNN family: NNN, Prolink and Turnamic boots and bindings share the bar and fit each other; SNS fits SNS only. */
export function nordicSystemsFit(binding: NordicSystem, boot: NordicSystem): boolean {
  if (binding === "sns" || boot === "sns") return binding === boot;
  return true;
}

/** A brake at least as wide as the waist and at most `BRAKE_MAX_OVER_WAIST_MM` wider. */
export function brakeFits(ski: SkiFacts, binding: Pick<AlpineBindingFacts, "brakeWidthMm">): SkiSetProblem | null {
  if (ski.waistWidthMm == null) return null;
  if (binding.brakeWidthMm < ski.waistWidthMm) return "brakeTooNarrow";
  if (binding.brakeWidthMm > ski.waistWidthMm + BRAKE_MAX_OVER_WAIST_MM) return "brakeTooWide";
  return null;
}

/** The boot's sole norm among the binding's, and its sole length within the binding's range. */
export function alpineBootFits(binding: Pick<AlpineBindingFacts, "norms" | "soleLengthMm">, boot: AlpineBootFacts): SkiSetProblem | null {
  if (!binding.norms.includes(boot.norm)) return "soleNorm";
  if (boot.soleLengthMm < binding.soleLengthMm[0] || boot.soleLengthMm > binding.soleLengthMm[1]) return "soleLength";
  return null;
}

/**
 * Recommended ski lengths for a skier's height: alpine from 20 cm below to 5 cm above the height,
 * nordic from 10 to 30 cm above it; a skier over 90 kg moves the range 5 cm up, under 50 kg 5 cm down.
 */
export function skiLengthRange(sport: SkiSport, heightCm: number, weightKg?: number | null): [number, number] {
  const shift = weightKg == null ? 0 : weightKg > 90 ? 5 : weightKg < 50 ? -5 : 0;
  const [low, high] = sport === "alpine" ? [heightCm - 20, heightCm + 5] : [heightCm + 10, heightCm + 30];
  return [low + shift, high + shift];
}

export interface SkiSetInput<B, T> {
  ski?: SkiFacts | null;
  binding?: B | null;
  boot?: T | null;
  skier?: { heightCm: number; weightKg?: number | null } | null;
}

export interface SkiSetAnswer {
  /** spec 01 §3 compatible{withSkis, withBindings, withBoots}: true when nothing picked contradicts. */
  withSkis: boolean;
  withBindings: boolean;
  withBoots: boolean;
  problems: SkiSetProblem[];
}

/**
 * Checks what is picked so far (any part may be missing): the binding against the ski (brake
 * width, alpine) and against the boot (sole norm and length, or the nordic system), and the
 * ski's length against the skier when given.
 */
export function checkSkiSet(
  sport: SkiSport,
  input: SkiSetInput<AlpineBindingFacts | NordicBindingFacts, AlpineBootFacts | NordicBootFacts>,
): SkiSetAnswer {
  const problems: SkiSetProblem[] = [];
  let skiBinding: SkiSetProblem | null = null;
  let bindingBoot: SkiSetProblem | null = null;
  if (sport === "alpine") {
    const binding = input.binding as AlpineBindingFacts | null | undefined;
    const boot = input.boot as AlpineBootFacts | null | undefined;
    if (input.ski && binding) skiBinding = brakeFits(input.ski, binding);
    if (binding && boot) bindingBoot = alpineBootFits(binding, boot);
  } else {
    const binding = input.binding as NordicBindingFacts | null | undefined;
    const boot = input.boot as NordicBootFacts | null | undefined;
    if (binding && boot && !nordicSystemsFit(binding.system, boot.system)) bindingBoot = "nordicSystem";
  }
  let length: SkiSetProblem | null = null;
  if (input.ski?.lengthCm != null && input.skier) {
    const [low, high] = skiLengthRange(sport, input.skier.heightCm, input.skier.weightKg);
    if (input.ski.lengthCm < low || input.ski.lengthCm > high) length = "skiLength";
  }
  for (const p of [skiBinding, bindingBoot, length]) if (p) problems.push(p);
  return { withSkis: skiBinding === null && length === null, withBindings: skiBinding === null && bindingBoot === null, withBoots: bindingBoot === null, problems };
}

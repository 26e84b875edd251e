// The ski wizard's facts of a demo model (docs/ski-wizard.md "Data"). Drawn from the model's own
// stream ("ski-facts", n), so adding them changed nothing else the seed makes.
import type { ProductKind } from "../data/kinds";
import type { Random } from "../random";

/** Brake widths sold in the demo (mm); every demo ski waist (72-106 mm) has brakes that fit. */
const BRAKE_WIDTHS = [85, 90, 95, 100, 110, 120] as const;
const BINDING_NORMS = [["iso5355"], ["iso5355", "gripwalk"], ["iso5355", "gripwalk", "iso9523"]] as const;
/** Sole-length adjustment ranges (mm): junior, adult, large. */
const SOLE_RANGES = [[255, 315], [275, 345], [295, 365]] as const;
const NORDIC = [["nnn", 35], ["prolink", 25], ["turnamic", 25], ["sns", 15]] as const;

export function generateSkiFacts(
  random: Random,
  kind: ProductKind,
  properties: readonly { type: string; number?: number | null }[],
  sizeNames: readonly string[],
): unknown {
  const wizard = kind.skiWizard;
  if (!wizard) return null;
  if (wizard.sport === "nordic") return wizard.group === "skis" ? { waistWidthMm: random.int(44, 52) } : { system: random.weighted(NORDIC) };
  if (wizard.group === "skis") {
    const waist = properties.find((p) => p.type === "vyotaroleveys")?.number;
    return { waistWidthMm: waist ?? random.int(36, 53) * 2 };
  }
  if (wizard.group === "bindings") {
    return { brakeWidthMm: random.pick(BRAKE_WIDTHS), norms: [...random.pick(BINDING_NORMS)], soleLengthMm: [...random.pick(SOLE_RANGES)] };
  }
  // A boot's sole is its mondo length plus the shell: 30-45 mm per model.
  const shell = random.pick([30, 35, 40, 45]);
  const soleLengthMm: Record<string, number> = {};
  for (const size of sizeNames) {
    const mondo = Number(size);
    if (Number.isFinite(mondo)) soleLengthMm[size] = Math.round(mondo * 10) + shell;
  }
  const norm = random.weighted([["iso5355", 50], ["gripwalk", 35], ["iso9523", 15]] as const);
  return { norm, soleLengthMm };
}

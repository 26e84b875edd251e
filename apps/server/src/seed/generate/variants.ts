// Variants of one model: colours x variant types x sizes, each with images, a GTIN and stock.
import { productImagePath } from "../../modules/media";
import { COLOURS, COLOUR_WEIGHTS } from "../data/colours";
import type { Audience, ProductKind } from "../data/kinds";
import { SIZE_SYSTEMS, type SizeSystem } from "../data/sizes";
import type { Random } from "../random";
import { variantStock, type VariantStock } from "./stock";

export interface VariantSeed {
  id: number;
  colourId: number;
  hex: string;
  /** One-size items carry the "One size" size, so size filters and pickers list them too. */
  size: { system: SizeSystem; name: string };
  productType: string | null;
  images: string[];
  gtin: string;
  stock: VariantStock;
}

/** GTIN-13 with a Finnish GS1 prefix (640-649) and a valid check digit. */
export function gtin(variantId: number): string {
  const body = `6430${String(variantId).padStart(8, "0")}`;
  const sum = [...body].reduce((acc, digit, i) => acc + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

function chooseColours(random: Random, kind: ProductKind) {
  const single = ["ski", "binding", "bike", "rope"].includes(kind.art);
  const count = single ? random.weighted([[1, 70], [2, 30]] as const) : random.weighted([[1, 45], [2, 35], [3, 20]] as const);
  const pool = COLOURS.map((colour, i) => ({ colour, id: i + 1, weight: COLOUR_WEIGHTS[colour.slug] ?? 1 }));
  const chosen: typeof pool = [];
  while (chosen.length < count) {
    const pick = random.weighted(pool.filter((p) => !chosen.includes(p)).map((p) => [p, p.weight] as const));
    chosen.push(pick);
  }
  return chosen.map(({ colour, id }) => ({ id, hex: colour.hex }));
}

/** A contiguous run of sizes suited to the audience (women's clothing starts smaller, etc.). */
export function chooseSizes(random: Random, kind: ProductKind, audience: Audience): { system: SizeSystem; names: string[] } {
  let system: SizeSystem = kind.sizes.system;
  let within = kind.sizes.within;
  if (system === "clothing" && audience === "kids" && !within) system = "kids";
  if (system === "clothing" && !within) within = audience === "women" ? ["XXS", "XL"] : audience === "men" ? ["S", "XXXL"] : undefined;
  if (system === "shoe_eu" && !within) within = audience === "women" ? ["36", "42"] : audience === "men" ? ["40", "47"] : audience === "kids" ? ["36", "39"] : undefined;
  const all = SIZE_SYSTEMS[system] as readonly string[];
  const window = within ? all.slice(all.indexOf(within[0]), all.indexOf(within[1]) + 1) : [...all];
  const count = Math.min(window.length, random.int(kind.sizes.count[0], kind.sizes.count[1]));
  const start = random.int(0, window.length - count);
  return { system, names: window.slice(start, start + count) };
}

function chooseTypes(random: Random, kind: ProductKind): (string | null)[] {
  if (!kind.variantTypes || !random.chance(kind.variantTypes.chance)) return [null];
  const [usual, ...others] = kind.variantTypes.slugs as [string, ...string[]];
  return kind.variantTypes.chance >= 1 ? [usual, ...others] : [usual, ...random.sample(others, random.int(1, others.length))];
}

export function generateVariants(
  random: Random,
  kind: ProductKind,
  audience: Audience,
  opts: { nextId: () => number; outlet: boolean; now: Date },
): VariantSeed[] {
  const colours = chooseColours(random, kind);
  const { system, names } = chooseSizes(random, kind, audience);
  const types = chooseTypes(random, kind);
  const variants: VariantSeed[] = [];
  for (const colour of colours) {
    const images = [1, 2, 3, 4].map((view) => productImagePath(kind.art, colour.hex, view));
    for (const productType of types) {
      for (const name of names) {
        const id = opts.nextId();
        variants.push({
          id,
          colourId: colour.id,
          hex: colour.hex,
          size: { system, name },
          productType,
          images,
          gtin: gtin(id),
          stock: variantStock(random, { outlet: opts.outlet, now: opts.now }),
        });
      }
    }
  }
  return variants;
}

// Size order (spec 02 §5): letter sizes from XXXS to XXXXXL, then numeric sizes ascending,
// then anything else alphabetically.
const LETTER_SIZES = ["XXXS", "XXS", "XS", "S", "M", "L", "XL", "XXL", "XXXL", "XXXXL", "XXXXXL"];
const LETTER_RANK = new Map(LETTER_SIZES.map((size, i) => [size, i]));

function rank(size: string): [number, number, string] {
  const normalised = size.trim().toUpperCase();
  const letter = LETTER_RANK.get(normalised);
  if (letter !== undefined) return [0, letter, normalised];
  const numeric = Number(normalised.replace(",", "."));
  if (normalised !== "" && Number.isFinite(numeric)) return [1, numeric, normalised];
  // "42 2/3", "160 cm", "36-38": order by the leading number when there is one.
  const leading = /^(\d+(?:[.,]\d+)?)/.exec(normalised);
  if (leading) return [1, Number(leading[1]!.replace(",", ".")), normalised];
  return [2, 0, normalised];
}

export function compareSizes(a: string, b: string): number {
  const [ga, va, sa] = rank(a);
  const [gb, vb, sb] = rank(b);
  if (ga !== gb) return ga - gb;
  if (va !== vb) return va - vb;
  return sa < sb ? -1 : sa > sb ? 1 : 0;
}

export function sortSizes(sizes: readonly string[]): string[] {
  return [...sizes].sort(compareSizes);
}

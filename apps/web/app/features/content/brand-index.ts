// Brand index grouping: alphabetical by the page language's collation, under each first letter
// (a name starting with a digit or sign goes under "#").
import type { brandSchema } from "@polku/domain";
import type { z } from "zod";

type Brand = z.infer<typeof brandSchema>;

export function groupByInitial(brands: readonly Brand[], locale: string): { letter: string; brands: Brand[] }[] {
  const collator = new Intl.Collator(locale, { sensitivity: "base", numeric: true });
  const sorted = [...brands].sort((a, b) => collator.compare(a.name, b.name));
  const groups: { letter: string; brands: Brand[] }[] = [];
  for (const brand of sorted) {
    const first = brand.name.trim().charAt(0).toLocaleUpperCase(locale);
    const letter = /\p{L}/u.test(first) ? first : "#";
    const last = groups[groups.length - 1];
    if (last && collator.compare(last.letter, letter) === 0) last.brands.push(brand);
    else groups.push({ letter, brands: [brand] });
  }
  return groups;
}


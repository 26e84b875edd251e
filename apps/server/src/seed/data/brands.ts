// Thirty invented brands (none is a real brand name) with the areas they make products for.
// Descriptions are assembled per language in generate/brands.ts.
import type { Area } from "./kinds";

export type Origin = "fi" | "no" | "se" | "is" | "dk" | "at" | "ch" | "fr";

export interface BrandSeed {
  name: string;
  hex: string;
  origin: Origin;
  founded: number;
  city: string;
  /** The city in Cyrillic for the Russian description. */
  cityRu: string;
  areas: Area[];
  featured?: boolean;
}

export const BRANDS: BrandSeed[] = [
  { name: "Tykkylumi Works", hex: "1f5f8b", origin: "fi", founded: 1987, city: "Kuusamo", cityRu: "Куусамо", areas: ["alpine", "clothing"], featured: true },
  { name: "Routakallio", hex: "6d4c33", origin: "fi", founded: 1974, city: "Tampere", cityRu: "Тампере", areas: ["footwear", "hiking"], featured: true },
  { name: "Revontulo", hex: "2a7f62", origin: "fi", founded: 1996, city: "Rovaniemi", cityRu: "Рованиеми", areas: ["clothing"], featured: true },
  { name: "Jäkälä Gear", hex: "5c7c2f", origin: "fi", founded: 2008, city: "Jyväskylä", cityRu: "Ювяскюля", areas: ["hiking", "climbing"] },
  { name: "Hankikanto", hex: "3b6fa8", origin: "fi", founded: 1981, city: "Lahti", cityRu: "Лахти", areas: ["nordic"], featured: true },
  { name: "Kaamosvuori", hex: "2d2f4e", origin: "fi", founded: 2012, city: "Oulu", cityRu: "Оулу", areas: ["clothing", "hiking"] },
  { name: "Louhikko Outdoor", hex: "7a7d80", origin: "fi", founded: 1992, city: "Turku", cityRu: "Турку", areas: ["footwear", "climbing"] },
  { name: "Varpuranta", hex: "a0522d", origin: "fi", founded: 2003, city: "Kuopio", cityRu: "Куопио", areas: ["clothing"] },
  { name: "Ahmatunturi", hex: "4a3b2c", origin: "fi", founded: 1969, city: "Kittilä", cityRu: "Киттиля", areas: ["hiking", "alpine"] },
  { name: "Kelopuu", hex: "8a6f3e", origin: "fi", founded: 2015, city: "Helsinki", cityRu: "Хельсинки", areas: ["hiking", "cycling"] },
  { name: "Nordvidde", hex: "b23a2e", origin: "no", founded: 1958, city: "Bergen", cityRu: "Берген", areas: ["clothing", "hiking"], featured: true },
  { name: "Fjellbris", hex: "4f8fb0", origin: "no", founded: 1977, city: "Tromsø", cityRu: "Тромсё", areas: ["clothing"] },
  { name: "Isbreen", hex: "5aa0c8", origin: "no", founded: 1985, city: "Lillehammer", cityRu: "Лиллехаммер", areas: ["alpine", "nordic"], featured: true },
  { name: "Skarvika", hex: "354a3f", origin: "no", founded: 2001, city: "Bodø", cityRu: "Будё", areas: ["footwear"] },
  { name: "Tindeland", hex: "c46a1b", origin: "no", founded: 1990, city: "Trondheim", cityRu: "Тронхейм", areas: ["climbing"] },
  { name: "Vinterlys", hex: "7b6fa8", origin: "no", founded: 2010, city: "Oslo", cityRu: "Осло", areas: ["clothing"] },
  { name: "Myrklint", hex: "5e6b3a", origin: "se", founded: 1964, city: "Östersund", cityRu: "Эстерсунд", areas: ["hiking"] },
  { name: "Björkstig", hex: "8c5a2b", origin: "se", founded: 1979, city: "Umeå", cityRu: "Умео", areas: ["footwear", "clothing"] },
  { name: "Fjällsippa", hex: "c0466b", origin: "se", founded: 2006, city: "Åre", cityRu: "Оре", areas: ["alpine", "clothing"] },
  { name: "Snöbris", hex: "6fa3d0", origin: "se", founded: 1995, city: "Luleå", cityRu: "Лулео", areas: ["nordic", "clothing"] },
  { name: "Kvarnholm Cykel", hex: "1c6e5a", origin: "se", founded: 1988, city: "Göteborg", cityRu: "Гётеборг", areas: ["cycling"], featured: true },
  { name: "Stenvik Outdoor", hex: "57606a", origin: "se", founded: 1999, city: "Stockholm", cityRu: "Стокгольм", areas: ["hiking", "climbing"] },
  { name: "Granhed", hex: "2f5d3a", origin: "se", founded: 1971, city: "Sundsvall", cityRu: "Сундсвалль", areas: ["nordic", "hiking"] },
  { name: "Hraunfell", hex: "3d3d3d", origin: "is", founded: 2011, city: "Reykjavík", cityRu: "Рейкьявик", areas: ["clothing"] },
  { name: "Jökulsa", hex: "86b6c9", origin: "is", founded: 2004, city: "Akureyri", cityRu: "Акюрейри", areas: ["clothing", "hiking"] },
  { name: "Klitgaard Cycling", hex: "d0a020", origin: "dk", founded: 1983, city: "Aarhus", cityRu: "Орхус", areas: ["cycling"] },
  { name: "Havbris", hex: "2b5f8e", origin: "dk", founded: 2009, city: "Odense", cityRu: "Оденсе", areas: ["cycling", "clothing"] },
  { name: "Gratwanderer", hex: "9c2f2f", origin: "at", founded: 1962, city: "Innsbruck", cityRu: "Инсбрук", areas: ["alpine", "climbing"] },
  { name: "Firnfeld", hex: "a3a8ad", origin: "ch", founded: 1948, city: "Davos", cityRu: "Давос", areas: ["alpine"] },
  { name: "Sommet Clair", hex: "3a6ea5", origin: "fr", founded: 1979, city: "Annecy", cityRu: "Анси", areas: ["climbing", "alpine"] },
];

// Size systems, variant types and shipping-time texts (spec 02 §3 Variant, §4, §5 size order).
import { tr, type Texts } from "../text";

const range = (from: number, to: number, step: number, unit = "") =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => `${Number((from + i * step).toFixed(1))}${unit}`);

/** Sizes per system in display order. Clothing follows spec 02 §5: XXXS ... XXXXXL. */
export const SIZE_SYSTEMS = {
  clothing: ["XXS", "XS", "S", "M", "L", "XL", "XXL", "XXXL"],
  kids: range(110, 170, 10),
  shoe_eu: range(36, 47, 1),
  mondo: range(23.5, 30.5, 1),
  ski_cm: range(150, 185, 5, " cm"),
  xc_ski_cm: range(180, 210, 5, " cm"),
  pole_cm: range(105, 170, 5, " cm"),
  helmet: ["S 51-55", "M 55-59", "L 59-63"],
  back_length: ["S/M", "M/L"],
  rope_m: ["40 m", "50 m", "60 m", "70 m", "80 m"],
  bike_frame: ["XS", "S", "M", "L", "XL"],
  one_size: ["One size"],
} as const;
export type SizeSystem = keyof typeof SIZE_SYSTEMS;

/** Variant types with their translations (name is short, title explains). */
export const PRODUCT_TYPES: { slug: string; name: Texts; title: Texts }[] = [
  { slug: "perus", name: tr("Normaali", "Normal", "Regular", "Normal", "Standard", "Стандарт"), title: tr("Normaali malli", "Normal modell", "Regular fit", "Normale Passform", "Coupe standard", "Стандартная модель") },
  { slug: "pitka", name: tr("Pitkä", "Lång", "Long", "Lang", "Long", "Длинная"), title: tr("Pitkä lahje tai malli", "Lång modell", "Long leg or long model", "Lange Ausführung", "Version longue", "Удлинённая модель") },
  { slug: "lyhyt", name: tr("Lyhyt", "Kort", "Short", "Kurz", "Court", "Короткая"), title: tr("Lyhyt lahje", "Kort benlängd", "Short leg", "Kurze Beinlänge", "Jambe courte", "Укороченная модель") },
  { slug: "levea", name: tr("Leveä", "Bred", "Wide", "Weit", "Large", "Широкая"), title: tr("Leveä lesti", "Bred läst", "Wide fit", "Weiter Leisten", "Chaussant large", "Широкая колодка") },
];

/** The shipping time string per shipping number (spec 02 §4: 30 and 60 show the string). */
export const SHIPPING_TIME_TEXTS: Record<number, Texts> = {
  2: tr("1–2 arkipäivää", "1–2 vardagar", "1–2 working days", "1–2 Werktage", "1 à 2 jours ouvrés", "1–2 рабочих дня"),
  5: tr("3–5 arkipäivää", "3–5 vardagar", "3–5 working days", "3–5 Werktage", "3 à 5 jours ouvrés", "3–5 рабочих дней"),
  14: tr("1–2 viikkoa", "1–2 veckor", "1–2 weeks", "1–2 Wochen", "1 à 2 semaines", "1–2 недели"),
  30: tr("noin kuukausi", "cirka en månad", "about a month", "etwa ein Monat", "environ un mois", "около месяца"),
  60: tr("1–2 kuukautta", "1–2 månader", "1–2 months", "1–2 Monate", "1 à 2 mois", "1–2 месяца"),
  999: tr("Toimitusaika tarkentuu", "Leveranstid meddelas senare", "Delivery time to be confirmed", "Lieferzeit wird noch bestätigt", "Délai à confirmer", "Срок доставки уточняется"),
};

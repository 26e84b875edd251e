// Eight retail stores in Finnish cities, the web warehouse (id 20, spec 02 §9) and an outlet.
import type { OpeningException, OpeningHours, StoreService } from "@polku/db";

type Hours = [string, string] | null;
/** Monday-Friday, Saturday, Sunday; null means closed. */
const week = (weekday: Hours, saturday: Hours, sunday: Hours): OpeningHours[] =>
  (
    [
      [1, weekday],
      [2, weekday],
      [3, weekday],
      [4, weekday],
      [5, weekday],
      [6, saturday],
      [7, sunday],
    ] as const
  ).flatMap(([day, hours]) => (hours ? [{ day, opens: hours[0], closes: hours[1] }] : []));

const MALL = week(["10:00", "21:00"], ["10:00", "18:00"], ["12:00", "18:00"]);
const CITY = week(["10:00", "19:00"], ["10:00", "17:00"], ["12:00", "16:00"]);

export interface StoreSeed {
  id: number;
  slug: string;
  name: string;
  type: "retail" | "web" | "outlet";
  pikanouto: boolean;
  nouto: boolean;
  streetAddress: string;
  postalCode: string;
  city: string;
  latitude: number;
  longitude: number;
  openingHours: OpeningHours[];
  services?: StoreService[];
}

const names = (fi: string, sv: string, en: string, de: string, fr: string, ru: string) => ({ fi, sv, en, de, fr, ru });
/**
 * Finnish public holidays and shortened days of the seed's year and the next (docs/content.md
 * "Stores"): closed on Christmas Day, New Year's Day and Midsummer; short days around them.
 */
export function holidayExceptions(year: number): OpeningException[] {
  const days: OpeningException[] = [];
  for (const y of [year, year + 1]) {
    days.push(
      { date: `${y}-01-01`, opens: null, closes: null, name: names("Uudenvuodenpäivä", "Nyårsdagen", "New Year's Day", "Neujahr", "Jour de l'an", "Новый год") },
      { date: `${y}-01-06`, opens: "12:00", closes: "18:00", name: names("Loppiainen", "Trettondagen", "Epiphany", "Heilige Drei Könige", "Épiphanie", "Крещение") },
      { date: `${y}-05-01`, opens: "12:00", closes: "18:00", name: names("Vappu", "Första maj", "May Day", "Maifeiertag", "Premier mai", "Первомай") },
      { date: `${y}-06-19`, opens: "10:00", closes: "15:00", name: names("Juhannusaatto", "Midsommarafton", "Midsummer Eve", "Mittsommerabend", "Veille de la Saint-Jean", "Канун Иванова дня") },
      { date: `${y}-06-20`, opens: null, closes: null, name: names("Juhannuspäivä", "Midsommardagen", "Midsummer Day", "Mittsommertag", "Saint-Jean", "Иванов день") },
      { date: `${y}-12-06`, opens: null, closes: null, name: names("Itsenäisyyspäivä", "Självständighetsdagen", "Independence Day", "Unabhängigkeitstag", "Fête de l'indépendance", "День независимости") },
      { date: `${y}-12-24`, opens: "09:00", closes: "12:00", name: names("Jouluaatto", "Julafton", "Christmas Eve", "Heiligabend", "Veille de Noël", "Сочельник") },
      { date: `${y}-12-25`, opens: null, closes: null, name: names("Joulupäivä", "Juldagen", "Christmas Day", "Erster Weihnachtstag", "Noël", "Рождество") },
      { date: `${y}-12-26`, opens: "12:00", closes: "18:00", name: names("Tapaninpäivä", "Annandag jul", "Boxing Day", "Zweiter Weihnachtstag", "Lendemain de Noël", "День святого Стефана") },
      { date: `${y}-12-31`, opens: "10:00", closes: "16:00", name: names("Uudenvuodenaatto", "Nyårsafton", "New Year's Eve", "Silvester", "Saint-Sylvestre", "Канун Нового года") },
    );
  }
  return days;
}

export const STORES: StoreSeed[] = [
  { id: 1, slug: "helsinki-kamppi", name: "Polku Helsinki Kamppi", type: "retail", pikanouto: true, nouto: true, streetAddress: "Kalevankatu 12", postalCode: "00100", city: "Helsinki", latitude: 60.1683, longitude: 24.9321, openingHours: MALL, services: ["pikanouto", "rental", "repair"] },
  { id: 2, slug: "espoo-tapiola", name: "Polku Espoo Tapiola", type: "retail", pikanouto: true, nouto: true, streetAddress: "Länsituulentie 4", postalCode: "02100", city: "Espoo", latitude: 60.1757, longitude: 24.8049, openingHours: MALL, services: ["pikanouto", "second_hand"] },
  { id: 3, slug: "tampere", name: "Polku Tampere", type: "retail", pikanouto: true, nouto: true, streetAddress: "Hämeenkatu 21", postalCode: "33200", city: "Tampere", latitude: 61.4978, longitude: 23.761, openingHours: CITY, services: ["pikanouto", "rental", "repair"] },
  { id: 4, slug: "turku", name: "Polku Turku", type: "retail", pikanouto: true, nouto: true, streetAddress: "Yliopistonkatu 18", postalCode: "20100", city: "Turku", latitude: 60.4518, longitude: 22.2666, openingHours: CITY, services: ["pikanouto", "repair"] },
  { id: 5, slug: "jyvaskyla", name: "Polku Jyväskylä", type: "retail", pikanouto: false, nouto: true, streetAddress: "Kauppakatu 30", postalCode: "40100", city: "Jyväskylä", latitude: 62.2426, longitude: 25.7473, openingHours: CITY, services: ["rental"] },
  { id: 6, slug: "kuopio", name: "Polku Kuopio", type: "retail", pikanouto: false, nouto: true, streetAddress: "Puijonkatu 15", postalCode: "70100", city: "Kuopio", latitude: 62.8924, longitude: 27.677, openingHours: CITY, services: ["repair"] },
  { id: 7, slug: "oulu", name: "Polku Oulu", type: "retail", pikanouto: false, nouto: true, streetAddress: "Isokatu 24", postalCode: "90100", city: "Oulu", latitude: 65.0121, longitude: 25.4651, openingHours: CITY, services: ["rental", "repair"] },
  { id: 8, slug: "rovaniemi", name: "Polku Rovaniemi", type: "retail", pikanouto: false, nouto: true, streetAddress: "Koskikatu 9", postalCode: "96200", city: "Rovaniemi", latitude: 66.5039, longitude: 25.7294, openingHours: CITY, services: ["rental", "repair"] },
  { id: 20, slug: "verkkokauppa", name: "Polku verkkokauppa", type: "web", pikanouto: false, nouto: false, streetAddress: "Varastokuja 3", postalCode: "01510", city: "Vantaa", latitude: 60.3049, longitude: 24.9588, openingHours: [] },
  { id: 30, slug: "outlet-lahti", name: "Polku Outlet Lahti", type: "outlet", pikanouto: false, nouto: true, streetAddress: "Askonkatu 9", postalCode: "15100", city: "Lahti", latitude: 60.9827, longitude: 25.6615, openingHours: week(["10:00", "20:00"], ["10:00", "18:00"], ["12:00", "17:00"]), services: ["second_hand"] },
];

export const WEB_STORE_ID = 20;
export const OUTLET_STORE_ID = 30;
export const RETAIL_STORE_IDS = STORES.filter((s) => s.type === "retail").map((s) => s.id);
/** Shelf-code prefixes per store (spec 02 §3 shelf_code), the web warehouse has aisles A-H. */
export const SHELF_PREFIX: Record<number, string> = Object.fromEntries(STORES.map((s, i) => [s.id, s.id === 20 ? "W" : String.fromCharCode(65 + i)]));

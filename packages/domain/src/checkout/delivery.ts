// Delivery (docs/checkout.md "Delivery"): the methods offered for a country and postcode, their
// prices after the free-delivery threshold, repack, split (part) delivery, shipping times with
// the delivery days of the target country (plus the general setting's added days and the ski
// bundle days), express store pickup ('pikanouto', spec 02 §9) and the country rules: blocked
// countries, Northern Ireland, and the duties acknowledgement of UK, Swiss and Canadian orders.
import { parseTargetCountryDays } from "../settings";
import { checkoutMessage, type CheckoutMessage } from "./messages";
import { distanceKm, postcodeLocation, roundedDistanceKm, type GeoPoint } from "./postcode-location";

export const DELIVERY_METHOD_KINDS = ["home", "parcel_locker", "store_pickup", "express_pickup", "international"] as const;
export type DeliveryKind = (typeof DELIVERY_METHOD_KINDS)[number];

/** Country groups a delivery method may be offered to instead of (or besides) a list of countries. */
export const DELIVERY_COUNTRY_GROUPS = ["nordic", "non_nordic", "eu", "all"] as const;
export type DeliveryCountryGroup = (typeof DELIVERY_COUNTRY_GROUPS)[number];

/** Finland, its Nordic neighbours and the autonomous Nordic territories. */
export const NORDIC_COUNTRIES: readonly string[] = ["fi", "se", "no", "dk", "is", "ax", "fo", "gl"];
/** spec 02 §5, §9: these orders need the shopper's acknowledgement of taxes, duties and clearance fees. */
export const DUTIES_COUNTRIES: readonly string[] = ["gb", "ch", "ca"];
/** spec 02 §9: what the duties text tells UK and Swiss shoppers: UK VAT 20 % and a clearance fee of about 12 pounds, Swiss VAT 8.1 %. */
export const DUTIES_RATES = { ukVatPercent: 20, ukClearanceFeePounds: 12, swissVatPercent: 8.1 } as const;

/** The duties text's numbers written in the page language (8,1 in Finnish, 8.1 in English). */
export function dutiesRateValues(language: string): { ukVat: string; ukFee: string; chVat: string } {
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  return { ukVat: number.format(DUTIES_RATES.ukVatPercent), ukFee: number.format(DUTIES_RATES.ukClearanceFeePounds), chVat: number.format(DUTIES_RATES.swissVatPercent) };
}
/** Finnish postcodes are five digits (spec 02 §5, §9). */
export const FINNISH_POSTCODE = /^\d{5}$/;

export function inCountryGroup(group: DeliveryCountryGroup, country: { code: string; isEuMember: boolean }): boolean {
  switch (group) {
    case "all":
      return true;
    case "nordic":
      return NORDIC_COUNTRIES.includes(country.code);
    case "non_nordic":
      return !NORDIC_COUNTRIES.includes(country.code);
    case "eu":
      return country.isEuMember;
  }
}

/** UK postcodes starting BT are in Northern Ireland, where the shop does not deliver. */
export function isNorthernIreland(countryCode: string, postcode: string | null | undefined): boolean {
  return countryCode === "gb" && /^\s*bt/i.test(postcode ?? "");
}

export interface CountryFacts {
  code: string;
  /** In the shopper's language. */
  name: string;
  isEnabled: boolean;
  isEuMember: boolean;
  daysStart: number;
  daysEnd: number;
  skiDaysStart: number;
  skiDaysEnd: number;
}

/** The refusal of the whole order for where it goes, or null: blocked country, Northern Ireland, duties. */
export function countryRefusal(country: CountryFacts | null, countryCode: string, postcode: string | null | undefined, dutiesAcknowledged: boolean): CheckoutMessage | null {
  if (!country || !country.isEnabled) return checkoutMessage("country_blocked", { country: country?.name ?? countryCode.toUpperCase() });
  if (isNorthernIreland(country.code, postcode)) return checkoutMessage("northern_ireland");
  if (DUTIES_COUNTRIES.includes(country.code) && !dutiesAcknowledged) return checkoutMessage("duties_acknowledgement");
  return null;
}

/**
 * Days added for a target country by the general setting target_country_delivery_added_days,
 * `{"countries":[{"code":"no","days":2}]}` (spec 01 §3, §5: parsed only when it contains a brace
 * or bracket). Anything else adds nothing; the error is for the caller to log.
 */
export function addedDeliveryDays(setting: string | null | undefined, countryCode: string): { days: number; error: string | null } {
  const parsed = parseTargetCountryDays(setting);
  if (parsed.error) return { days: 0, error: parsed.error };
  const value = parsed.value as { countries?: unknown } | null;
  if (value === null || typeof value !== "object" || !Array.isArray(value.countries)) return { days: 0, error: null };
  for (const entry of value.countries as unknown[]) {
    const e = entry as { code?: unknown; days?: unknown };
    if (typeof e?.code === "string" && e.code.toLowerCase() === countryCode.toLowerCase() && Number.isInteger(e.days) && (e.days as number) >= 0) return { days: e.days as number, error: null };
  }
  return { days: 0, error: null };
}

/** Shipping time numbers above this are on order: their days come on top of the delivery days (spec 02 §4). */
const IN_STOCK_MAX = 2;
export const extraDaysForShippingTime = (shippingTimeNumber: number): number => (shippingTimeNumber > IN_STOCK_MAX ? Math.min(shippingTimeNumber, 998) : 0);

export interface DayRange {
  start: number;
  end: number;
}

/**
 * Weekdays until delivery: the country's range (the ski bundle range when the shipment holds a
 * ski bundle), plus the target country's added days, plus the longest on-order time of the lines.
 */
export function deliveryDays(country: CountryFacts, opts: { addedDays: number; skiBundle: boolean; longestShippingTime: number; methodExtraDays?: number }): DayRange {
  const extra = opts.addedDays + extraDaysForShippingTime(opts.longestShippingTime) + (opts.methodExtraDays ?? 0);
  const [start, end] = opts.skiBundle ? [country.skiDaysStart, country.skiDaysEnd] : [country.daysStart, country.daysEnd];
  return { start: start + extra, end: end + extra };
}

// ---- delivery dates ------------------------------------------------------------------------

/** Calendar dates (Helsinki, YYYY-MM-DD) a delivery arrives between. */
export interface DeliveryDates {
  from: string;
  to: string;
}

/** A Helsinki calendar date moved by whole business days (Monday to Friday); public holidays are not known. */
export function addBusinessDays(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  let left = Math.max(0, Math.floor(days));
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return date.toISOString().slice(0, 10);
}

/**
 * The one rule for "arrives Wed 26.11." everywhere (product page, cart, checkout, confirmation,
 * e-mail): `range` business days counted from the order's Helsinki day; an order on a Saturday
 * or Sunday counts from the Monday (docs/checkout.md "Delivery dates").
 */
export function deliveryDates(now: Date, range: DayRange): DeliveryDates {
  const clock = helsinkiClock(now);
  let today = new Date(Date.UTC(clock.year, clock.month - 1, clock.day));
  while (today.getUTCDay() === 0 || today.getUTCDay() === 6) today = new Date(today.getTime() + 86_400_000);
  const start = today.toISOString().slice(0, 10);
  return { from: addBusinessDays(start, range.start), to: addBusinessDays(start, Math.max(range.start, range.end)) };
}

/** The delivery-time message of a day range: dates, "arrives" or "ready for pickup" by the method's kind. */
export function deliveryDatesMessage(now: Date, range: DayRange, opts: { pickup?: boolean; rest?: DayRange } = {}): CheckoutMessage {
  const dates = deliveryDates(now, range);
  if (opts.rest) {
    const rest = deliveryDates(now, opts.rest);
    return checkoutMessage("shipping_dates_split", { dateFrom: dates.from, dateTo: dates.to, restDateFrom: rest.from, restDateTo: rest.to });
  }
  return checkoutMessage(opts.pickup ? "pickup_dates" : "shipping_dates", { dateFrom: dates.from, dateTo: dates.to, same: dates.from === dates.to ? "yes" : "no" });
}

// ---- express store pickup ------------------------------------------------------------------

export const EXPRESS_TIME_ZONE = "Europe/Helsinki";

const helsinkiFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: EXPRESS_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

type HelsinkiClock = { year: number; month: number; day: number; minutes: number; weekday: number };
/** The last minute asked for: every reading within one UTC minute is the same Helsinki minute. */
let lastClock: { minute: number; clock: HelsinkiClock } | null = null;

/** Calendar date and minutes since midnight in Helsinki. */
export function helsinkiClock(now: Date): HelsinkiClock {
  const minute = Math.floor(now.getTime() / 60_000);
  if (lastClock?.minute === minute) return { ...lastClock.clock };
  const clock = readHelsinkiClock(now);
  lastClock = { minute, clock };
  return { ...clock };
}

function readHelsinkiClock(now: Date): HelsinkiClock {
  const parts = Object.fromEntries(helsinkiFormat.formatToParts(now).map((p) => [p.type, p.value]));
  const year = Number(parts.year);
  const month = Number(parts.month);
  const day = Number(parts.day);
  const weekday = ((new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7) + 1; // 1 = Monday
  return { year, month, day, minutes: Number(parts.hour) * 60 + Number(parts.minute), weekday };
}

export interface ExpressReady {
  /** Helsinki calendar date, YYYY-MM-DD. */
  date: string;
  /** Calendar days from today (0 today, 1 tomorrow). */
  dayOffset: number;
  /** Ready after this hour, Helsinki time. */
  hour: 11 | 16;
}

/**
 * spec 02 §9: orders before 09:00 on weekdays are ready after 11:00, before 14:00 after 16:00;
 * later orders, and orders on Saturday or Sunday, are ready after 11:00 on the next weekday.
 */
export function expressPickupReady(now: Date): ExpressReady {
  const clock = helsinkiClock(now);
  const weekday = clock.weekday <= 5;
  const at = (offset: number, hour: 11 | 16): ExpressReady => {
    const date = new Date(Date.UTC(clock.year, clock.month - 1, clock.day + offset));
    return { date: date.toISOString().slice(0, 10), dayOffset: offset, hour };
  };
  if (weekday && clock.minutes < 9 * 60) return at(0, 11);
  if (weekday && clock.minutes < 14 * 60) return at(0, 16);
  let offset = 1;
  while (((clock.weekday - 1 + offset) % 7) + 1 > 5) offset += 1;
  return at(offset, 11);
}

export function expressReadyMessage(ready: ExpressReady): CheckoutMessage {
  if (ready.dayOffset === 0) return checkoutMessage("express_ready_today", { hour: ready.hour });
  if (ready.dayOffset === 1) return checkoutMessage("express_ready_tomorrow", { hour: ready.hour });
  return checkoutMessage("express_ready_on", { date: ready.date, hour: ready.hour });
}

// ---- methods -------------------------------------------------------------------------------

export interface PickupStoreFacts {
  id: number;
  slug: string;
  name: string;
  /** The store offers express pickup (stores.pikanouto). */
  pikanouto: boolean;
  streetAddress: string;
  postalCode: string;
  city: string;
  latitude: number | null;
  longitude: number | null;
}

export interface DeliveryMethodFacts {
  id: number;
  slug: string;
  kind: DeliveryKind;
  /** In the shopper's language. */
  name: string;
  price: number;
  /** Free delivery from this merchandise total (after the discount); null: never free. */
  freeThreshold: number | null;
  /** Repack (new packaging) cost; null: repack not offered with this method. */
  repackCost: number | null;
  repackThreshold: number | null;
  countryCodes: readonly string[];
  countryGroup: DeliveryCountryGroup | null;
  /** Postcode prefixes served; empty: every postcode. */
  postalPrefixes: readonly string[];
  /** Weekdays added to the country's delivery days (store pickup: the transfer to the store). */
  extraDays: number;
  /** Stores of a pickup method, in order. */
  stores: readonly PickupStoreFacts[];
  sortOrder: number;
}

export function methodApplies(method: DeliveryMethodFacts, country: { code: string; isEuMember: boolean }, postcode: string | null | undefined): boolean {
  const inCountry = method.countryCodes.includes(country.code) || (method.countryGroup !== null && inCountryGroup(method.countryGroup, country));
  if (!inCountry) return false;
  if (method.postalPrefixes.length === 0) return true;
  const code = (postcode ?? "").trim();
  return code !== "" && method.postalPrefixes.some((prefix) => code.startsWith(prefix));
}

/** A delivery price after the free-delivery threshold; split delivery sends (and charges) two parcels. */
export function deliveryPrice(method: Pick<DeliveryMethodFacts, "price" | "freeThreshold">, merchandise: number, split: boolean): number {
  if (method.freeThreshold !== null && merchandise >= method.freeThreshold) return 0;
  return split ? method.price * 2 : method.price;
}

export function repackPrice(method: Pick<DeliveryMethodFacts, "repackCost" | "repackThreshold">, merchandise: number, chosen: boolean): number {
  if (!chosen || method.repackCost === null) return 0;
  if (method.repackThreshold !== null && merchandise >= method.repackThreshold) return 0;
  return method.repackCost;
}

/**
 * Part delivery is possible when the general setting part_delivery_mode allows it ("optional";
 * "disabled" turns it off) and the cart holds both lines that ship now and lines on order.
 */
export function partDeliveryPossible(mode: string | null | undefined, shippingTimes: readonly number[]): boolean {
  if (mode === "disabled" || mode === "never") return false;
  return shippingTimes.some((n) => extraDaysForShippingTime(n) === 0) && shippingTimes.some((n) => extraDaysForShippingTime(n) > 0);
}

export interface DeliveryOption {
  methodId: number;
  slug: string;
  kind: DeliveryKind;
  /** With the store for pickup options ("Nouto myymälästä, Polku Oulu"). */
  name: string;
  /** The method's own name. */
  methodName: string;
  price: number;
  time: CheckoutMessage;
  storeId: number | null;
  storeSlug: string | null;
  /** The pickup store, for pickup methods. */
  store: PickupStoreFacts | null;
  /** From the shopper's postcode to the pickup store, whole km; null when either is unknown. */
  distanceKm: number | null;
  available: boolean;
  reason: CheckoutMessage | null;
  freeThreshold: number | null;
  repackCost: number | null;
  repackThreshold: number | null;
}

export interface DeliveryCart {
  /** Products and bundles after the discount, cents. */
  merchandise: number;
  /** Shipping time numbers of the physical lines (bundle parts included). */
  shippingTimes: readonly number[];
  skiBundle: boolean;
  /** Split (part) delivery chosen and possible (see partDeliveryPossible). */
  split: boolean;
  /** Units per variant the cart needs (product lines and bundle parts). */
  demand: ReadonlyMap<number, number>;
  /** Sellable units of a variant in a store. */
  sellableAt: (variantId: number, storeId: number) => number;
}

/**
 * A pickup method's stores nearest first from the shopper's postcode area; in the method's own
 * store order when the postcode says nothing of where the shopper is (docs/checkout.md "Store pickup").
 */
export function storesByDistance(stores: readonly PickupStoreFacts[], origin: GeoPoint | null): { store: PickupStoreFacts; distanceKm: number | null }[] {
  const measured = stores.map((store, index) => ({ store, index, distanceKm: roundedDistanceKm(origin, store), exact: origin && store.latitude !== null && store.longitude !== null ? distanceKm(origin, { latitude: store.latitude, longitude: store.longitude }) : null }));
  if (origin) measured.sort((a, b) => (a.exact ?? Infinity) - (b.exact ?? Infinity) || a.index - b.index);
  return measured.map(({ store, distanceKm: km }) => ({ store, distanceKm: km }));
}

/** Expands the applicable methods to the options shown: one per method, pickup methods one per store. */
export function deliveryOptions(
  methods: readonly DeliveryMethodFacts[],
  country: CountryFacts,
  postcode: string | null | undefined,
  cart: DeliveryCart,
  opts: { addedDays: number; now: Date },
): DeliveryOption[] {
  const longest = cart.shippingTimes.reduce((max, n) => Math.max(max, n), 0);
  const split = cart.split;
  const daysMessage = (extraDays: number, pickup = false): CheckoutMessage => {
    const days = deliveryDays(country, { addedDays: opts.addedDays, skiBundle: cart.skiBundle, longestShippingTime: longest, methodExtraDays: extraDays });
    if (split) {
      const first = deliveryDays(country, { addedDays: opts.addedDays, skiBundle: cart.skiBundle, longestShippingTime: 0, methodExtraDays: extraDays });
      return deliveryDatesMessage(opts.now, first, { rest: days });
    }
    return deliveryDatesMessage(opts.now, days, { pickup });
  };
  const origin = postcodeLocation(country.code, postcode);
  const out: DeliveryOption[] = [];
  const sorted = [...methods].filter((m) => methodApplies(m, country, postcode)).sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
  for (const method of sorted) {
    const base = {
      methodId: method.id,
      slug: method.slug,
      kind: method.kind,
      name: method.name,
      methodName: method.name,
      freeThreshold: method.freeThreshold,
      repackCost: method.repackCost,
      repackThreshold: method.repackThreshold,
    };
    if (method.kind === "store_pickup" || method.kind === "express_pickup") {
      for (const { store, distanceKm } of storesByDistance(method.stores, origin)) {
        const at = { storeId: store.id, storeSlug: store.slug, store, distanceKm };
        if (method.kind === "express_pickup") {
          const inStore = store.pikanouto && [...cart.demand].every(([variantId, amount]) => cart.sellableAt(variantId, store.id) >= amount);
          out.push({
            ...base,
            name: `${method.name}, ${store.name}`,
            price: deliveryPrice(method, cart.merchandise, false),
            time: expressReadyMessage(expressPickupReady(opts.now)),
            ...at,
            available: inStore,
            reason: inStore ? null : checkoutMessage("express_unavailable"),
          });
        } else {
          out.push({ ...base, name: `${method.name}, ${store.name}`, price: deliveryPrice(method, cart.merchandise, split), time: daysMessage(method.extraDays, true), ...at, available: true, reason: null });
        }
      }
    } else {
      out.push({ ...base, price: deliveryPrice(method, cart.merchandise, split), time: daysMessage(method.extraDays), storeId: null, storeSlug: null, store: null, distanceKm: null, available: true, reason: null });
    }
  }
  return out;
}

/**
 * The chosen option: the one named by slug (and store, for pickup methods) when it is
 * available, else the first available option; `refused` says the shopper's choice could not be kept.
 */
export function chooseDeliveryOption(
  options: readonly DeliveryOption[],
  wanted: { slug: string | null | undefined; location: string | null | undefined; express: boolean },
): { option: DeliveryOption | null; refused: CheckoutMessage | null } {
  const fallback = options.find((o) => o.available && (o.kind !== "express_pickup" || wanted.express)) ?? options.find((o) => o.available) ?? null;
  let match: DeliveryOption | undefined;
  if (wanted.slug) match = options.find((o) => o.slug === wanted.slug && (o.storeSlug === null || !wanted.location || o.storeSlug === wanted.location));
  else if (wanted.express) match = options.find((o) => o.kind === "express_pickup" && (!wanted.location || o.storeSlug === wanted.location));
  if (match?.available) return { option: match, refused: null };
  if (match) return { option: fallback, refused: match.reason ?? checkoutMessage("delivery_method_unavailable") };
  if (wanted.slug || wanted.express) return { option: fallback, refused: wanted.express ? checkoutMessage("express_unavailable") : checkoutMessage("delivery_method_unavailable") };
  return { option: fallback, refused: null };
}

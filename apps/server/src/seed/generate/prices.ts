// Prices per tax area in EUR minor units and the price history behind the 30-day lowest price
// (spec 02 §3 Prices, §4 Price display kind, §5 lowest price note). Scenarios are chosen so
// that every display kind occurs and club <= active <= regular always holds.
import { TAX_AREAS } from "../data/locale";
import type { Random } from "../random";

export type PriceScenario = "normal" | "discount" | "club" | "outdoor" | "discount-club" | "outlet";

export interface AreaPrice {
  taxAreaId: number;
  active: number;
  club: number | null;
  regular: number;
  discountValue: number;
  discountFree: number;
  priceEnding: Date | null;
}

/** The shape of a model's offer, shared by all tax areas and by its variants. */
export interface PriceShape {
  scenario: PriceScenario;
  /** Multipliers of the regular price. */
  activeFactor: number;
  clubFactor: number | null;
  discountFreeFactor: number;
  priceEnding: Date | null;
  /** Day offsets (negative = past) of price changes for the history. */
  changedDaysAgo: number;
  pastCampaign: boolean;
}

const FI_VAT = 1.255;
const DAY = 86_400_000;

/** Shop prices end in ,90 (x9,90 style); below 10 euros they round to ten cents. */
export function charm(cents: number): number {
  if (cents < 1000) return Math.max(90, Math.round(cents / 10) * 10);
  return Math.round(cents / 100) * 100 - 10;
}

export function pickShape(random: Random, outlet: boolean, now: Date): PriceShape {
  const scenario: PriceScenario = outlet
    ? "outlet"
    : random.weighted<PriceScenario>([["normal", 55], ["discount", 18], ["club", 15], ["outdoor", 7], ["discount-club", 5]]);
  const discount = 1 - random.int(10, 40) / 100;
  const shape: PriceShape = {
    scenario,
    activeFactor: scenario === "discount" || scenario === "discount-club" ? discount : scenario === "outlet" ? 1 - random.int(30, 55) / 100 : 1,
    clubFactor: scenario === "club" ? 1 - random.int(8, 15) / 100 : scenario === "discount-club" ? discount - 0.05 : null,
    discountFreeFactor: scenario === "outdoor" ? 1 + random.int(10, 20) / 100 : 1,
    // Offer end dates within and beyond price_ending_max_days (14), so both cases show.
    priceEnding: scenario === "discount" && random.chance(0.6) ? new Date(now.getTime() + random.int(2, 25) * DAY) : null,
    changedDaysAgo: random.int(3, 20),
    pastCampaign: scenario !== "discount" && scenario !== "discount-club" && scenario !== "outlet" && random.chance(0.3),
  };
  return shape;
}

/** Regular price in each tax area from the Finnish one: same net price, that area's VAT. */
export function regularByArea(fiRegular: number): Map<number, number> {
  const net = fiRegular / FI_VAT;
  return new Map(TAX_AREAS.map((area) => [area.id, area.id === 1 ? fiRegular : charm(net * (1 + area.vatBp / 10_000))]));
}

export function areaPrices(fiRegular: number, shape: PriceShape): AreaPrice[] {
  return [...regularByArea(fiRegular)].map(([taxAreaId, regular]) => {
    const active = Math.min(regular, charm(regular * shape.activeFactor));
    const club = shape.clubFactor === null ? null : Math.min(active, charm(regular * shape.clubFactor));
    return {
      taxAreaId,
      active,
      club,
      regular,
      discountValue: regular - active,
      discountFree: shape.scenario === "outdoor" ? charm(regular * shape.discountFreeFactor) : regular,
      priceEnding: shape.priceEnding,
    };
  });
}

export interface HistoryRow {
  taxAreaId: number;
  active: number;
  validFrom: Date;
  validTo: Date | null;
}

/** Active price over time for one area: what the current offer replaced, if anything. */
export function priceHistory(price: AreaPrice, shape: PriceShape, since: Date, now: Date): HistoryRow[] {
  const daysAgo = (days: number) => new Date(Math.max(since.getTime(), now.getTime() - days * DAY));
  const row = (active: number, from: Date, to: Date | null): HistoryRow => ({ taxAreaId: price.taxAreaId, active, validFrom: from, validTo: to });
  const changed = shape.scenario === "outlet" ? daysAgo(45) : daysAgo(shape.changedDaysAgo);
  if (shape.scenario !== "normal" && shape.scenario !== "club" && shape.scenario !== "outdoor" && changed > since) {
    return [row(price.regular, since, changed), row(price.active, changed, null)];
  }
  const campaignStart = daysAgo(40);
  const campaignEnd = daysAgo(25);
  if (shape.pastCampaign && campaignStart > since) {
    // A campaign 40-25 days ago ended: the lowest price of the last 30 days is below today's.
    return [row(price.active, since, campaignStart), row(charm(price.active * 0.8), campaignStart, campaignEnd), row(price.active, campaignEnd, null)];
  }
  return [row(price.active, since, null)];
}

import { describe, expect, it } from "vitest";
import { RECO_HALF_LIFE_DAYS, recoScoreAt, recoSignalWeight, recommendedOrder } from "./score";

const DAY = 86_400_000;
const now = Date.UTC(2026, 10, 22, 12);
const daysAgo = (n: number) => now - n * DAY;

describe("recommendation score", () => {
  it("counts a signal happening now with its type's weight", () => {
    expect(recoScoreAt(recoSignalWeight("view", 1, now), now)).toBeCloseTo(1);
    expect(recoScoreAt(recoSignalWeight("add_to_cart", 2, now), now)).toBeCloseTo(10);
    expect(recoScoreAt(recoSignalWeight("order", 3, now), now)).toBeCloseTo(60);
  });

  it("halves a signal's worth every half-life", () => {
    expect(recoScoreAt(recoSignalWeight("order", 1, daysAgo(RECO_HALF_LIFE_DAYS)), now)).toBeCloseTo(10);
    expect(recoScoreAt(recoSignalWeight("order", 1, daysAgo(2 * RECO_HALF_LIFE_DAYS)), now)).toBeCloseTo(5);
  });

  it("ranks a recent order above many old views, and a recent view above the same view long ago", () => {
    const recentOrder = recoSignalWeight("order", 1, daysAgo(2));
    const oldViews = recoSignalWeight("view", 40, daysAgo(60));
    expect(recentOrder).toBeGreaterThan(oldViews);
    expect(recoSignalWeight("view", 1, daysAgo(1))).toBeGreaterThan(recoSignalWeight("view", 1, daysAgo(30)));
  });

  it("keeps the order of two models as time passes (the accumulator never needs rewriting)", () => {
    const a = recoSignalWeight("view", 30, daysAgo(3));
    const b = recoSignalWeight("add_to_cart", 4, daysAgo(1));
    const later = now + 100 * DAY;
    expect(Math.sign(recoScoreAt(a, now) - recoScoreAt(b, now))).toBe(Math.sign(recoScoreAt(a, later) - recoScoreAt(b, later)));
  });
});

describe("recommendedOrder", () => {
  it("puts models with signals first by weight, then the rest by units sold and newest id", () => {
    const order = recommendedOrder([
      { id: 1, weight: null, soldAmount: 5 },
      { id: 2, weight: 3, soldAmount: 0 },
      { id: 3, weight: null, soldAmount: 50 },
      { id: 4, weight: 9, soldAmount: 0 },
      { id: 5, weight: null, soldAmount: 5 },
    ]);
    expect(order).toEqual([4, 2, 3, 5, 1]);
  });
});

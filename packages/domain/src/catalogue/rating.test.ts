import { describe, expect, it } from "vitest";
import { showsCardRating, starsFromRating } from "./rating";

describe("stars from a 0-10 rating (spec 02 §5)", () => {
  it("halves the rating", () => {
    expect(starsFromRating(8)).toBe(4);
    expect(starsFromRating(10)).toBe(5);
  });
  it("rounds to half steps with a half star from a quarter", () => {
    expect(starsFromRating(7.4)).toBe(3.5); // 3.7
    expect(starsFromRating(7.0)).toBe(3.5); // 3.5
    expect(starsFromRating(6.4)).toBe(3); // 3.2
    expect(starsFromRating(6.5)).toBe(3.5); // 3.25
    expect(starsFromRating(7.5)).toBe(4); // 3.75
  });
  it("clamps and treats missing ratings as none", () => {
    expect(starsFromRating(14)).toBe(5);
    expect(starsFromRating(-2)).toBe(0);
    expect(starsFromRating(null)).toBe(0);
    expect(starsFromRating(Number.NaN)).toBe(0);
  });
  it("shows a card rating from one star", () => {
    expect(showsCardRating(2)).toBe(true);
    expect(showsCardRating(1.5)).toBe(true); // 0.75 rounds up to one star
    expect(showsCardRating(1)).toBe(false);
    expect(showsCardRating(null)).toBe(false);
  });
});

// Stars (spec 02 §5): ratings are 0-10 (reviews: stars = rating / 2); a card shows five stars
// rounded to half steps, a half star when the fraction is 0.25 or more (and a full one from 0.75).

export function starsFromRating(rating: number | null | undefined): number {
  if (rating === null || rating === undefined || !Number.isFinite(rating)) return 0;
  const stars = Math.min(5, Math.max(0, rating / 2));
  const whole = Math.floor(stars);
  const fraction = stars - whole;
  if (fraction >= 0.75) return whole + 1;
  if (fraction >= 0.25) return whole + 0.5;
  return whole;
}

/**
 * A card shows its rating when it is at least one star (spec 02 §3 "the card shows … a rating of
 * 5 stars", §5 "shows a rating when it is at least 1"), in every sort and outside listings too:
 * the shop has always shown it so (e2e group-grid.spec.ts reads it on the recommended order).
 */
export function showsCardRating(rating: number | null | undefined): boolean {
  return starsFromRating(rating) >= 1;
}

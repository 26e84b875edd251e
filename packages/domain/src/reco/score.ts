// The shop's own recommendation score (docs/recommendations.md). Each signal a shopper gives
// (view, add to cart, order) counts with a weight and loses half of it every half-life:
//
//   score(model, t) = Σ_signals  w(type) · n · 2^(−(t − t_signal) / H)
//
// with w(view) = 1, w(add_to_cart) = 5, w(order) = 20 per unit and H = 14 days. Because
// 2^(−(t − s)/H) = 2^((s − E)/H) · 2^(−(t − E)/H) for any fixed epoch E, the sum factors into
// a per-model accumulator  A = Σ w · n · 2^((s − E)/H)  times a factor common to all models.
// Ordering by A is ordering by the score at any moment, and a new signal only adds to A:
// nothing is rewritten as time passes. The database stores A (reco_scores.weight).

export const RECO_SIGNAL_TYPES = ["view", "add_to_cart", "order"] as const;
export type RecoSignalType = (typeof RECO_SIGNAL_TYPES)[number];

export const RECO_WEIGHTS: Readonly<Record<RecoSignalType, number>> = { view: 1, add_to_cart: 5, order: 20 };
export const RECO_HALF_LIFE_DAYS = 14;
/** E above. A double holds 2^1023, so the accumulator is good for about 39 years after it. */
export const RECO_EPOCH = Date.UTC(2024, 0, 1);

const DAY_MS = 86_400_000;
const halfLives = (at: number) => (at - RECO_EPOCH) / (RECO_HALF_LIFE_DAYS * DAY_MS);

/** A signal's contribution to a model's accumulator A. */
export function recoSignalWeight(type: RecoSignalType, count: number, at: Date | number): number {
  return RECO_WEIGHTS[type] * count * 2 ** halfLives(typeof at === "number" ? at : at.getTime());
}

/** The score at `now` of an accumulator: view-equivalents as if every signal happened now. */
export function recoScoreAt(accumulator: number, now: Date | number): number {
  return accumulator * 2 ** -halfLives(typeof now === "number" ? now : now.getTime());
}

export interface RecoCandidate {
  id: number;
  /** The accumulator A, or null for a model without signals. */
  weight: number | null;
  soldAmount: number;
}

/**
 * The recommended order: models with signals by score, highest first; then models without
 * signals in a stable order (units sold, then newest id first), the catalogue's default.
 */
export function recommendedOrder(candidates: readonly RecoCandidate[]): number[] {
  return [...candidates]
    .sort((a, b) => {
      const aw = a.weight ?? 0;
      const bw = b.weight ?? 0;
      if (aw !== bw) return bw - aw;
      if (a.soldAmount !== b.soldAmount) return b.soldAmount - a.soldAmount;
      return b.id - a.id;
    })
    .map((c) => c.id);
}

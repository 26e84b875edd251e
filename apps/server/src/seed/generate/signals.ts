// A deterministic history of shopper signals for the recommendation service
// (docs/recommendations.md): views, add-to-carts and ordered units per model and day over the
// last 90 days, and each model's score accumulator computed from them with the domain formula.
// About half the models have a history; interest is skewed so a few models lead every group.
import { recoSignalWeight } from "@polku/domain";
import { randomFor } from "../random";
import type { InsertRows as Rows } from "./rows";

export const SIGNAL_HISTORY_DAYS = 90;
const DAY = 86_400_000;

export interface SignalBatch {
  recoSignals: Rows<"recoSignals">;
  recoScores: Rows<"recoScores">;
}

export const emptySignalBatch = (): SignalBatch => ({ recoSignals: [], recoScores: [] });

export function generateSignals(seed: number, modelId: number, now: Date, batch: SignalBatch): void {
  const random = randomFor(seed, "signals", modelId);
  if (!random.chance(0.5)) return;
  const interest = random.next() ** 3; // a long tail of quiet models, a few popular ones
  // Some models were popular a while ago and faded, others are rising now.
  const peakDaysAgo = random.int(0, SIGNAL_HISTORY_DAYS - 1);
  const activeDays = random.int(1, 12);
  const days = random.sample(Array.from({ length: SIGNAL_HISTORY_DAYS }, (_, i) => i), activeDays).sort((a, b) => b - a);
  let weight = 0;
  for (const daysAgo of days) {
    const nearPeak = 1 / (1 + Math.abs(daysAgo - peakDaysAgo) / 10);
    const views = 1 + Math.floor(interest * nearPeak * random.int(5, 60));
    const addToCarts = Math.floor(views * random.next() * 0.15);
    const orders = Math.floor(addToCarts * random.next() * 0.6);
    const day = new Date(now.getTime() - daysAgo * DAY);
    const at = day.getTime() + DAY / 2;
    batch.recoSignals.push({ modelId, day: day.toISOString().slice(0, 10), views, addToCarts, orders });
    weight += recoSignalWeight("view", views, at) + recoSignalWeight("add_to_cart", addToCarts, at) + recoSignalWeight("order", orders, at);
  }
  batch.recoScores.push({ modelId, weight, updatedAt: now });
}

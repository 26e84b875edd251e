// Ids of the generated demo models. The spec fixes the gift card models' ids (spec 02 §5, §9:
// 2427 and 1412), so a generated model never takes them: the model generated n-th keeps id n,
// except when n is reserved; it is then moved past the last generated id (skipping reserved ids
// there too). Its content still comes from its own stream n (model.ts), so it is the same product
// under another id.
import { GIFT_CARD_MODEL_IDS } from "@polku/domain";

export const RESERVED_MODEL_IDS: ReadonlySet<number> = new Set<number>(GIFT_CARD_MODEL_IDS);

/** The id of the n-th generated model (n from 1) in a load of `count` models. */
export function demoModelIds(count: number, reserved: ReadonlySet<number> = RESERVED_MODEL_IDS): (n: number) => number {
  const moved = new Map<number, number>();
  let next = count + 1;
  for (const id of [...reserved].sort((a, b) => a - b)) {
    if (id > count) continue;
    while (reserved.has(next)) next++;
    moved.set(id, next++);
  }
  return (n) => moved.get(n) ?? n;
}

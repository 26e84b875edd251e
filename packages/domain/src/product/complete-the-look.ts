// "Complete the look" on the product page (docs/product-page.md "Complete the look"; issue 12
// "Beyond"): from the also-bought list (models ordered together with this one, most weight first),
// the models that go with it rather than replace it. A model in the page model's own main group is
// an alternative (another jacket), not part of the look; and the look holds one model of a kind:
// a model sharing a product group with one already taken is left for the also-bought list.
// Nothing is made up: without such models there is no look.
import type { ProductListItem } from "../api/shell";

/** At most this many models beside the page's own. */
export const COMPLETE_THE_LOOK_MAX = 4;

export interface CompleteTheLook {
  look: ProductListItem[];
  /** The also-bought list without the look's models (no card twice on a page). */
  rest: ProductListItem[];
}

export function completeTheLook(model: { id: number; main_group: number }, alsoBought: readonly ProductListItem[], max = COMPLETE_THE_LOOK_MAX): CompleteTheLook {
  const look: ProductListItem[] = [];
  const taken = new Set<number>([model.main_group]);
  for (const item of alsoBought) {
    if (look.length >= max) break;
    if (item.id === model.id || item.productGroupIds.length === 0) continue;
    if (item.productGroupIds.some((group) => taken.has(group))) continue;
    look.push(item);
    for (const group of item.productGroupIds) taken.add(group);
  }
  const inLook = new Set(look.map((item) => item.id));
  return { look, rest: alsoBought.filter((item) => !inLook.has(item.id)) };
}

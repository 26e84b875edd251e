// "Complete the look" on the product page (docs/product-page.md "Complete the look"; issue 12
// "Beyond"): from the also-bought list (models ordered together with this one, most weight first),
// the models that go with it rather than replace it. A group's kind is its branch at the second
// level of the group tree (Vaatteet > Takit > Untuvatakit is of the kind Takit; a top-level group
// is its own kind). A model of the page model's own kind is an alternative (a softshell jacket
// beside a down jacket), not part of the look; and the look holds one model of a kind: a model of
// a kind already taken is left for the also-bought list. Nothing is made up: without such models
// there is no look.
import type { ProductGroupNode, ProductListItem } from "../api/shell";

/** At most this many models beside the page's own. */
export const COMPLETE_THE_LOOK_MAX = 4;

export interface CompleteTheLook {
  look: ProductListItem[];
  /** The also-bought list without the look's models (no card twice on a page). */
  rest: ProductListItem[];
}

/** Each group's kind: its ancestor at the tree's second level, or itself at the first two levels. */
export function groupKinds(tree: readonly ProductGroupNode[]): Map<number, number> {
  const kinds = new Map<number, number>();
  const inherit = (nodes: readonly ProductGroupNode[], kind: number) => {
    for (const node of nodes) {
      kinds.set(node.id, kind);
      inherit(node.children, kind);
    }
  };
  for (const top of tree) {
    kinds.set(top.id, top.id);
    for (const child of top.children) {
      kinds.set(child.id, child.id);
      inherit(child.children, child.id);
    }
  }
  return kinds;
}

/**
 * The look for a model from its also-bought list. `kinds` maps a group to its kind
 * (`groupKinds`); a group it does not know is its own kind.
 */
export function completeTheLook(model: { id: number; main_group: number }, alsoBought: readonly ProductListItem[], kinds: ReadonlyMap<number, number>, max = COMPLETE_THE_LOOK_MAX): CompleteTheLook {
  const kindOf = (group: number) => kinds.get(group) ?? group;
  const look: ProductListItem[] = [];
  const taken = new Set<number>([kindOf(model.main_group)]);
  for (const item of alsoBought) {
    if (look.length >= max) break;
    if (item.id === model.id || item.productGroupIds.length === 0) continue;
    const itemKinds = item.productGroupIds.map(kindOf);
    if (itemKinds.some((kind) => taken.has(kind))) continue;
    look.push(item);
    for (const kind of itemKinds) taken.add(kind);
  }
  const inLook = new Set(look.map((item) => item.id));
  return { look, rest: alsoBought.filter((item) => !inLook.has(item.id)) };
}

// The recommendation use case (docs/recommendations.md): resolve a context to a product group
// and answer the group's public models (with descendant groups) in score order. The group
// tree and each group's order are memoised briefly; unknown contexts are not memoised.
import type { Database } from "@polku/db";
import { normaliseGroupPath, recoContextNames, recommendedOrder } from "@polku/domain";
import type { MemoCache } from "../../lib/memo-cache";
import { loadGroupTree, recoCandidates, type GroupNames } from "./reco.repository";

export function createRecoService(db: Database, cache: MemoCache) {
  const tree = () => cache.get("reco:groups", () => loadGroupTree(db));

  return {
    /** Model ids in recommended order, or [] when the context names no active group. */
    async recommend(context: string): Promise<number[]> {
      const groups = await tree();
      const group = resolveContext(groups, context);
      if (!group) return [];
      return orderOf(groups, group.id);
    },
    /** Model ids of an active group (with its descendants) in recommended order; [] for an unknown group. */
    async recommendGroup(groupId: number): Promise<number[]> {
      const groups = await tree();
      return groups.has(groupId) ? orderOf(groups, groupId) : [];
    },
  };

  function orderOf(groups: Map<number, GroupNames>, groupId: number): Promise<number[]> {
    return cache.get(`reco:order:${groupId}`, async () => recommendedOrder(await recoCandidates(db, descendants(groups, groupId))));
  }
}

/**
 * "Vaatteet > Takit": the group named like the last name whose ancestors are named like the
 * names before it (nearest first; the context may leave out the top of the path). Names match
 * in any language, case-insensitively, by name or short name. A context with "/" and no ">"
 * is a group path in any language.
 */
export function resolveContext(groups: Map<number, GroupNames>, context: string): GroupNames | undefined {
  if (context.includes("/") && !context.includes(">")) {
    const path = normaliseGroupPath(context);
    for (const group of groups.values()) if (group.paths.has(path)) return group;
    return undefined;
  }
  const names = recoContextNames(context);
  const last = names.at(-1);
  if (last === undefined) return undefined;
  const matches: GroupNames[] = [];
  for (const group of groups.values()) {
    if (!group.names.has(last)) continue;
    let ancestor = group.parentId === null ? undefined : groups.get(group.parentId);
    let ok = true;
    for (let i = names.length - 2; i >= 0; i--) {
      if (!ancestor || !ancestor.names.has(names[i] as string)) {
        ok = false;
        break;
      }
      ancestor = ancestor.parentId === null ? undefined : groups.get(ancestor.parentId);
    }
    if (ok) matches.push(group);
  }
  // The full path wins over a partial one ("Takit" alone: the top-most such group).
  return matches.sort((a, b) => depth(groups, a) - depth(groups, b) || a.id - b.id)[0];
}

function depth(groups: Map<number, GroupNames>, group: GroupNames): number {
  let d = 0;
  for (let g = group; g.parentId !== null && groups.has(g.parentId); g = groups.get(g.parentId) as GroupNames) d++;
  return d;
}

function descendants(groups: Map<number, GroupNames>, rootId: number): number[] {
  const children = new Map<number, number[]>();
  for (const g of groups.values()) if (g.parentId !== null) children.set(g.parentId, [...(children.get(g.parentId) ?? []), g.id]);
  const out: number[] = [];
  const stack = [rootId];
  while (stack.length) {
    const id = stack.pop() as number;
    out.push(id);
    stack.push(...(children.get(id) ?? []));
  }
  return out;
}

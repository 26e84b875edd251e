// Product group tree helpers (spec 02 §2: a group is identified by its path, lower-cased and
// joined by slashes; breadcrumbs come from the flat group list by path prefix).
import { normaliseGroupPath, type ProductGroupNode } from "@polku/domain";

// One rule for the server and the storefront: the domain's.
export { normaliseGroupPath };

export function flattenGroups(groups: readonly ProductGroupNode[]): ProductGroupNode[] {
  return groups.flatMap((group) => [group, ...flattenGroups(group.children)]);
}

export function findGroupByPath(groups: readonly ProductGroupNode[], path: string): ProductGroupNode | null {
  const wanted = normaliseGroupPath(path);
  return flattenGroups(groups).find((group) => normaliseGroupPath(group.path) === wanted) ?? null;
}

/** The groups whose path is a prefix of `path` (by whole segments), root first, the group itself last. */
export function breadcrumbGroups(flat: readonly ProductGroupNode[], path: string): ProductGroupNode[] {
  const segments = normaliseGroupPath(path).split("/").filter(Boolean);
  const byPath = new Map(flat.map((group) => [normaliseGroupPath(group.path), group]));
  const trail: ProductGroupNode[] = [];
  for (let i = 1; i <= segments.length; i++) {
    const group = byPath.get(segments.slice(0, i).join("/"));
    if (group) trail.push(group);
  }
  return trail;
}

/** The group's id and all its descendants' ids. */
export function descendantIds(group: ProductGroupNode): Set<number> {
  return new Set(flattenGroups([group]).map((node) => node.id));
}

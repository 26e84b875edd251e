// The chips of the filters a shopper has applied (issue 12 "Filters out of sight"): one chip per
// chosen value, each naming the value the way the filter options do and carrying the state
// without it, plus the state with every filter cleared. Pure: the grid renders them on the server
// (from the address) and in the browser alike.
import type { FacetIndex, GroupTreeNode } from "./facet-index";
import { sanitiseFilters } from "./facet-index";
import type { FilterState, Range } from "./filter-query";

export type ActiveFilter =
  | { key: string; kind: "text"; value: string; without: FilterState }
  | { key: string; kind: "price"; range: Range; without: FilterState }
  | { key: string; kind: "range"; name: string; unit: string | null; range: Range; without: FilterState }
  | { key: string; kind: "option"; filter: "manufacturer" | "color" | "store" | "size" | "group" | "property"; name: string | null; label: string; without: FilterState };

export const NO_FILTERS: FilterState = { text: null, price: null, manufacturer: [], color: [], store: [], size: [], group: [], properties: {} };

function groupName(nodes: readonly GroupTreeNode[], id: number): string | null {
  for (const node of nodes) {
    if (node.id === id) return node.name;
    const below = groupName(node.children, id);
    if (below !== null) return below;
  }
  return null;
}

/**
 * The applied filters of `state` in the order of the filters panel (text, price, brand, store,
 * size, colour, group, properties), after dropping what the list does not carry.
 */
export function activeFilters(index: FacetIndex, state: FilterState): ActiveFilter[] {
  const s = sanitiseFilters(index, state);
  const out: ActiveFilter[] = [];
  if (s.text) out.push({ key: "text", kind: "text", value: s.text, without: { ...s, text: null } });
  if (s.price) out.push({ key: "price", kind: "price", range: s.price, without: { ...s, price: null } });
  const lists: ["manufacturer" | "store" | "size" | "color", (v: string) => string][] = [
    ["manufacturer", (v) => index.manufacturers.get(v) ?? v],
    ["store", (v) => index.stores.get(v) ?? v],
    ["size", (v) => v],
    ["color", (v) => index.colors.get(v)?.label ?? v],
  ];
  for (const [filter, label] of lists) {
    for (const value of s[filter]) {
      out.push({ key: `${filter}:${value}`, kind: "option", filter, name: null, label: label(value), without: { ...s, [filter]: s[filter].filter((v) => v !== value) } });
    }
  }
  for (const id of s.group) {
    out.push({ key: `group:${id}`, kind: "option", filter: "group", name: null, label: groupName(index.groupTree, id) ?? String(id), without: { ...s, group: s.group.filter((g) => g !== id) } });
  }
  for (const meta of index.properties) {
    const value = s.properties[meta.slug];
    if (!value) continue;
    const withValue = (next: FilterState["properties"][string] | null): FilterState => {
      const properties = { ...s.properties };
      if (next === null || (Array.isArray(next) && next.length === 0)) delete properties[meta.slug];
      else properties[meta.slug] = next;
      return { ...s, properties };
    };
    if (Array.isArray(value)) {
      for (const option of value) {
        out.push({ key: `${meta.slug}:${option}`, kind: "option", filter: "property", name: meta.name, label: meta.values.get(option) ?? option, without: withValue(value.filter((v) => v !== option)) });
      }
    } else {
      out.push({ key: meta.slug, kind: "range", name: meta.name, unit: meta.unit, range: value, without: withValue(null) });
    }
  }
  return out;
}

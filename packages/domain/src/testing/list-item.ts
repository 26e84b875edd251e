// A product list item for tests (spec 02 §3 list item): plain values, changed field by field.
import type { ProductListItem } from "../api/shell";

export function listItem(id: number, over: Partial<ProductListItem> = {}): ProductListItem {
  return {
    id,
    name: `Tuote ${id}`,
    manufacturer: "Merkki",
    manufacturerSlug: "merkki",
    path: `merkki/tuote-${id}`,
    image: null,
    shortDescription: "",
    description: "",
    colors: [],
    price: { active: 1000 * id, reference: 1000 * id, type: "regular" },
    tags: [],
    soldAmount: 0,
    rating: null,
    fromPrefix: false,
    published: "2026-01-01T00:00:00.000Z",
    sizes: [],
    stocks: [],
    productGroupIds: [1],
    properties: [],
    ...over,
  };
}

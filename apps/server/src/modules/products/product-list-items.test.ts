import { describe, expect, it } from "vitest";
import { assembleListItems, type ListRows, type Lookups, type ModelRow } from "./product-list-items";

const lookups: Lookups = {
  colours: new Map([
    [1, { slug: "musta", control: "musta", sortOrder: 1 }],
    [2, { slug: "punainen", control: "punainen", sortOrder: 2 }],
  ]),
  sizes: new Map([
    [10, { name: "S", sortOrder: 1 }],
    [11, { name: "M", sortOrder: 2 }],
    [12, { name: "L", sortOrder: 3 }],
  ]),
  stores: new Map([
    [1, "verkkokauppa"],
    [2, "helsinki-kamppi"],
  ]),
  propertyTypes: new Map([
    [1, { slug: "paino", kind: "range" }],
    [2, { slug: "materiaali", kind: "checkbox" }],
  ]),
  propertyOptions: new Map([[5, "merinovilla"]]),
};
const model = (id: number, over: Partial<ModelRow> = {}): ModelRow => ({
  id,
  name: `Malli ${id}`,
  path: `merkki/malli-${id}`,
  shortDescription: "Lyhyt",
  description: "Pitkä kuvaus",
  manufacturer: "Merkki",
  manufacturerSlug: "merkki",
  published: "2026-02-14T04:00:00.000Z",
  rating: 7.5,
  soldAmount: 12,
  outlet: false,
  showDiscount: true,
  active: 8000,
  club: null,
  regular: 10000,
  discountFree: 8000,
  ...over,
});
const variant = (modelId: number, colourId: number, sizeId: number | null, image: string | null) => ({ modelId, colourId, sizeId, image });
const empty: ListRows = { models: [], variants: [], priceRanges: [], stocks: [], tags: [], properties: [], groups: [] };

describe("product list items", () => {
  it("keeps the asked order and leaves out ids without a model row", () => {
    const items = assembleListItems([3, 9, 1], { ...empty, models: [model(1), model(3)] }, lookups);
    expect(items.map((i) => i.id)).toEqual([3, 1]);
  });

  it("takes each colour once with its first variant's image, and sizes in size order", () => {
    const [item] = assembleListItems(
      [1],
      {
        ...empty,
        models: [model(1)],
        variants: [
          variant(1, 2, 12, "product/a/red.webp"),
          variant(1, 1, 10, "product/a/black.webp"),
          variant(1, 2, 10, "product/a/red-2.webp"),
          variant(1, 1, 11, null),
        ],
      },
      lookups,
    );
    expect(item!.colors).toEqual([
      { slug: "punainen", control: "punainen", image: "/media/product/a/red.webp" },
      { slug: "musta", control: "musta", image: "/media/product/a/black.webp" },
    ]);
    expect(item!.image).toBe("/media/product/a/red.webp");
    expect(item!.sizes).toEqual(["S", "M", "L"]);
  });

  it("gives prices, the from prefix, stores sorted, groups sorted, properties and plain description", () => {
    const [item] = assembleListItems(
      [1],
      {
        ...empty,
        models: [model(1)],
        priceRanges: [{ modelId: 1, min: 7000, max: 8000 }],
        stocks: [
          { modelId: 1, storeId: 1 },
          { modelId: 1, storeId: 2 },
        ],
        groups: [
          { modelId: 1, groupId: 12 },
          { modelId: 1, groupId: 3 },
        ],
        properties: [
          { modelId: 1, typeId: 1, optionId: null, number: 450 },
          { modelId: 1, typeId: 2, optionId: 5, number: null },
        ],
        tags: [{ modelId: 1, slug: "uutuus", name: "Uutuus", bgColor: "#000", textColor: "#fff" }],
      },
      lookups,
    );
    expect(item).toMatchObject({
      price: { active: 8000, reference: 10000, type: "discount" },
      fromPrefix: true,
      stocks: ["helsinki-kamppi", "verkkokauppa"],
      productGroupIds: [3, 12],
      properties: [
        { slug: "paino", value: 450, filter: "range" },
        { slug: "materiaali", value: "merinovilla", filter: "checkbox" },
      ],
      tags: [{ slug: "uutuus", name: "Uutuus", bgColor: "#000", textColor: "#fff" }],
      description: "Pitkä kuvaus",
      published: "2026-02-14T04:00:00.000Z",
      rating: 7.5,
    });
    const [outlet] = assembleListItems([2], { ...empty, models: [model(2, { outlet: true })], priceRanges: [{ modelId: 2, min: 5000, max: 5000 }] }, lookups);
    expect(outlet).toMatchObject({ price: { type: "outlet" }, fromPrefix: false, stocks: [], colors: [], image: null });
  });
});

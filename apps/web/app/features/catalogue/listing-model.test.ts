import { cardShortDescription, type ProductListItem } from "@polku/domain";
import { describe, expect, it } from "vitest";
import { toCard } from "./listing-model";

const item: ProductListItem = {
  id: 1,
  name: "Kiisla Lite kuoritakki",
  manufacturer: "Snöbris",
  manufacturerSlug: "snobris",
  path: "snobris/kiisla-lite",
  image: "/media/1.webp",
  shortDescription: "Kevyt ja hengittävä kuoritakki vaellukselle, retkeilyyn ja arkeen, myös pitkille matkoille tunturissa.",
  description: "Pitkä kuvaus",
  colors: [{ slug: "musta", control: "musta", image: "/media/1.webp" }],
  price: { active: 100, reference: 200, club: null, type: "discount", showDiscount: true },
  tags: [],
  soldAmount: 3,
  rating: null,
  fromPrefix: false,
  published: "2026-01-01",
  sizes: ["M"],
  stocks: ["web"],
  productGroupIds: [2],
  properties: [],
};

describe("a card's loader data (docs/performance.md step 8)", () => {
  it("holds only what the card reads", () => {
    expect(Object.keys(toCard(item)).sort()).toEqual(["colors", "fromPrefix", "id", "image", "manufacturer", "name", "path", "price", "rating", "shortDescription", "tags"]);
  });

  it("carries the short description as the card shows it, which the card's cut leaves alone", () => {
    const card = toCard(item);
    expect(card.shortDescription).toBe(cardShortDescription(item.shortDescription));
    expect(cardShortDescription(card.shortDescription)).toBe(card.shortDescription);
  });

  it("leaves out the price fields whose absence means the same, and keeps the ones that matter", () => {
    expect(toCard(item).price).toEqual({ active: 100, reference: 200, type: "discount" });
    const club = toCard({ ...item, price: { ...item.price, club: 90, showDiscount: false } }).price;
    expect(club).toEqual({ active: 100, reference: 200, type: "discount", club: 90, showDiscount: false });
  });
});

// What a product listing's first render carries from the server to the browser, and the small
// helpers both sides use. The whole list never travels in loader data (a large group is
// megabytes); the first page of cards does.
import { cardShortDescription, type GridSize, type ProductListItem, type ProductModelListQuery, type SortValue } from "@polku/domain";
import type { RecommendationQuery } from "../../lib/api";
import type { FilterReference } from "../filters/types";

/**
 * The fields a product card reads (spec 02 §3 product card; product-card.tsx, card-price.tsx and
 * the page event's id, name, brand and price); a full list item is one too.
 */
export type CardProduct = Pick<
  ProductListItem,
  "id" | "name" | "manufacturer" | "path" | "image" | "shortDescription" | "colors" | "price" | "tags" | "rating" | "fromPrefix"
>;

/**
 * A list item cut to what its card shows, for loader data (docs/performance.md "Step 8"): the
 * short description as the card cuts it (cutting again gives the same text), and the price
 * without the fields whose absence means the same (no club price; the discount ribbon allowed).
 */
export function toCard(item: ProductListItem): CardProduct {
  const { id, name, manufacturer, path, image, shortDescription, colors, price, tags, rating, fromPrefix } = item;
  const { club, showDiscount, ...amounts } = price;
  return {
    id,
    name,
    manufacturer,
    path,
    image,
    shortDescription: cardShortDescription(shortDescription),
    colors,
    price: { ...amounts, ...(club != null ? { club } : {}), ...(showDiscount === false ? { showDiscount } : {}) },
    tags,
    rating,
    fromPrefix,
  };
}

/**
 * The cards of a page's HTML whose data also travels in its loader data (docs/performance.md
 * "Step 10"): the first screenful and more (the page event's first ten); the server renders the
 * rest from data kept for the HTML only, and the browser hydrates them from the whole list.
 */
export const CARDS_IN_DATA = 12;

export interface ListingPayload {
  /**
   * The first page of the filtered, sorted list (the `shown` query may ask for more); of a page's
   * HTML only the first `CARDS_IN_DATA` when `rest` names the others.
   */
  cards: CardProduct[];
  /**
   * The cards the server's HTML shows after `cards`, in order: their ids, and the key of their
   * data kept for the HTML only (lib/html-only.tsx); the browser takes them from the whole list.
   * Null when `cards` are all (a browser navigation's data, a page's own list).
   */
  rest: { key: string; ids: number[] } | null;
  /** Products matching the filters of the address. */
  matching: number;
  /** Every product of the listing. */
  total: number;
  filtered: boolean;
  /** The page's default sort (a group's group_sorting); `sort` is left out of the address for it. */
  defaultSort: SortValue;
  /** From the grid size cookie, so the first render has the right card size. */
  gridSize: GridSize;
  /** issue 12: the shopper's store from the cookie (null: none chosen yet). */
  myStore: string | null;
  /** How the browser fetches the whole list (productmodellist); null when the page passes its own loader. */
  listQuery: ProductModelListQuery | null;
  /** The recommendation service for the 'Recommended' sort; host "" is this shop. */
  recommendation: { host: string; query: RecommendationQuery } | null;
  reference: FilterReference;
}

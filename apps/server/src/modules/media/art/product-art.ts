// The product drawings by name. The seed maps each product kind to one of these, and product
// image URLs name them (media-paths.ts).
import { baseLayer, downJacket, fleece, glove, hat, jacket, parka, shorts, sweater, trousers } from "./clothing";
import { bike, bikeHelmet, harness, rope } from "./climbing-cycling";
import { backpack, mat, sleepingBag, stove, tent } from "./camping";
import type { ArtColours } from "./colour";
import { boot, climbingShoe, sandal, shoe, skiBoot, winterBoot, xcBoot } from "./footwear";
import { binding, goggles, helmet, pole, ski } from "./snow-sports";

const ARTS = {
  jacket,
  "down-jacket": downJacket,
  parka,
  fleece,
  "base-layer": baseLayer,
  sweater,
  trousers,
  shorts,
  glove,
  hat,
  boot,
  shoe,
  "winter-boot": winterBoot,
  sandal,
  "climbing-shoe": climbingShoe,
  "ski-boot": skiBoot,
  "xc-boot": xcBoot,
  ski,
  binding,
  pole,
  helmet,
  goggles,
  tent,
  "sleeping-bag": sleepingBag,
  mat,
  backpack,
  stove,
  rope,
  harness,
  bike,
  "bike-helmet": bikeHelmet,
} satisfies Record<string, (c: ArtColours) => string>;

export type ProductArt = keyof typeof ARTS;
export const PRODUCT_ARTS = Object.keys(ARTS) as ProductArt[];

/** Which landscape suits the product in lifestyle pictures (view 4, promo images). */
export const ART_SCENE: Record<ProductArt, "mountains" | "forest" | "lake" | "snow" | "fell" | "coast"> = {
  jacket: "mountains",
  "down-jacket": "snow",
  parka: "snow",
  fleece: "forest",
  "base-layer": "fell",
  sweater: "lake",
  trousers: "mountains",
  shorts: "coast",
  glove: "snow",
  hat: "snow",
  boot: "mountains",
  shoe: "forest",
  "winter-boot": "snow",
  sandal: "coast",
  "climbing-shoe": "mountains",
  "ski-boot": "snow",
  "xc-boot": "snow",
  ski: "snow",
  binding: "snow",
  pole: "snow",
  helmet: "snow",
  goggles: "snow",
  tent: "lake",
  "sleeping-bag": "fell",
  mat: "lake",
  backpack: "fell",
  stove: "lake",
  rope: "mountains",
  harness: "mountains",
  bike: "forest",
  "bike-helmet": "forest",
};

export function drawProduct(art: ProductArt, colours: ArtColours): string {
  return ARTS[art](colours);
}

// Closed vocabularies of the spec, as PostgreSQL enums so bad values cannot be stored.
import { pgEnum } from "drizzle-orm/pg-core";

/** spec 01 §3 Store type; the web warehouse is id 20 (spec 02 §9). */
export const storeType = pgEnum("store_type", ["retail", "web", "outlet"]);

/** spec 02 §4 Sort: the values a group's default sorting may take. */
export const productSorting = pgEnum("product_sorting", [
  "default",
  "popular",
  "newest",
  "stars",
  "offers",
  "lowest",
  "highest",
  "alphabetical",
]);

/** spec 02 §3 Reference data: a property filter is a range slider or a checkbox list. */
export const propertyFilterKind = pgEnum("property_filter_kind", ["range", "checkbox"]);

/** spec 01 §3 Banners: image banners (front page) and dynamic page banners (group and product pages). */
export const bannerKind = pgEnum("banner_kind", ["image", "dynamic_page"]);

/** spec 01 "Ski wizard": sports and the three steps a model can belong to. */
export const skiSport = pgEnum("ski_sport", ["alpine", "nordic"]);
export const skiWizardGroup = pgEnum("ski_wizard_group", ["skis", "bindings", "boots"]);

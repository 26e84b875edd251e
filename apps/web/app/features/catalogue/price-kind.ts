// The label of each price display kind (spec 02 §4), shared by the cards and the product page.
import type { PriceDisplayKind } from "@polku/domain";
import type { MessageKey } from "../../lib/i18n";

export const PRICE_KIND_LABEL: Record<Exclude<PriceDisplayKind, "normal">, MessageKey> = {
  discount: "grid.price.discount",
  club: "grid.price.club",
  outdoor: "grid.price.outdoor",
  outlet: "grid.price.outlet",
};

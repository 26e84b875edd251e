// The headings of the menu's "shop by gender and activity" links (docs/storefront.md "Shop by
// gender and activity") in six languages, one per filter (SHOP_BY_FILTERS in @polku/domain); the
// values are named by the catalogue's own option names. Finnish defines the keys.
const fi = {
  "shopBy.sukupuoli": "Kenelle",
  "shopBy.kayttotarkoitus": "Käyttö",
} satisfies Record<string, string>;

type Area = Record<keyof typeof fi, string>;

export const shopBy = {
  fi,
  sv: {
    "shopBy.sukupuoli": "För vem",
    "shopBy.kayttotarkoitus": "Användning",
  } satisfies Area,
  en: {
    "shopBy.sukupuoli": "Shop by gender",
    "shopBy.kayttotarkoitus": "Shop by activity",
  } satisfies Area,
  de: {
    "shopBy.sukupuoli": "Für wen",
    "shopBy.kayttotarkoitus": "Einsatzbereich",
  } satisfies Area,
  fr: {
    "shopBy.sukupuoli": "Pour qui",
    "shopBy.kayttotarkoitus": "Par activité",
  } satisfies Area,
  ru: {
    "shopBy.sukupuoli": "Для кого",
    "shopBy.kayttotarkoitus": "Назначение",
  } satisfies Area,
};

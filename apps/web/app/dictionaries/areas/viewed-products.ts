// 'Recently viewed' on the product page and the cart (issue 17) in six languages.
const fi = {
  "viewedProducts.title": "Viimeksi katsotut",
} satisfies Record<string, string>;

type Area = Record<keyof typeof fi, string>;

export const viewedProducts = {
  fi,
  sv: { "viewedProducts.title": "Senast visade" } satisfies Area,
  en: { "viewedProducts.title": "Recently viewed" } satisfies Area,
  de: { "viewedProducts.title": "Zuletzt angesehen" } satisfies Area,
  fr: { "viewedProducts.title": "Vus récemment" } satisfies Area,
  ru: { "viewedProducts.title": "Вы недавно смотрели" } satisfies Area,
};

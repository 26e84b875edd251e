// Messages of the product page in six languages. Finnish defines the keys; every language must
// have exactly the same ones (dictionaries.test.ts checks the merged dictionaries).
const fi = {
} satisfies Record<string, string>;

type Area = Record<keyof typeof fi, string>;

export const product = {
  fi,
  sv: {} satisfies Area,
  en: {} satisfies Area,
  de: {} satisfies Area,
  fr: {} satisfies Area,
  ru: {} satisfies Area,
};

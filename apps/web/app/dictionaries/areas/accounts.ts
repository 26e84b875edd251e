// Messages of the accounts area (login, logout, the account pages) in six languages. Finnish
// defines the keys; every language must have exactly the same ones (dictionaries.test.ts).
const fi = {
} satisfies Record<string, string>;

type Area = Record<keyof typeof fi, string>;

export const accounts = {
  fi,
  sv: {} satisfies Area,
  en: {} satisfies Area,
  de: {} satisfies Area,
  fr: {} satisfies Area,
  ru: {} satisfies Area,
};

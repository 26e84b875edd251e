// The shop's answer under a review (docs/admin.md "Reviews") in six languages. Finnish defines the
// keys; every language must have exactly the same ones (dictionaries.test.ts checks the merged
// dictionaries).
const fi = {
  "reviewAnswers.heading": "Kaupan vastaus",
};

type Area = Record<keyof typeof fi, string>;

export const reviewAnswers = {
  fi,
  sv: { "reviewAnswers.heading": "Butikens svar" } satisfies Area,
  en: { "reviewAnswers.heading": "The shop's answer" } satisfies Area,
  de: { "reviewAnswers.heading": "Antwort des Shops" } satisfies Area,
  fr: { "reviewAnswers.heading": "Réponse de la boutique" } satisfies Area,
  ru: { "reviewAnswers.heading": "Ответ магазина" } satisfies Area,
};

// Messages of the information pages (docs/content.md "Information pages": the catalogue index)
// in six languages. Finnish defines the keys; every language must have exactly the same ones
// (dictionaries.test.ts checks the merged dictionaries).
const fi = {
  "catalog.title": "Kaikki tuoteryhmät",
  "catalog.lead": "Koko valikoimamme {count} tuoteryhmässä. Valitse ryhmä, niin näet sen tuotteet, suodattimet ja merkit.",
  "catalog.loadFailed": "Tuoteryhmiä ei voitu ladata. Yritä hetken kuluttua uudelleen.",
  "catalog.brands": "Kaikki merkit",
  "catalog.newest": "Uutuudet",
  "catalog.menuLink": "Kaikki tuoteryhmät",
};

type Area = Record<keyof typeof fi, string>;

export const infoPages = {
  fi: fi satisfies Area,
  sv: {
    "catalog.title": "Alla produktgrupper",
    "catalog.lead": "Hela vårt sortiment i {count} produktgrupper. Välj en grupp för att se dess produkter, filter och märken.",
    "catalog.loadFailed": "Produktgrupperna kunde inte laddas. Försök igen om en stund.",
    "catalog.brands": "Alla märken",
    "catalog.newest": "Nyheter",
    "catalog.menuLink": "Alla produktgrupper",
  } satisfies Area,
  en: {
    "catalog.title": "All product groups",
    "catalog.lead": "Our whole range in {count} product groups. Choose a group to see its products, filters and brands.",
    "catalog.loadFailed": "The product groups could not be loaded. Please try again in a moment.",
    "catalog.brands": "All brands",
    "catalog.newest": "New arrivals",
    "catalog.menuLink": "All product groups",
  } satisfies Area,
  de: {
    "catalog.title": "Alle Produktgruppen",
    "catalog.lead": "Unser ganzes Sortiment in {count} Produktgruppen. Wähle eine Gruppe, um ihre Produkte, Filter und Marken zu sehen.",
    "catalog.loadFailed": "Die Produktgruppen konnten nicht geladen werden. Bitte versuche es gleich noch einmal.",
    "catalog.brands": "Alle Marken",
    "catalog.newest": "Neuheiten",
    "catalog.menuLink": "Alle Produktgruppen",
  } satisfies Area,
  fr: {
    "catalog.title": "Toutes les catégories",
    "catalog.lead": "Toute notre offre en {count} catégories. Choisissez une catégorie pour voir ses produits, filtres et marques.",
    "catalog.loadFailed": "Les catégories n’ont pas pu être chargées. Réessayez dans un instant.",
    "catalog.brands": "Toutes les marques",
    "catalog.newest": "Nouveautés",
    "catalog.menuLink": "Toutes les catégories",
  } satisfies Area,
  ru: {
    "catalog.title": "Все группы товаров",
    "catalog.lead": "Весь наш ассортимент в {count} группах товаров. Выберите группу, чтобы увидеть товары, фильтры и бренды.",
    "catalog.loadFailed": "Не удалось загрузить группы товаров. Попробуйте чуть позже.",
    "catalog.brands": "Все бренды",
    "catalog.newest": "Новинки",
    "catalog.menuLink": "Все группы товаров",
  } satisfies Area,
};

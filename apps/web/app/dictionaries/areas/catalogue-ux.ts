// Messages of the catalogue's filter column and active-filter chips (issue 12 "Filters out of
// sight") in six languages. Finnish defines the keys; every language has exactly the same ones.
const fi = {
  "catalogueUx.filtersHeading": "Rajaa tuotteita",
  "catalogueUx.filtersLoading": "Ladataan suodattimia…",
  "catalogueUx.activeFilters": "Valitut suodattimet",
  "catalogueUx.removeFilter": "Poista suodatin {label}",
  "catalogueUx.clearAll": "Tyhjennä kaikki",
  "catalogueUx.textChip": "”{text}”",
  "catalogueUx.rangeChip": "{name}: {min}–{max}{unit}",
  "catalogueUx.priceChip": "Hinta: {min}–{max} €",
} satisfies Record<string, string>;

type Area = Record<keyof typeof fi, string>;

export const catalogueUx = {
  fi,
  sv: {
    "catalogueUx.filtersHeading": "Filtrera produkter",
    "catalogueUx.filtersLoading": "Filtren laddas…",
    "catalogueUx.activeFilters": "Valda filter",
    "catalogueUx.removeFilter": "Ta bort filtret {label}",
    "catalogueUx.clearAll": "Rensa alla",
    "catalogueUx.textChip": "”{text}”",
    "catalogueUx.rangeChip": "{name}: {min}–{max}{unit}",
    "catalogueUx.priceChip": "Pris: {min}–{max} €",
  } satisfies Area,
  en: {
    "catalogueUx.filtersHeading": "Filter products",
    "catalogueUx.filtersLoading": "Loading filters…",
    "catalogueUx.activeFilters": "Applied filters",
    "catalogueUx.removeFilter": "Remove filter {label}",
    "catalogueUx.clearAll": "Clear all",
    "catalogueUx.textChip": "“{text}”",
    "catalogueUx.rangeChip": "{name}: {min}–{max}{unit}",
    "catalogueUx.priceChip": "Price: €{min}–{max}",
  } satisfies Area,
  de: {
    "catalogueUx.filtersHeading": "Produkte filtern",
    "catalogueUx.filtersLoading": "Filter werden geladen…",
    "catalogueUx.activeFilters": "Aktive Filter",
    "catalogueUx.removeFilter": "Filter {label} entfernen",
    "catalogueUx.clearAll": "Alle löschen",
    "catalogueUx.textChip": "„{text}“",
    "catalogueUx.rangeChip": "{name}: {min}–{max}{unit}",
    "catalogueUx.priceChip": "Preis: {min}–{max} €",
  } satisfies Area,
  fr: {
    "catalogueUx.filtersHeading": "Filtrer les produits",
    "catalogueUx.filtersLoading": "Chargement des filtres…",
    "catalogueUx.activeFilters": "Filtres appliqués",
    "catalogueUx.removeFilter": "Retirer le filtre {label}",
    "catalogueUx.clearAll": "Tout effacer",
    "catalogueUx.textChip": "« {text} »",
    "catalogueUx.rangeChip": "{name} : {min}–{max}{unit}",
    "catalogueUx.priceChip": "Prix : {min}–{max} €",
  } satisfies Area,
  ru: {
    "catalogueUx.filtersHeading": "Фильтр товаров",
    "catalogueUx.filtersLoading": "Загрузка фильтров…",
    "catalogueUx.activeFilters": "Выбранные фильтры",
    "catalogueUx.removeFilter": "Убрать фильтр {label}",
    "catalogueUx.clearAll": "Сбросить все",
    "catalogueUx.textChip": "«{text}»",
    "catalogueUx.rangeChip": "{name}: {min}–{max}{unit}",
    "catalogueUx.priceChip": "Цена: {min}–{max} €",
  } satisfies Area,
};

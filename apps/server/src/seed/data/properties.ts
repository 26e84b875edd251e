// Property types, checkbox options and filters (spec 02 §3 propertyTypes, propertyFilters;
// §5 dynamic filters). Slugs are Finnish, like the spec's "vastuullisemmin-ulkona".
import { tr, type Texts } from "../text";

export interface PropertyTypeSeed {
  slug: string;
  kind: "range" | "checkbox";
  unit?: string;
  name: Texts;
  bgColor?: string;
  textColor?: string;
  /** Hidden types have no filter of their own (spec 02 §5 "vu-" properties). */
  filter?: boolean;
}

export const PROPERTY_TYPES: PropertyTypeSeed[] = [
  { slug: "paino", kind: "range", unit: "g", name: tr("Paino (g)", "Vikt (g)", "Weight (g)", "Gewicht (g)", "Poids (g)", "Вес (г)") },
  { slug: "vedenpitavyys", kind: "range", unit: "mm", name: tr("Vedenpitävyys (mm)", "Vattentäthet (mm)", "Waterproofness (mm)", "Wassersäule (mm)", "Imperméabilité (mm)", "Водостойкость (мм)") },
  { slug: "hengittavyys", kind: "range", unit: "g/m²/24h", name: tr("Hengittävyys (g/m²/24h)", "Andningsförmåga (g/m²/24h)", "Breathability (g/m²/24h)", "Atmungsaktivität (g/m²/24h)", "Respirabilité (g/m²/24h)", "Паропроницаемость (г/м²/24ч)") },
  { slug: "taytevoima", kind: "range", unit: "cuin", name: tr("Täytevoima (cuin)", "Fyllnadskraft (cuin)", "Fill power (cuin)", "Bauschkraft (cuin)", "Pouvoir gonflant (cuin)", "Упругость пуха (cuin)") },
  { slug: "mukavuuslampotila", kind: "range", unit: "°C", name: tr("Mukavuuslämpötila (°C)", "Komforttemperatur (°C)", "Comfort temperature (°C)", "Komforttemperatur (°C)", "Température de confort (°C)", "Температура комфорта (°C)") },
  { slug: "tilavuus", kind: "range", unit: "l", name: tr("Tilavuus (l)", "Volym (l)", "Volume (l)", "Volumen (l)", "Volume (l)", "Объём (л)") },
  { slug: "henkilomaara", kind: "range", name: tr("Henkilömäärä", "Antal personer", "Persons", "Personen", "Places", "Количество мест") },
  { slug: "vyotaroleveys", kind: "range", unit: "mm", name: tr("Vyötäröleveys (mm)", "Midjebredd (mm)", "Waist width (mm)", "Mittelbreite (mm)", "Largeur au patin (mm)", "Ширина талии (мм)") },
  { slug: "jaykkyys", kind: "range", name: tr("Jäykkyys (flex)", "Styvhet (flex)", "Flex", "Flex", "Flex", "Жёсткость (флекс)") },
  { slug: "pudotus", kind: "range", unit: "mm", name: tr("Drop (mm)", "Drop (mm)", "Drop (mm)", "Sprengung (mm)", "Drop (mm)", "Перепад (мм)") },
  { slug: "sukupuoli", kind: "checkbox", name: tr("Sukupuoli", "Kön", "Gender", "Geschlecht", "Genre", "Пол") },
  { slug: "materiaali", kind: "checkbox", name: tr("Materiaali", "Material", "Material", "Material", "Matière", "Материал") },
  { slug: "kayttotarkoitus", kind: "checkbox", name: tr("Käyttötarkoitus", "Användning", "Activity", "Einsatzbereich", "Activité", "Назначение") },
  { slug: "vastuullisemmin-ulkona", kind: "checkbox", bgColor: "#2f6b3f", textColor: "#ffffff", name: tr("Vastuullisempi valinta", "Ett mer hållbart val", "More responsible choice", "Verantwortungsvollere Wahl", "Choix plus responsable", "Более ответственный выбор") },
  { slug: "vu-kierratetty", kind: "checkbox", filter: false, name: tr("Kierrätetyt materiaalit", "Återvunna material", "Recycled materials", "Recycelte Materialien", "Matières recyclées", "Переработанные материалы") },
  { slug: "vu-pfc-vapaa", kind: "checkbox", filter: false, name: tr("PFC-vapaa", "PFC-fri", "PFC-free", "PFC-frei", "Sans PFC", "Без PFC") },
  { slug: "vu-korjattava", kind: "checkbox", filter: false, name: tr("Korjattava", "Reparerbar", "Repairable", "Reparierbar", "Réparable", "Ремонтопригодность") },
  { slug: "vu-reilu-tuotanto", kind: "checkbox", filter: false, name: tr("Reilu tuotanto", "Rättvis produktion", "Fair production", "Faire Produktion", "Production équitable", "Честное производство") },
  { slug: "vu-kestava", kind: "checkbox", filter: false, name: tr("Pitkäikäinen", "Lång livslängd", "Long-lasting", "Langlebig", "Durable", "Долговечность") },
];

/** spec 02 §9 "Sustainable choice label: at least 3 of 5 criteria". */
export const SUSTAINABILITY_CRITERIA = ["vu-kierratetty", "vu-pfc-vapaa", "vu-korjattava", "vu-reilu-tuotanto", "vu-kestava"];
export const SUSTAINABLE_CHOICE = "vastuullisemmin-ulkona";
export const GENDER_OPTION: Record<"men" | "women" | "unisex" | "kids", string> = { men: "miehet", women: "naiset", unisex: "unisex", kids: "lapset" };

export const PROPERTY_OPTIONS: Record<string, Record<string, Texts>> = {
  sukupuoli: {
    miehet: tr("Miehet", "Herr", "Men", "Herren", "Homme", "Мужчины"),
    naiset: tr("Naiset", "Dam", "Women", "Damen", "Femme", "Женщины"),
    unisex: tr("Unisex", "Unisex", "Unisex", "Unisex", "Unisexe", "Унисекс"),
    lapset: tr("Lapset", "Barn", "Kids", "Kinder", "Enfant", "Дети"),
  },
  materiaali: {
    polyamidi: tr("Polyamidi", "Polyamid", "Polyamide", "Polyamid", "Polyamide", "Полиамид"),
    polyesteri: tr("Polyesteri", "Polyester", "Polyester", "Polyester", "Polyester", "Полиэстер"),
    "kierratetty-polyesteri": tr("Kierrätetty polyesteri", "Återvunnen polyester", "Recycled polyester", "Recyceltes Polyester", "Polyester recyclé", "Переработанный полиэстер"),
    elastaani: tr("Elastaani", "Elastan", "Elastane", "Elasthan", "Élasthanne", "Эластан"),
    untuva: tr("Untuva", "Dun", "Down", "Daune", "Duvet", "Пух"),
    "synteettinen-tayte": tr("Synteettinen täyte", "Syntetisk fyllning", "Synthetic insulation", "Kunstfaserfüllung", "Isolation synthétique", "Синтетический утеплитель"),
    merinovilla: tr("Merinovilla", "Merinoull", "Merino wool", "Merinowolle", "Laine mérinos", "Мериносовая шерсть"),
    villa: tr("Villa", "Ull", "Wool", "Wolle", "Laine", "Шерсть"),
    puuvilla: tr("Puuvilla", "Bomull", "Cotton", "Baumwolle", "Coton", "Хлопок"),
    nahka: tr("Nahka", "Läder", "Leather", "Leder", "Cuir", "Кожа"),
    mokka: tr("Mokka", "Mocka", "Suede", "Veloursleder", "Daim", "Замша"),
    kumi: tr("Kumi", "Gummi", "Rubber", "Gummi", "Caoutchouc", "Резина"),
    puu: tr("Puu", "Trä", "Wood", "Holz", "Bois", "Дерево"),
    titanaali: tr("Titanaali", "Titanal", "Titanal", "Titanal", "Titanal", "Титанал"),
    hiilikuitu: tr("Hiilikuitu", "Kolfiber", "Carbon fibre", "Carbon", "Carbone", "Карбон"),
    alumiini: tr("Alumiini", "Aluminium", "Aluminium", "Aluminium", "Aluminium", "Алюминий"),
    titaani: tr("Titaani", "Titan", "Titanium", "Titan", "Titane", "Титан"),
    teras: tr("Teräs", "Stål", "Steel", "Stahl", "Acier", "Сталь"),
    muovi: tr("Muovi", "Plast", "Plastic", "Kunststoff", "Plastique", "Пластик"),
  },
  kayttotarkoitus: {
    vaellus: tr("Vaellus", "Vandring", "Hiking", "Wandern", "Randonnée", "Треккинг"),
    retkeily: tr("Retkeily", "Friluftsliv", "Camping", "Camping", "Camping", "Туризм"),
    arki: tr("Arki", "Vardag", "Everyday", "Alltag", "Quotidien", "Город"),
    laskettelu: tr("Laskettelu", "Utförsåkning", "Alpine skiing", "Ski alpin", "Ski alpin", "Горные лыжи"),
    hiihto: tr("Hiihto", "Längdskidåkning", "Cross-country skiing", "Langlauf", "Ski de fond", "Беговые лыжи"),
    juoksu: tr("Juoksu", "Löpning", "Running", "Laufen", "Course", "Бег"),
    kiipeily: tr("Kiipeily", "Klättring", "Climbing", "Klettern", "Escalade", "Скалолазание"),
    pyoraily: tr("Pyöräily", "Cykling", "Cycling", "Radfahren", "Cyclisme", "Велоспорт"),
  },
  "vastuullisemmin-ulkona": { kylla: tr("Kyllä", "Ja", "Yes", "Ja", "Oui", "Да") },
  ...Object.fromEntries(SUSTAINABILITY_CRITERIA.map((slug) => [slug, { kylla: tr("Kyllä", "Ja", "Yes", "Ja", "Oui", "Да") }])),
};

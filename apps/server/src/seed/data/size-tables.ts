// Size guides (spec 02 §3 Size table). Values line up with the sizes; category names and the
// info text are translated.
import { tr, type Texts } from "../text";

export interface SizeTableSeed {
  slug: string;
  name: Texts;
  info: Texts;
  sizes: string[];
  categories: { name: Texts; unit: string; values: string[] }[];
}

const CHEST = tr("Rinnanympärys", "Bröstvidd", "Chest", "Brustumfang", "Tour de poitrine", "Обхват груди");
const WAIST = tr("Vyötärönympärys", "Midjevidd", "Waist", "Taillenumfang", "Tour de taille", "Обхват талии");
const HIPS = tr("Lantionympärys", "Höftvidd", "Hips", "Hüftumfang", "Tour de hanches", "Обхват бёдер");
const MEASURE = tr("Mittaa vartalo ilman vaatteita. Jos mitat osuvat kahden koon väliin, valitse suurempi.", "Mät kroppen utan kläder. Om måtten hamnar mellan två storlekar, välj den större.", "Measure your body without clothes. Between two sizes, choose the larger one.", "Miss deinen Körper ohne Kleidung. Liegst du zwischen zwei Größen, wähle die größere.", "Mesurez-vous sans vêtements. Entre deux tailles, prenez la plus grande.", "Снимайте мерки без одежды. Если размер между двумя, выбирайте больший.");

export const SIZE_TABLES: SizeTableSeed[] = [
  {
    slug: "vaatteet",
    name: tr("Vaatteiden kokotaulukko", "Storlekstabell för kläder", "Clothing size chart", "Größentabelle Bekleidung", "Guide des tailles vêtements", "Таблица размеров одежды"),
    info: MEASURE,
    sizes: ["XXS", "XS", "S", "M", "L", "XL", "XXL", "XXXL"],
    categories: [
      { name: CHEST, unit: "cm", values: ["76-80", "80-86", "86-92", "92-100", "100-108", "108-116", "116-124", "124-132"] },
      { name: WAIST, unit: "cm", values: ["60-64", "64-70", "70-76", "76-84", "84-92", "92-100", "100-110", "110-120"] },
      { name: HIPS, unit: "cm", values: ["84-88", "88-94", "94-100", "100-106", "106-112", "112-118", "118-124", "124-130"] },
    ],
  },
  {
    slug: "kengat",
    name: tr("Kenkien kokotaulukko", "Storlekstabell för skor", "Shoe size chart", "Größentabelle Schuhe", "Guide des pointures", "Таблица размеров обуви"),
    info: tr("Mittaa jalka illalla seisten, kantapää seinää vasten.", "Mät foten på kvällen stående, med hälen mot väggen.", "Measure your foot in the evening, standing with your heel against a wall.", "Miss den Fuß abends im Stehen, Ferse an der Wand.", "Mesurez le pied le soir, debout, talon contre le mur.", "Измеряйте стопу вечером стоя, пяткой к стене."),
    sizes: ["36", "37", "38", "39", "40", "41", "42", "43", "44", "45", "46", "47"],
    categories: [
      { name: tr("Jalan pituus", "Fotlängd", "Foot length", "Fußlänge", "Longueur du pied", "Длина стопы"), unit: "cm", values: ["22.5", "23.2", "23.9", "24.6", "25.3", "26.0", "26.7", "27.4", "28.1", "28.8", "29.5", "30.2"] },
      { name: tr("UK-koko", "UK-storlek", "UK size", "UK-Größe", "Pointure UK", "Размер UK"), unit: "", values: ["3.5", "4", "5", "6", "6.5", "7.5", "8", "9", "9.5", "10.5", "11", "12"] },
    ],
  },
  {
    slug: "kasineet",
    name: tr("Käsineiden kokotaulukko", "Storlekstabell för handskar", "Glove size chart", "Größentabelle Handschuhe", "Guide des tailles gants", "Таблица размеров перчаток"),
    info: tr("Mittaa kämmenen ympärys rystysten kohdalta peukaloa lukuun ottamatta.", "Mät handflatans omkrets över knogarna, utan tummen.", "Measure around your palm at the knuckles, excluding the thumb.", "Miss den Handumfang über den Knöcheln ohne Daumen.", "Mesurez le tour de la paume aux jointures, sans le pouce.", "Измерьте обхват ладони по костяшкам без большого пальца."),
    sizes: ["XS", "S", "M", "L", "XL"],
    categories: [{ name: tr("Kämmenen ympärys", "Handomkrets", "Hand circumference", "Handumfang", "Tour de main", "Обхват ладони"), unit: "cm", values: ["16-17", "17-19", "19-21", "21-23", "23-25"] }],
  },
  {
    slug: "laskettelumonot",
    name: tr("Monojen kokotaulukko", "Storlekstabell för pjäxor", "Ski boot size chart", "Größentabelle Skischuhe", "Guide des tailles chaussures de ski", "Таблица размеров ботинок"),
    info: tr("Mondopoint-koko on jalan pituus senttimetreinä.", "Mondopoint-storleken är fotens längd i centimeter.", "The Mondopoint size is your foot length in centimetres.", "Die Mondopoint-Größe ist die Fußlänge in Zentimetern.", "La taille Mondopoint est la longueur du pied en centimètres.", "Размер Mondopoint — длина стопы в сантиметрах."),
    sizes: ["23.5", "24.5", "25.5", "26.5", "27.5", "28.5", "29.5", "30.5"],
    categories: [{ name: tr("EU-koko", "EU-storlek", "EU size", "EU-Größe", "Pointure EU", "Размер EU"), unit: "", values: ["37", "38", "40", "41", "42.5", "44", "45", "46"] }],
  },
  {
    slug: "kyparat",
    name: tr("Kypärien kokotaulukko", "Storlekstabell för hjälmar", "Helmet size chart", "Größentabelle Helme", "Guide des tailles casques", "Таблица размеров шлемов"),
    info: tr("Mittaa pään ympärys kulmakarvojen yläpuolelta.", "Mät huvudets omkrets strax ovanför ögonbrynen.", "Measure your head just above the eyebrows.", "Miss den Kopfumfang knapp über den Augenbrauen.", "Mesurez le tour de tête juste au-dessus des sourcils.", "Измерьте обхват головы над бровями."),
    sizes: ["S", "M", "L"],
    categories: [{ name: tr("Pään ympärys", "Huvudomkrets", "Head circumference", "Kopfumfang", "Tour de tête", "Обхват головы"), unit: "cm", values: ["51-55", "55-59", "59-63"] }],
  },
];

// What a product kind is: the noun and descriptions in six languages, sizes, prices and
// properties. One kind per leaf group (data/groups.ts); the kinds live in data/kinds-*.ts.
import type { ProductArt } from "../../modules/media";
import { tr, type LanguageCode, type Texts } from "../text";
import type { SizeSystem } from "./sizes";

export type Area = "clothing" | "footwear" | "alpine" | "nordic" | "hiking" | "climbing" | "cycling";
export type Audience = "men" | "women" | "unisex" | "kids";

export type PropertyRule =
  | { type: string; range: [number, number]; step: number }
  | { type: string; options: string[]; pick?: [number, number] };

export interface ProductKind {
  key: string;
  area: Area;
  art: ProductArt;
  /** As it stands in a product name: lower case in fi and sv, capitalised elsewhere. */
  noun: Texts;
  short: Texts;
  features: [Texts, Texts];
  /** Relative share of the catalogue. */
  weight: number;
  /** Regular price range in euros, Finnish VAT included. */
  price: [number, number];
  /** Contiguous run of `count` sizes, optionally limited to the sizes between `within`. */
  sizes: { system: SizeSystem; count: readonly [number, number]; within?: readonly [string, string] };
  audiences?: [Audience, number][];
  properties: PropertyRule[];
  /** Variant types a model may come in (spec 02 §3 product_type); the first is the usual one. */
  variantTypes?: { slugs: string[]; chance: number };
  sizeTable?: string;
  skiWizard?: { sport: "alpine" | "nordic"; group: "skis" | "bindings" | "boots" };
  /** Adds a number to model names, e.g. backpack litres or tent persons, from a property. */
  nameNumber?: { type: string; suffix?: string };
}

export const GENDER_WORDS: Record<Exclude<Audience, "unisex">, Texts> = {
  men: tr("miesten", "herr", "Men's", "Herren", "Homme", "для мужчин"),
  women: tr("naisten", "dam", "Women's", "Damen", "Femme", "для женщин"),
  kids: tr("lasten", "barn", "Kids'", "Kinder", "Enfant", "для детей"),
};

/** Product names as shops in each language write them. */
export function productName(language: LanguageCode, brand: string, model: string, noun: string, gender?: string): string {
  switch (language) {
    case "fr":
    case "ru":
      return `${noun} ${brand} ${model}${gender ? ` ${gender}` : ""}`;
    case "de":
      return `${brand} ${model} ${noun}${gender ? ` ${gender}` : ""}`;
    default:
      return `${brand} ${model} ${noun}${gender ? `, ${gender}` : ""}`;
  }
}

/** Sentences any product of an area can carry; three are drawn per model for variety. */
export const AREA_FEATURES: Record<Area, Texts[]> = {
  clothing: [
    tr("Istuvuus on suunniteltu liikkumiseen: hihat ja selkä eivät nouse kurottaessa.", "Passformen är gjord för rörelse: ärmar och rygg åker inte upp när du sträcker dig.", "The cut is made for movement: sleeves and back stay put when you reach.", "Der Schnitt folgt der Bewegung: Ärmel und Rücken rutschen beim Strecken nicht hoch.", "La coupe suit le mouvement : manches et dos restent en place quand on tend les bras.", "Крой рассчитан на движение: рукава и спинка не задираются."),
    tr("Kangas on käsitelty PFC-vapaalla vettähylkivällä DWR-käsittelyllä.", "Tyget har en PFC-fri vattenavvisande DWR-behandling.", "The fabric has a PFC-free water-repellent DWR finish.", "Der Stoff hat eine PFC-freie, wasserabweisende DWR-Ausrüstung.", "Le tissu reçoit un traitement déperlant DWR sans PFC.", "Ткань имеет водоотталкивающую пропитку DWR без PFC."),
    tr("Vetoketjujen vedot on helppo käyttää hanskat kädessä.", "Dragkedjornas dragare går lätt att använda med handskar.", "Zip pullers are easy to use with gloves on.", "Die Reißverschlusszipper lassen sich mit Handschuhen bedienen.", "Les tirettes se manipulent facilement avec des gants.", "Бегунками молний удобно пользоваться в перчатках."),
    tr("Tasaiset saumat eivät hankaa repun olkainten alla.", "Platta sömmar skaver inte under ryggsäckens axelremmar.", "Flat seams do not chafe under backpack straps.", "Flache Nähte scheuern nicht unter den Rucksackträgern.", "Les coutures plates ne frottent pas sous les bretelles du sac.", "Плоские швы не натирают под лямками рюкзака."),
  ],
  footwear: [
    tr("Pohjan kuviointi pitää hyvin märällä kalliolla ja juurakossa.", "Sulans mönster greppar bra på våt berghäll och rötter.", "The outsole grips well on wet rock and roots.", "Die Sohle greift gut auf nassem Fels und Wurzeln.", "La semelle accroche bien sur la roche mouillée et les racines.", "Протектор хорошо держит на мокрых камнях и корнях."),
    tr("Irrotettava pohjallinen kuivuu nopeasti yön aikana.", "Den löstagbara innersulan torkar snabbt över natten.", "The removable insole dries quickly overnight.", "Die herausnehmbare Einlegesohle trocknet über Nacht.", "La semelle intérieure amovible sèche rapidement pendant la nuit.", "Съёмная стелька быстро сохнет за ночь."),
    tr("Kärkivahvike suojaa varpaita kiviltä.", "Tåskyddet skyddar tårna mot stenar.", "A toe bumper protects against rocks.", "Eine Zehenkappe schützt vor Steinen.", "Un pare-pierres protège les orteils.", "Защитный мысок бережёт пальцы от камней."),
    tr("Lesti on muotoiltu pohjoismaiseen jalkaan, kantapää pysyy paikallaan.", "Lästen är formad för nordiska fötter och hälen sitter stadigt.", "The last is shaped for Nordic feet and holds the heel in place.", "Der Leisten ist für nordische Füße geformt und hält die Ferse fest.", "La forme est pensée pour les pieds nordiques et tient bien le talon.", "Колодка рассчитана на северную стопу и хорошо фиксирует пятку."),
  ],
  alpine: [
    tr("Testattu Lapin keväthangilla ja Alppien jäisillä rinteillä.", "Testad i Lapplands vårsnö och på isiga backar i Alperna.", "Tested in Lapland spring snow and on icy Alpine pistes.", "Getestet im Lappland-Firn und auf eisigen Alpenpisten.", "Testé sur la neige de printemps de Laponie et les pistes glacées des Alpes.", "Проверено на весеннем снегу Лапландии и жёстких склонах Альп."),
    tr("Huoltopisteemme säätävät ja asentavat varusteet ennen toimitusta.", "Vår verkstad justerar och monterar utrustningen före leverans.", "Our workshop adjusts and mounts the gear before delivery.", "Unsere Werkstatt stellt die Ausrüstung vor dem Versand ein.", "Notre atelier règle et monte le matériel avant l'expédition.", "Наша мастерская настроит и установит снаряжение до отправки."),
    tr("Sopii sekä rinteeseen että satunnaiseen puuterilaskuun.", "Passar både i backen och för en och annan puderåk.", "Works on the piste and for the odd powder run.", "Passt auf die Piste und für den gelegentlichen Tiefschnee.", "Convient à la piste comme à la poudreuse occasionnelle.", "Подходит и для трассы, и для редкого катания по целине."),
  ],
  nordic: [
    tr("Suunniteltu suomalaisille laduille ja pakkaskeleille.", "Utvecklad för nordiska spår och kallt före.", "Designed for Nordic tracks and cold snow.", "Für nordische Loipen und kalten Schnee entwickelt.", "Conçu pour les pistes nordiques et la neige froide.", "Создано для северных лыжней и морозного снега."),
    tr("Sopii NNN- ja Prolink-yhteensopiviin järjestelmiin.", "Passar NNN- och Prolink-kompatibla system.", "Compatible with NNN and Prolink systems.", "Kompatibel mit NNN- und Prolink-Systemen.", "Compatible avec les systèmes NNN et Prolink.", "Совместимо с системами NNN и Prolink."),
    tr("Kevyt rakenne säästää voimia pitkillä lenkeillä.", "Den lätta konstruktionen sparar kraft på långa turer.", "The light build saves energy on long outings.", "Die leichte Bauweise spart Kraft auf langen Runden.", "La construction légère économise l'énergie sur les longues sorties.", "Лёгкая конструкция экономит силы на длинных тренировках."),
  ],
  hiking: [
    tr("Kestää tunturiolosuhteet ja pitkät vaellukset.", "Tål fjällväder och långa vandringar.", "Built for fell weather and long treks.", "Hält Fjellwetter und langen Touren stand.", "Résiste à la météo des fjells et aux longs treks.", "Выдерживает погоду в горах и долгие походы."),
    tr("Pakkautuu pieneen tilaan rinkkaan.", "Packas litet i ryggsäcken.", "Packs down small in a rucksack.", "Lässt sich klein im Rucksack verstauen.", "Se range dans un petit volume au fond du sac.", "Компактно укладывается в рюкзак."),
    tr("Varaosia ja huoltoa saat myymälöistämme.", "Reservdelar och service finns i våra butiker.", "Spare parts and service are available in our stores.", "Ersatzteile und Service gibt es in unseren Filialen.", "Pièces détachées et entretien disponibles dans nos magasins.", "Запчасти и обслуживание доступны в наших магазинах."),
  ],
  climbing: [
    tr("Täyttää EN- ja UIAA-standardien vaatimukset.", "Uppfyller kraven i EN- och UIAA-standarderna.", "Meets EN and UIAA standards.", "Erfüllt die Normen EN und UIAA.", "Conforme aux normes EN et UIAA.", "Соответствует стандартам EN и UIAA."),
    tr("Sopii sisäseinälle ja kallioille.", "Passar både inomhus och på klippan.", "Suits the climbing wall and real rock.", "Für Kletterhalle und Fels geeignet.", "Convient à la salle comme au rocher.", "Подходит для скалодрома и скал."),
    tr("Tarkista varusteet aina ennen kiipeämistä.", "Kontrollera alltid utrustningen före klättring.", "Always check your gear before climbing.", "Prüfe die Ausrüstung immer vor dem Klettern.", "Vérifiez toujours votre matériel avant de grimper.", "Всегда проверяйте снаряжение перед подъёмом."),
  ],
  cycling: [
    tr("Pyörähuoltomme tekee ensihuollon veloituksetta.", "Vår cykelverkstad gör första servicen utan kostnad.", "Our bike workshop does the first service free of charge.", "Die erste Inspektion in unserer Werkstatt ist kostenlos.", "Notre atelier vélo assure la première révision gratuitement.", "Первое обслуживание в нашей веломастерской бесплатно."),
    tr("Sopii sekä työmatkoille että metsäpoluille.", "Passar både till jobbet och på skogsstigen.", "For the commute and the forest trail alike.", "Für den Arbeitsweg wie für den Waldweg.", "Pour aller au travail comme pour les sentiers.", "Подходит и для города, и для лесных троп."),
    tr("Runko ja osat on valittu pohjoisen sääolosuhteisiin.", "Ram och komponenter är valda för nordiskt väder.", "Frame and parts are chosen for Nordic weather.", "Rahmen und Teile sind für nordisches Wetter gewählt.", "Cadre et composants choisis pour le climat nordique.", "Рама и компоненты подобраны для северной погоды."),
  ],
};

/** Short slogans, one per model. */
export const TAGLINES: Texts[] = [
  tr("Tehty pohjoisen säähän.", "Gjord för nordiskt väder.", "Made for Nordic weather.", "Gemacht für nordisches Wetter.", "Conçu pour le climat nordique.", "Создано для северной погоды."),
  tr("Kevyempi kantaa, pidempi matka.", "Lättare att bära, längre att gå.", "Lighter to carry, further to go.", "Leichter tragen, weiter gehen.", "Plus léger à porter, plus loin à aller.", "Легче нести — дальше идти."),
  tr("Luotettava kumppani joka kelillä.", "En pålitlig följeslagare i alla väder.", "A reliable companion in any weather.", "Ein verlässlicher Begleiter bei jedem Wetter.", "Un compagnon fiable par tous les temps.", "Надёжный спутник в любую погоду."),
  tr("Suunniteltu kestämään vuosia.", "Byggd för att hålla i många år.", "Built to last for years.", "Gebaut, um Jahre zu halten.", "Conçu pour durer des années.", "Сделано на годы."),
  tr("Vähemmän painoa, enemmän elämyksiä.", "Mindre vikt, fler upplevelser.", "Less weight, more adventures.", "Weniger Gewicht, mehr Erlebnis.", "Moins de poids, plus d'aventures.", "Меньше веса — больше впечатлений."),
];

/** Closing sentence of long descriptions. */
export const CARE_TEXT: Texts = tr(
  "Tutustu myös huolto-ohjeisiin: oikein huollettuna varuste palvelee pitkään.",
  "Läs skötselråden: rätt skött håller utrustningen länge.",
  "See the care instructions: looked after well, your gear lasts a long time.",
  "Beachte die Pflegehinweise: gut gepflegt hält die Ausrüstung lange.",
  "Consultez les conseils d'entretien : bien entretenu, votre équipement dure longtemps.",
  "Ознакомьтесь с рекомендациями по уходу: при правильном уходе снаряжение прослужит долго.",
);

/** Heading of the feature list in long descriptions. */
export const FEATURES_HEADING: Texts = tr("Ominaisuudet", "Egenskaper", "Features", "Eigenschaften", "Caractéristiques", "Особенности");

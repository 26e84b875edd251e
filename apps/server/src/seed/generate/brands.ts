// Brand texts in six languages from the brand facts: title, description, meta description.
import type { BrandSeed, Origin } from "../data/brands";
import type { Area } from "../data/kinds";
import { languageCodes, tr, truncateWords, type LanguageCode, type Texts } from "../text";

const ORIGIN: Record<Origin, Texts> = {
  fi: tr("suomalainen", "finländskt", "Finnish", "finnische", "finlandaise", "финский"),
  no: tr("norjalainen", "norskt", "Norwegian", "norwegische", "norvégienne", "норвежский"),
  se: tr("ruotsalainen", "svenskt", "Swedish", "schwedische", "suédoise", "шведский"),
  is: tr("islantilainen", "isländskt", "Icelandic", "isländische", "islandaise", "исландский"),
  dk: tr("tanskalainen", "danskt", "Danish", "dänische", "danoise", "датский"),
  at: tr("itävaltalainen", "österrikiskt", "Austrian", "österreichische", "autrichienne", "австрийский"),
  ch: tr("sveitsiläinen", "schweiziskt", "Swiss", "Schweizer", "suisse", "швейцарский"),
  fr: tr("ranskalainen", "franskt", "French", "französische", "française", "французский"),
};

/** In the case each language's sentence needs (Russian: instrumental after "известен"). */
const SPECIALITY: Record<Area, Texts> = {
  clothing: tr("tekniset ulkoiluvaatteet", "tekniska friluftskläder", "technical outdoor clothing", "technische Outdoor-Bekleidung", "ses vêtements techniques", "технической одеждой"),
  footwear: tr("kestävät vaellusjalkineet", "tåliga vandringsskor", "durable hiking footwear", "robuste Wanderschuhe", "ses chaussures de randonnée robustes", "прочной треккинговой обувью"),
  alpine: tr("laskettelusukset ja -varusteet", "alpinskidor och utrustning", "alpine skis and equipment", "Alpinski und Ausrüstung", "ses skis alpins", "горными лыжами и снаряжением"),
  nordic: tr("murtomaahiihdon välineet", "utrustning för längdskidåkning", "cross-country ski equipment", "Langlaufausrüstung", "son matériel de ski de fond", "снаряжением для беговых лыж"),
  hiking: tr("retkeily- ja vaellusvarusteet", "utrustning för vandring och friluftsliv", "hiking and camping equipment", "Wander- und Campingausrüstung", "son matériel de randonnée et de camping", "туристическим снаряжением"),
  climbing: tr("kiipeilyvarusteet", "klätterutrustning", "climbing equipment", "Kletterausrüstung", "son matériel d'escalade", "снаряжением для скалолазания"),
  cycling: tr("pyörät ja pyöräilyvarusteet", "cyklar och cykelutrustning", "bikes and cycling gear", "Fahrräder und Radsportausrüstung", "ses vélos et équipements", "велосипедами и велоснаряжением"),
};
const AND = tr(" ja ", " och ", " and ", " und ", " et ", " и ");

const EXTRA: Texts[] = [
  tr("Tuotteet suunnitellaan pohjoisen vaihtelevaan säähän ja testataan omassa maastossa.", "Produkterna utvecklas för nordiskt väder och testas i egen terräng.", "Its products are designed for changeable Nordic weather and tested in the field.", "Die Produkte werden für das wechselhafte Wetter des Nordens entwickelt und im Gelände getestet.", "Ses produits sont pensés pour la météo changeante du Nord et testés sur le terrain.", "Продукция разрабатывается для переменчивой северной погоды и проходит полевые испытания."),
  tr("Merkki korjaa tuotteitaan ja tarjoaa varaosia, jotta varusteet kestävät pidempään.", "Märket reparerar sina produkter och erbjuder reservdelar så att utrustningen håller längre.", "The brand repairs its products and sells spare parts so gear lasts longer.", "Die Marke repariert ihre Produkte und bietet Ersatzteile, damit die Ausrüstung länger hält.", "La marque répare ses produits et propose des pièces détachées pour prolonger leur vie.", "Бренд ремонтирует свои изделия и продаёт запчасти, чтобы снаряжение служило дольше."),
  tr("Kestävät materiaalit ja reilu tuotanto ovat merkin toiminnan perusta.", "Hållbara material och rättvis produktion är grunden för märket.", "Durable materials and fair production are at the heart of the brand.", "Langlebige Materialien und faire Produktion sind der Kern der Marke.", "Des matières durables et une production équitable sont au cœur de la marque.", "Долговечные материалы и честное производство — основа бренда."),
];

function description(brand: BrandSeed, index: number, l: LanguageCode): string {
  const adjective = ORIGIN[brand.origin][l];
  const speciality = brand.areas.map((area) => SPECIALITY[area][l]).join(AND[l]);
  const extra = (EXTRA[index % EXTRA.length] as Texts)[l];
  const { name, founded: year, city } = brand;
  switch (l) {
    case "fi":
      return `${name} on vuonna ${year} perustettu ${adjective} merkki, jonka kotipaikka on ${city}. Merkin vahvuuksia ovat ${speciality}. ${extra}`;
    case "sv":
      return `${name} är ett ${adjective} varumärke som grundades ${year} i ${city}. Märket är känt för ${speciality}. ${extra}`;
    case "en":
      return `${name} is a ${adjective} brand founded in ${city} in ${year}. It is best known for ${speciality}. ${extra}`;
    case "de":
      return `${name} ist eine ${adjective} Marke, gegründet ${year} in ${city}. Bekannt ist sie vor allem für ${speciality}. ${extra}`;
    case "fr":
      return `${name} est une marque ${adjective} fondée à ${city} en ${year}. Elle est surtout connue pour ${speciality}. ${extra}`;
    case "ru":
      return `${name} — ${adjective} бренд, основанный в ${year} году в городе ${brand.cityRu}. Бренд известен прежде всего ${speciality}. ${extra}`;
  }
}

const TITLE = tr("{name} – tuotteet verkosta ja myymälöistä", "{name} – online och i våra butiker", "{name} – online and in our stores", "{name} – online und in unseren Filialen", "{name} – en ligne et dans nos magasins", "{name} — онлайн и в наших магазинах");

export function brandTexts(brand: BrandSeed, index: number): Record<LanguageCode, { title: string; description: string; metaDescription: string }> {
  return Object.fromEntries(
    languageCodes.map((l) => {
      const text = description(brand, index, l);
      return [l, { title: TITLE[l].replace("{name}", brand.name), description: text, metaDescription: truncateWords(text, 150) }];
    }),
  ) as Record<LanguageCode, { title: string; description: string; metaDescription: string }>;
}

// Product page extras of the demo (docs/demo-catalogue.md): countries stoves and bikes are not
// shipped to, guides by group and models ordered together (the also-bought list). Second-hand
// items are seed/second-hand.ts. Pure and deterministic like the rest.
import { recoSignalWeight } from "@polku/domain";
import { randomFor } from "../random";
import { languageCodes, tr, type Texts } from "../text";
import { COUNTRIES } from "../data/locale";
import type { GroupInfo } from "./groups";
import type { InsertRows as Rows } from "./rows";

const DAY = 86_400_000;

/** Stoves travel with fuel residue: carriers take them within the Nordics only. Bikes are too big for overseas parcels. */
const BLOCKS: { group: string; allowed?: string[]; blocked?: string[]; text: Texts }[] = [
  {
    group: "stove",
    allowed: ["fi", "se", "no", "dk", "ax", "is"],
    text: tr(
      "Retkikeittimiä ei kuljetusrajoitusten vuoksi lähetetä Pohjoismaiden ulkopuolelle.",
      "Friluftskök skickas på grund av transportregler inte utanför Norden.",
      "Because of carrier rules, camping stoves are not shipped outside the Nordic countries.",
      "Wegen Transportvorschriften versenden wir Campingkocher nicht außerhalb Skandinaviens.",
      "En raison des règles de transport, les réchauds ne sont pas expédiés hors des pays nordiques.",
      "Из-за правил перевозки горелки не отправляются за пределы Северных стран.",
    ),
  },
  {
    group: "bikes",
    blocked: ["us", "ca", "jp", "au", "nz", "kr", "sg"],
    text: tr(
      "Polkupyörät ovat liian suuria merentakaisiin paketteihin.",
      "Cyklar är för stora för paket till andra världsdelar.",
      "Bikes are too large for overseas parcels.",
      "Fahrräder sind für Pakete nach Übersee zu groß.",
      "Les vélos sont trop grands pour les colis outre-mer.",
      "Велосипеды слишком велики для заокеанских посылок.",
    ),
  },
];

const GUIDES: { slug: string; groups: string[]; title: Texts }[] = [
  { slug: "kuoritakin-valinta", groups: ["jackets"], title: tr("Näin valitset kuoritakin", "Så väljer du skaljacka", "How to choose a shell jacket", "So wählst du eine Hardshelljacke", "Bien choisir sa veste imperméable", "Как выбрать мембранную куртку") },
  { slug: "kerrospukeutuminen", groups: ["clothing"], title: tr("Kerrospukeutumisen perusteet", "Grunderna i lager-på-lager", "Layering basics", "Grundlagen des Zwiebelprinzips", "Les bases du système multicouche", "Основы многослойной одежды") },
  { slug: "vaelluskenkien-sovitus", groups: ["footwear"], title: tr("Vaelluskenkien sovitus", "Så provar du vandringskängor", "Fitting hiking boots", "Wanderschuhe richtig anpassen", "Bien essayer ses chaussures de randonnée", "Как подобрать треккинговые ботинки") },
  { slug: "suksien-pituus", groups: ["alpine", "nordic"], title: tr("Oikean suksipituuden valinta", "Välj rätt skidlängd", "Choosing the right ski length", "Die richtige Skilänge", "Choisir la bonne longueur de skis", "Как выбрать длину лыж") },
  { slug: "voitelu-opas", groups: ["nordic"], title: tr("Hiihtosuksien voiteluopas", "Vallningsguide för längdskidor", "Cross-country ski waxing guide", "Wachsratgeber für Langlaufski", "Guide du fartage en ski de fond", "Как смазывать беговые лыжи") },
  { slug: "ensimmainen-vaellus", groups: ["hiking"], title: tr("Ensimmäisen vaelluksen varusteet", "Utrustning för din första vandring", "Gear for your first trek", "Ausrüstung für die erste Trekkingtour", "L'équipement de votre premier trek", "Снаряжение для первого похода") },
  { slug: "makuupussin-lampotilat", groups: ["hiking"], title: tr("Makuupussin lämpötila-arvot", "Sovsäckens temperaturvärden", "Sleeping bag temperature ratings", "Temperaturangaben bei Schlafsäcken", "Les températures des sacs de couchage", "Температурные характеристики спальников") },
  { slug: "kiipeilyn-aloitus", groups: ["climbing"], title: tr("Näin aloitat kiipeilyn", "Så börjar du klättra", "Getting started with climbing", "Einstieg ins Klettern", "Débuter l'escalade", "Как начать заниматься скалолазанием") },
];

export function buildDeliveryBlocks(groups: Map<string, GroupInfo>) {
  const deliveryBlocks: Rows<"deliveryBlocks"> = [];
  const deliveryBlockTranslations: Rows<"deliveryBlockTranslations"> = [];
  const codes = COUNTRIES.map((c) => c.code);
  for (const block of BLOCKS) {
    const group = groups.get(block.group);
    if (!group) throw new Error(`Delivery block for unknown group ${block.group}`);
    const countries = block.allowed ? codes.filter((code) => !block.allowed!.includes(code)) : codes.filter((code) => block.blocked!.includes(code));
    for (const countryCode of countries) {
      const id = deliveryBlocks.length + 1;
      deliveryBlocks.push({ id, groupId: group.id, modelId: null, countryCode });
      for (const language of languageCodes) deliveryBlockTranslations.push({ blockId: id, language, infoText: block.text[language] });
    }
  }
  return { deliveryBlocks, deliveryBlockTranslations };
}

export function buildGuides(groups: Map<string, GroupInfo>) {
  const guides: Rows<"guides"> = GUIDES.map((_, i) => ({ id: i + 1, sortOrder: i + 1, isActive: true }));
  const guideTranslations: Rows<"guideTranslations"> = GUIDES.flatMap((g, i) =>
    languageCodes.map((language) => ({ guideId: i + 1, language, title: g.title[language], url: `https://opas.polku.example/${language}/${g.slug}/` })),
  );
  const guideGroups: Rows<"guideGroups"> = GUIDES.flatMap((g, i) =>
    g.groups.map((key) => {
      const group = groups.get(key);
      if (!group) throw new Error(`Guide for unknown group ${key}`);
      return { guideId: i + 1, groupId: group.id };
    }),
  );
  return { guides, guideTranslations, guideGroups };
}

export interface ModelKind {
  id: number;
  kind: string;
  area: string;
}

/**
 * Orders of the last 90 days holding two models: about half the models were bought with 1-4
 * others, mostly of the same area (a jacket with trousers and a beanie). Both directions are
 * kept, accumulated like reco_scores (docs/recommendations.md).
 */
export function buildOrderPairs(seed: number, models: readonly ModelKind[], now: Date): Rows<"recoPairs"> {
  const byArea = new Map<string, ModelKind[]>();
  for (const model of models) byArea.set(model.area, [...(byArea.get(model.area) ?? []), model]);
  const pairs = new Map<string, { modelId: number; otherModelId: number; weight: number; orders: number }>();
  const add = (a: number, b: number, at: number) => {
    const key = `${a}:${b}`;
    const pair = pairs.get(key) ?? { modelId: a, otherModelId: b, weight: 0, orders: 0 };
    pair.weight += recoSignalWeight("order", 1, at);
    pair.orders += 1;
    pairs.set(key, pair);
  };
  for (const model of models) {
    const random = randomFor(seed, "pairs", model.id);
    if (!random.chance(0.5)) continue;
    const sameArea = (byArea.get(model.area) ?? []).filter((m) => m.id !== model.id && m.kind !== model.kind);
    const partners = random.int(1, 4);
    for (let i = 0; i < partners; i++) {
      const other = sameArea.length > 0 && random.chance(0.8) ? random.pick(sameArea) : random.pick(models);
      if (other.id === model.id) continue;
      const orders = random.int(1, 5);
      for (let n = 0; n < orders; n++) {
        const at = now.getTime() - random.int(0, 89) * DAY - DAY / 2;
        add(model.id, other.id, at);
        add(other.id, model.id, at);
      }
    }
  }
  return [...pairs.values()];
}

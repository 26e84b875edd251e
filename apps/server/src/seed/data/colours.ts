// Sixteen colours; control is the colour family the filter matches (spec 02 §5) and is always
// the slug of one of the colours, so the family has a name in every language.
import { tr, type Texts } from "../text";

export interface ColourSeed {
  slug: string;
  control: string;
  hex: string;
  name: Texts;
}

export const COLOURS: ColourSeed[] = [
  { slug: "musta", control: "musta", hex: "1e1f1d", name: tr("Musta", "Svart", "Black", "Schwarz", "Noir", "Чёрный") },
  { slug: "antrasiitti", control: "harmaa", hex: "3c4043", name: tr("Antrasiitti", "Antracit", "Anthracite", "Anthrazit", "Anthracite", "Антрацит") },
  { slug: "harmaa", control: "harmaa", hex: "8a8d8f", name: tr("Harmaa", "Grå", "Grey", "Grau", "Gris", "Серый") },
  { slug: "valkoinen", control: "valkoinen", hex: "f2f2ee", name: tr("Valkoinen", "Vit", "White", "Weiß", "Blanc", "Белый") },
  { slug: "tummansininen", control: "sininen", hex: "1f3a5f", name: tr("Tummansininen", "Marinblå", "Navy", "Marineblau", "Bleu marine", "Тёмно-синий") },
  { slug: "sininen", control: "sininen", hex: "2f6db5", name: tr("Sininen", "Blå", "Blue", "Blau", "Bleu", "Синий") },
  { slug: "vaaleansininen", control: "sininen", hex: "8fc1e3", name: tr("Vaaleansininen", "Ljusblå", "Light blue", "Hellblau", "Bleu clair", "Голубой") },
  { slug: "punainen", control: "punainen", hex: "c0392b", name: tr("Punainen", "Röd", "Red", "Rot", "Rouge", "Красный") },
  { slug: "oranssi", control: "oranssi", hex: "e67e22", name: tr("Oranssi", "Orange", "Orange", "Orange", "Orange", "Оранжевый") },
  { slug: "keltainen", control: "keltainen", hex: "f1c40f", name: tr("Keltainen", "Gul", "Yellow", "Gelb", "Jaune", "Жёлтый") },
  { slug: "vihrea", control: "vihrea", hex: "2e7d32", name: tr("Vihreä", "Grön", "Green", "Grün", "Vert", "Зелёный") },
  { slug: "oliivi", control: "vihrea", hex: "6b7340", name: tr("Oliivi", "Oliv", "Olive", "Oliv", "Olive", "Оливковый") },
  { slug: "ruskea", control: "ruskea", hex: "7b5a3c", name: tr("Ruskea", "Brun", "Brown", "Braun", "Marron", "Коричневый") },
  { slug: "beige", control: "ruskea", hex: "d6c3a5", name: tr("Beige", "Beige", "Beige", "Beige", "Beige", "Бежевый") },
  { slug: "violetti", control: "violetti", hex: "7d3c98", name: tr("Violetti", "Lila", "Purple", "Lila", "Violet", "Фиолетовый") },
  { slug: "pinkki", control: "pinkki", hex: "e07aa5", name: tr("Pinkki", "Rosa", "Pink", "Rosa", "Rose", "Розовый") },
];

/** Colours that suit most gear; loud ones are rarer. */
export const COLOUR_WEIGHTS: Record<string, number> = {
  musta: 9, antrasiitti: 5, harmaa: 4, valkoinen: 3, tummansininen: 6, sininen: 5, vaaleansininen: 2, punainen: 4,
  oranssi: 3, keltainen: 2, vihrea: 4, oliivi: 3, ruskea: 2, beige: 2, violetti: 2, pinkki: 2,
};

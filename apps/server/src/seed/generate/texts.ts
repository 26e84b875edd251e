// Names, slugs and descriptions of one model in six languages (spec 02 §3 product model).
import { AREA_FEATURES, CARE_TEXT, FEATURES_HEADING, GENDER_WORDS, TAGLINES, productName, type Audience, type ProductKind } from "../data/kinds";
import { MODEL_NOTICE } from "../data/words";
import type { Random } from "../random";
import { escapeHtml, languageCodes, slugify, truncateWords, type LanguageCode, type SlugRegistry, type Texts } from "../text";
import type { BrandInfo } from "./reference";

export interface ModelTexts {
  language: LanguageCode;
  name: string;
  slug: string;
  path: string;
  shortDescription: string;
  longDescriptionHtml: string;
  tagline: string;
  metaDescription: string;
  modelNotice: string | null;
  isAutoTranslated: boolean;
}

/** German, French and Russian copy is machine-translated from Finnish (spec 02 §2 translate toggle). */
const AUTO_TRANSLATED = new Set<LanguageCode>(["de", "fr", "ru"]);

export function modelTexts(
  random: Random,
  kind: ProductKind,
  brand: BrandInfo,
  modelName: string,
  audience: Audience | null,
  slugs: SlugRegistry,
): ModelTexts[] {
  const tagline = random.pick(TAGLINES);
  const areaFeatures = random.sample(AREA_FEATURES[kind.area], 2);
  const notice = random.chance(0.03);
  const gender: Texts | undefined = audience && audience !== "unisex" ? GENDER_WORDS[audience] : undefined;
  return languageCodes.map((l) => {
    const name = productName(l, brand.name, modelName, kind.noun[l], gender?.[l]);
    const slug = slugs.take(l, slugify(name));
    const features = [...kind.features, ...areaFeatures].map((f) => `<li>${escapeHtml(f[l])}</li>`).join("");
    const html =
      `<p>${escapeHtml(kind.short[l])} ${escapeHtml(tagline[l])}</p>` +
      `<p>${escapeHtml(brand.intro[l])}</p>` +
      `<h3>${FEATURES_HEADING[l]}</h3><ul>${features}</ul>` +
      `<p>${escapeHtml(CARE_TEXT[l])}</p>`;
    return {
      language: l,
      name,
      slug,
      path: `${brand.slug}/${slug}`,
      shortDescription: kind.short[l],
      longDescriptionHtml: html,
      tagline: tagline[l],
      metaDescription: truncateWords(`${name}. ${kind.short[l]}`, 150),
      modelNotice: notice ? MODEL_NOTICE[l] : null,
      isAutoTranslated: AUTO_TRANSLATED.has(l),
    };
  });
}

// Ski bundles: skis sold with one of a few bindings, mounted, at a bundle price (spec 02 §3
// Bundle; the product page's bundle selector). Built after all models exist.
import type { InferInsertModel } from "@polku/db/orm";
import type { bundleParts, bundlePrices, bundles, bundleTranslations } from "@polku/db";
import { randomFor } from "../random";
import { languageCodes, tr } from "../text";
import { charm } from "./prices";
import type { ModelSummary } from "./model";

const NAME = tr("Sukset ja siteet asennettuna", "Skidor med monterade bindningar", "Skis with mounted bindings", "Ski mit montierter Bindung", "Skis avec fixations montées", "Лыжи с установленными креплениями");
const DESCRIPTION = tr(
  "Huoltomme asentaa siteet ja säätää ne monojesi mukaan ennen toimitusta.",
  "Vår verkstad monterar bindningarna och ställer in dem efter dina pjäxor före leverans.",
  "Our workshop mounts the bindings and sets them for your boots before delivery.",
  "Unsere Werkstatt montiert die Bindung und stellt sie vor dem Versand auf deine Schuhe ein.",
  "Notre atelier monte les fixations et les règle pour vos chaussures avant l'envoi.",
  "Наша мастерская установит крепления и настроит их под ваши ботинки до отправки.",
);
const PAIRS: [string, string][] = [
  ["alpine-ski", "alpine-binding"],
  ["xc-ski", "xc-binding"],
];

export function buildBundles(seed: number, summaries: ModelSummary[]) {
  const rows = {
    bundles: [] as InferInsertModel<typeof bundles>[],
    bundleTranslations: [] as InferInsertModel<typeof bundleTranslations>[],
    bundleParts: [] as InferInsertModel<typeof bundleParts>[],
    bundlePrices: [] as InferInsertModel<typeof bundlePrices>[],
  };
  for (const [skiKind, bindingKind] of PAIRS) {
    const bindings = summaries.filter((s) => s.kind === bindingKind && !s.outlet);
    if (bindings.length === 0) continue;
    for (const ski of summaries.filter((s) => s.kind === skiKind && !s.outlet)) {
      const random = randomFor(seed, "bundle", ski.id);
      const parts = random.sample(bindings, random.int(1, Math.min(2, bindings.length)));
      parts.forEach((binding, i) => {
        const id = rows.bundles.length + 1;
        rows.bundles.push({ id, mainModelId: ski.id, sortOrder: i + 1, isActive: true });
        for (const language of languageCodes) rows.bundleTranslations.push({ bundleId: id, language, name: NAME[language], description: DESCRIPTION[language] });
        rows.bundleParts.push({ bundleId: id, modelId: binding.id, sortOrder: 1 });
        for (const price of ski.prices) {
          const part = binding.prices.find((p) => p.taxAreaId === price.taxAreaId);
          if (!part) continue;
          const regular = price.regular + part.regular;
          // Together they cost 15 % less than apart, never more than the parts' active prices.
          rows.bundlePrices.push({ bundleId: id, taxAreaId: price.taxAreaId, regular, active: Math.min(price.active + part.active, charm(regular * 0.85)) });
        }
      });
    }
  }
  return rows;
}

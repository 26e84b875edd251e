// "Build a ski set" on a ski, binding or boot page (spec 02 §2 links: /ski-wizard/{sport}/ with a
// group query; §4 "Ski wizard add"; docs/ski-wizard.md "Links"): opens the wizard at the model's
// step with the model first, where the shopper picks its size and goes on to what is missing.
import type { SkiGroup, SkiSport } from "@polku/domain";
import { Link } from "react-router";
import { useT } from "../../lib/i18n";
import styles from "./ski-wizard.module.css";

export function skiWizardHref(wizard: { sport: SkiSport; group: SkiGroup }, modelId: number): string {
  return `/ski-wizard/${wizard.sport}/?group=${wizard.group}&model=${modelId}`;
}

export function SkiWizardProductLink({ wizard, modelId }: { wizard: { sport: SkiSport; group: SkiGroup } | null; modelId: number }) {
  const t = useT();
  if (!wizard) return null;
  return (
    <div className={styles.productBox} data-testid="ski-wizard-product-link">
      <Link to={skiWizardHref(wizard, modelId)}>{t("skiWizard.productLink")}</Link>
      <p>{t("skiWizard.productLinkText", { groups: t(`skiWizard.productLinkGroups.${wizard.group}`) })}</p>
    </div>
  );
}

// Texts of the shop's six languages in one form (docs/admin.md "Forms"): a tab per language, every
// language kept in the form (hidden ones too) so one save sends all six, and a language with a
// wrong field shown open and marked. `prefix` names the fields: `${prefix}.${language}.…`.
import { useState, type ReactNode } from "react";
import { languageCodes, type LanguageCode } from "@polku/domain";
import type { FieldErrors } from "./form-parts";
import { useT } from "../lib/i18n";

export const LANGUAGE_NAMES: Record<LanguageCode, string> = { fi: "Suomi", sv: "Svenska", en: "English", de: "Deutsch", fr: "Français", ru: "Русский" };

export function LanguageTabs(props: { id: string; errors: FieldErrors; prefix?: string; children: (language: LanguageCode) => ReactNode }) {
  const t = useT();
  const [language, setLanguage] = useState<LanguageCode>("fi");
  const prefix = props.prefix ?? "translations";
  const withErrors = (l: LanguageCode) => Object.keys(props.errors).some((k) => k.startsWith(`${prefix}.${l}.`) || k === `${prefix}.${l}`);
  return (
    <>
      <div className="tabs" role="tablist" aria-label={t("model.languages")}>
        {languageCodes.map((l) => (
          <button
            key={l}
            type="button"
            role="tab"
            id={`${props.id}-tab-${l}`}
            aria-selected={language === l}
            aria-controls={`${props.id}-panel-${l}`}
            className={withErrors(l) ? "tab-invalid" : undefined}
            onClick={() => setLanguage(l)}
          >
            {LANGUAGE_NAMES[l]}
            {withErrors(l) ? " !" : ""}
          </button>
        ))}
      </div>
      {languageCodes.map((l) => (
        <div key={l} role="tabpanel" id={`${props.id}-panel-${l}`} aria-labelledby={`${props.id}-tab-${l}`} hidden={language !== l && !withErrors(l)} className="grid">
          {props.children(l)}
        </div>
      ))}
    </>
  );
}

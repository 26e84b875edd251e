// The model form (docs/admin.md "Catalogue"): facts, groups, flags and the texts of all six
// languages, in tabs of fieldsets that a keyboard walks in order. Used to create and to edit.
import { useState } from "react";
import { Form } from "react-router";
import { languageCodes, type LanguageCode } from "@polku/domain";
import type { AdminCatalogueOptions, AdminModelFields } from "@polku/domain/admin/catalogue";
import { slugFromName } from "@polku/domain/admin/catalogue-rules";
import { ErrorSummary, Field, useCheckedForm, type FieldErrors } from "../../components/form-parts";
import { useT } from "../../lib/i18n";
import type { z } from "zod";

const LANGUAGE_NAMES: Record<LanguageCode, string> = { fi: "Suomi", sv: "Svenska", en: "English", de: "Deutsch", fr: "Français", ru: "Русский" };

export function ModelForm(props: {
  schema: z.ZodType;
  options: AdminCatalogueOptions;
  initial: AdminModelFields;
  version?: string;
  serverErrors?: FieldErrors | null;
  busy: boolean;
  submitLabel: string;
}) {
  const t = useT();
  const { errors, onSubmit } = useCheckedForm(props.schema, props.serverErrors);
  const [language, setLanguage] = useState<LanguageCode>("fi");
  const m = props.initial;
  const langWithErrors = (l: LanguageCode) => Object.keys(errors).some((k) => k.startsWith(`translations.${l}.`));
  return (
    <Form method="post" className="form" noValidate onSubmit={onSubmit}>
      <input type="hidden" name="intent" value="model" />
      {props.version ? <input type="hidden" name="version" value={props.version} /> : null}
      <ErrorSummary errors={errors} />
      <fieldset>
        <legend>{t("model.facts")}</legend>
        <div className="grid">
          <Field name="model_number" label={t("models.modelNumber")} errors={errors}>
            {(a) => <input {...a} defaultValue={m.model_number} required />}
          </Field>
          <Field name="manufacturer_id" label={t("models.brand")} errors={errors}>
            {(a) => (
              <select {...a} defaultValue={m.manufacturer_id || ""}>
                <option value="">{t("common.choose")}</option>
                {props.options.brands.map((b) => (
                  <option key={b.id} value={b.id}>
                    {b.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field name="main_group_id" label={t("model.mainGroup")} errors={errors}>
            {(a) => (
              <select {...a} defaultValue={m.main_group_id || ""}>
                <option value="">{t("common.choose")}</option>
                {props.options.groups.map((g) => (
                  <option key={g.id} value={g.id}>
                    {g.path}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field name="group_ids" label={t("model.otherGroups")} errors={errors} hint={t("model.otherGroupsHint")}>
            {(a) => (
              <select {...a} multiple size={5} defaultValue={m.group_ids.map(String)}>
                {props.options.groups.map((g) => (
                  <option key={g.id} value={g.id}>
                    {g.path}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field name="size_table_id" label={t("model.sizeTable")} errors={errors}>
            {(a) => (
              <select {...a} defaultValue={m.size_table_id ?? ""}>
                <option value="">{t("common.none")}</option>
                {props.options.size_tables.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field name="tax_class_id" label={t("model.taxClass")} errors={errors}>
            {(a) => (
              <select {...a} defaultValue={m.tax_class_id}>
                {props.options.tax_classes.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field name="published_at" label={t("models.published")} errors={errors}>
            {(a) => <input {...a} type="date" defaultValue={m.published_at.slice(0, 10)} />}
          </Field>
        </div>
        <div className="checks">
          {(["is_public", "belongs_to_outlet", "show_discount_percentage", "campaign_only"] as const).map((name) => (
            <div className="field checkbox" key={name}>
              <input id={`f-${name}`} type="checkbox" name={name} defaultChecked={m[name]} />
              <label htmlFor={`f-${name}`}>{t(`model.${name}`)}</label>
            </div>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend>{t("model.texts")}</legend>
        <div className="tabs" role="tablist" aria-label={t("model.languages")}>
          {languageCodes.map((l) => (
            <button
              key={l}
              type="button"
              role="tab"
              id={`tab-${l}`}
              aria-selected={language === l}
              aria-controls={`panel-${l}`}
              className={langWithErrors(l) ? "tab-invalid" : undefined}
              onClick={() => setLanguage(l)}
            >
              {LANGUAGE_NAMES[l]}
              {langWithErrors(l) ? " !" : ""}
            </button>
          ))}
        </div>
        {languageCodes.map((l) => (
          // Every language stays in the form (hidden ones too), so one save sends all six.
          <div key={l} role="tabpanel" id={`panel-${l}`} aria-labelledby={`tab-${l}`} hidden={language !== l && !langWithErrors(l)} className="grid">
            <Field name={`translations.${l}.name`} label={`${t("models.name")} (${l})`} errors={errors}>
              {(a) => (
                <input
                  {...a}
                  defaultValue={m.translations[l].name}
                  onBlur={(e) => {
                    const slug = e.currentTarget.form?.elements.namedItem(`translations.${l}.slug`) as HTMLInputElement | null;
                    if (slug && !slug.value) slug.value = slugFromName(e.currentTarget.value);
                  }}
                />
              )}
            </Field>
            <Field name={`translations.${l}.slug`} label={`${t("model.slug")} (${l})`} errors={errors} hint={t("model.slugHint")}>
              {(a) => <input {...a} defaultValue={m.translations[l].slug} />}
            </Field>
            <Field name={`translations.${l}.tagline`} label={`${t("model.tagline")} (${l})`} errors={errors}>
              {(a) => <input {...a} defaultValue={m.translations[l].tagline} />}
            </Field>
            <Field name={`translations.${l}.short_description`} label={`${t("model.shortDescription")} (${l})`} errors={errors}>
              {(a) => <textarea {...a} rows={2} defaultValue={m.translations[l].short_description} />}
            </Field>
            <Field name={`translations.${l}.long_description_html`} label={`${t("model.longDescription")} (${l})`} errors={errors}>
              {(a) => <textarea {...a} rows={6} defaultValue={m.translations[l].long_description_html} />}
            </Field>
            <Field name={`translations.${l}.meta_description`} label={`${t("model.metaDescription")} (${l})`} errors={errors}>
              {(a) => <textarea {...a} rows={2} defaultValue={m.translations[l].meta_description} />}
            </Field>
          </div>
        ))}
      </fieldset>
      <button type="submit" className="button primary" disabled={props.busy}>
        {props.submitLabel}
      </button>
    </Form>
  );
}

export function emptyModel(options: AdminCatalogueOptions): AdminModelFields {
  const texts = { name: "", slug: "", short_description: "", long_description_html: "", meta_description: "", tagline: "" };
  return {
    model_number: "",
    manufacturer_id: 0,
    main_group_id: 0,
    group_ids: [],
    is_public: false,
    published_at: new Date().toISOString(),
    belongs_to_outlet: false,
    show_discount_percentage: true,
    campaign_only: false,
    size_table_id: null,
    tax_class_id: options.tax_classes.find((c) => c.id === 5)?.id ?? options.tax_classes[0]?.id ?? 5,
    translations: Object.fromEntries(languageCodes.map((l) => [l, { ...texts }])) as AdminModelFields["translations"],
  };
}

// The discount code form of /admin/codes/new/ and /admin/codes/{id}/ (docs/admin.md "Codes and
// gift cards"): the code, its amount, validity, minimum, limits and the products it is for.
import { Form } from "react-router";
import type { z } from "zod";
import { formatEurosInput } from "@polku/domain/admin/catalogue-rules";
import type { AdminCatalogueOptions } from "@polku/domain/admin/catalogue";
import type { AdminDiscountCode, AdminDiscountCodeInput } from "@polku/domain/admin/codes";
import { ErrorSummary, Field, useCheckedForm, type FieldErrors } from "../../components/form-parts";
import { useI18n } from "../../lib/i18n";
import { helsinkiLocal } from "./code-forms";

export const emptyCode: AdminDiscountCodeInput = {
  code: "",
  kind: "percentage",
  value: 1000,
  valid_from: null,
  valid_to: null,
  minimum_order: 0,
  usage_limit: null,
  usage_limit_per_customer: null,
  is_active: true,
  group_ids: [],
  brand_ids: [],
  model_ids: [],
};

/** A code's benefit as lists and headings show it: "12,5 %" or "10,00 €". */
export function useCodeValue() {
  const { money, language } = useI18n();
  return (c: Pick<AdminDiscountCode, "kind" | "value">) => (c.kind === "percentage" ? `${(c.value / 100).toLocaleString(language === "fi" ? "fi-FI" : "en-GB")} %` : money(c.value));
}

const percentInput = (bp: number, separator: string) => (bp % 100 === 0 ? String(bp / 100) : (bp / 100).toFixed(2).replace(".", separator));

export function CodeForm(props: {
  schema: z.ZodType;
  initial: AdminDiscountCodeInput;
  version?: string;
  options: Pick<AdminCatalogueOptions, "brands" | "groups">;
  serverErrors?: FieldErrors | null;
  busy: boolean;
  submitLabel: string;
}) {
  const { t, language } = useI18n();
  const { errors, onSubmit } = useCheckedForm(props.schema, props.serverErrors);
  const c = props.initial;
  const separator = language === "fi" ? "," : ".";
  return (
    <Form method="post" className="form" noValidate onSubmit={onSubmit}>
      {props.version ? <input type="hidden" name="version" value={props.version} /> : null}
      <ErrorSummary errors={errors} />
      <fieldset>
        <legend>{t("code.benefit")}</legend>
        <div className="grid narrow">
          <Field name="code" label={t("codes.code")} errors={errors} hint={t("code.codeHint")}>
            {(a) => <input {...a} defaultValue={c.code} autoComplete="off" maxLength={40} />}
          </Field>
          <Field name="kind" label={t("code.kind")} errors={errors}>
            {(a) => (
              <select {...a} defaultValue={c.kind}>
                <option value="percentage">{t("code.kindPercentage")}</option>
                <option value="fixed">{t("code.kindFixed")}</option>
              </select>
            )}
          </Field>
          <Field name="value" label={t("code.value")} errors={errors} hint={t("code.valueHint")}>
            {(a) => <input {...a} inputMode="decimal" defaultValue={c.kind === "percentage" ? percentInput(c.value, separator) : formatEurosInput(c.value, separator)} />}
          </Field>
          <Field name="minimum_order" label={t("code.minimumOrder")} errors={errors} hint={t("code.minimumOrderHint")}>
            {(a) => <input {...a} inputMode="decimal" defaultValue={c.minimum_order ? formatEurosInput(c.minimum_order, separator) : ""} />}
          </Field>
        </div>
      </fieldset>
      <fieldset>
        <legend>{t("code.validity")}</legend>
        <div className="grid narrow">
          <Field name="valid_from" label={t("code.validFrom")} errors={errors} hint={t("code.timeHint")}>
            {(a) => <input {...a} type="datetime-local" defaultValue={helsinkiLocal(c.valid_from)} />}
          </Field>
          <Field name="valid_to" label={t("code.validTo")} errors={errors} hint={t("code.validToHint")}>
            {(a) => <input {...a} type="datetime-local" defaultValue={helsinkiLocal(c.valid_to)} />}
          </Field>
          <Field name="usage_limit" label={t("code.usageLimit")} errors={errors} hint={t("code.limitHint")}>
            {(a) => <input {...a} type="number" min={1} step={1} defaultValue={c.usage_limit ?? ""} />}
          </Field>
          <Field name="usage_limit_per_customer" label={t("code.perCustomer")} errors={errors} hint={t("code.limitHint")}>
            {(a) => <input {...a} type="number" min={1} step={1} defaultValue={c.usage_limit_per_customer ?? ""} />}
          </Field>
        </div>
        <div className="field checkbox">
          <input id="f-is_active" type="checkbox" name="is_active" defaultChecked={c.is_active} />
          <label htmlFor="f-is_active">{t("code.isActive")}</label>
        </div>
      </fieldset>
      <fieldset>
        <legend>{t("code.scope")}</legend>
        <p className="hint">{t("code.scopeHint")}</p>
        <div className="grid narrow">
          <Field name="group_ids" label={t("code.groups")} errors={errors}>
            {(a) => (
              <select {...a} multiple size={6} defaultValue={c.group_ids.map(String)}>
                {props.options.groups.map((g) => (
                  <option key={g.id} value={g.id}>
                    {g.path}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field name="brand_ids" label={t("code.brands")} errors={errors}>
            {(a) => (
              <select {...a} multiple size={6} defaultValue={c.brand_ids.map(String)}>
                {props.options.brands.map((b) => (
                  <option key={b.id} value={b.id}>
                    {b.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field name="model_ids" label={t("code.models")} errors={errors} hint={t("code.modelsHint")}>
            {(a) => <input {...a} defaultValue={c.model_ids.join(", ")} />}
          </Field>
        </div>
      </fieldset>
      <button type="submit" className="button primary" disabled={props.busy}>
        {props.submitLabel}
      </button>
    </Form>
  );
}

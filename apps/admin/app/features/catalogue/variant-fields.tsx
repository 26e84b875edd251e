// The fields of a variant (colour, size, type, GTIN, orderability), for the new-variant form on
// the model page and the variant page.
import type { AdminCatalogueOptions, AdminVariantFields } from "@polku/domain/admin/catalogue";
import { Field, type FieldErrors } from "../../components/form-parts";
import { useT } from "../../lib/i18n";

export function VariantFields({ options, errors, initial }: { options: AdminCatalogueOptions; errors: FieldErrors; initial?: AdminVariantFields }) {
  const t = useT();
  return (
    <div className="grid">
      <Field name="colour_id" label={t("variants.colour")} errors={errors}>
        {(a) => (
          <select {...a} defaultValue={initial?.colour_id ?? ""}>
            <option value="">{t("common.choose")}</option>
            {options.colours.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field name="size_id" label={t("variants.size")} errors={errors}>
        {(a) => (
          <select {...a} defaultValue={initial?.size_id ?? ""}>
            <option value="">{t("common.none")}</option>
            {options.sizes.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name} ({s.system})
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field name="product_type_id" label={t("variants.type")} errors={errors}>
        {(a) => (
          <select {...a} defaultValue={initial?.product_type_id ?? ""}>
            <option value="">{t("common.none")}</option>
            {options.product_types.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field name="gtin" label={t("variants.gtin")} errors={errors} hint={t("variants.gtinHint")}>
        {(a) => <input {...a} inputMode="numeric" maxLength={13} defaultValue={initial?.gtin ?? ""} />}
      </Field>
      <Field name="shipping_time_number" label={t("variants.shippingTime")} errors={errors} hint={t("variants.shippingTimeHint")}>
        {(a) => <input {...a} type="number" min={0} max={999} defaultValue={initial?.shipping_time_number ?? 1} />}
      </Field>
      <Field name="max_amount" label={t("variants.maxAmount")} errors={errors}>
        {(a) => <input {...a} type="number" min={1} max={999} defaultValue={initial?.max_amount ?? ""} />}
      </Field>
      <div className="field checkbox">
        <input id="f-on_order" type="checkbox" name="on_order" defaultChecked={initial?.on_order ?? false} />
        <label htmlFor="f-on_order">{t("variants.onOrder")}</label>
      </div>
      <div className="field checkbox">
        <input id="f-is_active" type="checkbox" name="is_active" defaultChecked={initial?.is_active ?? true} />
        <label htmlFor="f-is_active">{t("variants.active")}</label>
      </div>
    </div>
  );
}

// One address form for adding and editing (the account page): a plain POST with its intent.
import type { Address } from "@polku/domain";
import { Form } from "react-router";
import { useT } from "../../lib/i18n";
import type { FieldErrors } from "./form-errors";
import { CheckboxField, TextField } from "./form-fields";
import styles from "./accounts.module.css";

export function AddressForm({ address, values, errors }: { address?: Address; values?: Record<string, string>; errors?: FieldErrors }) {
  const t = useT();
  const key = address ? String(address.id) : "new";
  const id = (field: string) => `address-${key}-${field}`;
  const value = (field: keyof Address) => values?.[field] ?? (address ? String(address[field]) : undefined);
  return (
    <Form method="post" className={styles.form} noValidate>
      <input type="hidden" name="intent" value={address ? "address-edit" : "address-add"} />
      {address ? <input type="hidden" name="address_id" value={address.id} /> : null}
      <div className={styles.row}>
        <TextField id={id("first")} name="first_name" autoComplete="given-name" required label={t("accountFlows.field.firstName")} defaultValue={value("first_name")} error={errors?.first_name} />
        <TextField id={id("last")} name="last_name" autoComplete="family-name" required label={t("accountFlows.field.lastName")} defaultValue={value("last_name")} error={errors?.last_name} />
      </div>
      <TextField id={id("company")} name="company" autoComplete="organization" label={t("accountFlows.field.companyOptional")} defaultValue={value("company")} error={errors?.company} />
      <TextField id={id("street")} name="street" autoComplete="street-address" required label={t("accountFlows.field.street")} defaultValue={value("street")} error={errors?.street} />
      <div className={styles.row}>
        <TextField id={id("postcode")} name="postcode" autoComplete="postal-code" required label={t("accountFlows.field.postcode")} defaultValue={value("postcode")} error={errors?.postcode} />
        <TextField id={id("city")} name="city" autoComplete="address-level2" required label={t("accountFlows.field.city")} defaultValue={value("city")} error={errors?.city} />
      </div>
      <div className={styles.row}>
        <TextField id={id("country")} name="country_code" autoComplete="country" required maxLength={2} label={t("accountFlows.field.country")} hint={t("accountFlows.field.countryHint")} defaultValue={value("country_code") ?? "FI"} error={errors?.country_code} />
        <TextField id={id("phone")} name="phone" type="tel" autoComplete="tel" label={t("accountFlows.field.phoneOptional")} defaultValue={value("phone")} error={errors?.phone} />
      </div>
      <CheckboxField id={id("default")} name="is_default" label={t("accountFlows.address.makeDefault")} defaultChecked={values ? values.is_default === "on" : address?.is_default} />
      <button type="submit" className="button button--primary">
        {t("accountFlows.address.save")}
      </button>
    </Form>
  );
}

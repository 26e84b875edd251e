// /admin/codes/new/: a new discount code; on save its own page (docs/admin.md "Codes and gift cards").
import { Link, data, redirect, useActionData, useNavigation } from "react-router";
import { adminCatalogueOptionsSchema } from "@polku/domain/admin/catalogue";
import { adminDiscountCodeSchema } from "@polku/domain/admin/codes";
import { FormAlert, errorsOf, formObject, type FieldErrors } from "../components/form-parts";
import { CodeForm, emptyCode } from "../features/codes/code-form";
import { codeCreateFormSchema } from "../features/codes/code-forms";
import { adminApi } from "../lib/api.server";
import { useT, type MessageKey } from "../lib/i18n";
import type { Route } from "./+types/code-new";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { options: await adminApi(request, context).get("/api/admin/catalogue/options/", adminCatalogueOptionsSchema) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = codeCreateFormSchema.safeParse(formObject(await request.formData()));
  if (!parsed.success) return data({ errors: errorsOf(parsed.error) as FieldErrors, message: null }, { status: 400 });
  const result = await adminApi(request, context).send("POST", "/api/admin/codes/", parsed.data, adminDiscountCodeSchema);
  if (result.ok) throw redirect(`/codes/${result.value.id}/?created=1`);
  if ("errors" in result) return data({ errors: result.errors, message: null }, { status: 400 });
  return data({ errors: null, message: "form.failed" as MessageKey }, { status: result.status });
}

export default function NewCode({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  return (
    <>
      <p className="breadcrumbs">
        <Link to="/codes/">{t("codes.heading")}</Link>
      </p>
      <h1>{t("codes.new")}</h1>
      <FormAlert message={result?.message ? t(result.message) : null} />
      <section className="panel">
        <CodeForm schema={codeCreateFormSchema} initial={emptyCode} options={loaderData.options} serverErrors={result?.errors} busy={busy} submitLabel={t("codes.create")} />
      </section>
    </>
  );
}

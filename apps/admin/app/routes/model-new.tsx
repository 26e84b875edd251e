// /admin/productmodels/new/: a new model; on save the model's page, where its variants, prices
// and stock are added.
import { Link, data, redirect, useActionData, useNavigation } from "react-router";
import { adminCatalogueOptionsSchema, adminModelDetailSchema } from "@polku/domain/admin/catalogue";
import { FormAlert, errorsOf, formObject, type FieldErrors } from "../components/form-parts";
import { modelFormSchema } from "../features/catalogue/catalogue-forms";
import { ModelForm, emptyModel } from "../features/catalogue/model-form";
import { adminApi } from "../lib/api.server";
import { useT, type MessageKey } from "../lib/i18n";
import type { Route } from "./+types/model-new";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { options: await adminApi(request, context).get("/api/admin/catalogue/options/", adminCatalogueOptionsSchema) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = modelFormSchema.safeParse(formObject(await request.formData()));
  if (!parsed.success) return data({ errors: errorsOf(parsed.error) as FieldErrors, message: null }, { status: 400 });
  const result = await adminApi(request, context).send("POST", "/api/admin/models/", parsed.data, adminModelDetailSchema);
  if (result.ok) throw redirect(`/productmodels/${result.value.id}/`);
  if ("errors" in result) return data({ errors: result.errors, message: null }, { status: 400 });
  return data({ errors: null, message: "form.failed" as MessageKey }, { status: result.status });
}

export default function NewModel({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  return (
    <>
      <p className="breadcrumbs">
        <Link to="/productmodels/">{t("models.heading")}</Link>
      </p>
      <h1>{t("models.new")}</h1>
      <FormAlert message={result?.message ? t(result.message) : null} />
      <section className="panel">
        <ModelForm schema={modelFormSchema} options={loaderData.options} initial={emptyModel(loaderData.options)} serverErrors={result?.errors} busy={busy} submitLabel={t("models.create")} />
      </section>
    </>
  );
}

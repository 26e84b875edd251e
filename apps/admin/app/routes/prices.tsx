// /admin/prices/: model prices as a CSV file (docs/admin.md "Price CSV"), for admins. The export
// takes the product list's filters; the import sends the file to the API, which checks every row
// before it writes any (a dry run only checks) and answers each bad row's line and column.
import { Form, Link, data, useActionData, useNavigation } from "react-router";
import { adminPriceCsvResultSchema, PRICE_CSV_MAX_CHARS } from "@polku/domain/admin/catalogue";
import { FormAlert } from "../components/form-parts";
import { readCsvUpload, rowErrors, type RowError } from "../features/catalogue/csv-errors";
import { adminApi } from "../lib/api.server";
import { useI18n, type MessageKey } from "../lib/i18n";
import type { Route } from "./+types/prices";

type Result =
  | { ok: true; dryRun: boolean; rows: number; models: number }
  | { ok: false; message?: MessageKey; errors?: RowError[] };

export async function loader({ request }: Route.LoaderArgs) {
  const search = new URL(request.url).search;
  return { search };
}

export async function action({ request, context }: Route.ActionArgs) {
  const upload = await readCsvUpload(await request.formData(), PRICE_CSV_MAX_CHARS);
  if ("message" in upload) return data<Result>({ ok: false, message: upload.message }, { status: 400 });
  const { csv, dryRun } = upload;
  const result = await adminApi(request, context).send("POST", "/api/admin/prices/import/", { csv, dry_run: dryRun }, adminPriceCsvResultSchema);
  if (result.ok) return { ok: true, dryRun: result.value.dry_run, rows: result.value.rows, models: result.value.models } satisfies Result;
  if ("errors" in result) return data<Result>({ ok: false, errors: rowErrors(result.errors) }, { status: 400 });
  return data<Result>({ ok: false, message: result.status === 413 ? "priceCsv.tooLarge" : "form.failed" }, { status: result.status });
}

export default function Prices({ loaderData }: Route.ComponentProps) {
  const { t, apiMessage } = useI18n();
  const result = useActionData<typeof action>() as Result | undefined;
  const busy = useNavigation().state !== "idle";
  return (
    <>
      <h1>{t("priceCsv.heading")}</h1>
      <section className="panel" aria-labelledby="export-h">
        <h2 id="export-h">{t("priceCsv.exportHeading")}</h2>
        <p className="hint">{t("priceCsv.exportHint")}</p>
        <p>
          <a href={`/admin/prices/export.csv${loaderData.search}`} className="button" download>
            {loaderData.search ? t("priceCsv.exportFiltered") : t("priceCsv.exportAll")}
          </a>{" "}
          <Link to="/productmodels/">{t("nav.models")}</Link>
        </p>
      </section>
      <section className="panel" aria-labelledby="import-h">
        <h2 id="import-h">{t("priceCsv.importHeading")}</h2>
        <p className="hint">{t("priceCsv.importHint")}</p>
        {result?.ok ? (
          <FormAlert message={t(result.dryRun ? "priceCsv.checked" : "priceCsv.saved", { rows: result.rows, models: result.models })} tone="success" />
        ) : null}
        {result && !result.ok && result.message ? <FormAlert message={t(result.message)} /> : null}
        {result && !result.ok && result.errors ? (
          <div className="alert alert-error" role="alert">
            <h3>{t("priceCsv.errorsHeading")}</h3>
            <ul>
              {result.errors.map((e) => (
                <li key={`${e.line}-${e.column}`}>
                  {e.line === null ? e.messages.map(apiMessage).join(" ") : t("priceCsv.rowError", { line: e.line, column: e.column, message: e.messages.map(apiMessage).join(" ") })}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <Form method="post" encType="multipart/form-data" className="form">
          <div className="field">
            <label htmlFor="f-file">{t("priceCsv.file")}</label>
            <input id="f-file" name="file" type="file" accept=".csv,text/csv" required />
          </div>
          <div className="field checkbox">
            <input id="f-dry_run" type="checkbox" name="dry_run" />
            <label htmlFor="f-dry_run">{t("priceCsv.dryRun")}</label>
          </div>
          <button type="submit" className="button primary" disabled={busy}>
            {t("priceCsv.import")}
          </button>
        </Form>
      </section>
    </>
  );
}

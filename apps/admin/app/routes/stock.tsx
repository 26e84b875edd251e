// /admin/stock/: variants' stock per store as a CSV file (docs/admin.md "Stock CSV"), for staff.
// The export takes the product list's filters and, optionally, one store (every variant's row
// there, zeros too); the import sends the file to the API, which checks every row before it
// writes any (a dry run only checks) and answers each bad row's line and column.
import { Form, Link, data, useActionData, useNavigation } from "react-router";
import { adminCatalogueOptionsSchema } from "@polku/domain/admin/catalogue";
import { adminStockCsvResultSchema, STOCK_CSV_MAX_CHARS } from "@polku/domain/admin/price-tools";
import { FormAlert } from "../components/form-parts";
import { readCsvUpload, rowErrors, type RowError } from "../features/catalogue/csv-errors";
import { adminApi } from "../lib/api.server";
import { useI18n, type MessageKey } from "../lib/i18n";
import type { Route } from "./+types/stock";

type Result =
  | { ok: true; dryRun: boolean; rows: number; variants: number }
  | { ok: false; message?: MessageKey; errors?: RowError[] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const options = await adminApi(request, context).get("/api/admin/catalogue/options/", adminCatalogueOptionsSchema);
  const params = new URL(request.url).searchParams;
  const filters = ["q", "brand", "group", "public"].flatMap((k) => (params.get(k) ? [[k, params.get(k)!] as const] : []));
  return { stores: options.stores, filters };
}

export async function action({ request, context }: Route.ActionArgs) {
  const upload = await readCsvUpload(await request.formData(), STOCK_CSV_MAX_CHARS);
  if ("message" in upload) return data<Result>({ ok: false, message: upload.message }, { status: 400 });
  const { csv, dryRun } = upload;
  const result = await adminApi(request, context).send("POST", "/api/admin/stock/import/", { csv, dry_run: dryRun }, adminStockCsvResultSchema);
  if (result.ok) return { ok: true, dryRun: result.value.dry_run, rows: result.value.rows, variants: result.value.variants } satisfies Result;
  if ("errors" in result) return data<Result>({ ok: false, errors: rowErrors(result.errors) }, { status: 400 });
  return data<Result>({ ok: false, message: result.status === 413 ? "priceCsv.tooLarge" : "form.failed" }, { status: result.status });
}

export default function Stock({ loaderData }: Route.ComponentProps) {
  const { t, apiMessage } = useI18n();
  const result = useActionData<typeof action>() as Result | undefined;
  const busy = useNavigation().state !== "idle";
  return (
    <>
      <h1>{t("stockCsv.heading")}</h1>
      <section className="panel" aria-labelledby="export-h">
        <h2 id="export-h">{t("stockCsv.exportHeading")}</h2>
        <p className="hint">{t("stockCsv.exportHint")}</p>
        <form method="get" action="/admin/stock/export.csv" className="form inline-form grid">
          {loaderData.filters.map(([k, v]) => (
            <input key={k} type="hidden" name={k} value={v} />
          ))}
          <div className="field">
            <label htmlFor="f-store">{t("stockCsv.store")}</label>
            <select id="f-store" name="store" defaultValue="">
              <option value="">{t("stockCsv.allRows")}</option>
              {loaderData.stores.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button">
            {loaderData.filters.length ? t("stockCsv.exportFiltered") : t("stockCsv.exportAll")}
          </button>
        </form>
        <p>
          <Link to="/productmodels/">{t("nav.models")}</Link>
        </p>
      </section>
      <section className="panel" aria-labelledby="import-h">
        <h2 id="import-h">{t("stockCsv.importHeading")}</h2>
        <p className="hint">{t("stockCsv.importHint")}</p>
        {result?.ok ? (
          <FormAlert message={t(result.dryRun ? "stockCsv.checked" : "stockCsv.saved", { rows: result.rows, variants: result.variants })} tone="success" />
        ) : null}
        {result && !result.ok && result.message ? <FormAlert message={t(result.message)} /> : null}
        {result && !result.ok && result.errors ? (
          <div className="alert alert-error" role="alert">
            <h3>{t("priceCsv.errorsHeading")}</h3>
            <ul>
              {result.errors.map((e) => (
                <li key={`${e.line}-${e.column}`}>
                  {e.line === null
                    ? e.messages.map(apiMessage).join(" ")
                    : t("priceCsv.rowError", { line: e.line, column: e.column, message: e.messages.map(apiMessage).join(" ") })}
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
            {t("stockCsv.import")}
          </button>
        </Form>
      </section>
    </>
  );
}

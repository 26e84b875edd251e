// Model prices as CSV (docs/admin.md "Price CSV"): the filtered model list's prices out, and a
// file of prices in. An import reads and checks every row first (columns, amounts, the price
// rules, known models and tax areas, one row per model and area) and writes only a file without
// errors, all of it in one transaction, through the same price write as the model screen (so the
// 30-day lowest price history stays right), with one audit row per model. Errors are field
// errors keyed `rows.{line}.{column}`, the line as a spreadsheet numbers it (the header is 1).
import { stringify } from "csv-stringify/sync";
import { bumpCacheVersion, type Database, type Executor } from "@polku/db";
import { sql } from "@polku/db/orm";
import { PRICE_CSV_MAX_ROWS, PRICE_PROBLEM_TEXT, type AdminPriceCsvImport, type AdminPriceCsvQuery, type AdminPriceCsvResult, type AdminPriceInput } from "@polku/domain/admin/catalogue";
import { formatEurosInput, parseEuros, priceProblems } from "@polku/domain/admin/catalogue-rules";
import { badRequest } from "../../http/errors";
import { recordAudit, rows, type AdminActor } from "../admin-core";
import { readCsvTable, type CsvErrors as Errors } from "./admin-csv";
import { modelFilters } from "./admin-models.repository";
import * as variants from "./admin-variants.repository";

export const PRICE_CSV_COLUMNS = ["model_id", "model_number", "name", "tax_area_id", "regular", "active", "club", "price_ending"] as const;
/** Columns an import needs; model_number and name are for people and are not read. */
const REQUIRED = ["model_id", "tax_area_id", "regular", "active", "club", "price_ending"] as const;

/** Every price of the models the filters match, model by model, as CSV (";" separated, UTF-8 with BOM). */
export async function exportPrices(db: Executor, q: AdminPriceCsvQuery): Promise<string> {
  const found = await rows<{ model_id: number; model_number: string; name: string; tax_area_id: number; regular: number; active: number; club: number | null; price_ending: string | null }>(
    db,
    sql`select m.id as model_id, m.model_number, t.name, p.tax_area_id, p.regular, p.active, p.club,
          to_char(p.price_ending at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as price_ending
        from product_models m
        join product_model_translations t on t.model_id = m.id and t.language = 'fi'
        join model_prices p on p.model_id = m.id
        where ${modelFilters(q)}
        order by m.id, p.tax_area_id
        limit ${PRICE_CSV_MAX_ROWS * 5}`,
  );
  const euros = (cents: number | null) => (cents === null ? "" : formatEurosInput(cents, "."));
  const records = found.map((r) => [r.model_id, r.model_number, r.name, r.tax_area_id, euros(r.regular), euros(r.active), euros(r.club), r.price_ending ?? ""]);
  return `\ufeff${stringify([[...PRICE_CSV_COLUMNS], ...records], { delimiter: ";", record_delimiter: "\r\n" })}`;
}

type Parsed = { line: number; modelId: number; price: AdminPriceInput };

/** The file's rows, checked on their own (no database); errors by line and column. */
export function readPriceCsv(text: string, now: Date): { rows: Parsed[]; errors: Errors; count: number } {
  const table = readCsvTable(text, REQUIRED, PRICE_CSV_MAX_ROWS);
  const { errors, add, at } = table;
  const parsed: Parsed[] = [];
  const seen = new Map<string, number>();
  table.rows.forEach(({ record, line }) => {
    const key = (column: string) => `rows.${line}.${column}`;
    const whole = (column: string) => {
      const v = at(record, column);
      if (!/^\d{1,9}$/.test(v)) add(key(column), "Use a whole number.");
      return Number(v);
    };
    const money = (column: string): number => {
      const v = at(record, column);
      const cents = parseEuros(v);
      if (cents === null) add(key(column), v === "" ? "This is a required field." : "Use euros, like 129.90.");
      return cents ?? 0;
    };
    const optionalMoney = (column: string): number | null => (at(record, column) === "" ? null : money(column));
    const before = table.count();
    const modelId = whole("model_id");
    const taxAreaId = whole("tax_area_id");
    const regular = money("regular");
    const active = money("active");
    const club = optionalMoney("club");
    const endingText = at(record, "price_ending");
    let priceEnding: string | null = null;
    if (endingText !== "") {
      const date = new Date(endingText);
      if (!/^\d{4}-\d{2}-\d{2}/.test(endingText) || Number.isNaN(date.getTime())) add(key("price_ending"), "Use a date and time, like 2026-12-31T22:00:00Z.");
      else priceEnding = date.toISOString();
    }
    if (table.count() > before) return;
    const pair = `${modelId}/${taxAreaId}`;
    if (seen.has(pair)) {
      add(key("tax_area_id"), `One row per model and tax area: line ${seen.get(pair)} has this one.`);
      return;
    }
    seen.set(pair, line);
    const price: AdminPriceInput = { tax_area_id: taxAreaId, regular, active, club, discount_free: null, price_ending: priceEnding };
    const problems = priceProblems({ ...price, discount_free: regular }, now);
    for (const [field, problem] of Object.entries(problems)) add(key(field), PRICE_PROBLEM_TEXT[problem]);
    if (Object.keys(problems).length === 0) parsed.push({ line, modelId, price });
  });
  return { rows: parsed, errors, count: table.rows.length };
}

export function createPriceCsvService(db: Database, opts: { onChange: () => void }) {
  return {
    exportPrices: (q: AdminPriceCsvQuery) => exportPrices(db, q),

    async importPrices(input: AdminPriceCsvImport, actor: AdminActor): Promise<AdminPriceCsvResult> {
      const read = readPriceCsv(input.csv, new Date());
      const errors: Errors = { ...read.errors };
      const modelIds = [...new Set(read.rows.map((r) => r.modelId))];
      const [knownModels, missingAreas] = await Promise.all([
        rows<{ id: number }>(db, sql`select id from product_models where id = any(${`{${modelIds.join(",")}}`}::int[])`),
        variants.taxAreasMissing(db, [...new Set(read.rows.map((r) => r.price.tax_area_id))]),
      ]);
      const known = new Set(knownModels.map((m) => m.id));
      for (const r of read.rows) {
        if (!known.has(r.modelId)) (errors[`rows.${r.line}.model_id`] ??= []).push("No such model.");
        if (missingAreas.includes(r.price.tax_area_id)) (errors[`rows.${r.line}.tax_area_id`] ??= []).push("No such tax area.");
      }
      if (Object.keys(errors).length) throw badRequest(errors);
      const result = { dry_run: input.dry_run, rows: read.count, models: modelIds.length };
      if (input.dry_run) return result;

      const byModel = new Map<number, AdminPriceInput[]>();
      for (const r of read.rows) byModel.set(r.modelId, [...(byModel.get(r.modelId) ?? []), r.price]);
      await db.transaction(async (tx) => {
        for (const [modelId, prices] of [...byModel].sort(([a], [b]) => a - b)) {
          // A model deleted since the check: the whole file is refused, nothing written.
          const [model] = await rows<{ id: number }>(tx, sql`select id from product_models where id = ${modelId} for update`);
          if (!model) throw badRequest({ [`rows.${read.rows.find((r) => r.modelId === modelId)!.line}.model_id`]: ["No such model."] });
          const current = await variants.modelPrices(tx, modelId, true);
          const state = (list: typeof current) => list.map(({ tax_area_id, regular, active, club, price_ending }) => ({ tax_area_id, regular, active, club, price_ending }));
          const previous = new Map(current.map((p) => [p.tax_area_id, p.active]));
          for (const price of prices) await variants.writeModelPrice(tx, modelId, price, previous.get(price.tax_area_id) ?? null);
          await recordAudit(tx, actor, {
            action: "prices", entity: "product_model", entityId: modelId, summary: "CSV import",
            before: state(current), after: state(await variants.modelPrices(tx, modelId)),
          });
        }
        await bumpCacheVersion(tx, "catalogue");
      });
      opts.onChange();
      return result;
    },
  };
}

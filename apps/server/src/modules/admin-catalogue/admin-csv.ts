// Reading the back office's CSV files (docs/admin.md "Price CSV", "Stock CSV"): `;` or `,`
// separated (the header line decides), UTF-8 with or without a BOM, columns found by the header's
// names in any order. A file that cannot be read as a whole is a `csv` field error; errors of
// rows are keyed `rows.{line}.{column}`, the line as a spreadsheet numbers it (the header is 1).
import { parse } from "csv-parse/sync";
import { badRequest } from "../../http/errors";

/** At most this many errors are listed; the file is refused either way. */
export const MAX_CSV_ERRORS = 200;

export type CsvErrors = Record<string, string[]>;

export interface CsvTable {
  names: string[];
  /** The rows under the header, each with its spreadsheet line number. */
  rows: { line: number; record: string[] }[];
  has: (column: string) => boolean;
  at: (record: string[], column: string) => string;
  errors: CsvErrors;
  add: (key: string, message: string) => void;
  /** How many errors are recorded now. */
  count: () => number;
}

export function readCsvTable(text: string, required: readonly string[], maxRows: number): CsvTable {
  let records: string[][];
  try {
    const body = text.replace(/^\ufeff/, "");
    const firstLine = body.split(/\r?\n/, 1)[0] ?? "";
    const delimiter = firstLine.includes(";") ? ";" : ",";
    records = parse(body, { delimiter, skip_empty_lines: true, relax_column_count: true, trim: true, max_record_size: 10_000 }) as string[][];
  } catch (error) {
    const line = typeof (error as { lines?: unknown }).lines === "number" ? (error as { lines: number }).lines : null;
    throw badRequest({ csv: [line ? `The file is not CSV that can be read (line ${line}).` : "The file is not CSV that can be read."] });
  }
  const [header, ...data] = records;
  if (!header) throw badRequest({ csv: ["The file is empty."] });
  const names = header.map((h) => h.trim().toLowerCase());
  const missing = required.filter((c) => !names.includes(c));
  if (missing.length) throw badRequest({ csv: [`The first line must name the columns; missing: ${missing.join(", ")}.`] });
  if (data.length === 0) throw badRequest({ csv: ["The file has no rows under the header."] });
  if (data.length > maxRows) throw badRequest({ csv: [`At most ${maxRows} rows in one file.`] });
  const errors: CsvErrors = {};
  return {
    names,
    rows: data.map((record, index) => ({ line: index + 2, record })),
    has: (column) => names.includes(column),
    at: (record, column) => record[names.indexOf(column)] ?? "",
    errors,
    add: (key, message) => {
      if (Object.keys(errors).length < MAX_CSV_ERRORS) (errors[key] ??= []).push(message);
    },
    count: () => Object.keys(errors).length,
  };
}

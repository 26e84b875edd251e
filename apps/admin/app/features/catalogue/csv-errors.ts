// A CSV import's field errors as the page lists them (docs/admin.md "Price CSV", "Stock CSV"):
// "rows.3.active" is line 3, column active; "csv" is the file as a whole.
export type RowError = { line: number | null; column: string; messages: string[] };

export function rowErrors(errors: Record<string, string[]>): RowError[] {
  return Object.entries(errors)
    .map(([key, messages]) => {
      const m = /^rows\.(\d+)\.(.+)$/.exec(key);
      return m ? { line: Number(m[1]), column: m[2]!, messages } : { line: null, column: key, messages };
    })
    .sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
}

/**
 * The CSV file an import form posts, read as UTF-8 text with its dry-run box; or the message the
 * page shows for no file, a file over `maxChars` or one that is not text.
 */
export async function readCsvUpload(form: FormData, maxChars: number): Promise<{ csv: string; dryRun: boolean } | { message: "priceCsv.noFile" | "priceCsv.tooLarge" | "priceCsv.notText" }> {
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) return { message: "priceCsv.noFile" };
  if (file.size > maxChars) return { message: "priceCsv.tooLarge" };
  try {
    return { csv: new TextDecoder("utf-8", { fatal: true }).decode(await file.arrayBuffer()), dryRun: form.get("dry_run") === "on" };
  } catch {
    return { message: "priceCsv.notText" };
  }
}

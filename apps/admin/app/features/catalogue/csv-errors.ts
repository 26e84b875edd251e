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

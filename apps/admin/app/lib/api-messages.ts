// The API's English messages in the staff user's language (docs/admin.md "Languages"): field
// errors come from the API and from the domain's schemas (run in the browser too) in English; the
// back office shows each through the chosen language's table (dictionaries/api-messages-fi.ts).
// English needs no table; a message missing from a table shows as it came. Pages take it from
// `useI18n().apiMessage`.
export type ApiMessageTable = readonly (readonly [string, string])[];
export type ApiMessage = (message: string) => string;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export function apiMessageTranslator(table: ApiMessageTable | null): ApiMessage {
  if (!table) return (message) => message;
  const exact = new Map<string, string>();
  const patterns: { re: RegExp; names: string[]; to: string }[] = [];
  for (const [from, to] of table) {
    const names = [...from.matchAll(/\{([a-z])\}/g)].map((m) => m[1]!);
    if (!names.length) {
      exact.set(from, to);
      continue;
    }
    const source = from.split(/\{[a-z]\}/).map(escape).join("(.+?)");
    patterns.push({ re: new RegExp(`^${source}$`, "s"), names, to });
  }
  return (message) => {
    const found = exact.get(message);
    if (found !== undefined) return found;
    for (const { re, names, to } of patterns) {
      const m = re.exec(message);
      if (m) return names.reduce((out, name, i) => out.replace(`{${name}}`, m[i + 1]!), to);
    }
    return message;
  };
}

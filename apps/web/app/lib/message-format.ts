// ICU messages of the dictionaries (lib/i18n.tsx): the part of ICU MessageFormat they use, read
// and formatted as intl-messageformat does with `ignoreTag` (docs/performance.md "The message
// formatter"): plain arguments `{name}`, `{n, number}`, `{n, plural, =0 {…} one {…} other {…}}`
// with `#` and `offset:`, `{k, select, a {…} other {…}}`, and ICU's apostrophe quoting. Every page
// loads this, so it is small; message-format.test.ts formats every message of the six
// dictionaries both ways. Anything else (dates, number styles, tags) is a SyntaxError.

type Node =
  | string
  | { kind: "pound" }
  | { kind: "argument"; name: string }
  | { kind: "number"; name: string }
  | { kind: "plural"; name: string; offset: number; options: Record<string, Node[]> }
  | { kind: "select"; name: string; options: Record<string, Node[]> };

export type FormatValues = Record<string, unknown>;

const isSpace = (char: string | undefined) => char !== undefined && /\s/.test(char);

/** The message as nodes; throws a SyntaxError for what the dictionaries do not use. */
export function parseMessage(source: string): Node[] {
  let at = 0;
  const fail = (what: string): never => {
    throw new SyntaxError(`${what} at ${at} in message: ${source}`);
  };
  const skipSpace = () => {
    while (isSpace(source[at])) at += 1;
  };
  const word = () => {
    const start = at;
    while (at < source.length && !isSpace(source[at]) && !"{},#'".includes(source[at]!)) at += 1;
    if (at === start) fail("Expected a name");
    return source.slice(start, at);
  };
  const expect = (char: string) => {
    skipSpace();
    if (source[at] !== char) fail(`Expected '${char}'`);
    at += 1;
  };

  function nodes(inPlural: boolean, nested: boolean): Node[] {
    const out: Node[] = [];
    let text = "";
    const flush = () => {
      if (text) out.push(text);
      text = "";
    };
    while (at < source.length) {
      const char = source[at]!;
      if (char === "'") {
        const next = source[at + 1];
        if (next === "'") {
          text += "'";
          at += 2;
        } else if (next === "{" || next === "}" || next === "<" || next === "|" || (next === "#" && inPlural)) {
          // A quoted literal up to the next lone apostrophe ('' inside is one apostrophe).
          at += 1;
          text += source[at];
          at += 1;
          while (at < source.length) {
            if (source[at] === "'") {
              if (source[at + 1] === "'") {
                text += "'";
                at += 2;
                continue;
              }
              at += 1;
              break;
            }
            text += source[at];
            at += 1;
          }
        } else {
          text += "'";
          at += 1;
        }
      } else if (char === "{") {
        flush();
        at += 1;
        out.push(argument());
      } else if (char === "}" && nested) {
        break;
      } else if (char === "#" && inPlural) {
        flush();
        out.push({ kind: "pound" });
        at += 1;
      } else {
        text += char;
        at += 1;
      }
    }
    flush();
    return out;
  }

  function options(inPlural: boolean): Record<string, Node[]> {
    const found: Record<string, Node[]> = {};
    for (;;) {
      skipSpace();
      if (source[at] === "}") break;
      const key = word();
      if (key in found) fail(`Duplicate option ${key}`);
      expect("{");
      found[key] = nodes(inPlural, true);
      if (source[at] !== "}") fail("Expected '}'");
      at += 1;
    }
    if (!("other" in found)) fail("Expected an 'other' option");
    return found;
  }

  function argument(): Node {
    skipSpace();
    const name = word();
    skipSpace();
    if (source[at] === "}") {
      at += 1;
      return { kind: "argument", name };
    }
    expect(",");
    skipSpace();
    const type = word();
    skipSpace();
    if (type === "number") {
      expect("}");
      return { kind: "number", name };
    }
    if (type !== "plural" && type !== "select") fail(`Unsupported argument type ${type}`);
    expect(",");
    skipSpace();
    let offset = 0;
    if (type === "plural" && source.startsWith("offset:", at)) {
      at += "offset:".length;
      skipSpace();
      const start = at;
      while (/\d/.test(source[at] ?? "")) at += 1;
      if (at === start) fail("Expected an offset");
      offset = Number(source.slice(start, at));
    }
    const found = options(type === "plural");
    expect("}");
    return type === "plural" ? { kind: "plural", name, offset, options: found } : { kind: "select", name, options: found };
  }

  return nodes(false, false);
}

/** Formats nodes as intl-messageformat's format() does: a string, or parts when a value is an object. */
export function formatMessage(message: Node[], locale: string, values: FormatValues | undefined, source = ""): string {
  const parts: unknown[] = [];
  const push = (value: unknown) => {
    const last = parts.length - 1;
    if (typeof value === "string" && last >= 0 && typeof parts[last] === "string") parts[last] += value;
    else parts.push(value);
  };
  const walk = (list: Node[], pluralValue: number | undefined) => {
    for (const node of list) {
      if (typeof node === "string") {
        push(node);
        continue;
      }
      if (node.kind === "pound") {
        if (typeof pluralValue === "number") push(numberFormat(locale).format(pluralValue));
        continue;
      }
      if (!values || !(node.name in values)) throw new Error(`The intl string context variable "${node.name}" was not provided to the string "${source}"`);
      const value = values[node.name];
      if (node.kind === "argument") {
        push(typeof value === "string" || typeof value === "number" ? String(value) : value ? value : "");
      } else if (node.kind === "number") {
        push(numberFormat(locale).format(value as number));
      } else if (node.kind === "select") {
        const option = node.options[String(value)] ?? node.options.other!;
        walk(option, pluralValue);
      } else {
        const count = value as number;
        const option = node.options[`=${count}`] ?? node.options[pluralRules(locale).select(count - node.offset)] ?? node.options.other!;
        walk(option, count - node.offset);
      }
    }
  };
  walk(message, undefined);
  if (parts.length <= 1) return String(parts[0] ?? "");
  return String(parts);
}

const numberFormats = new Map<string, Intl.NumberFormat>();
const numberFormat = (locale: string) => {
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)));
  return format;
};
const pluralRulesByLocale = new Map<string, Intl.PluralRules>();
const pluralRules = (locale: string) => {
  let rules = pluralRulesByLocale.get(locale);
  if (!rules) pluralRulesByLocale.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules;
};

// The API's messages in Finnish (docs/admin.md "Languages"): every message the admin API, the
// domain's admin schemas and the admin's own form checks can give has its Finnish row, so a
// Finnish-speaking staff user never meets an English field error.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { apiMessagesFi } from "../dictionaries/api-messages-fi";
import { apiMessageTranslator } from "./api-messages";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");
const fi = apiMessageTranslator(apiMessagesFi);

/** The messages written in the sources: sentences in quotes (a `${…}` part stands for a value). */
function sourceMessages(): string[] {
  const modules = fs.readdirSync(path.join(repo, "apps/server/src/modules")).filter((d) => d.startsWith("admin-"));
  const roots = ["packages/domain/src/admin", "apps/admin/app/features", "apps/server/src/http", ...modules.map((d) => `apps/server/src/modules/${d}`)];
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.tsx?$/.test(e.name) && !e.name.includes(".test.")) files.push(p);
    }
  };
  for (const r of roots) walk(path.join(repo, r));
  const found = new Set<string>();
  for (const file of files) {
    const source = fs.readFileSync(file, "utf8").replace(/^\s*\/\/.*$/gm, "").replace(/\/\*[\s\S]*?\*\//g, "");
    for (const m of source.matchAll(/(["`])([A-Z][^"`\n]*?[.?!])\1/g)) {
      if (m[2]!.includes(" ")) found.add(m[2]!.replace(/\$\{[^}]*\}/g, "7"));
    }
  }
  return [...found];
}

describe("API messages in Finnish", () => {
  it("has a row for every message of the admin API and its schemas", () => {
    const messages = sourceMessages();
    expect(messages.length).toBeGreaterThan(150);
    expect(messages.filter((m) => fi(m) === m)).toEqual([]);
  });

  it("carries the varying parts over", () => {
    expect(fi("At most 80 characters.")).toBe("Enintään 80 merkkiä.");
    expect(fi("One row per variant and store: line 12 has this one.")).toBe("Yksi rivi varianttia ja myymälää kohden: rivillä 12 on jo tämä.");
    expect(fi("At least 800 × 300 pixels.")).toBe("Vähintään 800 × 300 pikseliä.");
    expect(fi('Invalid option: expected one of "active"|"regular"')).toBe('Virheellinen valinta: sallitut ovat "active"|"regular"');
  });

  it("shows a message it does not know as it came, and English as it is", () => {
    expect(fi("Something new.")).toBe("Something new.");
    expect(apiMessageTranslator(null)("This is a required field.")).toBe("This is a required field.");
  });
});

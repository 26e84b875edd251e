// The forms of the second-hand items and the ski wizard facts (docs/admin.md "Second-hand items",
// "Ski wizard facts"): what the forms post turned into the API's body and checked by the API's own
// schemas, in the browser and again in the action.
import { languageCodes, type SkiGroup, type SkiSport } from "@polku/domain";
import { adminSecondHandUpdateSchema, skiFactsInputSchema } from "@polku/domain/admin/flows";
import { errorsOf, type FieldErrors } from "../../components/form-parts";
import { type Raw, text, anyObject } from "../../lib/form-values";

/** A typed number: "" is missing (the schema names it), anything else as a number ("90,0" too). */
const number = (v: unknown) => (text(v).trim() === "" ? undefined : Number(text(v).trim().replace(",", ".")));

export const secondHandFormSchema = anyObject
  .transform((f): unknown => ({
    version: text(f.version),
    condition: text(f.condition),
    store_id: text(f.store_id).trim() === "" ? null : Number(text(f.store_id)),
    wear: Object.fromEntries(languageCodes.map((l) => [l, text((f.wear as Raw | undefined)?.[l])])),
  }))
  .pipe(adminSecondHandUpdateSchema);

export interface SkiFactsForm {
  sport: SkiSport;
  group: SkiGroup;
  sizes: readonly string[];
}

/** The facts of the form's fields: `waistWidthMm`; `brakeWidthMm`, `norms`, `soleMin`, `soleMax`; `norm`, `sole.{i}` per size; `system`. */
export function skiFactsOfForm({ sport, group, sizes }: SkiFactsForm, f: Raw): Record<string, unknown> {
  if (group === "skis") return { waistWidthMm: number(f.waistWidthMm) };
  if (sport === "nordic") return { system: text(f.system) };
  if (group === "bindings") {
    const norms = Array.isArray(f.norms) ? f.norms.map(text) : f.norms === undefined ? [] : [text(f.norms)];
    return { brakeWidthMm: number(f.brakeWidthMm), norms, soleLengthMm: [number(f.soleMin), number(f.soleMax)] };
  }
  const soles = (f.sole as Raw | undefined) ?? {};
  return { norm: text(f.norm), soleLengthMm: Object.fromEntries(sizes.map((size, i) => [size, number(soles[String(i)])])) };
}

/** The API's error keys (`facts.…`, or the facts' own paths) as the form's field names. */
export function skiFactsFieldErrors(form: SkiFactsForm, errors: FieldErrors): FieldErrors {
  const out: FieldErrors = {};
  for (const [key, messages] of Object.entries(errors)) {
    const path = key.startsWith("facts.") ? key.slice("facts.".length) : key;
    let field = path;
    if (path.startsWith("soleLengthMm.")) {
      const rest = path.slice("soleLengthMm.".length);
      if (form.group === "bindings") field = rest === "0" ? "soleMin" : "soleMax";
      else {
        const index = form.sizes.indexOf(rest);
        field = index >= 0 ? `sole.${index}` : "__all__";
      }
    } else if (path === "soleLengthMm") field = form.group === "bindings" ? "soleMin" : "__all__";
    else if (path.startsWith("norms")) field = "norms";
    (out[field] ??= []).push(...messages);
  }
  return out;
}

/** The browser's and the action's check of the form: null when the facts are right. */
export function checkSkiFactsForm(form: SkiFactsForm, values: Raw): FieldErrors | null {
  const parsed = skiFactsInputSchema(form.sport, form.group, form.sizes).safeParse(skiFactsOfForm(form, values));
  return parsed.success ? null : skiFactsFieldErrors(form, errorsOf(parsed.error));
}

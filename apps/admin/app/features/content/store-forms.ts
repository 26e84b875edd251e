// The store form (docs/admin.md "Stores"): what it posts turned into the API's body and checked by
// the API's own schema, in the browser and again in the action. The week is posted per weekday
// (`hours.{day}.opens`, `.closes`; both empty: closed) and the exception days per row
// (`exceptions.{row}.…`; an empty row is dropped). The API names errors by the index in its lists
// (`opening_hours.{i}`, `opening_exceptions.{i}`); `storeErrors` names them by the form's fields.
import { languageCodes } from "@polku/domain";
import { adminStoreUpdateSchema } from "@polku/domain/admin/stores";
import type { FieldErrors, FormCheck } from "../../components/form-parts";
import { errorsOf } from "../../components/form-parts";
import { anyObject, flag, text, type Raw } from "../../lib/form-values";

const child = (v: unknown, key: string | number): Raw => {
  const value = v && typeof v === "object" ? (v as Raw)[String(key)] : undefined;
  return value && typeof value === "object" ? (value as Raw) : {};
};
const numberOrNull = (v: unknown) => {
  const s = text(v).trim().replace(",", ".");
  return s === "" ? null : Number(s);
};
const timeOrNull = (v: unknown) => {
  const s = text(v).trim();
  return s === "" ? null : s.replace(".", ":");
};

/** Where each entry of the body's lists came from in the form: the weekday, the exception row. */
export interface StoreFormMap {
  hourDays: number[];
  exceptionRows: number[];
}

export function storeBody(f: Raw): { body: unknown; map: StoreFormMap } {
  const hourDays: number[] = [];
  const opening_hours = [];
  for (let day = 1; day <= 7; day++) {
    const opens = timeOrNull(child(f.hours, day).opens);
    const closes = timeOrNull(child(f.hours, day).closes);
    if (opens === null && closes === null) continue;
    hourDays.push(day);
    opening_hours.push({ day, opens: opens ?? "", closes: closes ?? "" });
  }
  const exceptionRows: number[] = [];
  const opening_exceptions = [];
  const rows = Object.keys(f.exceptions && typeof f.exceptions === "object" ? (f.exceptions as Raw) : {})
    .filter((k) => /^\d{1,3}$/.test(k))
    .map(Number)
    .sort((a, b) => a - b);
  for (const row of rows) {
    const e = child(f.exceptions, row);
    const name = Object.fromEntries(languageCodes.map((l) => [l, text(child(e, "name")[l]).trim()]));
    const date = text(e.date).trim();
    const opens = timeOrNull(e.opens);
    const closes = timeOrNull(e.closes);
    if (date === "" && opens === null && closes === null && Object.values(name).every((n) => n === "")) continue;
    exceptionRows.push(row);
    opening_exceptions.push({ date, opens, closes, name });
  }
  const services = [f.services].flat().filter((s): s is string => typeof s === "string" && s !== "");
  const body = {
    version: text(f.version),
    name: text(f.name),
    street_address: text(f.street_address),
    postal_code: text(f.postal_code),
    city: text(f.city),
    phone: text(f.phone),
    email: text(f.email),
    latitude: numberOrNull(f.latitude),
    longitude: numberOrNull(f.longitude),
    services,
    pikanouto: flag(f.pikanouto),
    nouto: flag(f.nouto),
    sort_order: text(f.sort_order).trim() === "" ? 0 : Number(text(f.sort_order)),
    is_active: flag(f.is_active),
    opening_hours,
    opening_exceptions,
  };
  return { body, map: { hourDays, exceptionRows } };
}

/** The API's (or the schema's) error names turned into the form's field names. */
export function storeErrors(errors: FieldErrors, map: StoreFormMap): FieldErrors {
  const out: FieldErrors = {};
  for (const [key, messages] of Object.entries(errors)) {
    let name = key;
    const hours = /^opening_hours\.(\d+)\.(\w+)$/.exec(key);
    const exception = /^opening_exceptions\.(\d+)\.(.+)$/.exec(key);
    if (hours) name = `hours.${map.hourDays[Number(hours[1])] ?? 1}.${hours[2] === "day" ? "opens" : hours[2]}`;
    else if (exception) name = `exceptions.${map.exceptionRows[Number(exception[1])] ?? 0}.${exception[2]}`;
    (out[name] ??= []).push(...messages);
  }
  return out;
}

/** Checks the posted form: the API's body, or the errors under the form's field names. */
export function checkStoreForm(values: unknown): { ok: true; body: unknown; map: StoreFormMap } | { ok: false; errors: FieldErrors } {
  const raw = anyObject.safeParse(values);
  if (!raw.success) return { ok: false, errors: { __all__: ["Invalid form."] } };
  const { body, map } = storeBody(raw.data);
  const parsed = adminStoreUpdateSchema.safeParse(body);
  if (!parsed.success) return { ok: false, errors: storeErrors(errorsOf(parsed.error), map) };
  return { ok: true, body: parsed.data, map };
}

export const storeFormCheck: FormCheck = (values) => {
  const result = checkStoreForm(values);
  return result.ok ? null : result.errors;
};

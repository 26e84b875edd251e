// The forms of product groups, brands and size tables (docs/admin.md "Forms"): what the forms
// post turned into the API's body and checked by the API's own schema, in the browser and in
// the action. Sizes and measurement values are typed separated by commas.
import { languageCodes } from "@polku/domain";
import { adminBrandUpdateSchema, adminGroupUpdateSchema, adminSizeTableCreateSchema, adminSizeTableUpdateSchema } from "@polku/domain/admin/catalogue-setup";
import { type Raw, text, flag, anyObject } from "../../lib/form-values";

const whole = (v: unknown) => (text(v).trim() === "" ? 0 : Number(text(v).trim()));
const texts = (f: Raw, name = "translations") =>
  Object.fromEntries(languageCodes.map((l) => [l, { ...((f[name] as Raw | undefined)?.[l] as Raw | undefined) }]));
/** "a, b ,c" → ["a", "b", "c"]; an empty text is no items. */
export const commaList = (v: unknown) => (text(v).trim() === "" ? [] : text(v).split(",").map((s) => s.trim()));
/** "rows.0.x", "rows.1.x" arrive as { "0": …, "1": … }: rows in their order. */
const rowsOf = (v: unknown) => (v && typeof v === "object" ? Object.entries(v as Raw).sort(([a], [b]) => Number(a) - Number(b)).map(([, row]) => row as Raw) : []);

export const groupFormSchema = anyObject
  .transform((f): unknown => ({
    version: text(f.version),
    show_in_menu: flag(f.show_in_menu),
    is_active: flag(f.is_active),
    sort_order: whole(f.sort_order),
    translations: texts(f),
  }))
  .pipe(adminGroupUpdateSchema);

export const brandFormSchema = anyObject
  .transform((f): unknown => ({
    version: text(f.version),
    name: text(f.name),
    featured: flag(f.featured),
    is_active: flag(f.is_active),
    sort_order: whole(f.sort_order),
    translations: texts(f),
  }))
  .pipe(adminBrandUpdateSchema);

function sizeTableFields(f: Raw) {
  return {
    sizes: commaList(f.sizes),
    hide_image: flag(f.hide_image),
    // A row with nothing typed in it (the form's empty "new row") is left out.
    categories: rowsOf(f.categories)
      .filter((row) => text(row.unit).trim() || text(row.values).trim() || languageCodes.some((l) => text((row.names as Raw | undefined)?.[l]).trim()))
      .map((row) => ({ unit: text(row.unit), values: commaList(row.values), names: Object.fromEntries(languageCodes.map((l) => [l, text((row.names as Raw | undefined)?.[l])])) })),
    translations: texts(f),
  };
}

export const sizeTableFormSchema = anyObject.transform((f): unknown => ({ version: text(f.version), ...sizeTableFields(f) })).pipe(adminSizeTableUpdateSchema);
export const sizeTableCreateFormSchema = anyObject.transform((f): unknown => sizeTableFields(f)).pipe(adminSizeTableCreateSchema);

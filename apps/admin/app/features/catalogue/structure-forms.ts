// The forms of product groups, brands and size tables (docs/admin.md "Forms"): what the forms
// post turned into the API's body and checked by the API's own schema, in the browser and in
// the action. Sizes and measurement values are typed separated by commas.
import { languageCodes } from "@polku/domain";
import { slugFromName } from "@polku/domain/admin/catalogue-rules";
import { adminBrandCreateSchema, adminBrandUpdateSchema, adminGroupCreateSchema, adminGroupUpdateSchema, adminSizeTableCreateSchema, adminSizeTableUpdateSchema } from "@polku/domain/admin/catalogue-setup";
import { type Raw, text, flag, anyObject } from "../../lib/form-values";

const whole = (v: unknown) => (text(v).trim() === "" ? 0 : Number(text(v).trim()));
const texts = (f: Raw, name = "translations") =>
  Object.fromEntries(languageCodes.map((l) => [l, { ...((f[name] as Raw | undefined)?.[l] as Raw | undefined) }]));
/** "a, b ,c" → ["a", "b", "c"]; an empty text is no items. */
export const commaList = (v: unknown) => (text(v).trim() === "" ? [] : text(v).split(",").map((s) => s.trim()));
/** "rows.0.x", "rows.1.x" arrive as { "0": …, "1": … }: rows in their order. */
const rowsOf = (v: unknown) => (v && typeof v === "object" ? Object.entries(v as Raw).sort(([a], [b]) => Number(a) - Number(b)).map(([, row]) => row as Raw) : []);

const groupFields = (f: Raw) => ({
  parent_id: text(f.parent_id).trim() === "" ? null : Number(text(f.parent_id)),
  show_in_menu: flag(f.show_in_menu),
  is_active: flag(f.is_active),
  sort_order: whole(f.sort_order),
  translations: texts(f),
});

export const groupFormSchema = anyObject.transform((f): unknown => ({ version: text(f.version), ...groupFields(f) })).pipe(adminGroupUpdateSchema);
/** A new group's empty slug is made from its name in that language ("Uudet kengät" → "uudet-kengat"). */
export const groupCreateFormSchema = anyObject
  .transform((f): unknown => {
    const fields = groupFields(f);
    const translations = Object.fromEntries(
      Object.entries(fields.translations).map(([l, t]) => [l, { ...t, slug: text(t.slug).trim() || slugFromName(text(t.name)) }]),
    );
    return { ...fields, translations };
  })
  .pipe(adminGroupCreateSchema);

function brandFields(f: Raw) {
  return { name: text(f.name), featured: flag(f.featured), is_active: flag(f.is_active), sort_order: whole(f.sort_order), translations: texts(f) };
}
export const brandFormSchema = anyObject.transform((f): unknown => ({ version: text(f.version), ...brandFields(f) })).pipe(adminBrandUpdateSchema);
/** A new brand: the address comes from the name when left empty, as a new group's does, and a
 * language's page heading left empty is the brand's name. */
export const brandCreateFormSchema = anyObject
  .transform((f): unknown => {
    const fields = brandFields(f);
    const translations = Object.fromEntries(Object.entries(fields.translations).map(([l, t]) => [l, { ...t, title: text(t.title).trim() || fields.name.trim() }]));
    return { ...fields, translations, slug: text(f.slug).trim() || slugFromName(text(f.name)) };
  })
  .pipe(adminBrandCreateSchema);

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

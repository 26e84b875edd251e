// The catalogue forms' schemas (docs/admin.md "Forms"): what a form posts (strings, checkboxes
// that are missing when off, euros typed by people) turned into the API's body and then checked
// by the API's own schema. The browser runs them before sending; the action runs them again.
import { languageCodes } from "@polku/domain";
import { adminModelFieldsSchema, adminPricesUpdateSchema, adminStockUpdateSchema, adminVariantFieldsSchema, type AdminPricesUpdate } from "@polku/domain/admin/catalogue";
import { parseEuros } from "@polku/domain/admin/catalogue-rules";
import { versionSchema } from "@polku/domain/admin/common";
import { type Raw, text, flag, anyObject } from "../../lib/form-values";

const idOrNull = (v: unknown) => (text(v).trim() === "" ? null : Number(text(v)));
const numberOf = (v: unknown) => (text(v).trim() === "" ? Number.NaN : Number(text(v)));
const list = (v: unknown) => (Array.isArray(v) ? v : v === undefined ? [] : [v]);
/** "rows.0.x", "rows.1.x" arrive as { "0": …, "1": … }: rows in their order. */
const rowsOf = (v: unknown) => (v && typeof v === "object" ? Object.entries(v as Raw).sort(([a], [b]) => Number(a) - Number(b)).map(([, row]) => row as Raw) : []);

function modelFields(f: Raw) {
  return {
    model_number: text(f.model_number),
    manufacturer_id: numberOf(f.manufacturer_id),
    main_group_id: numberOf(f.main_group_id),
    group_ids: list(f.group_ids).map(Number).filter((n) => n !== numberOf(f.main_group_id)),
    is_public: flag(f.is_public),
    published_at: text(f.published_at) ? `${text(f.published_at)}T00:00:00.000Z` : "",
    belongs_to_outlet: flag(f.belongs_to_outlet),
    show_discount_percentage: flag(f.show_discount_percentage),
    campaign_only: flag(f.campaign_only),
    size_table_id: idOrNull(f.size_table_id),
    tax_class_id: numberOf(f.tax_class_id),
    translations: Object.fromEntries(languageCodes.map((l) => [l, { ...((f.translations as Raw | undefined)?.[l] as Raw | undefined) }])),
  };
}


export const modelFormSchema = anyObject.transform((f): unknown => modelFields(f)).pipe(adminModelFieldsSchema);
export const modelEditFormSchema = anyObject
  .transform((f): unknown => ({ ...modelFields(f), version: text(f.version) }))
  .pipe(adminModelFieldsSchema.extend({ version: versionSchema }));

const AMOUNT = "Use an amount like 129,90.";

export type PricesFormResult = { ok: true; body: AdminPricesUpdate } | { ok: false; errors: Record<string, string[]> };

/**
 * The price form's rows are named by tax area (`prices.{area}.regular`); an area left empty is
 * not sent. Errors come back under the same names, whichever row of the body they were found in.
 */
export function checkPricesForm(f: Raw, now: () => Date = () => new Date()): PricesFormResult {
  const errors: Record<string, string[]> = {};
  const add = (name: string, message: string) => (errors[name] ??= []).push(message);
  const rows = f.prices && typeof f.prices === "object" ? Object.entries(f.prices as Raw) : [];
  const kept: { area: string; row: AdminPricesUpdate["prices"][number] }[] = [];
  for (const [area, value] of rows) {
    const row = (value ?? {}) as Raw;
    if (!text(row.regular).trim() && !text(row.active).trim() && !text(row.club).trim()) continue;
    const amount = (field: string, optional: boolean) => {
      const typed = text(row[field]);
      if (optional && typed.trim() === "") return null;
      const cents = parseEuros(typed);
      if (cents === null) add(`prices.${area}.${field}`, AMOUNT);
      return cents ?? 0;
    };
    kept.push({
      area,
      row: {
        tax_area_id: Number(area),
        regular: amount("regular", false)!,
        active: amount("active", false)!,
        club: amount("club", true),
        discount_free: null,
        price_ending: text(row.price_ending) ? `${text(row.price_ending)}T23:59:59.000+02:00` : null,
      },
    });
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  const parsed = adminPricesUpdateSchema(now).safeParse({ version: text(f.version), prices: kept.map((k) => k.row) });
  if (parsed.success) return { ok: true, body: parsed.data };
  for (const issue of parsed.error.issues) {
    const [first, index, ...rest] = issue.path.map(String);
    add(first === "prices" && index !== undefined && kept[Number(index)] ? ["prices", kept[Number(index)]!.area, ...rest].join(".") : issue.path.join(".") || "__all__", issue.message);
  }
  return { ok: false, errors };
}

function variantFields(f: Raw) {
  return {
    colour_id: numberOf(f.colour_id),
    size_id: idOrNull(f.size_id),
    product_type_id: idOrNull(f.product_type_id),
    gtin: text(f.gtin),
    on_order: flag(f.on_order),
    shipping_time_number: numberOf(f.shipping_time_number),
    max_amount: idOrNull(f.max_amount),
    is_active: flag(f.is_active),
  };
}

export const variantFormSchema = anyObject.transform((f): unknown => variantFields(f)).pipe(adminVariantFieldsSchema);
export const variantEditFormSchema = anyObject
  .transform((f): unknown => ({ ...variantFields(f), version: text(f.version) }))
  .pipe(adminVariantFieldsSchema.extend({ version: versionSchema }));

export const stockFormSchema = anyObject
  .transform((f): unknown => ({
    version: text(f.version),
    rows: rowsOf(f.rows).map((row) => ({
      store_id: numberOf(row.store_id),
      quantity: numberOf(row.quantity || "0"),
      blocked_quantity: numberOf(row.blocked_quantity || "0"),
      incoming_quantity: numberOf(row.incoming_quantity || "0"),
      incoming_date: text(row.incoming_date) || null,
      shelf_code: text(row.shelf_code).trim() || null,
    })),
  }))
  .pipe(adminStockUpdateSchema);

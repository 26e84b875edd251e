// Contracts of the back office's bulk tools (docs/admin.md "Bulk price change", "Scheduled
// prices", "Stock CSV"): a price change over the product list's filtered models with its
// preview, campaign prices with a start and an end, and stock per store as CSV.
import { z } from "zod";
import { adminPriceCsvQuerySchema } from "./catalogue";
import { versionSchema } from "./common";

const id = z.coerce.number().int().positive().max(2_147_483_647);

// ---- bulk price change ------------------------------------------------------------------------

/** One change touches at most this many models (narrow the filter for more). */
export const BULK_PRICE_MAX_MODELS = 5_000;
/** The preview lists this many changed rows; the rest are counted. */
export const BULK_PRICE_PREVIEW_ROWS = 200;

const bulkFields = {
  /** The product list's filters: which models change. */
  filters: adminPriceCsvQuerySchema.strict(),
  /** One tax area, or null for every area. */
  tax_area_id: id.nullable().default(null),
  target: z.enum(["active", "regular"], "Choose the price to change."),
  kind: z.enum(["percent", "amount"], "Choose a percentage or an amount."),
  /** A percentage (−99.99…1000, hundredths) or cents (±10,000,000). */
  amount: z.number("Use a number.").refine((n) => n !== 0, "A change of zero changes nothing."),
};
function amountIssues(body: { kind: "percent" | "amount"; amount: number }, ctx: z.RefinementCtx) {
  if (body.kind === "percent") {
    if (body.amount < -99.99 || body.amount > 1000) ctx.addIssue({ code: "custom", path: ["amount"], message: "Use a percentage from -99.99 to 1000." });
    else if (Math.abs(body.amount * 100 - Math.round(body.amount * 100)) > 1e-6) ctx.addIssue({ code: "custom", path: ["amount"], message: "Use at most two decimals." });
  } else if (!Number.isInteger(body.amount) || Math.abs(body.amount) > 10_000_000) {
    ctx.addIssue({ code: "custom", path: ["amount"], message: "Use an amount of at most 100,000 euros." });
  }
}
/** The preview's body: which models, which price, how much. */
export const adminBulkPriceChangeSchema = z.strictObject(bulkFields).superRefine(amountIssues);
/** The write's body: the same, with the version of the preview it confirms. */
export const adminBulkPriceApplySchema = z.strictObject({ ...bulkFields, version: versionSchema }).superRefine(amountIssues);
export type AdminBulkPriceApply = z.infer<typeof adminBulkPriceApplySchema>;
export type AdminBulkPriceChange = z.infer<typeof adminBulkPriceChangeSchema>;

const priceTriple = z.object({ regular: z.number().int(), active: z.number().int(), club: z.number().int().nullable() });
export const adminBulkPriceRowSchema = z.object({
  model_id: z.number().int(),
  model_number: z.string(),
  name: z.string(),
  tax_area_id: z.number().int(),
  tax_area: z.string(),
  before: priceTriple,
  after: priceTriple,
});
export type AdminBulkPriceRow = z.infer<typeof adminBulkPriceRowSchema>;

export const adminBulkPricePreviewSchema = z.object({
  /** Models the filters match. */
  models: z.number().int(),
  /** Price rows (model × tax area) looked at, and how many of them change. */
  rows: z.number().int(),
  changed: z.number().int(),
  /** The prices the preview was computed from; the write is refused (409) when they moved. */
  version: versionSchema,
  /** The first changed rows, by model. */
  sample: z.array(adminBulkPriceRowSchema),
});
export type AdminBulkPricePreview = z.infer<typeof adminBulkPricePreviewSchema>;
export const adminBulkPriceResultSchema = z.object({ models: z.number().int(), changed: z.number().int() });
export type AdminBulkPriceResult = z.infer<typeof adminBulkPriceResultSchema>;

// ---- scheduled prices -------------------------------------------------------------------------

const cents = z.number().int().min(0, "Use zero or more.").max(99_999_999);
const instant = z.iso.datetime({ offset: true, message: "Use a date and time." });

export const adminScheduledPriceInputSchema = z
  .strictObject({
    tax_area_id: id,
    active: cents,
    club: cents.nullable().default(null),
    starts_at: instant,
    ends_at: instant,
  })
  .superRefine((row, ctx) => {
    if (new Date(row.ends_at).getTime() <= new Date(row.starts_at).getTime()) ctx.addIssue({ code: "custom", path: ["ends_at"], message: "The end must come after the start." });
    if (row.club !== null && row.club >= row.active) ctx.addIssue({ code: "custom", path: ["club"], message: "A club price must be below the price everyone pays." });
  });
export type AdminScheduledPriceInput = z.infer<typeof adminScheduledPriceInputSchema>;

export const SCHEDULED_PRICE_STATES = ["scheduled", "running", "ended", "cancelled"] as const;
export const adminScheduledPriceSchema = z.object({
  id: z.number().int(),
  model_id: z.number().int(),
  tax_area_id: z.number().int(),
  tax_area: z.string(),
  active: z.number().int(),
  club: z.number().int().nullable(),
  starts_at: z.string(),
  ends_at: z.string(),
  state: z.enum(SCHEDULED_PRICE_STATES),
  created_by: z.string().nullable(),
});
export type AdminScheduledPrice = z.infer<typeof adminScheduledPriceSchema>;
export const adminScheduledPriceListSchema = z.object({ results: z.array(adminScheduledPriceSchema) });
export const adminScheduledPriceParamsSchema = z.object({ id, scheduleId: id });

// ---- stock as CSV -----------------------------------------------------------------------------

export const STOCK_CSV_MAX_CHARS = 2_000_000;
export const STOCK_CSV_MAX_ROWS = 20_000;
export const adminStockCsvQuerySchema = adminPriceCsvQuerySchema.extend({
  /** One store: every variant of the models with its row there (zeros too). */
  store: z.union([z.literal(""), id]).optional().transform((v) => (v === "" || v === undefined ? undefined : v)),
});
export type AdminStockCsvQuery = z.infer<typeof adminStockCsvQuerySchema>;
export const adminStockCsvImportSchema = z.strictObject({
  csv: z.string().min(1, "Choose a CSV file.").max(STOCK_CSV_MAX_CHARS, "The file is too large: at most 2 MB."),
  dry_run: z.boolean(),
});
export type AdminStockCsvImport = z.infer<typeof adminStockCsvImportSchema>;
export const adminStockCsvResultSchema = z.object({ dry_run: z.boolean(), rows: z.number().int(), variants: z.number().int() });
export type AdminStockCsvResult = z.infer<typeof adminStockCsvResultSchema>;

// The back office's stores (docs/admin.md "Stores"; spec 01 §3 shared resources: stores): name,
// address, contact, coordinates, services and pickup, and opening hours — the regular week and
// exception days (holidays) with their names in six languages. Hours are one span a day on the
// Helsinki clock ("HH:MM", closing after opening, "24:00" for midnight); a day without hours is
// closed. A store's address (slug) and kind are fixed: links, stock and orders name them.
import { z } from "zod";
import { languageCodes, type LanguageCode } from "../language-codes";
import { listQuerySchema, optionalFlag, pageSchema, versionSchema } from "./common";

export const STORE_SERVICES = ["pikanouto", "rental", "repair", "second_hand"] as const;
export type AdminStoreService = (typeof STORE_SERVICES)[number];
/** Exception days a store keeps (two years of holidays and shortened days fit well). */
export const STORE_EXCEPTIONS_MAX = 120;

const TIME_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const TIME_MESSAGE = "A time as HH:MM, e.g. 09:30.";
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** A real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters.`);
const time = z.string().trim().refine((v) => TIME_PATTERN.test(v), TIME_MESSAGE);

const weekHoursSchema = z.strictObject({ day: z.number().int().min(1).max(7), opens: time, closes: time });
const exceptionSchema = z.strictObject({
  date: z.string().trim().refine(isIsoDate, "A date as YYYY-MM-DD."),
  opens: time.nullable(),
  closes: time.nullable(),
  name: z.strictObject(Object.fromEntries(languageCodes.map((l) => [l, text(100)])) as Record<LanguageCode, ReturnType<typeof text>>),
});
export type AdminStoreWeekHours = z.infer<typeof weekHoursSchema>;
export type AdminStoreException = z.infer<typeof exceptionSchema>;

const storeFields = z.strictObject({
  name: text(120).min(1, "Required."),
  street_address: text(200).min(1, "Required."),
  postal_code: z.string().trim().regex(/^\d{5}$/, "Five digits."),
  city: text(100).min(1, "Required."),
  phone: text(40).refine((v) => v === "" || /^\+?[0-9 ()-]{5,40}$/.test(v), "Digits, spaces, dashes and an optional + in front."),
  email: text(200).refine((v) => v === "" || z.email().safeParse(v).success, "An e-mail address."),
  latitude: z.number().min(-90).max(90).nullable(),
  longitude: z.number().min(-180).max(180).nullable(),
  services: z.array(z.enum(STORE_SERVICES)).max(STORE_SERVICES.length),
  pikanouto: z.boolean(),
  nouto: z.boolean(),
  sort_order: z.number().int().min(-100_000).max(100_000),
  is_active: z.boolean(),
  opening_hours: z.array(weekHoursSchema).max(7 * 2),
  opening_exceptions: z.array(exceptionSchema).max(STORE_EXCEPTIONS_MAX, `At most ${STORE_EXCEPTIONS_MAX} exception days.`),
});

/**
 * The rules beyond each field's shape, as field errors: a span closes after it opens; a weekday
 * or a date is given once (two spans of one day would overlap or contradict); an exception has
 * both times or neither (closed) and its Finnish name; coordinates come in pairs.
 */
export function storeProblems(v: Pick<z.infer<typeof storeFields>, "opening_hours" | "opening_exceptions" | "latitude" | "longitude">): { path: (string | number)[]; message: string }[] {
  const problems: { path: (string | number)[]; message: string }[] = [];
  const days = new Set<number>();
  v.opening_hours.forEach((h, i) => {
    if (days.has(h.day)) problems.push({ path: ["opening_hours", i, "day"], message: "This weekday has hours already: one span a day." });
    days.add(h.day);
    if (TIME_PATTERN.test(h.opens) && TIME_PATTERN.test(h.closes) && minutesOf(h.closes) <= minutesOf(h.opens))
      problems.push({ path: ["opening_hours", i, "closes"], message: "Closes after it opens." });
  });
  const dates = new Set<string>();
  v.opening_exceptions.forEach((e, i) => {
    if (dates.has(e.date)) problems.push({ path: ["opening_exceptions", i, "date"], message: "This date is an exception day already." });
    dates.add(e.date);
    if ((e.opens === null) !== (e.closes === null)) problems.push({ path: ["opening_exceptions", i, e.opens === null ? "opens" : "closes"], message: "Both times, or neither for a closed day." });
    else if (e.opens && e.closes && TIME_PATTERN.test(e.opens) && TIME_PATTERN.test(e.closes) && minutesOf(e.closes) <= minutesOf(e.opens))
      problems.push({ path: ["opening_exceptions", i, "closes"], message: "Closes after it opens." });
    if (!e.name.fi) problems.push({ path: ["opening_exceptions", i, "name", "fi"], message: "Required." });
  });
  if ((v.latitude === null) !== (v.longitude === null)) problems.push({ path: [v.latitude === null ? "latitude" : "longitude"], message: "Both coordinates, or neither." });
  return problems;
}

const checked = (v: z.infer<typeof storeFields>, ctx: z.RefinementCtx) => {
  for (const p of storeProblems(v)) ctx.addIssue({ code: "custom", path: p.path, message: p.message });
};

export const adminStoreUpdateSchema = storeFields.extend({ version: versionSchema }).superRefine(checked);
export type AdminStoreInput = z.infer<typeof storeFields>;

/** A store as the API answers it. */
export const adminStoreSchema = z.object({
  id: z.number().int(),
  version: versionSchema,
  slug: z.string(),
  type: z.string(),
  name: z.string(),
  street_address: z.string(),
  postal_code: z.string(),
  city: z.string(),
  phone: z.string(),
  email: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  services: z.array(z.string()),
  pikanouto: z.boolean(),
  nouto: z.boolean(),
  sort_order: z.number().int(),
  is_active: z.boolean(),
  opening_hours: z.array(z.object({ day: z.number().int(), opens: z.string(), closes: z.string() })),
  opening_exceptions: z.array(z.object({ date: z.string(), opens: z.string().nullable(), closes: z.string().nullable(), name: z.record(z.string(), z.string()) })),
});
export type AdminStore = z.infer<typeof adminStoreSchema>;

export const adminStoreRowSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  type: z.string(),
  city: z.string(),
  services: z.array(z.string()),
  pikanouto: z.boolean(),
  is_active: z.boolean(),
  exceptions: z.number().int(),
});
export type AdminStoreRow = z.infer<typeof adminStoreRowSchema>;
export const adminStorePageSchema = pageSchema(adminStoreRowSchema);
export const adminStoreListQuerySchema = listQuerySchema(["id", "name", "city", "sort_order"], "sort_order").extend({ active: optionalFlag });
export type AdminStoreListQuery = z.infer<typeof adminStoreListQuerySchema>;

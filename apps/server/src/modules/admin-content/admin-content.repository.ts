// Reads and writes of banners, keyword popups and general settings for the back office
// (docs/admin.md "Content"). Texts of the six languages live in translation rows; a language
// left empty has no row, which is how the shop's reads (inner joins per language) skip it.
import type { Executor } from "@polku/db";
import { sql, type SQL } from "@polku/db/orm";
import { ADMIN_SETTING_KEYS, languageCodes, type LanguageCode } from "@polku/domain";
import { ADMIN_COUNT_LIMIT, parseSort } from "@polku/domain/admin/common";
import {
  JSON_SETTING_KEYS,
  TRANSLATED_SETTING_KEYS,
  type AdminBanner,
  type AdminBannerInput,
  type AdminBannerListQuery,
  type AdminKeyword,
  type AdminKeywordInput,
  type AdminKeywordListQuery,
  type AdminSetting,
} from "@polku/domain/admin/content";
import { escapeLike, versionOf, rows, isoTimestamp } from "../admin-core";

const idList = (ids: number[]) => sql.join(ids.map((id) => sql`${id}`), sql`, `);
const countOf = async (db: Executor, from: SQL) => {
  const [r] = await rows<{ n: number }>(db, sql`select count(*)::int as n from (select 1 from ${from} limit ${ADMIN_COUNT_LIMIT + 1}) x`);
  const n = r?.n ?? 0;
  return { count: Math.min(n, ADMIN_COUNT_LIMIT), exact: n <= ADMIN_COUNT_LIMIT };
};

// ---- banners ----------------------------------------------------------------------------------

type BannerRow = Omit<AdminBannerInput, "translations"> & { id: number; showing: boolean };
type BannerText = { banner_id: number; language: LanguageCode; title: string; heading: string; url: string; button_text: string };

export const bannerStateOf = (b: AdminBanner | (AdminBannerInput & { id?: number })): AdminBannerInput => ({
  kind: b.kind,
  image: b.image,
  crop_point: b.crop_point,
  sub_text: b.sub_text,
  product_group_id: b.product_group_id,
  sort_order: b.sort_order,
  active_from: b.active_from,
  active_to: b.active_to,
  is_active: b.is_active,
  translations: b.translations,
});

const BANNER_SORTS: Record<string, SQL> = { id: sql`b.id`, sort_order: sql`b.sort_order`, active_from: sql`b.active_from` };

async function bannersByIds(db: Executor, ids: number[]): Promise<AdminBanner[]> {
  if (!ids.length) return [];
  const [found, texts] = await Promise.all([
    rows<BannerRow>(
      db,
      sql`select b.id, b.kind::text as kind, b.image, coalesce(b.crop_point, '') as crop_point, coalesce(b.sub_text, '') as sub_text, b.product_group_id, b.sort_order,
          ${isoTimestamp(sql`b.active_from`)} as active_from, ${isoTimestamp(sql`b.active_to`)} as active_to, b.is_active,
          (b.is_active and (b.active_from is null or b.active_from <= now()) and (b.active_to is null or b.active_to > now())) as showing
        from banners b where b.id in (${idList(ids)})`,
    ),
    rows<BannerText>(db, sql`select banner_id, language, title, heading, url, button_text from banner_translations where banner_id in (${idList(ids)})`),
  ]);
  const byId = new Map(found.map((b) => [b.id, b]));
  return ids.flatMap((id) => {
    const b = byId.get(id);
    if (!b) return [];
    const translations = Object.fromEntries(languageCodes.map((l) => [l, { title: "", heading: "", url: "", button_text: "" }])) as AdminBannerInput["translations"];
    for (const t of texts) if (t.banner_id === id) translations[t.language] = { title: t.title, heading: t.heading, url: t.url, button_text: t.button_text };
    const banner = { ...b, translations };
    return [{ ...banner, version: versionOf(bannerStateOf(banner)) }];
  });
}

export async function listBanners(db: Executor, q: AdminBannerListQuery) {
  const parts: SQL[] = [sql`true`];
  if (q.active !== undefined) parts.push(sql`b.is_active = ${q.active}`);
  if (q.kind) parts.push(sql`b.kind = ${q.kind}::banner_kind`);
  if (q.q) parts.push(sql`exists (select 1 from banner_translations t where t.banner_id = b.id and (lower(t.title) like ${`%${escapeLike(q.q.toLowerCase())}%`} or lower(t.heading) like ${`%${escapeLike(q.q.toLowerCase())}%`}))`);
  const where = sql.join(parts, sql` and `);
  const { column, descending } = parseSort(q.sort);
  const dir = descending ? sql`desc nulls last` : sql`asc nulls first`;
  const [ids, counted] = await Promise.all([
    rows<{ id: number }>(db, sql`select b.id from banners b where ${where} order by ${BANNER_SORTS[column] ?? BANNER_SORTS.sort_order} ${dir}, b.id limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`),
    countOf(db, sql`banners b where ${where}`),
  ]);
  return { rows: await bannersByIds(db, ids.map((r) => r.id)), ...counted };
}

export async function loadBanner(db: Executor, id: number, lock = false): Promise<AdminBanner | null> {
  if (lock) await db.execute(sql`select id from banners where id = ${id} for update`);
  return (await bannersByIds(db, [id]))[0] ?? null;
}

export async function saveBanner(tx: Executor, input: AdminBannerInput, id: number | null): Promise<number> {
  const values = sql`${input.kind}::banner_kind, ${input.image}, ${input.crop_point || null}, ${input.sub_text || null}, ${input.product_group_id}::int, ${input.sort_order},
    ${input.active_from}::timestamptz, ${input.active_to}::timestamptz, ${input.is_active}`;
  let bannerId = id;
  if (bannerId === null) {
    const [created] = await rows<{ id: number }>(tx, sql`insert into banners (kind, image, crop_point, sub_text, product_group_id, sort_order, active_from, active_to, is_active) values (${values}) returning id`);
    bannerId = created!.id;
  } else {
    await tx.execute(sql`update banners set (kind, image, crop_point, sub_text, product_group_id, sort_order, active_from, active_to, is_active, updated_at) = (${values}, now()) where id = ${bannerId}`);
    await tx.execute(sql`delete from banner_translations where banner_id = ${bannerId}`);
  }
  const shown = languageCodes.filter((l) => input.translations[l].title || input.translations[l].heading);
  if (shown.length)
    await tx.execute(
      sql`insert into banner_translations (banner_id, language, title, heading, url, button_text) values ${sql.join(
        shown.map((l) => {
          const t = input.translations[l];
          return sql`(${bannerId}, ${l}, ${t.title}, ${t.heading}, ${t.url}, ${t.button_text})`;
        }),
        sql`, `,
      )}`,
    );
  return bannerId;
}

export async function groupExists(db: Executor, id: number): Promise<boolean> {
  return (await rows<{ id: number }>(db, sql`select id from product_groups where id = ${id}`)).length > 0;
}

// ---- keyword popups ---------------------------------------------------------------------------

type KeywordText = { keyword_popup_id: number; language: LanguageCode; keyword: string; text: string; url: string | null };

export const keywordStateOf = (k: AdminKeywordInput): AdminKeywordInput => ({ is_active: k.is_active, translations: k.translations });

async function keywordsByIds(db: Executor, ids: number[]): Promise<AdminKeyword[]> {
  if (!ids.length) return [];
  const [found, texts] = await Promise.all([
    rows<{ id: number; is_active: boolean }>(db, sql`select id, is_active from keyword_popups where id in (${idList(ids)})`),
    rows<KeywordText>(db, sql`select keyword_popup_id, language, keyword, text, url from keyword_popup_translations where keyword_popup_id in (${idList(ids)})`),
  ]);
  const byId = new Map(found.map((k) => [k.id, k]));
  return ids.flatMap((id) => {
    const k = byId.get(id);
    if (!k) return [];
    const translations = Object.fromEntries(languageCodes.map((l) => [l, { keyword: "", text: "", url: "" }])) as AdminKeywordInput["translations"];
    for (const t of texts) if (t.keyword_popup_id === id) translations[t.language] = { keyword: t.keyword, text: t.text, url: t.url ?? "" };
    const state = { is_active: k.is_active, translations };
    return [{ id, ...state, version: versionOf(state) }];
  });
}

export async function listKeywords(db: Executor, q: AdminKeywordListQuery) {
  const parts: SQL[] = [sql`true`];
  if (q.active !== undefined) parts.push(sql`k.is_active = ${q.active}`);
  if (q.q) parts.push(sql`exists (select 1 from keyword_popup_translations t where t.keyword_popup_id = k.id and (lower(t.keyword) like ${`%${escapeLike(q.q.toLowerCase())}%`} or lower(t.text) like ${`%${escapeLike(q.q.toLowerCase())}%`}))`);
  const where = sql.join(parts, sql` and `);
  const { column, descending } = parseSort(q.sort);
  const dir = descending ? sql`desc` : sql`asc`;
  const order = column === "id" ? sql`k.id` : sql`(select lower(t.keyword) from keyword_popup_translations t where t.keyword_popup_id = k.id and t.language = 'fi')`;
  const [ids, counted] = await Promise.all([
    rows<{ id: number }>(db, sql`select k.id from keyword_popups k where ${where} order by ${order} ${dir}, k.id limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`),
    countOf(db, sql`keyword_popups k where ${where}`),
  ]);
  return { rows: await keywordsByIds(db, ids.map((r) => r.id)), ...counted };
}

export async function loadKeyword(db: Executor, id: number, lock = false): Promise<AdminKeyword | null> {
  if (lock) await db.execute(sql`select id from keyword_popups where id = ${id} for update`);
  return (await keywordsByIds(db, [id]))[0] ?? null;
}

export async function saveKeyword(tx: Executor, input: AdminKeywordInput, id: number | null): Promise<number> {
  let keywordId = id;
  if (keywordId === null) {
    const [created] = await rows<{ id: number }>(tx, sql`insert into keyword_popups (is_active) values (${input.is_active}) returning id`);
    keywordId = created!.id;
  } else {
    await tx.execute(sql`update keyword_popups set is_active = ${input.is_active}, updated_at = now() where id = ${keywordId}`);
    await tx.execute(sql`delete from keyword_popup_translations where keyword_popup_id = ${keywordId}`);
  }
  const shown = languageCodes.filter((l) => input.translations[l].keyword);
  if (shown.length)
    await tx.execute(
      sql`insert into keyword_popup_translations (keyword_popup_id, language, keyword, text, url) values ${sql.join(
        shown.map((l) => sql`(${keywordId}, ${l}, ${input.translations[l].keyword}, ${input.translations[l].text}, ${input.translations[l].url || null})`),
        sql`, `,
      )}`,
    );
  return keywordId;
}

// ---- general settings -------------------------------------------------------------------------

const kindOf = (key: string): AdminSetting["kind"] =>
  (TRANSLATED_SETTING_KEYS as readonly string[]).includes(key) ? "translated" : (JSON_SETTING_KEYS as readonly string[]).includes(key) ? "json" : "text";

export const settingStateOf = (s: Pick<AdminSetting, "value" | "translations">) => ({ value: s.value, translations: s.translations });

/** Every key of spec 01 §3 (a missing one as empty) and any other key stored. */
export async function listSettings(db: Executor, only?: string, lock = false): Promise<AdminSetting[]> {
  const where = only ? sql`where key = ${only}` : sql``;
  const [stored, texts] = await Promise.all([
    rows<{ key: string; value: string; updated_at: string | null }>(db, sql`select key, value, ${isoTimestamp(sql`updated_at`)} as updated_at from general_settings ${where} order by key ${lock ? sql`for update` : sql``}`),
    rows<{ key: string; language: string; value: string }>(db, sql`select key, language, value from general_setting_translations ${where}`),
  ]);
  const byKey = new Map(stored.map((s) => [s.key, s]));
  const keys = only ? [only] : [...new Set([...ADMIN_SETTING_KEYS, ...stored.map((s) => s.key)])].sort();
  return keys.map((key) => {
    const kind = kindOf(key);
    const translations = kind === "translated" ? Object.fromEntries(languageCodes.filter((l) => l !== "fi").map((l) => [l, texts.find((t) => t.key === key && t.language === l)?.value ?? ""])) : null;
    const state = { value: byKey.get(key)?.value ?? "", translations };
    return { key, kind, updated_at: byKey.get(key)?.updated_at ?? null, ...state, version: versionOf(settingStateOf(state)) };
  });
}

export async function saveSetting(tx: Executor, key: string, value: string, translations: Record<string, string> | null): Promise<void> {
  await tx.execute(sql`insert into general_settings (key, value, updated_at) values (${key}, ${value}, now()) on conflict (key) do update set value = excluded.value, updated_at = now()`);
  if (translations === null) return;
  await tx.execute(sql`delete from general_setting_translations where key = ${key}`);
  const given = Object.entries(translations).filter(([, v]) => v !== "");
  if (given.length) await tx.execute(sql`insert into general_setting_translations (key, language, value) values ${sql.join(given.map(([l, v]) => sql`(${key}, ${l}, ${v})`), sql`, `)}`);
}

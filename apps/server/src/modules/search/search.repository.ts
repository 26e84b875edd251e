// SQL of the shop search (docs/search.md): typo corrections from the vocabulary, the ranked
// full-text and trigram match over search documents, and the header box's suggestions.
import { eq, sql, type SQL } from "@polku/db/orm";
import { manufacturers, modelPrices, productModels, productModelTranslations, taxAreas, type Database } from "@polku/db";
import { MIN_CORRECTED_TERM_LENGTH, SUGGEST_LIMITS, type LanguageCode } from "@polku/domain";
import { mediaUrl } from "../../lib/media-url";
import { isListedModel } from "../products";

/** Nearest vocabulary words tried for a word the catalogue does not contain. */
const CORRECTIONS_PER_TERM = 3;
/** Weight of the trigram likeness of the query to the name and brand, next to ts_rank (0-1). */
const NAME_LIKENESS_WEIGHT = 0.5;

/**
 * For each term that is not a catalogue word, the closest catalogue words of the language
 * (pg_trgm similarity at or above the default threshold 0.3, best first).
 */
export async function corrections(db: Database, terms: string[], language: LanguageCode): Promise<Map<string, string[]>> {
  const candidates = terms.filter((t) => t.length >= MIN_CORRECTED_TERM_LENGTH);
  const result = new Map<string, string[]>();
  if (candidates.length === 0) return result;
  const { rows } = await db.execute<{ term: string; word: string }>(sql`
    select t.term, w.word
    from unnest(${textArray(candidates)}::text[]) as t(term)
    cross join lateral (
      select sw.word from search_words sw
      where sw.language = ${language} and sw.word % t.term
      order by similarity(sw.word, t.term) desc, sw.word
      limit ${CORRECTIONS_PER_TERM}
    ) w
    where not exists (select 1 from search_words known where known.language = ${language} and known.word = t.term)`);
  for (const { term, word } of rows) result.set(term, [...(result.get(term) ?? []), word]);
  return result;
}

/**
 * docs/search.md "Synonyms": for each term that names a product group in another language
 * ("jacket" on the Finnish shop), the group's name in the shopper's language ("Takit"), matched
 * with the other language's stemming. Group names are in every search document (weight B), so
 * the alternative finds the group's models.
 */
export async function groupNamesFromOtherLanguages(db: Database, terms: string[], language: LanguageCode): Promise<Map<string, string[]>> {
  const candidates = terms.filter((t) => t.length >= MIN_CORRECTED_TERM_LENGTH);
  const result = new Map<string, string[]>();
  if (candidates.length === 0) return result;
  const { rows } = await db.execute<{ term: string; name: string }>(sql`
    select distinct t.term, mine.name
    from unnest(${textArray(candidates)}::text[]) as t(term)
    join product_group_translations other
      on other.language <> ${language}
     and to_tsvector(search_config(other.language), other.name) @@ plainto_tsquery(search_config(other.language), t.term)
    join product_group_translations mine on mine.group_id = other.group_id and mine.language = ${language}
    order by t.term, mine.name`);
  for (const { term, name } of rows) result.set(term, [...(result.get(term) ?? []), name]);
  return result;
}

/**
 * The text-search query: every term must match (AND), each as itself stemmed in the
 * language, as a prefix, or as one of its corrections. Terms hold letters and digits only
 * (searchTerms), so `term:*` is safe to_tsquery syntax.
 */
export function buildTsQuery(terms: string[], alternatives: Map<string, string[]>, language: LanguageCode): SQL {
  const config = sql`search_config(${language})`;
  const perTerm = terms.map((term) => {
    const options: SQL[] = [sql`plainto_tsquery(${config}, ${term})`];
    if (term.length >= 2) options.push(sql`to_tsquery('simple', ${`${term}:*`})`);
    for (const word of alternatives.get(term) ?? []) options.push(sql`plainto_tsquery(${config}, ${word})`);
    return sql`(${sql.join(options, sql` || `)})`;
  });
  return sql.join(perTerm, sql` && `);
}

export interface SearchMatches {
  ids: number[];
  total: number;
}

/** Shorter text finds too much by trigrams (every word starting with the letters). */
const MIN_TRIGRAM_TEXT_LENGTH = 4;

/**
 * Public models with a price in the tax area matching the query, best first. The full-text
 * and trigram matches are two index scans joined afterwards: one OR condition would make
 * PostgreSQL recheck the whole tsvector of every trigram match.
 */
export async function searchModels(
  db: Database,
  opts: { tsQuery: SQL; text: string; language: LanguageCode; taxAreaId: number; limit: number },
): Promise<SearchMatches> {
  const { tsQuery, text, language, taxAreaId, limit } = opts;
  const trigram = text.length >= MIN_TRIGRAM_TEXT_LENGTH
    ? sql`select model_id, word_similarity(${text}, words) as likeness from search_documents where language = ${language} and ${text} <% words`
    : sql`select null::integer as model_id, 0::real as likeness where false`;
  const { rows } = await db.execute<{ id: number; total: number }>(sql`
    with fts as materialized (
      select model_id, ts_rank(document, q.query) as rank
      from search_documents, (select ${tsQuery} as query) q
      where language = ${language} and document @@ q.query
    ),
    tri as materialized (${trigram}),
    matches as (
      select model_id, coalesce(fts.rank, 0) + ${NAME_LIKENESS_WEIGHT} * coalesce(tri.likeness, 0) as score
      from fts full join tri using (model_id)
    )
    select matches.model_id as id, (count(*) over ())::int as total
    from matches join ${productModels} on ${productModels.id} = matches.model_id
    where ${isListedModel()}
      and exists (select 1 from ${modelPrices} where ${modelPrices.modelId} = matches.model_id and ${modelPrices.taxAreaId} = ${taxAreaId})
    order by matches.score desc, ${productModels.soldAmount} desc, matches.model_id desc
    limit ${limit}`);
  return { ids: rows.map((r) => r.id), total: rows[0]?.total ?? 0 };
}

export async function taxAreaExists(db: Database, id: number): Promise<boolean> {
  const rows = await db.select({ id: taxAreas.id }).from(taxAreas).where(eq(taxAreas.id, id)).limit(1);
  return rows.length > 0;
}

export interface ProductSuggestionRow {
  id: number;
  name: string;
  manufacturer: string;
  path: string;
  image: string | null;
}

/** Suggestions rank at most this many matches: short prefixes match thousands of models. */
const SUGGEST_CANDIDATES = 200;

/**
 * As-you-type products: every term starts a word of the name or brand, or (4+ letters) the
 * text looks like a word of them (typos). Terms hold letters and digits only, so they are
 * safe in LIKE patterns.
 */
export async function suggestProducts(db: Database, terms: string[], text: string, language: LanguageCode): Promise<ProductSuggestionRow[]> {
  const prefixes = sql.join(
    terms.map((term) => sql`(words like ${`${term}%`} or words like ${`% ${term}%`})`),
    sql` and `,
  );
  const typo = text.length >= MIN_TRIGRAM_TEXT_LENGTH ? sql` or ${text} <% words` : sql``;
  const { rows } = await db.execute<{ id: number; name: string; manufacturer: string; path: string; image: string | null }>(sql`
    with candidates as materialized (
      select model_id, words from search_documents
      where language = ${language} and ((${prefixes})${typo})
      limit ${SUGGEST_CANDIDATES}
    )
    select ${productModels.id} as id, ${productModelTranslations.name} as name, ${manufacturers.name} as manufacturer,
      ${productModelTranslations.path} as path,
      (select v.images[1] from product_variants v where v.model_id = ${productModels.id} and v.is_active order by v.id limit 1) as image
    from candidates
    join ${productModels} on ${productModels.id} = candidates.model_id
    join ${productModelTranslations} on ${productModelTranslations.modelId} = candidates.model_id and ${productModelTranslations.language} = ${language}
    join ${manufacturers} on ${manufacturers.id} = ${productModels.manufacturerId}
    where ${isListedModel()}
    order by word_similarity(${text}, candidates.words) desc, ${productModels.soldAmount} desc, ${productModels.id} desc
    limit ${SUGGEST_LIMITS.products}`);
  return rows.map((r) => ({ ...r, image: mediaUrl(r.image) }));
}

/** Brands whose name, or a word of it, starts with the text, or that look like it (typos). */
export async function suggestBrands(db: Database, text: string): Promise<{ name: string; slug: string }[]> {
  const { rows } = await db.execute<{ name: string; slug: string }>(sql`
    select name, slug from manufacturers
    where is_active and (lower(name) like ${`${text}%`} or lower(name) like ${`% ${text}%`} or ${text} <% lower(name) or similarity(${text}, lower(name)) >= 0.3)
    order by (lower(name) like ${`${text}%`}) desc, word_similarity(${text}, lower(name)) desc, name
    limit ${SUGGEST_LIMITS.brands}`);
  return rows;
}

/** Active groups of the language whose name starts with or looks like the text. */
export async function suggestGroups(db: Database, text: string, language: LanguageCode): Promise<{ name: string; path: string }[]> {
  const { rows } = await db.execute<{ name: string; path: string }>(sql`
    select t.name, t.path from product_group_translations t join product_groups g on g.id = t.group_id
    where g.is_active and t.language = ${language}
      and (lower(t.name) like ${`${text}%`} or lower(t.name) like ${`% ${text}%`} or ${text} <% lower(t.name) or similarity(${text}, lower(t.name)) >= 0.3)
    order by (lower(t.name) like ${`${text}%`}) desc, word_similarity(${text}, lower(t.name)) desc, length(t.path), t.path
    limit ${SUGGEST_LIMITS.groups}`);
  return rows;
}

/** A text[] literal of terms (letters and digits only, so no quoting is needed beyond "…"). */
function textArray(values: string[]): string {
  return `{${values.map((v) => `"${v}"`).join(",")}}`;
}

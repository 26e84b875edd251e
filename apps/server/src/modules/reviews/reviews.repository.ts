// SQL of the review list (spec 02 §3 Review, §4, §7). Three set-based queries per page: the
// model's visibility, the count and image gallery of its listed reviews, and the page itself.
// "Listed" is visible and with text (spec 02 §5: reviews without text are not shown). Rows use
// only types both drivers return alike: integers, text, booleans, json; dates as ISO text.
import { sql, type SQL } from "@polku/db/orm";
import type { Database } from "@polku/db";
import type { LanguageCode, ReviewSort } from "@polku/domain";

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return (await db.execute<T & Record<string, unknown>>(query)).rows;
}
/** json comes parsed from node-postgres and PGlite; text is parsed here for safety. */
const fromJson = <T>(value: unknown, fallback: T): T => (typeof value === "string" ? (JSON.parse(value) as T) : ((value as T | null) ?? fallback));

export interface ReviewRow {
  id: number;
  created: string;
  rating: number;
  visibleName: string;
  comment: string;
  language: LanguageCode;
  size: number | null;
  images: string[];
  votesUp: number;
  votesDown: number;
  /** The shop's answer (docs/admin.md "Reviews"); empty when none. */
  shopAnswer: string;
  verifiedBuyer: boolean;
}

export interface ReviewFilter {
  modelId: number;
  language?: LanguageCode;
  /** Whole stars as the histogram counts them (reviewStarBucket). */
  stars?: number;
}

/** reviewStarBucket in SQL: rating / 2 is integer division, which rounds half stars down. */
const STAR_BUCKET = sql`least(5, greatest(1, r.rating / 2))`;

const listed = (f: ReviewFilter) =>
  sql`r.model_id = ${f.modelId} and r.is_visible and btrim(r.comment) <> ''${f.language ? sql` and r.language = ${f.language}` : sql``}${
    f.stars ? sql` and ${STAR_BUCKET} = ${f.stars}` : sql``
  }`;

export interface ReviewSummaryRow {
  /** Listed reviews per whole star; index 0 is 1 star. */
  stars: number[];
  fit: { small: number; true: number; large: number; count: number };
}

const ORDER: Record<ReviewSort, SQL> = {
  // spec 02 §4: newest first; likes = votes up minus votes down, then newest.
  date: sql`r.created_at desc, r.id desc`,
  likes: sql`(r.votes_up - r.votes_down) desc, r.created_at desc, r.id desc`,
};

export function createReviewsRepository(db: Database) {
  return {
    /** Public and already published: what shoppers may see. Null for an unknown id. */
    async modelVisible(modelId: number): Promise<boolean | null> {
      const found = await rows<{ visible: boolean }>(
        db,
        sql`select (m.is_public and m.published_at <= now()) as visible from product_models m where m.id = ${modelId}`,
      );
      return found[0]?.visible ?? null;
    },

    /** Count of listed reviews and their images, newest review first. */
    async summary(filter: ReviewFilter): Promise<{ count: number; images: string[] }> {
      const [row] = await rows<{ count: number; images: unknown }>(
        db,
        sql`select
              (select count(*)::int from reviews r where ${listed(filter)}) as count,
              (select json_agg(u.image order by r.created_at desc, r.id desc, u.ord)
                 from reviews r cross join lateral unnest(r.images) with ordinality as u(image, ord)
                where ${listed(filter)}) as images`,
      );
      return { count: Number(row?.count ?? 0), images: fromJson<string[]>(row?.images, []) };
    },

    /** Histogram and fit groups (reviewFitGroup: 2-5 small, 6 true, 7-10 large) of the listed reviews. */
    async histogram(filter: ReviewFilter): Promise<ReviewSummaryRow> {
      const [row] = await rows<Record<string, number>>(
        db,
        sql`select count(*) filter (where ${STAR_BUCKET} = 1)::int as s1, count(*) filter (where ${STAR_BUCKET} = 2)::int as s2,
                   count(*) filter (where ${STAR_BUCKET} = 3)::int as s3, count(*) filter (where ${STAR_BUCKET} = 4)::int as s4,
                   count(*) filter (where ${STAR_BUCKET} = 5)::int as s5,
                   count(*) filter (where r.size between 2 and 5)::int as small, count(*) filter (where r.size = 6)::int as "true",
                   count(*) filter (where r.size between 7 and 10)::int as large
              from reviews r where ${listed({ ...filter, stars: undefined })}`,
      );
      const n = (name: string) => Number(row?.[name] ?? 0);
      const fit = { small: n("small"), true: n("true"), large: n("large"), count: 0 };
      fit.count = fit.small + fit.true + fit.large;
      return { stars: [n("s1"), n("s2"), n("s3"), n("s4"), n("s5")], fit };
    },

    async page(filter: ReviewFilter, sort: ReviewSort, limit: number, offset: number): Promise<ReviewRow[]> {
      const found = await rows<Omit<ReviewRow, "images"> & { images: unknown }>(
        db,
        sql`select r.id, to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created,
                   r.rating::int as rating, r.visible_name as "visibleName", btrim(r.comment) as comment,
                   r.language, r.size::int as size, array_to_json(r.images) as images,
                   r.votes_up as "votesUp", r.votes_down as "votesDown", r.shop_answer as "shopAnswer", r.verified_buyer as "verifiedBuyer"
              from reviews r
             where ${listed(filter)}
             order by ${ORDER[sort]}
             limit ${limit} offset ${offset}`,
      );
      return found.map((row) => ({ ...row, images: fromJson<string[]>(row.images, []) }));
    },
  };
}

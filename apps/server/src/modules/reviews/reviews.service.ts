// The review list use case (spec 02 §4 "Review vote" list paging and sorting, §7
// GET /api/product_reviews/): refuse models shoppers may not see, then answer one page of the
// model's listed reviews with the count, max_pages and the gallery of review images. Answers
// are kept briefly as JSON text per query in a byte-bounded cache that follows the catalogue
// version, so a hot product page costs no SQL; vote counts may lag by up to the cache's TTL.
import type { Database } from "@polku/db";
import { productReviewsResponseSchema, type ProductReviewsQuery, type ProductReviewsResponse } from "@polku/domain";
import { notFound } from "../../http/errors";
import { output } from "../../http/validate";
import { mediaUrl } from "../../lib/media-url";
import type { ResponseCache } from "../../lib/response-cache";
import { createReviewsRepository } from "./reviews.repository";

export const PRODUCT_NOT_FOUND = "Product not found";

export interface ReviewsBody {
  json: string;
  bytes: number;
}

const urls = (references: string[]) => references.map(mediaUrl).filter((url): url is string => url !== null);

export function createReviewsService(db: Database, answers: ResponseCache<ReviewsBody>) {
  const repo = createReviewsRepository(db);

  function productReviews(query: ProductReviewsQuery): Promise<ReviewsBody> {
    const key = `${query.model_id}:${query.size}:${query.page}:${query.sort}:${query.language ?? "*"}:${query.stars ?? "*"}`;
    // A miss throws inside the build, so unknown and hidden models are never remembered.
    return answers.get(key, async () => {
      const json = JSON.stringify(await build(query));
      return { json, bytes: json.length };
    });
  }

  async function build({ model_id, size, page, sort, language, stars }: ProductReviewsQuery): Promise<ProductReviewsResponse> {
    const filter = { modelId: model_id, language, stars };
    const [visible, summary, reviews, histogram] = await Promise.all([
      repo.modelVisible(model_id),
      repo.summary(filter),
      repo.page(filter, sort, size, (page - 1) * size),
      repo.histogram(filter),
    ]);
    // spec 02 §6: like the product page, a hidden or unpublished model is not found.
    if (!visible) throw notFound(PRODUCT_NOT_FOUND);
    return output(productReviewsResponseSchema, {
      results: reviews.map((r) => ({
        id: r.id,
        created: r.created,
        rating: r.rating,
        visible_name: r.visibleName,
        comment: r.comment,
        language: r.language,
        size: r.size,
        images: urls(r.images),
        votes_up: r.votesUp,
        votes_down: r.votesDown,
        votes_total: r.votesUp + r.votesDown,
        shop_answer: r.shopAnswer || null,
        verified_buyer: r.verifiedBuyer,
      })),
      count: summary.count,
      max_pages: Math.ceil(summary.count / size),
      images: [...new Set(urls(summary.images))],
      summary: {
        histogram: [5, 4, 3, 2, 1].map((n) => ({ stars: n, count: histogram.stars[n - 1] ?? 0 })),
        fit: histogram.fit,
      },
    });
  }

  return { productReviews };
}

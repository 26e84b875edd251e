// Reviews of a model (spec 02 §3 Review: rating 0-10, size 2-10, votes, images), written in
// the reviewer's language. Most shoppers are Finnish and most reviews are good.
import { REVIEW_PHRASES, REVIEWER_NAMES } from "../data/words";
import type { Random } from "../random";
import type { LanguageCode } from "../text";

export interface ReviewSeed {
  rating: number;
  visibleName: string;
  comment: string;
  language: LanguageCode;
  size: number | null;
  images: string[];
  votesUp: number;
  votesDown: number;
  createdAt: Date;
}

export function generateReviews(random: Random, opts: { sized: boolean; image: string; since: Date; now: Date }): ReviewSeed[] {
  const count = random.weighted<[number, number]>([[[0, 0], 40], [[1, 3], 30], [[4, 8], 22], [[9, 20], 8]]);
  const n = random.int(count[0], count[1]);
  const span = Math.max(1, opts.now.getTime() - opts.since.getTime());
  return Array.from({ length: n }, () => {
    const rating = random.weighted<number>([[10, 30], [9, 20], [8, 20], [7, 10], [6, 6], [5, 4], [4, 3], [3, 3], [2, 2], [1, 1], [0, 1]]);
    const language = random.weighted<LanguageCode>([["fi", 60], ["sv", 10], ["en", 15], ["de", 5], ["fr", 5], ["ru", 5]]);
    const tone = rating >= 8 ? "good" : rating >= 5 ? "mixed" : "bad";
    // Reviews without text are stored but not shown (spec 02 §5), about one in ten.
    const comment = random.chance(0.1)
      ? ""
      : random
          .sample(REVIEW_PHRASES[tone], random.int(1, Math.min(3, REVIEW_PHRASES[tone].length)))
          .map((phrase) => phrase[language])
          .join(" ");
    const first = random.pick(REVIEWER_NAMES[language]);
    const initial = random.pick(REVIEWER_NAMES[language]).charAt(0);
    return {
      rating,
      visibleName: `${first} ${initial}.`,
      comment,
      language,
      // 2 = runs small ... 6 = true to size ... 10 = runs large.
      size: opts.sized ? random.weighted<number>([[2, 3], [3, 5], [4, 10], [5, 15], [6, 40], [7, 12], [8, 8], [9, 4], [10, 3]]) : null,
      images: random.chance(0.1) ? [opts.image] : [],
      votesUp: random.int(0, 15),
      votesDown: random.int(0, 4),
      createdAt: new Date(opts.since.getTime() + Math.floor(random.next() * span)),
    };
  });
}

// Writing a review (docs/product-page.md "Writing a review"): a logged-in customer writes at most
// one review per model, of a model shoppers can see. It is stored hidden and pending, so it is
// listed only once staff show it in the review moderation (docs/admin.md "Reviews"); the writer
// is marked a verified buyer when one of their paid orders has a line of the model. One
// transaction; a second review of the same model, also a concurrent one, is refused by the
// unique index as well as by the check before it.
import { isUniqueViolation, type Database, type Executor } from "@polku/db";
import { sql } from "@polku/db/orm";
import { fitToSize, type ReviewWriteErrorKey, type ReviewWriteResponse, type reviewWriteSchema } from "@polku/domain";
import type { z } from "zod";
import { badRequest, notFound } from "../../http/errors";
import type { AuthenticatedCustomer } from "../../http/authentication";
import type { UploadStore } from "../media";
import { PRODUCT_NOT_FOUND } from "./reviews.service";

type WriteInput = z.output<typeof reviewWriteSchema>;

const alreadyReviewed = () => badRequest({ model_id: ["alreadyReviewed" satisfies ReviewWriteErrorKey] });

async function one<T>(db: Executor, query: ReturnType<typeof sql>): Promise<T | undefined> {
  return (await db.execute<T & Record<string, unknown>>(query)).rows[0];
}

/** A text[] of photo paths, each a bound parameter. */
export const photoArray = (images: readonly string[]) =>
  images.length ? sql`array[${sql.join(images.map((image) => sql`${image}`), sql`, `)}]::text[]` : sql`'{}'::text[]`;

/** Orders that count as a purchase: paid and not cancelled (new waits for payment). */
const BOUGHT = sql`o.status not in ('new', 'manual_cancellation', 'cancelled')`;

export function createReviewWritingService(db: Database, uploads: UploadStore) {
  return {
    async write(customer: AuthenticatedCustomer, input: WriteInput): Promise<ReviewWriteResponse> {
      // Photos are named by the paths their upload answered: each must be a stored review photo.
      const images = input.images ?? [];
      const stored = await Promise.all(images.map((image) => uploads.has("review", image)));
      const missing = stored.findIndex((found) => !found);
      if (missing >= 0) throw badRequest({ [`images.${missing}`]: ["photoInvalid" satisfies ReviewWriteErrorKey] });
      try {
        return await db.transaction(async (tx) => {
          const model = await one<{ visible: boolean }>(
            tx,
            sql`select (m.is_public and m.published_at <= now()) as visible from product_models m where m.id = ${input.model_id}`,
          );
          if (!model?.visible) throw notFound(PRODUCT_NOT_FOUND);
          const existing = await one<{ id: number }>(tx, sql`select id from reviews where customer_id = ${customer.id} and model_id = ${input.model_id}`);
          if (existing) throw alreadyReviewed();
          const bought = await one<{ yes: boolean }>(
            tx,
            sql`select exists (select 1 from orders o join order_lines l on l.order_id = o.id
                 where o.customer_id = ${customer.id} and l.model_id = ${input.model_id} and ${BOUGHT}) as yes`,
          );
          const verified = Boolean(bought?.yes);
          const created = await one<{ id: number }>(
            tx,
            sql`insert into reviews (model_id, rating, visible_name, comment, language, size, is_visible, moderation, customer_id, verified_buyer, images)
                values (${input.model_id}, ${input.stars * 2}, ${input.visible_name}, ${input.comment}, ${input.language}, ${fitToSize(input.fit)},
                        false, 'pending', ${customer.id}, ${verified}, ${photoArray(images)})
                returning id`,
          );
          return { id: created!.id, moderation: "pending" as const, verified_buyer: verified };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw alreadyReviewed();
        throw error;
      }
    },
  };
}

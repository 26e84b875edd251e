// Back-in-stock use cases (spec 02 §5, §7 POST /api/product_availability_email_notify/;
// docs/product-page.md "Back-in-stock e-mails"): store a request, and the notifier that turns
// due requests into e-mails. Queueing the e-mail and marking the request notified happen in one
// transaction, and the e-mail's dedupe key is the request, so each request mails exactly once.
import type { Database } from "@polku/db";
import type { BackInStockResponse, LanguageCode } from "@polku/domain";
import { badRequest } from "../../http/errors";
import { enqueueMail } from "../../lib/mail/outbox";
import { backInStockMail, type ShopAddress } from "./back-in-stock.mail";
import { claimDueRequests, insertRequest, markNotified, variantRequestable } from "./back-in-stock.repository";
import { BACK_IN_STOCK_ERRORS } from "./back-in-stock.texts";

/** Requests handled per transaction of the notifier. */
const NOTIFY_BATCH = 100;

export interface BackInStockOptions extends ShopAddress {
  mailFrom: string;
}

export function createBackInStockService(db: Database, opts: BackInStockOptions) {
  return {
    async request(input: { email: string; product_id: number; lang_code: LanguageCode }): Promise<BackInStockResponse> {
      if (!(await variantRequestable(db, input.product_id))) {
        throw badRequest({ product_id: [BACK_IN_STOCK_ERRORS[input.lang_code].productUnknown] });
      }
      await db.transaction(async (tx) => {
        await insertRequest(tx, { email: input.email, variantId: input.product_id, language: input.lang_code });
      });
      return { email: input.email, product_id: input.product_id, lang_code: input.lang_code, status: "pending" };
    },

    /** Queues the e-mails of due requests; the number queued. Safe to run concurrently and repeatedly. */
    async notifyDue(): Promise<number> {
      let total = 0;
      for (;;) {
        const queued = await db.transaction(async (tx) => {
          const due = await claimDueRequests(tx, NOTIFY_BATCH);
          let count = 0;
          for (const request of due) {
            if ((await enqueueMail(tx, opts.mailFrom, backInStockMail(opts, request))).queued) count++;
          }
          await markNotified(tx, due.map((r) => r.id));
          return { claimed: due.length, count };
        });
        total += queued.count;
        if (queued.claimed < NOTIFY_BATCH) return total;
      }
    },
  };
}

export type BackInStockService = ReturnType<typeof createBackInStockService>;

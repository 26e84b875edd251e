// Review invitations (docs/product-page.md "Review invitations"): the job finds orders delivered
// `review_invitation_days` ago (general setting) whose customer allows marketing e-mail and
// queues one e-mail per order, in the order's language, listing its products with a link to
// write a review. Each order is handled in its own transaction that locks it (SKIP LOCKED),
// re-checks it, queues the mail under the dedupe key review.invitation:{id} and marks the order
// (orders.review_invited_at): a retried, concurrent or crashed run sends nothing twice, and an
// order whose transaction failed is found again by the next run.
import type { FastifyInstance } from "fastify";
import type { Database, Executor } from "@polku/db";
import { sql } from "@polku/db/orm";
import {
  DELIVERED_STATUSES, parseReviewInvitationDays, REVIEW_INVITATION_MAX_PRODUCTS, REVIEW_INVITATION_WINDOW_DAYS, type LanguageCode,
} from "@polku/domain";
import { alwaysOurs, type Exclusively } from "../../lib/jobs";
import { renderMail } from "../../lib/mail/layout";
import { enqueueMail, type MailMessage } from "../../lib/mail/outbox";
import { REVIEW_INVITATION_MAIL } from "./review-invitation.texts";

export interface ReviewInvitationOptions {
  mailFrom: string;
  shopName: string;
  publicUrl: string;
  /** LANGUAGE_HOSTS: a language's own host, when the shop has one. */
  languageHosts: Record<string, LanguageCode>;
  now: () => Date;
}

interface Product {
  name: string;
  path: string;
}

const DAY_MS = 86_400_000;
const delivered = sql.join(DELIVERED_STATUSES.map((status) => sql`${status}`), sql`, `);

/**
 * Who is invited: a customer account that is active and allows marketing e-mail (the
 * invitation asks for something; it is not about the order's delivery), an order past payment
 * and neither cancelled nor with a return, delivered between `from` and `to`.
 */
const eligible = (from: Date, to: Date) => sql`o.review_invited_at is null
  and o.status not in ('new', 'manual_cancellation', 'cancelled')
  and c.marketing_consent and c.is_active
  and not exists (select 1 from order_returns r where r.order_id = o.id)
  and (select min(h.created_at) from order_status_history h where h.order_id = o.id and h.to_status in (${delivered}))
      between ${from.toISOString()}::timestamptz and ${to.toISOString()}::timestamptz`;

async function rows<T>(db: Executor, query: ReturnType<typeof sql>): Promise<T[]> {
  return (await db.execute<T & Record<string, unknown>>(query)).rows;
}

export function createReviewInvitations(db: Database, opts: ReviewInvitationOptions) {
  const origin = (language: LanguageCode) => {
    const host = Object.entries(opts.languageHosts).find(([, lang]) => lang === language)?.[0];
    return host ? `https://${host}` : opts.publicUrl.replace(/\/+$/, "");
  };

  function mail(order: { id: number; number: string; email: string; language: LanguageCode }, products: Product[]): MailMessage {
    const texts = REVIEW_INVITATION_MAIL[order.language];
    const base = origin(order.language);
    const { html, text } = renderMail({
      language: order.language,
      shopName: opts.shopName,
      heading: texts.heading,
      paragraphs: [texts.intro(order.number)],
      links: products.map((product) => ({ label: texts.write(product.name), url: `${base}/${product.path}/#write-review` })),
      notes: [texts.note],
      footer: texts.footer,
      footerLink: { label: texts.settings, url: `${base}/accounts/` },
    });
    return { kind: "review.invitation", dedupeKey: `review.invitation:${order.id}`, to: order.email, language: order.language, subject: texts.subject(order.number), html, text };
  }

  /** One order: locked, checked again, mailed and marked in one transaction; whether a mail was queued. */
  async function inviteOne(id: number, from: Date, to: Date): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [order] = await rows<{ id: number; number: string; email: string; language: LanguageCode }>(
        tx,
        sql`select o.id, o.number, o.email, o.language from orders o join customers c on c.id = o.customer_id
             where o.id = ${id} and ${eligible(from, to)} for update of o skip locked`,
      );
      if (!order) return false;
      // The products as the customer can find them now, in the order's language (else Finnish);
      // models no longer shown are left out, and an order of nothing reviewable is only marked.
      const products = await rows<Product>(
        tx,
        sql`select coalesce(t.name, tf.name) as name, coalesce(t.path, tf.path) as path
              from (select l.model_id, min(l.position) as first from order_lines l where l.order_id = ${order.id} and l.kind = 'product' and l.model_id is not null group by l.model_id) l
              join product_models m on m.id = l.model_id and m.is_public and m.published_at <= now()
              left join product_model_translations t on t.model_id = m.id and t.language = ${order.language}
              left join product_model_translations tf on tf.model_id = m.id and tf.language = 'fi'
             where coalesce(t.path, tf.path) is not null
             order by l.first limit ${REVIEW_INVITATION_MAX_PRODUCTS}`,
      );
      const queued = products.length > 0 ? (await enqueueMail(tx, opts.mailFrom, mail(order, products))).queued : false;
      await tx.execute(sql`update orders set review_invited_at = ${opts.now().toISOString()}::timestamptz where id = ${order.id}`);
      return queued;
    });
  }

  return {
    /**
     * Queues the invitations that are due; the number queued. Batches until none is left. `daysLater`
     * is how many days from now they are due as of (0; the developer mailbox runs them as of a later day).
     */
    async sendDue(batch = 50, daysLater = 0): Promise<number> {
      const [setting] = await rows<{ value: string }>(db, sql`select value from general_settings where key = 'review_invitation_days'`);
      const days = parseReviewInvitationDays(setting?.value).days;
      if (days === null) return 0;
      const to = new Date(opts.now().getTime() + (daysLater - days) * DAY_MS);
      const from = new Date(to.getTime() - REVIEW_INVITATION_WINDOW_DAYS * DAY_MS);
      let sent = 0;
      let after = 0;
      for (;;) {
        const ids = await rows<{ id: number }>(
          db,
          sql`select o.id from orders o join customers c on c.id = o.customer_id where o.id > ${after} and ${eligible(from, to)} order by o.id limit ${batch}`,
        );
        for (const { id } of ids) if (await inviteOne(Number(id), from, to)) sent++;
        if (ids.length < batch) return sent;
        after = Number(ids[ids.length - 1]!.id);
      }
    },
  };
}
export type ReviewInvitations = ReturnType<typeof createReviewInvitations>;

/** How often the job looks for due invitations: they are due by the day, so hourly is enough. */
export const REVIEW_INVITATION_INTERVAL_MS = 60 * 60_000;

/**
 * Runs the invitations every `intervalMs` (0: never; tests run them by hand), once across the
 * shop's processes (lib/jobs.ts); a shutdown waits for the run in hand. `queued` wakes the mail
 * dispatcher after a run that queued something.
 */
export function startReviewInvitationJob(
  app: FastifyInstance,
  invitations: ReviewInvitations,
  opts: { intervalMs: number; exclusively?: Exclusively; queued: () => void },
): void {
  if (opts.intervalMs <= 0) return;
  const exclusively = opts.exclusively ?? alwaysOurs;
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = exclusively("review-invitations", async () => {
      const sent = await invitations.sendDue();
      if (sent > 0) opts.queued();
    })
      .catch((err: unknown) => app.log.error({ err }, "review invitations failed"))
      .finally(() => {
        running = null;
      });
  }, opts.intervalMs);
  timer.unref();
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await running;
  });
}

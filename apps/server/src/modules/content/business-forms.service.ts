// The corporate inquiry and the newsletters (docs/content.md "Forms"): an inquiry is stored and
// mailed (the sender's confirmation, corporate sales' notification) in one transaction; a
// subscription is double opt-in: stored pending with the hash of a random token, the link mailed,
// confirmed when the link's token comes back before it expires.
import { createHash, randomBytes } from "node:crypto";
import { corporateInquiries, newsletterSubscriptions, type Database } from "@polku/db";
import { and, eq, gt, sql } from "@polku/db/orm";
import { NEWSLETTER_CONFIRM_HOURS, type CorporateInterest, type LanguageCode, type NewsletterList } from "@polku/domain";
import { notFound } from "../../http/errors";
import { signLink, verifyLink } from "../../lib/signed-links";
import { enqueueMail } from "../../lib/mail/outbox";
import { renderInquiryConfirmation, renderInquiryNotification, renderNewsletterConfirmation } from "./business-forms.mail";

export const LINK_INVALID = "This confirmation link is not valid or has expired.";

/** The page of each list; the confirmation link comes back to it. */
export const NEWSLETTER_PATHS: Record<NewsletterList, string> = { corporate: "/corporate-newsletter/", forest: "/forest-newsletter/" };

export interface BusinessFormsOptions {
  db: Database;
  mailFrom: string;
  /**
   * Where corporate sales reads inquiries when the admin setting `corporate_sales_email` is empty
   * or missing (the customer-service address).
   */
  salesAddress: string;
  shopName: string;
  publicUrl: string;
  /** Signs the unsubscribe links (lib/signed-links.ts). */
  secretKey: string;
  now?: () => Date;
  mailQueued?: () => void;
}

export interface InquiryInput {
  language: LanguageCode;
  company: string;
  businessId: string;
  contactName: string;
  email: string;
  phone: string;
  interest: CorporateInterest;
  recipients: number | null;
  message: string;
  customerId: number | null;
}

export interface SubscribeInput {
  list: NewsletterList;
  language: LanguageCode;
  email: string;
  name: string;
  company: string;
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
const unsubscribePurpose = (list: NewsletterList) => `newsletter-unsubscribe:${list}`;

export function createBusinessFormsService(opts: BusinessFormsOptions) {
  const { db } = opts;
  const now = opts.now ?? (() => new Date());

  /** The signed link that ends the address's subscription to the list, in every mail of the list. */
  const unsubscribeUrl = (list: NewsletterList, email: string): string => {
    const address = email.toLowerCase();
    const query = new URLSearchParams({ unsubscribe: address, sig: signLink(opts.secretKey, unsubscribePurpose(list), address) });
    return `${opts.publicUrl.replace(/\/$/, "")}${NEWSLETTER_PATHS[list]}?${query}`;
  };

  /** The admin setting `corporate_sales_email`, read in the inquiry's transaction; else the default. */
  const salesAddressOf = async (tx: Pick<Database, "execute">): Promise<string> => {
    const { rows } = await tx.execute<{ value: string }>(sql`select value from general_settings where key = 'corporate_sales_email'`);
    const value = rows[0]?.value.trim() ?? "";
    return value === "" ? opts.salesAddress : value;
  };

  return {
    async sendInquiry(input: InquiryInput): Promise<{ id: number }> {
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(corporateInquiries)
          .values({
            language: input.language, company: input.company, businessId: input.businessId || null, contactName: input.contactName, email: input.email,
            phone: input.phone || null, interest: input.interest, recipients: input.recipients, message: input.message, customerId: input.customerId,
          })
          .returning({ id: corporateInquiries.id });
        const id = row!.id;
        const salesAddress = await salesAddressOf(tx);
        await enqueueMail(tx, opts.mailFrom, { kind: "corporate.inquiry.confirmation", to: input.email, language: input.language, dedupeKey: `corporate.inquiry.confirmation:${id}`, ...renderInquiryConfirmation(input, opts.shopName) });
        await enqueueMail(tx, opts.mailFrom, { kind: "corporate.inquiry.notification", to: salesAddress, language: "fi", dedupeKey: `corporate.inquiry.notification:${id}`, ...renderInquiryNotification({ ...input, id }, opts.shopName) });
        return id;
      });
      opts.mailQueued?.();
      return { id };
    },

    /**
     * A new or pending address gets a fresh link (the old one stops working); a confirmed one is
     * left alone and mailed nothing. The answer is the same either way, so the form does not tell
     * who is subscribed.
     */
    async subscribe(input: SubscribeInput): Promise<void> {
      const email = input.email.toLowerCase();
      const token = randomBytes(24).toString("base64url");
      const expires = new Date(now().getTime() + NEWSLETTER_CONFIRM_HOURS * 3_600_000);
      const queued = await db.transaction(async (tx) => {
        const rows = await tx
          .insert(newsletterSubscriptions)
          .values({ list: input.list, email, language: input.language, name: input.name || null, company: input.company || null, confirmTokenHash: hashToken(token), confirmExpiresAt: expires })
          .onConflictDoUpdate({
            target: [newsletterSubscriptions.list, newsletterSubscriptions.email],
            set: { language: input.language, name: input.name || null, company: input.company || null, confirmTokenHash: hashToken(token), confirmExpiresAt: expires },
            setWhere: sql`${newsletterSubscriptions.status} <> 'confirmed'`,
          })
          .returning({ id: newsletterSubscriptions.id });
        if (rows.length === 0) return false;
        const url = `${opts.publicUrl.replace(/\/$/, "")}${NEWSLETTER_PATHS[input.list]}?confirm=${token}`;
        await enqueueMail(tx, opts.mailFrom, {
          kind: `newsletter.${input.list}.confirm`, to: email, language: input.language, dedupeKey: `newsletter.confirm:${hashToken(token)}`,
          ...renderNewsletterConfirmation({ language: input.language, list: input.list, url, unsubscribeUrl: unsubscribeUrl(input.list, email) }, opts.shopName),
        });
        return true;
      });
      if (queued) opts.mailQueued?.();
    },

    unsubscribeUrl,

    /**
     * Ends a subscription, pending or confirmed, by its signed link: the row is deleted (nothing
     * is kept of an address that left). Idempotent: a second click answers the same. A signature
     * that is not the shop's is a 404, like an unknown confirmation link.
     */
    async unsubscribe(input: { list: NewsletterList; email: string; signature: string }): Promise<{ list: NewsletterList; email: string }> {
      const email = input.email.toLowerCase();
      if (!verifyLink(opts.secretKey, unsubscribePurpose(input.list), email, input.signature)) throw notFound(LINK_INVALID, "link_invalid");
      await db.delete(newsletterSubscriptions).where(and(eq(newsletterSubscriptions.list, input.list), eq(newsletterSubscriptions.email, email)));
      return { list: input.list, email };
    },

    /** Confirms the subscription whose link this is; an unknown, used or expired token is a 404. */
    async confirm(token: string): Promise<{ list: NewsletterList; email: string }> {
      const [row] = await db
        .update(newsletterSubscriptions)
        .set({ status: "confirmed", confirmedAt: now(), confirmTokenHash: null, confirmExpiresAt: null })
        .where(and(eq(newsletterSubscriptions.confirmTokenHash, hashToken(token)), gt(newsletterSubscriptions.confirmExpiresAt, now())))
        .returning({ list: newsletterSubscriptions.list, email: newsletterSubscriptions.email });
      if (!row) throw notFound(LINK_INVALID, "link_invalid");
      return { list: row.list as NewsletterList, email: row.email };
    },
  };
}
export type BusinessFormsService = ReturnType<typeof createBusinessFormsService>;

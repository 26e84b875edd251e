// E-mails of the corporate inquiry and newsletter forms (docs/content.md "Forms"): the sender's
// confirmation and the newsletter's confirmation link in the form's language, corporate sales'
// notification in Finnish, all through the outbox. Texts: forms.texts.ts.
import { NEWSLETTER_CONFIRM_HOURS, type LanguageCode, type NewsletterList } from "@polku/domain";
import { renderMail } from "../../lib/mail/layout";
import { formNotificationText as notice, formText, type FormTextKey } from "./forms.texts";

export function renderInquiryConfirmation(c: { language: LanguageCode; contactName: string; company: string; message: string }, shopName: string) {
  const t = (key: FormTextKey, params: Record<string, string> = {}) => formText(key, c.language, params);
  const { html, text } = renderMail({
    language: c.language,
    heading: t("inquiry_heading"),
    paragraphs: [t("inquiry_intro", { name: c.contactName, company: c.company }), t("inquiry_next"), t("inquiry_quoted"), c.message],
    footer: t("inquiry_footer"),
    shopName,
  });
  return { subject: `${t("inquiry_subject")} – ${shopName}`, html, text };
}

export function renderInquiryNotification(
  c: { id: number; language: LanguageCode; company: string; businessId: string; contactName: string; email: string; phone: string; interest: string; recipients: number | null; message: string },
  shopName: string,
) {
  // Numbers go in as text: the renderer would group a long id's or count's digits.
  const heading = notice("inquiry_subject", { id: String(c.id), company: c.company, interest: c.interest });
  const { html, text } = renderMail({
    language: "fi",
    heading,
    paragraphs: [
      c.businessId ? notice("inquiry_company_id", { company: c.company, businessId: c.businessId }) : notice("inquiry_company", { company: c.company }),
      notice(c.phone ? "inquiry_contact_phone" : "inquiry_contact", { name: c.contactName, email: c.email, phone: c.phone }),
      notice("language", { language: c.language }),
      ...(c.recipients !== null ? [notice("inquiry_recipients", { recipients: String(c.recipients) })] : []),
      c.message,
    ],
    footer: notice("inquiry_footer", { shop: shopName }),
    shopName,
  });
  return { subject: heading, html, text };
}

export function renderNewsletterConfirmation(c: { language: LanguageCode; list: NewsletterList; url: string; unsubscribeUrl: string }, shopName: string) {
  const t = (key: FormTextKey, params: Record<string, string | number> = {}) => formText(key, c.language, params);
  const list = t(`newsletter_list_${c.list}`);
  const { html, text } = renderMail({
    language: c.language,
    heading: t("newsletter_heading"),
    paragraphs: [t("newsletter_intro", { list })],
    action: { label: t("newsletter_action"), url: c.url },
    notes: [t("newsletter_valid", { hours: NEWSLETTER_CONFIRM_HOURS }), t("newsletter_ignore")],
    footer: t("newsletter_footer"),
    footerLink: { label: t("newsletter_unsubscribe"), url: c.unsubscribeUrl },
    shopName,
  });
  return { subject: `${t("newsletter_subject", { list })} – ${shopName}`, html, text };
}

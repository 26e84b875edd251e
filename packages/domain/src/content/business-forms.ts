// The corporate inquiry and the newsletter forms (spec 01 §2 /corporate-info-form/,
// /corporate-newsletter/, /forest-newsletter/; docs/content.md "Forms"), the same in the browser
// and on the server. The checks answer message codes; each side words them in its language.

/** What a company asks about; the shop's corporate sales answers by this. */
export const CORPORATE_INTERESTS = ["staff-gifts", "customer-gifts", "workwear", "team-gear", "events", "other"] as const;
export type CorporateInterest = (typeof CORPORATE_INTERESTS)[number];

/** The newsletter lists: the corporate offers letter and the forest (outdoor life) letter. */
export const NEWSLETTER_LISTS = ["corporate", "forest"] as const;
export type NewsletterList = (typeof NEWSLETTER_LISTS)[number];

export const CORPORATE_LIMITS = { company: 160, businessId: 9, contactName: 120, email: 254, phone: 30, recipients: 100_000, message: 3000, messageMin: 10 } as const;
export const NEWSLETTER_LIMITS = { name: 120, email: 254, company: 160 } as const;

/** Inquiries or subscriptions per visitor address and window (also per e-mail address). */
export const BUSINESS_FORM_RATE_LIMIT = 5;
export const BUSINESS_FORM_RATE_WINDOW_MS = 10 * 60_000;
/** How long a newsletter confirmation link works. */
export const NEWSLETTER_CONFIRM_HOURS = 72;

export type BusinessFormProblem = "required" | "email" | "tooLong" | "tooShort" | "businessId" | "phone" | "recipients" | "interest" | "consent";

export interface CorporateInquiryValues {
  company: string;
  businessId: string;
  contactName: string;
  email: string;
  phone: string;
  interest: string;
  recipients: string;
  message: string;
}
export type CorporateInquiryField = keyof CorporateInquiryValues;

export interface NewsletterValues {
  email: string;
  name: string;
  company: string;
  consent: boolean;
}
export type NewsletterField = keyof NewsletterValues;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ()-]{6,30}$/;

/**
 * A Finnish business ID (Y-tunnus) "1234567-8": seven digits, a dash and the check digit
 * (weights 7 9 10 5 8 4 2; remainder 0 → 0, 1 → invalid, else 11 − remainder).
 */
export function isBusinessId(value: string): boolean {
  const match = /^(\d{7})-(\d)$/.exec(value.trim());
  if (!match) return false;
  const weights = [7, 9, 10, 5, 8, 4, 2];
  const sum = [...match[1]!].reduce((total, digit, i) => total + Number(digit) * weights[i]!, 0);
  const remainder = sum % 11;
  if (remainder === 1) return false;
  return (remainder === 0 ? 0 : 11 - remainder) === Number(match[2]);
}

/** A recipients count: empty, or a whole number 1 … CORPORATE_LIMITS.recipients. */
export function parseRecipients(value: string): number | null | undefined {
  const trimmed = value.trim();
  if (!trimmed) return null;
  if (!/^\d{1,6}$/.test(trimmed)) return undefined;
  const n = Number(trimmed);
  return n >= 1 && n <= CORPORATE_LIMITS.recipients ? n : undefined;
}

function text(value: string, max: number, required: boolean): BusinessFormProblem | undefined {
  const trimmed = value.trim();
  if (!trimmed) return required ? "required" : undefined;
  return trimmed.length > max ? "tooLong" : undefined;
}

function email(value: string): BusinessFormProblem | undefined {
  const trimmed = value.trim();
  if (!trimmed) return "required";
  return trimmed.length > CORPORATE_LIMITS.email || !EMAIL.test(trimmed) ? "email" : undefined;
}

function compact<K extends string>(problems: Record<K, BusinessFormProblem | undefined>): Partial<Record<K, BusinessFormProblem>> {
  return Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem !== undefined)) as Partial<Record<K, BusinessFormProblem>>;
}

/** Field problems of a corporate inquiry; empty when it may be sent. */
export function checkCorporateInquiry(values: CorporateInquiryValues): Partial<Record<CorporateInquiryField, BusinessFormProblem>> {
  const message = values.message.trim();
  return compact<CorporateInquiryField>({
    company: text(values.company, CORPORATE_LIMITS.company, true),
    businessId: values.businessId.trim() && !isBusinessId(values.businessId) ? "businessId" : undefined,
    contactName: text(values.contactName, CORPORATE_LIMITS.contactName, true),
    email: email(values.email),
    phone: values.phone.trim() && !PHONE.test(values.phone.trim()) ? "phone" : undefined,
    interest: (CORPORATE_INTERESTS as readonly string[]).includes(values.interest) ? undefined : "interest",
    recipients: parseRecipients(values.recipients) === undefined ? "recipients" : undefined,
    message: !message ? "required" : message.length < CORPORATE_LIMITS.messageMin ? "tooShort" : message.length > CORPORATE_LIMITS.message ? "tooLong" : undefined,
  });
}

/** Field problems of a newsletter subscription; the corporate letter asks for the company. */
export function checkNewsletter(list: NewsletterList, values: NewsletterValues): Partial<Record<NewsletterField, BusinessFormProblem>> {
  return compact<NewsletterField>({
    email: email(values.email),
    name: text(values.name, NEWSLETTER_LIMITS.name, false),
    company: text(values.company, NEWSLETTER_LIMITS.company, list === "corporate"),
    consent: values.consent ? undefined : "consent",
  });
}

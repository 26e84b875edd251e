// The customer-service forms' rules (issue 14; docs/content.md "Forms"), the same in the browser
// and on the server. The checks answer message codes; each side words them in its language.
export const CONTACT_FORMS = ["ask", "corporate-info", "corporate-newsletter", "forest-newsletter"] as const;
export type ContactForm = (typeof CONTACT_FORMS)[number];
export const CONTACT_TOPICS = ["order", "delivery", "returns", "product", "club", "other"] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export const CONTACT_LIMITS = { name: 120, email: 254, orderNumber: 20, message: 5000, messageMin: 10 } as const;
/** Messages per visitor address and window (also per e-mail address). */
export const CONTACT_RATE_LIMIT = 5;
export const CONTACT_RATE_WINDOW_MS = 10 * 60_000;

export type ContactFormField = "name" | "email" | "orderNumber" | "topic" | "message";
export type ContactFormProblem = "required" | "email" | "orderNumber" | "tooLong" | "tooShort" | "topic";

export interface ContactValues {
  name: string;
  email: string;
  orderNumber: string;
  topic: string;
  message: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Field problems of a form; empty when it may be sent. */
export function checkContact(values: ContactValues): Partial<Record<ContactFormField, ContactFormProblem>> {
  const problems: Partial<Record<ContactFormField, ContactFormProblem>> = {};
  const name = values.name.trim();
  const email = values.email.trim();
  const message = values.message.trim();
  if (!name) problems.name = "required";
  else if (name.length > CONTACT_LIMITS.name) problems.name = "tooLong";
  if (!email) problems.email = "required";
  else if (email.length > CONTACT_LIMITS.email || !EMAIL.test(email)) problems.email = "email";
  if (values.orderNumber.trim() && !/^[A-Za-z0-9-]{1,20}$/.test(values.orderNumber.trim())) problems.orderNumber = "orderNumber";
  if (!(CONTACT_TOPICS as readonly string[]).includes(values.topic)) problems.topic = "topic";
  if (!message) problems.message = "required";
  else if (message.length < CONTACT_LIMITS.messageMin) problems.message = "tooShort";
  else if (message.length > CONTACT_LIMITS.message) problems.message = "tooLong";
  return problems;
}

// Content calls (spec 01 §7 /api/static-page/, /api/static-page-with-tabs/; issue 14; docs/content.md):
// static pages, pages with tabs, stores, the customer-service forms and the address language.
import { z } from "zod";
import { CORPORATE_INTERESTS, CORPORATE_LIMITS, isBusinessId, NEWSLETTER_LIMITS, NEWSLETTER_LISTS } from "../content/business-forms";
import { CONTACT_FORMS, CONTACT_LIMITS, CONTACT_TOPICS } from "../content/contact-rules";
import { languageCodeSchema } from "./shell";

const slugSchema = z
  .string()
  .trim()
  .min(1, "Slug is required.")
  .max(300)
  .transform((slug) => slug.replace(/^\/+|\/+$/g, ""))
  .refine((slug) => slug.length > 0 && !slug.includes("//"), "Slug must be a path.");

export const staticPageQuerySchema = z.object({ slug: slugSchema, language: languageCodeSchema.default("fi") });

/** The same page in each language: language → its slug (the whole path without end slashes). */
export const alternatesSchema = z.record(z.string(), z.string());

export const staticPageResponseSchema = z.object({
  slug: z.string(),
  title: z.string(),
  /** Sanitised HTML (docs/content.md "Sanitising"). */
  content: z.string(),
  metaDescription: z.string().nullable(),
  socialImage: z.string().nullable(),
  alternates: alternatesSchema,
});
export type StaticPageResponse = z.infer<typeof staticPageResponseSchema>;

export interface StaticTab {
  title: string;
  slug: string;
  content: string;
  tabs: StaticTab[];
}
export const staticTabSchema: z.ZodType<StaticTab> = z.lazy(() =>
  z.object({ title: z.string(), slug: z.string(), content: z.string(), tabs: z.array(staticTabSchema) }),
);
export const staticPageWithTabsResponseSchema = z.object({
  slug: z.string(),
  title: z.string(),
  content: z.string(),
  metaDescription: z.string().nullable(),
  tabs: z.array(staticTabSchema),
  alternates: alternatesSchema,
});
export type StaticPageWithTabsResponse = z.infer<typeof staticPageWithTabsResponseSchema>;

export const openingHoursSchema = z.object({ day: z.number().int().min(1).max(7), opens: z.string(), closes: z.string() });
export const openingExceptionSchema = z.object({ date: z.string(), opens: z.string().nullable(), closes: z.string().nullable(), name: z.string() });
export const storeServiceSchema = z.enum(["pikanouto", "rental", "repair", "second_hand"]);

export const storeDetailSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  type: z.enum(["retail", "web", "outlet"]),
  streetAddress: z.string(),
  postalCode: z.string(),
  city: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  openingHours: z.array(openingHoursSchema),
  openingExceptions: z.array(openingExceptionSchema),
  services: z.array(storeServiceSchema),
  pikanouto: z.boolean(),
  nouto: z.boolean(),
});
export type StoreDetail = z.infer<typeof storeDetailSchema>;
export const storesResponseSchema = z.object({ stores: z.array(storeDetailSchema) });
export const storeQuerySchema = z.object({ language: languageCodeSchema.default("fi") });

export const contactFormSchema = z.object({
  form: z.enum(CONTACT_FORMS),
  language: languageCodeSchema.default("fi"),
  name: z.string().trim().min(1, "Name is required.").max(CONTACT_LIMITS.name),
  email: z.string().trim().max(CONTACT_LIMITS.email).email("Check the e-mail address."),
  orderNumber: z.string().trim().max(CONTACT_LIMITS.orderNumber).regex(/^[A-Za-z0-9-]*$/, "Order number: letters, digits and dashes.").optional().default(""),
  topic: z.enum(CONTACT_TOPICS, { message: "Choose a topic." }),
  message: z.string().trim().min(CONTACT_LIMITS.messageMin, `Message: at least ${CONTACT_LIMITS.messageMin} characters.`).max(CONTACT_LIMITS.message),
  /** Honeypot: people leave it empty. */
  website: z.string().max(200).optional().default(""),
});
export type ContactFormInput = z.input<typeof contactFormSchema>;
export const contactCreatedSchema = z.object({ id: z.number().int() });

export const routeLanguageQuerySchema = z.object({ path: z.string().min(1).max(500), language: languageCodeSchema.default("fi") });
/** The language whose addresses hold `path` when the requested language's do not; null otherwise. */
export const routeLanguageResponseSchema = z.object({ language: languageCodeSchema.nullable() });

// The corporate inquiry and newsletter forms (docs/content.md "Forms").
const businessText = (max: number, label: string) => z.string().trim().min(1, `${label} is required.`).max(max, `${label}: at most ${max} characters.`);
const businessEmail = z.string().trim().max(CORPORATE_LIMITS.email).email("Check the e-mail address.");
/** Honeypot: people leave it empty. */
const honeypot = z.string().max(200).optional().default("");

export const corporateInquirySchema = z.object({
  language: languageCodeSchema.default("fi"),
  company: businessText(CORPORATE_LIMITS.company, "Company"),
  businessId: z.string().trim().refine((v) => v === "" || isBusinessId(v), "Business ID: 1234567-8 with a valid check digit.").optional().default(""),
  contactName: businessText(CORPORATE_LIMITS.contactName, "Contact person"),
  email: businessEmail,
  phone: z.string().trim().max(CORPORATE_LIMITS.phone).regex(/^(\+?[0-9 ()-]{6,30})?$/, "Check the phone number.").optional().default(""),
  interest: z.enum(CORPORATE_INTERESTS, { message: "Choose what you are interested in." }),
  recipients: z.number().int().min(1).max(CORPORATE_LIMITS.recipients).nullable().optional().default(null),
  message: z.string().trim().min(CORPORATE_LIMITS.messageMin, `Message: at least ${CORPORATE_LIMITS.messageMin} characters.`).max(CORPORATE_LIMITS.message),
  website: honeypot,
});
export type CorporateInquiryInput = z.input<typeof corporateInquirySchema>;

export const newsletterSubscribeSchema = z
  .object({
    list: z.enum(NEWSLETTER_LISTS),
    language: languageCodeSchema.default("fi"),
    email: businessEmail,
    name: z.string().trim().max(NEWSLETTER_LIMITS.name).optional().default(""),
    company: z.string().trim().max(NEWSLETTER_LIMITS.company).optional().default(""),
    consent: z.literal(true, { message: "Consent is required." }),
    website: honeypot,
  })
  .superRefine((value, ctx) => {
    if (value.list === "corporate" && !value.company) ctx.addIssue({ code: "custom", path: ["company"], message: "Company is required." });
  });
export type NewsletterSubscribeInput = z.input<typeof newsletterSubscribeSchema>;
export const newsletterConfirmSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, "Not a confirmation token.") });
export const newsletterConfirmedSchema = z.object({ list: z.enum(NEWSLETTER_LISTS), email: z.string() });
/** The signed unsubscribe link's contents (docs/content.md "Forms"): works before and after confirming. */
export const newsletterUnsubscribeSchema = z.object({
  list: z.enum(NEWSLETTER_LISTS),
  email: z.string().trim().min(3).max(254),
  signature: z.string().regex(/^[A-Za-z0-9_-]{43}$/, "Not a signature."),
});
export type NewsletterUnsubscribe = z.infer<typeof newsletterUnsubscribeSchema>;
export const newsletterUnsubscribedSchema = z.object({ list: z.enum(NEWSLETTER_LISTS), email: z.string() });
/** A subscription's answer is the same whether the address was new, pending or confirmed. */
export const businessFormAcceptedSchema = z.object({ ok: z.literal(true) });

/** `/product/?id=N` and `/product-group/?id=N` (spec 01 §2): the canonical path of a model or group. */
export const entryPathQuerySchema = z.object({
  kind: z.enum(["product", "group"]),
  id: z.coerce.number({ message: "id must be a whole number." }).int("id must be a whole number.").min(1, "id must be positive.").max(2_147_483_647),
  language: languageCodeSchema.default("fi"),
});
/** The path with its slashes, e.g. "/vaatteet/takit/". */
export const entryPathResponseSchema = z.object({ path: z.string() });

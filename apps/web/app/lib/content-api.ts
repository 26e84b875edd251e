// The content calls (docs/content.md): static pages, pages with tabs, stores, the address
// language of a path and the customer-service forms. Same contract checks as lib/api.ts, kept
// apart so the content area grows without touching the shared client.
import {
  API_TIMEOUT_MS,
  campaignResponseSchema,
  campaignsResponseSchema,
  businessFormAcceptedSchema,
  contactCreatedSchema,
  entryPathResponseSchema,
  experienceResponseSchema,
  experiencesResponseSchema,
  newsletterConfirmedSchema,
  newsletterUnsubscribedSchema,
  type NewsletterUnsubscribe,
  faqResponseSchema,
  lifeOutdoorsResponseSchema,
  postListResponseSchema,
  postResponseSchema,
  type PostKind,
  routeLanguageResponseSchema,
  staticPageResponseSchema,
  staticPageWithTabsResponseSchema,
  storesResponseSchema,
  type ContactFormInput,
  type CorporateInquiryInput,
  type NewsletterSubscribeInput,
  type LanguageCode,
} from "@polku/domain";
import { jsonCaller, type ApiTransport, type FetchLike } from "./api";

export function createContentApi(fetchImpl: FetchLike, transport: ApiTransport = {}) {
  const call = jsonCaller(fetchImpl, { retryAfter: true, ...transport });
  const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
  const defined = (params: Record<string, string | undefined>) => Object.fromEntries(Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined && e[1] !== ""));

  return {
    staticPage: (slug: string, language: LanguageCode) => call(`/api/static-page/?${q({ slug, language })}`, staticPageResponseSchema),
    staticPageWithTabs: (slug: string, language: LanguageCode) => call(`/api/static-page-with-tabs/?${q({ slug, language })}`, staticPageWithTabsResponseSchema),
    stores: (language: LanguageCode) => call(`/api/stores/?${q({ language })}`, storesResponseSchema),
    routeLanguage: (path: string, language: LanguageCode) => call(`/api/route-language/?${q({ path, language })}`, routeLanguageResponseSchema),
    lifeOutdoors: (language: LanguageCode) => call(`/api/life-outdoors/?${q({ language })}`, lifeOutdoorsResponseSchema),
    posts: (query: { language: LanguageCode; kind?: PostKind; category?: string; blogger?: string; page?: number }) =>
      call(`/api/posts/?${q(defined({ ...query, page: query.page ? String(query.page) : undefined }))}`, postListResponseSchema),
    post: (query: { language: LanguageCode; kind: PostKind; slug: string; taxAreaId: number }) =>
      call(`/api/post/?${q({ ...query, taxAreaId: String(query.taxAreaId) })}`, postResponseSchema),
    campaign: (query: { language: LanguageCode; slug: string; taxAreaId: number }) =>
      call(`/api/campaign/?${q({ ...query, taxAreaId: String(query.taxAreaId) })}`, campaignResponseSchema),
    campaigns: (language: LanguageCode) => call(`/api/campaigns/?${q({ language })}`, campaignsResponseSchema),
    /** The brand experiences' hub (docs/content.md "Experiences"). */
    experiences: (language: LanguageCode) => call(`/api/experiences/?${q({ language })}`, experiencesResponseSchema),
    /** One brand's experience; 404 for a brand experience_manufacturer_list does not name. */
    experience: (language: LanguageCode, slug: string) => call(`/api/experience/?${q({ language, slug })}`, experienceResponseSchema),
    faq: (language: LanguageCode, search: string) => call(`/api/faq/?${q(defined({ language, q: search || undefined }))}`, faqResponseSchema),
    /** 400 carries field errors, 429 a Retry-After. */
    sendContact: (body: ContactFormInput, clientIp: string, authorization: string | null) =>
      call("/api/contact/", contactCreatedSchema, {
        method: "POST",
        body: JSON.stringify(body),
        headers: { "content-type": "application/json", "x-forwarded-for": clientIp, ...(authorization ? { authorization } : {}) },
        cache: "no-store",
      }),
    /** The canonical path of `/product/?id=` or `/product-group/?id=`; 404 when unknown or hidden. */
    entryPath: (kind: "product" | "group", id: number, language: LanguageCode) => call(`/api/entry-path/?${q({ kind, id: String(id), language })}`, entryPathResponseSchema),
    /** The corporate inquiry (docs/content.md "Forms"); 400 field errors, 429 a Retry-After. */
    sendCorporateInquiry: (body: CorporateInquiryInput, clientIp: string, authorization: string | null) =>
      call("/api/corporate-inquiry/", contactCreatedSchema, {
        method: "POST",
        body: JSON.stringify(body),
        headers: { "content-type": "application/json", "x-forwarded-for": clientIp, ...(authorization ? { authorization } : {}) },
        cache: "no-store",
      }),
    subscribeNewsletter: (body: NewsletterSubscribeInput, clientIp: string) =>
      call("/api/newsletter/", businessFormAcceptedSchema, { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json", "x-forwarded-for": clientIp }, cache: "no-store" }),
    /** 404 when the link is unknown, used or expired. */
    confirmNewsletter: (token: string, clientIp: string) =>
      call("/api/newsletter/confirm/", newsletterConfirmedSchema, { method: "POST", body: JSON.stringify({ token }), headers: { "content-type": "application/json", "x-forwarded-for": clientIp }, cache: "no-store" }),
    /** The signed unsubscribe link's contents; 404 when the signature is not the shop's. */
    unsubscribeNewsletter: (body: NewsletterUnsubscribe, clientIp: string) =>
      call("/api/newsletter/unsubscribe/", newsletterUnsubscribedSchema, { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json", "x-forwarded-for": clientIp }, cache: "no-store" }),
  };
}
export type ContentApi = ReturnType<typeof createContentApi>;

export const browserContentApi: ContentApi = createContentApi((path, init) => fetch(path, init), { timeoutMs: API_TIMEOUT_MS });

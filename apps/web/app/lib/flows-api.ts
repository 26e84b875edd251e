// The API calls of the special flows (gift cards, complaints, returns, ski wizard, second-hand,
// rental): the same contract checks as lib/api.ts, kept apart so those areas grow without
// touching the shared client. Loaders pass context.apiFetch, the browser plain fetch.
import {
  API_TIMEOUT_MS,
  complaintCreatedSchema,
  orderComplaintsSchema,
  staffComplaintListSchema,
  staffComplaintSchema,
  type ComplaintStatus,
  giftCardBalanceResponseSchema,
  giftCardProductsResponseSchema,
  type GiftCardBalanceRequest,
  type LanguageCode,
  returnableOrderSchema,
  returnCreatedSchema,
  staffReturnListSchema,
  staffReturnSchema,
  type CreateReturnRequest,
  type ReturnOrderRequest,
  type ReturnStatus,
  compatibleProductsResponseSchema,
  skiWizardItemsSchema,
  shoeWizardResponseSchema,
  type SkiSport,
} from "@polku/domain";
import { jsonCaller, type ApiTransport, type FetchLike } from "./api";

const JSON_BODY = { "content-type": "application/json" } as const;

export function createFlowsApi(fetchImpl: FetchLike, transport: ApiTransport = {}) {
  const call = jsonCaller(fetchImpl, transport);
  const post = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({ method: "POST", body: JSON.stringify(body), headers: { ...JSON_BODY, ...headers }, cache: "no-store" });
  const forwarded = (clientIp?: string): Record<string, string> => (clientIp ? { "x-forwarded-for": clientIp } : {});

  return {
    /** /ski-wizard/{sport}/: the sport's skis, bindings and boots with sizes, prices and stock (docs/ski-wizard.md "API"). */
    skiWizardItems: (sport: SkiSport, language: LanguageCode, taxArea: number) => call(`/api/ski_wizard/${sport}/?language=${language}&tax_area=${taxArea}`, skiWizardItemsSchema),
    /** /shoe-wizard/ and the footwear group pages: the wizard's groups, wide-fit models and size table (docs/shoe-wizard.md "API"). */
    shoeWizard: (language: LanguageCode) => call(`/api/shoe_wizard/?language=${language}`, shoeWizardResponseSchema),
    /** GET /api/compatible_products/ (spec 01 §7) for the query of compatibilityQuery(). */
    compatibleProducts: (query: string, signal?: AbortSignal) => call(`/api/compatible_products/?${query}`, compatibleProductsResponseSchema, signal ? { signal } : undefined),
    /** /service-products/giftcards/: the gift card products in a language. */
    giftCardProducts: (language: LanguageCode) => call(`/api/gift-cards/products/?language=${language}`, giftCardProductsResponseSchema),
    /** A card's balance; 404 for an unknown code, 429 when the address asked too often. */
    giftCardBalance: (body: GiftCardBalanceRequest, clientIp?: string) => call("/api/gift-cards/balance/", giftCardBalanceResponseSchema, post(body, forwarded(clientIp))),
    /** /reclamation/: the form with its files as multipart; 400 carries field errors in the form's language. */
    fileComplaint: (form: FormData, authorization: string | null) =>
      call("/api/complaints/", complaintCreatedSchema, { method: "POST", body: form, headers: authorization ? { authorization } : {}, cache: "no-store" }),
    /** The complaints of an order, for its owner (or with its access token). */
    orderComplaints: (number: string, authorization: string) => call(`/api/orders/${encodeURIComponent(number)}/complaints/`, orderComplaintsSchema, { headers: { authorization }, cache: "no-store" }),
    staffComplaints: (status: ComplaintStatus | null, authorization: string) =>
      call(`/api/staff/complaints/${status ? `?status=${status}` : ""}`, staffComplaintListSchema, { headers: { authorization }, cache: "no-store" }),
    staffComplaint: (number: string, authorization: string) => call(`/api/staff/complaints/${encodeURIComponent(number)}/`, staffComplaintSchema, { headers: { authorization }, cache: "no-store" }),
    moveComplaint: (number: string, body: { status: ComplaintStatus; note?: string }, authorization: string) =>
      call(`/api/staff/complaints/${encodeURIComponent(number)}/status/`, staffComplaintSchema, post(body, { authorization })),
    answerComplaint: (number: string, message: string, authorization: string) =>
      call(`/api/staff/complaints/${encodeURIComponent(number)}/answer/`, staffComplaintSchema, post({ message }, { authorization })),
    /** /returns/: what of an order can be returned (its e-mail, or the owner's login); 404 for any other. */
    returnableOrder: (body: ReturnOrderRequest, authorization: string | null, clientIp?: string) =>
      call("/api/returns/order/", returnableOrderSchema, post(body, { ...forwarded(clientIp), ...(authorization ? { authorization } : {}) })),
    /** Files a return; 400 carries field errors (`lines.{i}.reason`, …) in the return's language. */
    createReturn: (body: CreateReturnRequest, authorization: string | null, clientIp?: string) =>
      call("/api/returns/", returnCreatedSchema, post(body, { ...forwarded(clientIp), ...(authorization ? { authorization } : {}) })),
    staffReturns: (status: ReturnStatus | null, authorization: string) =>
      call(`/api/staff/returns/${status ? `?status=${status}` : ""}`, staffReturnListSchema, { headers: { authorization }, cache: "no-store" }),
    staffReturn: (number: string, authorization: string) => call(`/api/staff/returns/${encodeURIComponent(number)}/`, staffReturnSchema, { headers: { authorization }, cache: "no-store" }),
    moveReturn: (number: string, body: { status: ReturnStatus; note?: string }, authorization: string) =>
      call(`/api/staff/returns/${encodeURIComponent(number)}/status/`, staffReturnSchema, post(body, { authorization })),
  };
}

export type FlowsApi = ReturnType<typeof createFlowsApi>;

export const browserFlowsApi: FlowsApi = createFlowsApi((path, init) => fetch(path, init), { timeoutMs: API_TIMEOUT_MS });

// The one typed API client (spec 01 §7): loaders pass context.apiFetch, the browser plain fetch.
// 400-599 become ApiError. Each call names its answer's contract (api-contracts.server.ts); the
// server render checks the answer against the contract's zod schema (`checkContract`), the
// browser only that it is JSON (`browserCheck`): the API sends the final shape, and neither zod
// nor the schemas are in the browser's scripts (docs/performance.md "zod off the browser").
import {
  API_RETRY_DELAYS_MS,
  API_RETRY_STATUSES,
  API_TIMEOUT_MS,
  shouldRetryApiCall,
  type CartContent,
  type CheckoutRequestInput,
  type ProductReviewsQuery,
  normaliseProductPath,
  type ProductModelListQuery,
  type ReviewWriteInput,
  type EnterpriseOrderRequest,
  type OrderConflict,
  type OrderLookupRequest,
  type PayPalReturnRequest,
  type PlaceOrderRequestInput,
  type PlaceOrderResponse,
  type BackInStockRequest,
  type ReviewVoteRequest,
  type ValidateCodeRequest,
  type LanguageCode,
  type TokenRequest,
  type TokenResponse,
} from "@polku/domain";
import type { z } from "zod";
import type { ApiContracts } from "./api-contracts.server";

const JSON_BODY = { "content-type": "application/json" } as const;

/** spec 02 §7: the GET form is used while the compressed query is shorter than this. */
export const LIST_QUERY_GET_LIMIT = 2000;

export type ContractName = keyof ApiContracts;
export type ContractOutput<K extends ContractName> = z.output<ApiContracts[K]>;
export type ContractResult = { success: true; data: unknown } | { success: false; issues: unknown };
/** Checks (and on the server normalises) an answer against its contract. */
export type ContractCheck = (contract: ContractName, body: unknown) => ContractResult;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The answers the browser does check by hand: the recommendation service is not ours (spec 02
 * §7: anything but `data: [{ id }]` is no order), and a 409 of an order is a conflict only with
 * its texts (otherwise the payment page shows the general failure).
 */
const BROWSER_CHECKS: Partial<Record<ContractName, (body: unknown) => boolean>> = {
  recommendation: (body) => isRecord(body) && Array.isArray(body.data) && body.data.every((entry) => isRecord(entry) && Number.isInteger(entry.id)),
  orderConflict: (body) => isRecord(body) && typeof body.detail === "string" && typeof body.code === "string" && Array.isArray(body.errors) && body.errors.every((text) => typeof text === "string"),
};

/** The browser's check: an answer of our API is used as it comes when it is a JSON object or list. */
export const browserCheck: ContractCheck = (contract, body) => {
  const check = BROWSER_CHECKS[contract];
  const ok = check ? check(body) : typeof body === "object" && body !== null;
  return ok ? { success: true, data: body } : { success: false, issues: [{ message: `Not a ${contract} answer.` }] };
};

export interface RecommendationQuery {
  origin: string;
  strategy: string;
  /** The page's category names joined with ' > '. */
  context: string;
}

/** GET /api/product/extra/ (spec 02 §7) of one type. */
function extraPath(type: "1" | "2", query: { slug: string; deliveryCountryCode: string; group?: number; language: LanguageCode; taxAreaId: number }): string {
  const search = new URLSearchParams({ slug: query.slug, "delivery-country-code": query.deliveryCountryCode, type, language: query.language, taxAreaId: String(query.taxAreaId) });
  if (query.group !== undefined) search.set("group", String(query.group));
  return `/api/product/extra/?${search}`;
}

export type FetchLike = (path: string, init?: RequestInit) => Promise<Response>;

/**
 * The API called in the server's own process (docs/decisions/004-in-process-api.md): the same
 * route handler answers with the value it would serialise (or the JSON text it keeps), or
 * undefined when the call must go through `FetchLike` after all.
 */
export type InProcessCall = (
  path: string,
  init?: RequestInit,
) => Promise<(({ status: number; body: unknown } | { status: number; json: string }) & { etag?: string }) | undefined>;

/** The API answered with a status of 400-599. */
export class ApiError extends Error {
  constructor(
    readonly path: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`API ${status} for ${path}`);
    this.name = "ApiError";
  }
}

/** The call never got an answer (network down, aborted). */
export class ApiNetworkError extends Error {
  constructor(
    readonly path: string,
    cause: unknown,
  ) {
    super(`API unreachable for ${path}`, { cause });
    this.name = "ApiNetworkError";
  }
}

/** The answer did not match the contract. */
export class ApiContractError extends Error {
  constructor(
    readonly path: string,
    readonly issues: unknown,
  ) {
    super(`API answer of ${path} does not match its schema`);
    this.name = "ApiContractError";
  }
}

/**
 * docs/accounts.md "Login flow": the expected answers of POST /api/token/ are values, so the
 * login form can say what happened (and how long to wait when throttled).
 */
export type LoginResult =
  | { kind: "ok"; token: TokenResponse }
  | { kind: "wrong_credentials" }
  | { kind: "not_activated" }
  | { kind: "throttled"; retryAfterSeconds: number }
  | { kind: "invalid" }
  | { kind: "unavailable" };

/**
 * docs/orders.md "Storefront": placing an order. A 409 (sold out, a code used up, a gift card
 * balance spent, …) is an expected answer with texts in the shopper's language; other failures throw.
 */
export type PlaceOrderResult = { kind: "placed"; order: PlaceOrderResponse } | { kind: "conflict"; conflict: OrderConflict };

export type ApiFailure = ApiError | ApiNetworkError | ApiContractError;

export function isApiFailure(error: unknown): error is ApiFailure {
  return error instanceof ApiError || error instanceof ApiNetworkError || error instanceof ApiContractError;
}

async function readBody(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/** What jsonCaller checks an answer with: a zod schema, or ANY_JSON. */
export interface AnswerParser<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: unknown } };
}

const ANY_JSON: AnswerParser<unknown> = { safeParse: (value) => ({ success: true, data: value }) };

/**
 * How a client sends (spec 01 §7): reads and calls declared idempotent are sent again after a
 * network failure, a timeout or a 502/503/504 (the domain's shouldRetryApiCall), after the waits
 * of `retryDelays`; each send is aborted after `timeoutMs` when that is set (the browser's clients
 * set API_TIMEOUT_MS, not for multipart uploads; the server render's calls are answered in its
 * own process).
 */
export interface ApiTransport {
  retryDelays?: readonly number[];
  timeoutMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

/** Per call: a write that is safe to send again (a PUT that replaces, a body with an idempotency key). */
export interface CallOptions {
  idempotent?: boolean;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

class SendTimeout extends Error {
  constructor(ms: number) {
    super(`No answer within ${ms} ms`);
    this.name = "TimeoutError";
  }
}

/**
 * One send with the caller's signal and the transport's timeout; `readAnswer` reads the answer before
 * the timer stops, so a stalled body is cut as well.
 */
async function sendOnce<R>(fetchImpl: FetchLike, path: string, init: RequestInit, timeoutMs: number | undefined, readAnswer: (response: Response) => Promise<R>): Promise<R> {
  if (!timeoutMs) return readAnswer(await fetchImpl(path, init));
  const controller = new AbortController();
  const outer = init.signal;
  const onOuterAbort = () => controller.abort(outer?.reason);
  if (outer) {
    if (outer.aborted) controller.abort(outer.reason);
    else outer.addEventListener("abort", onOuterAbort, { once: true });
  }
  const timer = setTimeout(() => controller.abort(new SendTimeout(timeoutMs)), timeoutMs);
  try {
    return await readAnswer(await fetchImpl(path, { ...init, signal: controller.signal }));
  } catch (error) {
    if (controller.signal.reason instanceof SendTimeout && !outer?.aborted) throw controller.signal.reason;
    throw error;
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener("abort", onOuterAbort);
  }
}

/** The headers of a send: JSON asked for; a multipart body keeps no content-type, so fetch writes its boundary (spec 01 §7). */
function sendHeaders(init: RequestInit | undefined): Headers {
  const headers = new Headers(init?.headers);
  if (!headers.has("accept")) headers.set("accept", "application/json");
  if (typeof FormData !== "undefined" && init?.body instanceof FormData) headers.delete("content-type");
  return headers;
}

type Sent = { kind: "answer"; status: number; body: unknown; retryAfter: string | null } | { kind: "retry"; status: number };

/**
 * One JSON call with the checks every client makes (this one, content-api.ts, flows-api.ts): a
 * network failure, an error status with its body, the answer against its schema, retries and the
 * timeout of the transport. `retryAfter`: a 429's body carries the Retry-After seconds on for the page.
 */
export function jsonCaller(fetchImpl: FetchLike, options: { retryAfter?: boolean } & ApiTransport = {}) {
  const delays = options.retryDelays ?? API_RETRY_DELAYS_MS;
  const sleep = options.sleep ?? defaultSleep;
  return async function call<T>(path: string, schema: AnswerParser<T>, init?: RequestInit, callOptions: CallOptions = {}): Promise<T> {
    const sendInit: RequestInit = { ...init, headers: sendHeaders(init) };
    const retryable = { method: init?.method, idempotent: callOptions.idempotent, delays };
    // An upload (complaint attachments up to 15 MB) takes as long as the shopper's line needs.
    const isUpload = typeof FormData !== "undefined" && init?.body instanceof FormData;
    for (let attempt = 0; ; attempt++) {
      let sent: Sent;
      try {
        sent = await sendOnce(fetchImpl, path, sendInit, isUpload ? undefined : options.timeoutMs, async (response) => {
          if (API_RETRY_STATUSES.includes(response.status) && shouldRetryApiCall({ ...retryable, outcome: { kind: "status", status: response.status }, attempt })) {
            void response.body?.cancel().catch(() => undefined);
            return { kind: "retry", status: response.status };
          }
          return { kind: "answer", status: response.status, body: await readBody(response), retryAfter: response.headers.get("retry-after") };
        });
      } catch (error) {
        const outcome = init?.signal?.aborted ? ({ kind: "aborted" } as const) : error instanceof SendTimeout ? ({ kind: "timeout" } as const) : ({ kind: "network" } as const);
        if (!shouldRetryApiCall({ ...retryable, outcome, attempt })) throw new ApiNetworkError(path, error);
        await sleep(delays[attempt]!);
        continue;
      }
      if (sent.kind === "retry") {
        await sleep(delays[attempt]!);
        continue;
      }
      if (options.retryAfter && sent.status === 429) {
        const body = sent.body as Record<string, unknown> | null;
        throw new ApiError(path, 429, { ...body, retryAfter: Number(sent.retryAfter ?? 0) });
      }
      if (sent.status >= 400) throw new ApiError(path, sent.status, sent.body);
      const parsed = schema.safeParse(sent.body);
      if (!parsed.success) throw new ApiContractError(path, parsed.error.issues);
      return parsed.data;
    }
  };
}

/**
 * `check`: the server passes `checkContract` (api-contracts.server.ts), the browser keeps
 * `browserCheck`.
 */
export function createApiClient(fetchImpl: FetchLike, inProcess?: InProcessCall, check: ContractCheck = browserCheck, transport: ApiTransport = {}) {
  const fetchJson = jsonCaller(fetchImpl, transport);
  async function get<K extends ContractName>(path: string, contract: K, init?: RequestInit, callOptions?: CallOptions): Promise<ContractOutput<K>> {
    const answer = inProcess ? await inProcess(path, init) : undefined;
    let body: unknown;
    if (answer) {
      try {
        body = "json" in answer ? JSON.parse(answer.json) : answer.body;
      } catch {
        body = null;
      }
      if (answer.status >= 400) throw new ApiError(path, answer.status, body);
    } else {
      body = await fetchJson(path, ANY_JSON, init, callOptions);
    }
    const checked = check(contract, body);
    if (!checked.success) throw new ApiContractError(path, checked.issues);
    return checked.data as ContractOutput<K>;
  }

  /** spec 01 §7: init-config is retried once. */
  async function retryOnce<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch {
      return call();
    }
  }

  async function login(body: TokenRequest, clientIp?: string): Promise<LoginResult> {
    const path = "/api/token/";
    let response: Response;
    try {
      // The throttle counts by the shopper's address, which the server rendering forwards.
      const headers: Record<string, string> = { accept: "application/json", "content-type": "application/json" };
      if (clientIp) headers["x-forwarded-for"] = clientIp;
      response = await fetchImpl(path, { method: "POST", body: JSON.stringify(body), headers });
    } catch (error) {
      console.error(new ApiNetworkError(path, error));
      return { kind: "unavailable" };
    }
    switch (response.status) {
      case 200: {
        const parsed = check("tokenResponse", await readBody(response));
        if (parsed.success) return { kind: "ok", token: parsed.data as TokenResponse };
        console.error(new ApiContractError(path, parsed.issues));
        return { kind: "unavailable" };
      }
      case 400:
        return { kind: "invalid" };
      case 401:
        return { kind: "wrong_credentials" };
      case 403:
        return { kind: "not_activated" };
      case 429: {
        const seconds = Number(response.headers.get("retry-after"));
        return { kind: "throttled", retryAfterSeconds: Number.isFinite(seconds) && seconds > 0 ? seconds : 60 };
      }
      default:
        if (response.status >= 500) console.error(new ApiError(path, response.status, await readBody(response)));
        return { kind: "unavailable" };
    }
  }

  const lang = (language: LanguageCode) => `language=${encodeURIComponent(language)}`;

  return {
    resources: (language: LanguageCode) => get(`/api/resources/?${lang(language)}`, "resourcesResponse"),
    productGroups: (language: LanguageCode) => get(`/api/product-groups/?${lang(language)}`, "productGroupsResponse"),
    banners: (language: LanguageCode) => get(`/api/banners/?${lang(language)}`, "bannersResponse"),
    /** What the shop may promise the country's shoppers (docs/checkout.md "Promises"). */
    shopPromises: (countryCode: string, language: LanguageCode) =>
      get(`/api/shop-promises/?${new URLSearchParams({ country_code: countryCode, language })}`, "shopPromisesResponse"),
    brands: (language: LanguageCode) => get(`/api/brands/?${lang(language)}`, "brandsResponse"),
    keywordPopups: (language: LanguageCode) => get(`/api/keyword-popups/?${lang(language)}`, "keywordPopupsResponse"),
    routeSlugs: (language: LanguageCode) => get(`/api/route-slugs/?${lang(language)}`, "routeSlugsResponse"),
    routeRules: () => get("/api/route-rules/", "routeRulesResponse"),
    generalSettings: (language: LanguageCode) =>
      get(`/api/general-settings/?${lang(language)}`, "generalSettingsResponse"),
    localeOptions: (language: LanguageCode) => get(`/api/locale-options/?${lang(language)}`, "localeOptionsResponse"),
    /** spec 01 §7: only when no country or currency cookie exists. */
    localeByIp: (clientIp?: string) =>
      get("/api/locale_by_ip/", "localeByIpResponse", clientIp ? { headers: { "x-forwarded-for": clientIp } } : undefined),
    initConfig: (query: { country: string; currency: string; language: LanguageCode }) => {
      const search = new URLSearchParams({
        "delivery-country-code": query.country,
        "currency-code": query.currency,
        language: query.language,
      });
      return retryOnce(() => get(`/api/init-config/?${search}`, "initConfigResponse"));
    },
    newestProducts: (query: { language: LanguageCode; taxAreaId: number; limit: number }) => {
      const search = new URLSearchParams({
        language: query.language,
        taxAreaId: String(query.taxAreaId),
        limit: String(query.limit),
      });
      return get(`/api/products/newest/?${search}`, "newestResponse");
    },
    /** spec 02 §7: a one-item list, the first item is the group. */
    productGroup: (path: string, language: LanguageCode) =>
      get(`/api/products/productgroup/?path=${encodeURIComponent(path)}&${lang(language)}`, "productGroupResponse").then((list) => list[0]!),
    brand: (slug: string, language: LanguageCode) => get(`/api/brand/?slug=${encodeURIComponent(slug)}&${lang(language)}`, "manufacturer"),
    /** spec 02 §7: the product page model of a product path ("brand/model-slug"); 404 for an unknown one. */
    productModel: (
      path: string,
      query: { language: LanguageCode; taxAreaId: number; preview?: boolean; giftcampaign?: string },
      /** The so.auth value: a staff user's preview may show a non-public model (spec 02 §6). */
      authorization?: string | null,
    ) => {
      const search = new URLSearchParams({ language: query.language, taxAreaId: String(query.taxAreaId) });
      if (query.preview) search.set("preview", "1");
      if (query.giftcampaign) search.set("giftcampaign", query.giftcampaign);
      const slug = normaliseProductPath(path).split("/").map(encodeURIComponent).join("/");
      const init: RequestInit | undefined = authorization ? { headers: { authorization }, cache: "no-store" } : undefined;
      return get(`/api/products/productmodel/${slug}/?${search}`, "productModel", init);
    },
    /**
     * spec 02 §7: GET with the lz-string compressed query (cacheable) while it is under 2000
     * characters; POST with the JSON body when it is longer or when the GET failed.
     */
    productModelList: async (query: ProductModelListQuery) => {
      const json = JSON.stringify(query);
      // Only the group pages' browser code lists models: the compressor loads with the first list.
      const { default: LZString } = await import("lz-string");
      const q = LZString.compressToEncodedURIComponent(json);
      const post = () =>
        get("/api/products/productmodellist/", "productModelListResponse", { method: "POST", body: json, headers: { "content-type": "application/json" } });
      if (q.length >= LIST_QUERY_GET_LIMIT) return post();
      try {
        return await get(`/api/products/productmodellist/?q=${q}`, "productModelListResponse");
      } catch (error) {
        // A 404 (unknown group or brand) is an answer, not a failed GET.
        if (error instanceof ApiError && error.status === 404) throw error;
        return post();
      }
    },
    /** spec 02 §7: the recommended order of a category; the ids in order. */
    recommendedOrder: (query: RecommendationQuery) => {
      const search = new URLSearchParams({ method: "strategy", origin: query.origin, strategy: query.strategy, context: query.context });
      return get(`/recoApi/v2?${search}`, "recommendation").then((answer) => answer.data.map((entry) => entry.id));
    },
    /** docs/search.md: the ranked result list (at most SEARCH_RESULT_LIMIT items). */
    search: (query: { q: string; language: LanguageCode; taxAreaId: number }) => {
      const search = new URLSearchParams({ q: query.q, language: query.language, taxAreaId: String(query.taxAreaId) });
      return get(`/api/search/?${search}`, "searchResponse");
    },
    /** docs/search.md: products, brands and groups for the header box. */
    searchSuggest: (query: { q: string; language: LanguageCode }, init?: RequestInit) =>
      get(`/api/search/suggest/?${new URLSearchParams({ q: query.q, language: query.language })}`, "searchSuggestResponse", init),
    /** docs/accounts.md: token login; failures are values (LoginResult), not throws. */
    login,
    /** spec 01 §7: the logged-in customer; `authorization` is the so.auth value ("Bearer …"). */
    customer: (authorization: string) => get("/api/customer/", "customerResponse", { headers: { authorization }, cache: "no-store" }),
    /** Revokes the token it is called with (204 even for an unknown token). */
    logout: async (authorization: string) => {
      let response: Response;
      try {
        response = await fetchImpl("/api/logout/", { method: "POST", headers: { authorization } });
      } catch (error) {
        throw new ApiNetworkError("/api/logout/", error);
      }
      if (response.status >= 400) throw new ApiError("/api/logout/", response.status, await readBody(response));
    },
    /** spec 01 §7: cart validation (docs/cart.md); `authorization` is the so.auth value when logged in. */
    checkout: (body: CheckoutRequestInput, authorization: string | null) =>
      get("/api/checkout/", "checkoutResponse", {
        method: "POST",
        body: JSON.stringify(body),
        headers: { "content-type": "application/json", ...(authorization ? { authorization } : {}) },
        cache: "no-store",
      }),
    /** docs/accounts.md "The saved cart": the logged-in customer's cart as a JSON string; a PUT that replaces, so sent again when it may not have arrived. */
    saveCart: (content: CartContent, authorization: string) =>
      get(
        "/api/customer/cart/",
        "saveCartResponse",
        { method: "PUT", body: JSON.stringify({ cart_content: JSON.stringify(content) }), headers: { "content-type": "application/json", authorization } },
        { idempotent: true },
      ),
    /** spec 02 §7: one page of a model's reviews (docs/api.md "Review calls"); 404 for an unknown model. */
    productReviews: (query: ProductReviewsQuery, init?: RequestInit) => {
      const search = new URLSearchParams({ model_id: String(query.model_id), size: String(query.size), page: String(query.page), sort: query.sort });
      if (query.language) search.set("language", query.language);
      if (query.stars) search.set("stars", String(query.stars));
      return get(`/api/product_reviews/?${search}`, "productReviewsResponse", init);
    },
    /** docs/product-page.md "Writing a review": a 400 carries field errors as message keys (ApiError.body). */
    writeReview: (authorization: string, body: ReviewWriteInput) =>
      get("/api/product_reviews/", "reviewWriteResponse", { method: "POST", body: JSON.stringify(body), headers: { ...JSON_BODY, authorization } }),
    /** docs/product-page.md "Review photos": one photo as multipart `file`; answers the path the review names. */
    uploadReviewPhoto: (authorization: string, form: FormData) =>
      get("/api/product_reviews/photos/", "reviewPhotoResponse", { method: "POST", body: form, headers: { authorization } }),
    // Wishlist, review votes, back-in-stock e-mails and gift campaigns (docs/accounts.md
    // "Wishlist", docs/product-page.md). `authorization` is the so.auth value ("Bearer …").
    /** spec 02 §7: adds or removes a model; answers added and the new wishlist. */
    wishlistToggle: (authorization: string, modelId: number) =>
      get("/api/customer/wishlist_toggle/", "wishlistToggleResponse", { method: "POST", body: JSON.stringify({ model_id: modelId }), headers: { ...JSON_BODY, authorization } }),
    /** The saved models as list items, most recently saved first. */
    wishlist: (authorization: string, query: { language: LanguageCode; taxAreaId: number }) =>
      get(`/api/customer/wishlist/?${new URLSearchParams({ language: query.language, taxAreaId: String(query.taxAreaId) })}`, "wishlistResponse", {
        headers: { authorization },
        cache: "no-store",
      }),
    /** spec 02 §7: up, down or null; answers the review's counts and the customer's votes. */
    reviewVote: (authorization: string, body: ReviewVoteRequest) =>
      get("/api/review_votes/", "reviewVoteResponse", { method: "POST", body: JSON.stringify(body), headers: { ...JSON_BODY, authorization } }),
    /** spec 02 §7: a 400 carries field errors in lang_code (ApiError.body). */
    backInStockNotify: (body: BackInStockRequest) =>
      get("/api/product_availability_email_notify/", "backInStockResponse", { method: "POST", body: JSON.stringify(body), headers: JSON_BODY }),
    /** spec 02 §7: a 400 carries the error text in lang_code (ApiError.body). */
    validateGiftCode: (body: ValidateCodeRequest) =>
      get("/api/giftcampaigns/validate_code/", "validateCodeResponse", { method: "POST", body: JSON.stringify(body), headers: JSON_BODY }),
    /** The campaign of /giftcampaigns/{campaign}/{product}/; 404 for an unknown or closed one. */
    giftCampaign: (slug: string, language: LanguageCode) =>
      get(`/api/giftcampaigns/${encodeURIComponent(slug)}/?${lang(language)}`, "giftCampaignResponse"),
    /** spec 02 §7: extra data of a product page; type 1 the delivery limits for the country, type 2 bundles, size tables and card lists. */
    productDeliveryLimit: (query: { slug: string; deliveryCountryCode: string; language: LanguageCode; taxAreaId: number }, init?: RequestInit) =>
      get(extraPath("1", query), "productExtraType1", init),
    productExtraData: (query: { slug: string; deliveryCountryCode: string; group?: number; language: LanguageCode; taxAreaId: number }, init?: RequestInit) =>
      get(extraPath("2", query), "productExtraType2", init),
    /** Delivery options of one unit of a variant to a postcode (docs/checkout.md "Delivery lookups"). */
    deliveryMethods: (query: { postalCode: string; variantId: number; countryCode: string; language: LanguageCode }, init?: RequestInit) => {
      const search = new URLSearchParams({ postal_code: query.postalCode, variant_id: String(query.variantId), country_code: query.countryCode.toLowerCase(), language: query.language });
      return get(`/api/delivery-methods/?${search}`, "deliveryMethodsResponse", init);
    },
    /** spec 02 §7: express pickup near the postcode for the fast-delivery box; `price` in cents as the spec's call sends it. */
    fastShipping: (query: { postalCode: string; variantId: number; price: number; language: LanguageCode }, init?: RequestInit) => {
      const search = new URLSearchParams({ postal_code: query.postalCode, price: String(query.price), variant_id: String(query.variantId), language: query.language });
      return get(`/api/get_fast_shipping/?${search}`, "fastShippingResponse", init);
    },
    /** spec 02 §7: the text and link of a description keyword. */
    keywordPopup: (id: number, language: LanguageCode, init?: RequestInit) => get(`/api/keyword-popup/?id=${id}&${lang(language)}`, "keywordPopupResponse", init),
    /** Staff only (spec 02 §6): per-store balances and shelf codes of a model; 401/403 for others. */
    staffStock: (modelId: number, authorization: string, init?: RequestInit) =>
      get(`/api/product/stock/?model_id=${modelId}`, "staffStockResponse", { ...init, headers: { authorization }, cache: "no-store" }),
    /** Staff only (docs/accounts.md "Staff bar"): customers by e-mail or name, at most 20; 401/403 for others. */
    staffCustomers: (q: string, authorization: string, init?: RequestInit) =>
      get(`/api/staff/customers/?${new URLSearchParams({ q })}`, "staffCustomerSearchResponse", { ...init, headers: { authorization }, cache: "no-store" }),
    // Orders (docs/orders.md). `authorization` is the so.auth value, null for a guest.
    placeOrder: async (body: PlaceOrderRequestInput, authorization: string | null): Promise<PlaceOrderResult> => {
      try {
        const order = await get("/api/orders/", "placeOrderResponse", {
          method: "POST",
          body: JSON.stringify(body),
          headers: { ...JSON_BODY, ...(authorization ? { authorization } : {}) },
          cache: "no-store",
        });
        return { kind: "placed", order };
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) {
          const conflict = check("orderConflict", error.body);
          if (conflict.success) return { kind: "conflict", conflict: conflict.data as OrderConflict };
        }
        throw error;
      }
    },
    /** One order for its result pages: with its access token, or as its logged-in owner; 404 otherwise. */
    order: (number: string, query: { token: string | null; authorization: string | null }, init?: RequestInit) =>
      get(`/api/orders/${encodeURIComponent(number)}/${query.token ? `?token=${encodeURIComponent(query.token)}` : ""}`, "orderView", {
        ...init,
        headers: query.authorization ? { authorization: query.authorization } : {},
        cache: "no-store",
      }),
    /**
     * /checkout/klarna/confirm/: the order of a Klarna checkout, its completion recorded, with
     * Klarna's confirmation snippet; 404 for an id the shop has no order for, 502 when Klarna is down.
     */
    klarnaConfirmation: (klarnaOrderId: string) =>
      get(`/api/payments/klarna/confirmation/?${new URLSearchParams({ klarna_order_id: klarnaOrderId })}`, "klarnaConfirmation", { cache: "no-store" }),
    /** PayPal's return to the ok page: captures, then answers the order's state; 502 when PayPal is down. */
    payPalReturn: (body: PayPalReturnRequest, authorization: string | null) =>
      get("/api/payments/paypal/return/", "payPalReturnResponse", {
        method: "POST",
        body: JSON.stringify(body),
        headers: { ...JSON_BODY, ...(authorization ? { authorization } : {}) },
        cache: "no-store",
      }),
    /** /view-order/: e-mail and number; 404 "Order not found" for both a wrong e-mail and an unknown number. */
    orderLookup: (body: OrderLookupRequest, clientIp?: string) =>
      get("/api/orders/lookup/", "orderView", { method: "POST", body: JSON.stringify(body), headers: { ...JSON_BODY, ...(clientIp ? { "x-forwarded-for": clientIp } : {}) }, cache: "no-store" }),
    /** /history/: the logged-in customer's orders, newest first. */
    customerOrders: (authorization: string) => get("/api/customer/orders/", "customerOrdersResponse", { headers: { authorization }, cache: "no-store" }),
    /** spec 02 §6: adds products to the organisation's open enterprise order. */
    enterpriseOrder: (authorization: string, body: EnterpriseOrderRequest) =>
      get("/api/customer/enterprise/order/", "enterpriseOrderResponse", { method: "POST", body: JSON.stringify(body), headers: { ...JSON_BODY, authorization } }),
    /** spec 01 §7: polled hourly with a timestamp query against caches. */
    latestBuild: (now = Date.now()) => get(`/builds/latest.json?t=${now}`, "buildInfo", { cache: "no-store" }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The browser's client: same origin, plain fetch, each send cut after API_TIMEOUT_MS. */
export const browserApi: ApiClient = createApiClient((path, init) => fetch(path, init), undefined, browserCheck, { timeoutMs: API_TIMEOUT_MS });

// The API calls of the circular economy's pages: second-hand (docs/second-hand.md) and rental
// (docs/rental.md). The same contract checks as lib/api.ts; loaders pass context.apiFetch, the
// browser plain fetch. Answers are never cached: a sold item or a taken day changes at once.
// As in lib/api.ts, a call names its answer's contract (circular-contracts.server.ts): loaders
// check the answer with the zod schema, the browser only that it is JSON.
import type { LanguageCode, RentalBookingRequest } from "@polku/domain";
import type { z } from "zod";
import { ApiContractError, ApiError, ApiNetworkError, type ContractResult, type FetchLike } from "./api";
import type { CircularContracts } from "./circular-contracts.server";

type CircularContract = keyof CircularContracts;
export type CircularCheck = (contract: CircularContract, body: unknown) => ContractResult;

/** The browser's check: the API sends the final shape; anything but a JSON object or list fails. */
const browserCheck: CircularCheck = (contract, body) =>
  typeof body === "object" && body !== null ? { success: true, data: body } : { success: false, issues: [{ message: `Not a ${contract} answer.` }] };

const JSON_BODY = { "content-type": "application/json" } as const;

async function readBody(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/** The listing's query as the API takes it; values of one filter are alternatives. */
export interface SecondHandListParams {
  language: LanguageCode;
  taxAreaId: number;
  parent?: number;
  group?: readonly string[];
  brand?: readonly string[];
  size?: readonly string[];
  condition?: readonly string[];
  /** Cents. */
  priceMin?: number;
  priceMax?: number;
  sort?: string;
}

export function secondHandQuery(p: SecondHandListParams): string {
  const q = new URLSearchParams({ language: p.language, taxAreaId: String(p.taxAreaId) });
  if (p.parent !== undefined) q.set("parent", String(p.parent));
  for (const [key, values] of [["group", p.group], ["brand", p.brand], ["size", p.size], ["condition", p.condition]] as const) {
    if (values && values.length > 0) q.set(key, values.join(","));
  }
  if (p.priceMin !== undefined) q.set("price_min", String(p.priceMin));
  if (p.priceMax !== undefined) q.set("price_max", String(p.priceMax));
  if (p.sort) q.set("sort", p.sort);
  return q.toString();
}

export function createCircularApi(fetchImpl: FetchLike, check: CircularCheck = browserCheck) {
  async function call<K extends CircularContract>(path: string, contract: K, init?: RequestInit): Promise<z.output<CircularContracts[K]>> {
    let response: Response;
    try {
      response = await fetchImpl(path, { cache: "no-store", ...init, headers: { accept: "application/json", ...init?.headers } });
    } catch (error) {
      throw new ApiNetworkError(path, error);
    }
    if (response.status >= 400) throw new ApiError(path, response.status, await readBody(response));
    const checked = check(contract, await readBody(response));
    if (!checked.success) throw new ApiContractError(path, checked.issues);
    return checked.data as z.output<CircularContracts[K]>;
  }
  return {
    /** /second-hand/ and a product page's "also available second-hand". */
    secondHandList: (params: SecondHandListParams, init?: RequestInit) => call(`/api/second-hand/?${secondHandQuery(params)}`, "secondHandListResponse", init),
    /** One item; 404 unknown, 410 sold. */
    secondHandItem: (id: number, language: LanguageCode, taxAreaId: number, init?: RequestInit) =>
      call(`/api/second-hand/${id}/?language=${language}&taxAreaId=${taxAreaId}`, "secondHandItem", init),
    /** /rental/: the items of the stores with rental (all, or one store's). */
    rentalList: (language: LanguageCode, store?: string) =>
      call(`/api/rental/?${new URLSearchParams({ language, ...(store ? { store } : {}) }).toString()}`, "rentalItemsResponse"),
    /** Free units of a size per day, `from` to `to` inclusive (at most 62 days). */
    rentalAvailability: (itemId: number, q: { language: LanguageCode; size: string; from: string; to: string }) =>
      call(`/api/rental/items/${itemId}/availability/?${new URLSearchParams(q).toString()}`, "rentalAvailability"),
    /** 201 the booking; 400 field errors, 409 none free, 403 rental off, 404 unknown item (ApiError with the body). */
    rentalBook: (body: RentalBookingRequest) => call("/api/rental/bookings/", "rentalBooking", { method: "POST", body: JSON.stringify(body), headers: JSON_BODY }),
    rentalBooking: (number: string, token: string, language: LanguageCode) =>
      call(`/api/rental/bookings/${encodeURIComponent(number)}/?${new URLSearchParams({ token, language }).toString()}`, "rentalBooking"),
    rentalCancel: (number: string, token: string, language: LanguageCode) =>
      call(`/api/rental/bookings/${encodeURIComponent(number)}/cancel/`, "rentalBooking", { method: "POST", body: JSON.stringify({ token, language }), headers: JSON_BODY }),
    /** Staff: picked up, returned, or cancelled before the pick-up; 409 for another move. */
    rentalMove: (number: string, status: "picked_up" | "returned" | "cancelled", language: LanguageCode, authorization: string) =>
      call(`/api/rental/staff/bookings/${encodeURIComponent(number)}/status/?language=${language}`, "rentalBooking", {
        method: "POST", body: JSON.stringify({ status }), headers: { ...JSON_BODY, authorization },
      }),
    /** Staff: a store's pick-ups and returns of a day. */
    rentalStaffDay: (store: string, date: string, language: LanguageCode, authorization: string) =>
      call(`/api/rental/staff/day/?${new URLSearchParams({ store, date, language }).toString()}`, "rentalStaffDay", { headers: { authorization } }),
  };
}

export type CircularApi = ReturnType<typeof createCircularApi>;

/** The browser's client. */
export const browserCircularApi = createCircularApi((path, init) => fetch(path, init));

// The API answers' contracts by name (lib/api.ts): the zod schemas the server render checks its
// API answers against. Server only: the browser trusts the answer's shape (the server sends the
// final shape, docs/performance.md "zod off the browser"), so neither zod nor the schemas are in
// its scripts. A schema here whose answer the browser fetches holds no default or transform
// (api-contracts.server.test.ts).
import {
  backInStockResponseSchema,
  bannersResponseSchema,
  brandsResponseSchema,
  buildInfoSchema,
  checkoutResponseSchema,
  customerOrdersResponseSchema,
  customerResponseSchema,
  deliveryMethodsResponseSchema,
  enterpriseOrderResponseSchema,
  fastShippingResponseSchema,
  generalSettingsResponseSchema,
  giftCampaignResponseSchema,
  initConfigResponseSchema,
  keywordPopupResponseSchema,
  keywordPopupsResponseSchema,
  klarnaConfirmationSchema,
  localeByIpResponseSchema,
  localeOptionsResponseSchema,
  manufacturerSchema,
  newestResponseSchema,
  orderConflictSchema,
  orderViewSchema,
  payPalReturnResponseSchema,
  placeOrderResponseSchema,
  productExtraType1Schema,
  productExtraType2Schema,
  productGroupResponseSchema,
  productGroupsResponseSchema,
  productModelListResponseSchema,
  productModelSchema,
  productReviewsResponseSchema,
  resourcesResponseSchema,
  reviewVoteResponseSchema,
  routeRulesResponseSchema,
  routeSlugsResponseSchema,
  saveCartResponseSchema,
  searchResponseSchema,
  searchSuggestResponseSchema,
  shopPromisesResponseSchema,
  staffCustomerSearchResponseSchema,
  staffStockResponseSchema,
  tokenResponseSchema,
  validateCodeResponseSchema,
  wishlistResponseSchema,
  wishlistToggleResponseSchema,
} from "@polku/domain";
import { z } from "zod";

/** spec 02 §7: the recommendation service answers `data: [{ id }]`; anything else is no order. */
const recommendationSchema = z.object({ data: z.array(z.object({ id: z.number().int() }).loose()) }).loose();

export const apiContracts = {
  backInStockResponse: backInStockResponseSchema,
  bannersResponse: bannersResponseSchema,
  brandsResponse: brandsResponseSchema,
  buildInfo: buildInfoSchema,
  checkoutResponse: checkoutResponseSchema,
  customerOrdersResponse: customerOrdersResponseSchema,
  customerResponse: customerResponseSchema,
  deliveryMethodsResponse: deliveryMethodsResponseSchema,
  enterpriseOrderResponse: enterpriseOrderResponseSchema,
  fastShippingResponse: fastShippingResponseSchema,
  generalSettingsResponse: generalSettingsResponseSchema,
  giftCampaignResponse: giftCampaignResponseSchema,
  initConfigResponse: initConfigResponseSchema,
  keywordPopupResponse: keywordPopupResponseSchema,
  keywordPopupsResponse: keywordPopupsResponseSchema,
  klarnaConfirmation: klarnaConfirmationSchema,
  localeByIpResponse: localeByIpResponseSchema,
  localeOptionsResponse: localeOptionsResponseSchema,
  manufacturer: manufacturerSchema,
  newestResponse: newestResponseSchema,
  orderConflict: orderConflictSchema,
  orderView: orderViewSchema,
  payPalReturnResponse: payPalReturnResponseSchema,
  placeOrderResponse: placeOrderResponseSchema,
  productExtraType1: productExtraType1Schema,
  productExtraType2: productExtraType2Schema,
  productGroupResponse: productGroupResponseSchema,
  productGroupsResponse: productGroupsResponseSchema,
  productModelListResponse: productModelListResponseSchema,
  productModel: productModelSchema,
  productReviewsResponse: productReviewsResponseSchema,
  recommendation: recommendationSchema,
  resourcesResponse: resourcesResponseSchema,
  reviewVoteResponse: reviewVoteResponseSchema,
  routeRulesResponse: routeRulesResponseSchema,
  routeSlugsResponse: routeSlugsResponseSchema,
  saveCartResponse: saveCartResponseSchema,
  searchResponse: searchResponseSchema,
  searchSuggestResponse: searchSuggestResponseSchema,
  shopPromisesResponse: shopPromisesResponseSchema,
  staffCustomerSearchResponse: staffCustomerSearchResponseSchema,
  staffStockResponse: staffStockResponseSchema,
  tokenResponse: tokenResponseSchema,
  validateCodeResponse: validateCodeResponseSchema,
  wishlistResponse: wishlistResponseSchema,
  wishlistToggleResponse: wishlistToggleResponseSchema,
};

export type ApiContracts = typeof apiContracts;

/** The server's check (createApiClient's `check`): the full schema with its transforms. */
export function checkContract(contract: keyof ApiContracts, body: unknown): { success: true; data: unknown } | { success: false; issues: unknown } {
  const parsed = apiContracts[contract].safeParse(body);
  return parsed.success ? { success: true, data: parsed.data } : { success: false, issues: parsed.error.issues };
}

// What happens once the server accepts a gift campaign code (spec 02 §4 "Gift campaign redeem":
// the cart is cleared, the product added with amount 1, the code and category stored, then
// checkout payment). The cart is built elsewhere: this is the one place it is to be wired in.
// Until then the accepted code is kept in session storage (GIFT_CAMPAIGN_STORAGE_KEY) for the
// payment step, and the shopper goes on to /checkout/payment/.
import type { ValidateCodeResponse } from "@polku/domain";

export const CHECKOUT_PAYMENT_PATH = "/checkout/payment/";
export const GIFT_CAMPAIGN_STORAGE_KEY = "polku.giftCampaign";

/** spec 01 §3 cart giftCampaignData {code, campaign}, with the category and product redeemed. */
export interface AcceptedCampaignCode {
  code: string;
  campaign: string;
  category: string;
  /** The variant (cart productId), amount 1. */
  productId: number;
  modelId: number;
}

export function acceptedFrom(answer: ValidateCodeResponse): AcceptedCampaignCode {
  return { code: answer.code, campaign: answer.campaign, category: answer.category, productId: answer.product_id, modelId: answer.model_id };
}

/**
 * The success of a redeemed code. Wire the cart here: clear it, add `productId` with amount 1,
 * set giftCampaignData { code, campaign } (and the category), then go to payment.
 */
export async function onCampaignCodeAccepted(accepted: AcceptedCampaignCode, navigate: (path: string) => void | Promise<void>): Promise<void> {
  try {
    window.sessionStorage.setItem(GIFT_CAMPAIGN_STORAGE_KEY, JSON.stringify(accepted));
  } catch {
    // Storage may be off (private mode); payment then asks for the code again.
  }
  await navigate(CHECKOUT_PAYMENT_PATH);
}

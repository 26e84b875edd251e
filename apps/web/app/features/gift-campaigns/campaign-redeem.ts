// What happens once the server accepts a gift campaign code (spec 02 §4 "Gift campaign redeem":
// the cart is cleared, the product added with amount 1, the code and category stored, then
// checkout payment).
import { redeemGiftCampaign, type ValidateCodeResponse } from "@polku/domain";
import type { CartStore } from "../cart/cart-store";

export const CHECKOUT_PAYMENT_PATH = "/checkout/payment/";

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
 * The success of a redeemed code (spec 02 §4): the cart holds only the campaign's product with
 * the code, validated at once, and the shopper goes on to payment.
 */
export async function onCampaignCodeAccepted(
  accepted: AcceptedCampaignCode,
  store: Pick<CartStore, "update">,
  navigate: (path: string) => void | Promise<void>,
): Promise<void> {
  store.update((cart) => redeemGiftCampaign(cart, { productId: accepted.productId, code: accepted.code, campaign: accepted.campaign }), { immediate: true });
  await navigate(CHECKOUT_PAYMENT_PATH);
}

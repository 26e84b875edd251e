// The errors a shopper reads when redeeming a gift code (spec 02 §8: a 400 shows the server's
// error text): the checkout's campaign texts (checkout.messages.ts), the same a cart with the
// code shows, so each is written once per language.
import type { CheckoutMessageKey, GiftCodeErrorKey, LanguageCode } from "@polku/domain";
import { renderCheckoutMessage } from "../checkout";

const CHECKOUT_KEYS: Record<GiftCodeErrorKey, CheckoutMessageKey> = {
  codeRequired: "campaign_code_required",
  codeUnknown: "campaign_code_unknown",
  codeUsed: "campaign_code_used",
  codeExpired: "campaign_code_expired",
  productNotInCampaign: "campaign_product_not_in_campaign",
  campaignNotFound: "campaign_not_found",
};

/** The text of a gift code error in the language. */
export function giftCodeError(key: GiftCodeErrorKey, language: LanguageCode): string {
  return renderCheckoutMessage({ key: CHECKOUT_KEYS[key], params: {} }, language);
}

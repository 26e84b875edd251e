// The product page's add-to-cart area (spec 02 §2): the gift card form for gift card models
// (spec 02 §9: 2427 and 1412), the ordinary add to cart for everything else.
import { GIFT_CARD_MODEL_IDS } from "@polku/domain";
import { AddToCart, type AddToCartProps } from "./add-to-cart";
import { GiftCardAdd } from "./gift-card-add";

export function ProductPurchase({ extraLoading = false, ...props }: AddToCartProps & { extraLoading?: boolean }) {
  const { model } = props;
  // spec 02 §5: the gift card's add button waits for the page's extra data.
  if ((GIFT_CARD_MODEL_IDS as readonly number[]).includes(model.id)) return <GiftCardAdd model={model} loading={extraLoading} />;
  return <AddToCart {...props} />;
}

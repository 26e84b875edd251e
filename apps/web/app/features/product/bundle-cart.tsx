// A chosen bundle into the cart (spec 02 §4 Bundle selector, Add to cart): the bundle line is
// named by its bundle hash, so adding the same combination again increases its amount; the
// cart revalidates at once and the added-to-cart modal opens. A bundle with nothing to choose
// goes to the cart at once and on to checkout.
import { addProduct, addToCartEvent, type ExtraBundle } from "@polku/domain";
import { useState } from "react";
import { useNavigate } from "react-router";
import { useDataLayer } from "../../lib/analytics";
import { useI18n } from "../../lib/i18n";
import { useCartStore } from "../cart/cart-context";
import { useLocale } from "../locale/locale-provider";
import { reportAddToCart } from "./add-to-cart";
import { AddedToCartModal, type AddedItem } from "./added-to-cart-modal";
import type { OnAddBundle } from "./bundles";

export function useBundleCart(mainModelId: number): {
  add: OnAddBundle;
  buyNow: (bundle: ExtraBundle, bundleVariantId: string) => void;
  modal: React.ReactNode;
} {
  const { t } = useI18n();
  const { config, formatPrice } = useLocale();
  const store = useCartStore();
  const layer = useDataLayer();
  const navigate = useNavigate();
  const [added, setAdded] = useState<AddedItem | null>(null);

  function put(bundle: ExtraBundle, bundleVariantId: string, amount: number): void {
    store.update((cart) => addProduct(cart, { productId: bundleVariantId, bundleId: bundle.id, amount, name: bundle.name }), { immediate: true });
    reportAddToCart(mainModelId);
    layer.push(addToCartEvent({ modelId: mainModelId, variantId: bundleVariantId, name: bundle.name, brand: "", unitPrice: bundle.prices.active, amount, currency: config.currencyCode }));
  }

  return {
    add(bundle, bundleVariantId, amount, parts) {
      put(bundle, bundleVariantId, amount);
      setAdded({ title: t("cart.added.title"), name: bundle.name, details: parts, image: null, amount, price: formatPrice(bundle.prices.active * amount) });
    },
    buyNow(bundle, bundleVariantId) {
      put(bundle, bundleVariantId, 1);
      void navigate("/checkout/");
    },
    modal: added ? <AddedToCartModal item={added} onClose={() => setAdded(null)} /> : null,
  };
}

// Gift cards on the product page (spec 02 §5 "Cart and gift cards", §9): the value in euros
// (step 10, 0-10000, default 50; adding is disabled at 0), the recipient's name for the web gift
// card (model 2427), and the added-gift-card modal. On the product page adding waits until the
// page's extra data has loaded (`loading`, spec 02 §5); the gift card page has none to wait for.
import {
  addGiftCard,
  addToCartEvent,
  canAddGiftCard,
  GIFT_CARD_DEFAULT_EUROS,
  GIFT_CARD_INPUT_MIN,
  GIFT_CARD_MAX_EUROS,
  GIFT_CARD_STEP_EUROS,
  normaliseGiftCardValue,
  WEB_GIFT_CARD_MODEL_ID,
  type ProductModel,
} from "@polku/domain";
import { useId, useState } from "react";
import { useDataLayer } from "../../lib/analytics";
import { useT } from "../../lib/i18n";
import { useCartStore } from "../cart/cart-context";
import { useLocale } from "../locale/locale-provider";
import { reportAddToCart } from "./add-to-cart";
import { AddedToCartModal, type AddedItem } from "./added-to-cart-modal";
import styles from "./add-to-cart.module.css";

const RECIPIENT_MAX = 100;

/** What the form needs of a gift card model: the product page's model, or a card of /service-products/giftcards/. */
export interface GiftCardModel {
  id: ProductModel["id"];
  name: ProductModel["name"];
  manufacturer: { name: string };
  products: { id: number; images: readonly string[] }[];
}

export function GiftCardAdd({ model, loading = false }: { model: GiftCardModel; loading?: boolean }) {
  const t = useT();
  const { config, formatPrice } = useLocale();
  const store = useCartStore();
  const layer = useDataLayer();
  const valueId = useId();
  const recipientId = useId();
  const [value, setValue] = useState(GIFT_CARD_DEFAULT_EUROS);
  const [recipient, setRecipient] = useState("");
  const [added, setAdded] = useState<AddedItem | null>(null);
  const modelId = model.id === WEB_GIFT_CARD_MODEL_ID ? 2427 : 1412;
  const canAdd = canAddGiftCard(value, loading);

  function add() {
    if (!canAdd) return;
    const euros = normaliseGiftCardValue(value);
    store.update((cart) => addGiftCard(cart, { modelId, value: euros, amount: 1, recipientName: modelId === 2427 ? recipient : undefined }, Date.now()));
    reportAddToCart(model.id);
    layer.push(addToCartEvent({ modelId: model.id, variantId: model.products[0]?.id ?? model.id, name: model.name, brand: model.manufacturer.name, unitPrice: euros * 100, amount: 1, currency: config.currencyCode }));
    const price = formatPrice(euros * 100);
    setAdded({
      title: t("cart.giftCard.addedTitle"),
      name: t("cart.giftCard.name", { value: price }),
      details: modelId === 2427 && recipient.trim() ? [t("cart.giftCard.recipientLine", { name: recipient.trim() })] : [],
      image: model.products[0]?.images[0] ?? null,
      amount: 1,
      price,
    });
  }

  return (
    <section className={styles.area} aria-label={t("cart.giftCard.add")} data-testid="gift-card-add">
      <div className={styles.giftFields}>
        <div>
          <label htmlFor={valueId} className={styles.fieldLabel}>
            {t("cart.giftCard.value")}
          </label>
          <input
            id={valueId}
            className="field"
            type="number"
            inputMode="numeric"
            min={GIFT_CARD_INPUT_MIN}
            max={GIFT_CARD_MAX_EUROS}
            step={GIFT_CARD_STEP_EUROS}
            value={value}
            onChange={(event) => setValue(Number(event.target.value))}
            onBlur={() => setValue(normaliseGiftCardValue(value))}
          />
        </div>
        {modelId === 2427 ? (
          <div>
            <label htmlFor={recipientId} className={styles.fieldLabel}>
              {t("cart.giftCard.recipient")}
            </label>
            <input id={recipientId} className="field" type="text" maxLength={RECIPIENT_MAX} value={recipient} onChange={(event) => setRecipient(event.target.value)} autoComplete="off" />
          </div>
        ) : null}
      </div>
      <button type="button" className={`button button--primary ${styles.addButton}`} onClick={add} disabled={!canAdd} aria-busy={loading || undefined}>
        {t("cart.giftCard.add")}
      </button>
      {added ? <AddedToCartModal item={added} onClose={() => setAdded(null)} /> : null}
    </section>
  );
}

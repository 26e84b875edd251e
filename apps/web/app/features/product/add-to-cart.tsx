// The add-to-cart area of the product page (spec 02 §2, §4 Add to cart, §5 Cart): amount with
// its limits, the reason adding is refused, loading while the cart validates, the added-to-cart
// modal, the add_to_cart signal and the analytics event. On phones, a bar fixed to the bottom
// of the screen offers the same button while this area is scrolled out of view above
// (sticky-buy-bar.tsx). Gift card models have their own form (gift-card-add.tsx).
import { addProduct, addToCartBlock, customerRequiredCheckoutLink, lineDisplayName, addToCartEvent, amountLimits, isBundleLine, type AddToCartBlock, type ProductModel, type ProductVariant, type RecoEvent, type SelectedVariant } from "@polku/domain";
import { useRef, useState } from "react";
import { useDataLayer } from "../../lib/analytics";
import { authorizationFromCookies, readBrowserCookies } from "../../lib/cookies";
import { useI18n, type MessageKey } from "../../lib/i18n";
import { useRootData, useUser } from "../../lib/root-data";
import { AmountStepper } from "../cart/amount-stepper";
import { useCart, useCartStore } from "../cart/cart-context";
import { useCountryBlocked } from "../cart/use-country-blocked";
import { useLocale } from "../locale/locale-provider";
import { addToEnterpriseOrder } from "../orders/enterprise-order";
import { AddedToCartModal, type AddedItem } from "./added-to-cart-modal";
import { StickyBuyBar } from "./sticky-buy-bar";
import { EVENTS_PATH } from "./view-signal";
import styles from "./add-to-cart.module.css";

const BLOCK_MESSAGE: Record<AddToCartBlock, MessageKey> = {
  choose_size: "cart.add.chooseSize",
  not_orderable: "cart.add.notOrderable",
  country_blocked: "cart.add.countryBlocked",
  blocked_stock: "cart.add.blockedStock",
};

/** docs/recommendations.md: an add to cart is a signal like a view (keepalive, failures silent). */
export function reportAddToCart(modelId: number): void {
  const event: RecoEvent = { type: "add_to_cart", modelId };
  void fetch(EVENTS_PATH, { method: "POST", body: JSON.stringify(event), headers: { "content-type": "application/json" }, keepalive: true }).catch(() => {});
}

export interface AddToCartProps {
  model: ProductModel;
  selected: SelectedVariant<ProductVariant>;
  colourName: string;
  /** The image the page shows for the chosen colour. */
  image: string | null;
  /** The product is not shipped to the delivery country (extra data type 1, spec 02 §5). */
  productBlocked?: boolean;
}

export function AddToCart({ model, selected, colourName, image, productBlocked = false }: AddToCartProps) {
  const { t, language } = useI18n();
  const { config, formatPrice } = useLocale();
  const cart = useCart();
  const store = useCartStore();
  const layer = useDataLayer();
  const countryBlocked = useCountryBlocked(config.deliveryCountryCode, language) || productBlocked;
  const [amount, setAmount] = useState(1);
  const area = useRef<HTMLElement>(null);
  const [added, setAdded] = useState<AddedItem | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const { stores } = useRootData();
  const user = useUser();
  const [enterpriseNote, setEnterpriseNote] = useState<{ ok: boolean; text: string } | null>(null);
  const [enterpriseBusy, setEnterpriseBusy] = useState(false);
  // spec 02 §6: organisation customers add to the enterprise order; staff with a transfer
  // request order from the source stores' stock (spec 01 §3).
  const enterprise = user.isOrgUser;
  const transferStores = user.isStaffUser && cart.transferRequest ? stores.filter((store) => cart.transferRequestFrom.includes(store.id)).map((store) => store.name) : [];
  const buttonText = enterprise ? t("orders.enterprise.add") : transferStores.length > 0 ? t("orders.transfer.add", { store: transferStores.join(", ") }) : t("cart.add.button");

  const variant = selected.variant;
  const line = cart.products.find((entry) => !isBundleLine(entry) && entry.productId === selected.id);
  const frozen = Boolean(line?.frozen);
  const limits = amountLimits({ maxAmount: variant?.max_amount, onOrder: variant?.onOrder ?? model.on_order });
  const block = addToCartBlock({
    variantId: selected.id,
    orderable: selected.orderable,
    countryBlocked,
    blockedStock: variant?.blockedStock ?? false,
    shippingTimeNumber: variant?.shipping_time.number ?? 0,
  });
  const pending = cart.status === "PENDING";
  const messageId = "add-to-cart-message";

  async function addToEnterprise() {
    const authorization = authorizationFromCookies(readBrowserCookies());
    if (block || !variant || !authorization || enterpriseBusy) return;
    setEnterpriseBusy(true);
    try {
      const answer = await addToEnterpriseOrder(authorization, variant.id, amount);
      const count = answer.products.find((product) => product.productId === variant.id)?.amount ?? amount;
      setEnterpriseNote({ ok: true, text: t("orders.enterprise.added", { count }) });
    } catch (error) {
      console.error("Adding to the enterprise order failed", error);
      setEnterpriseNote({ ok: false, text: t("orders.enterprise.failed") });
    } finally {
      setEnterpriseBusy(false);
    }
  }

  function add() {
    if (enterprise) {
      void addToEnterprise();
      return;
    }
    if (block || frozen || !variant) return;
    const name = lineDisplayName(model.manufacturer.name, model.name);
    store.update((current) => addProduct(current, { productId: variant.id, amount, name }));
    reportAddToCart(model.id);
    layer.push(addToCartEvent({ modelId: model.id, variantId: variant.id, name: model.name, brand: model.manufacturer.name, unitPrice: variant.prices.active, amount, currency: config.currencyCode }));
    const details = [colourName ? t("cart.line.colour", { value: colourName }) : null, variant.size ? t("cart.line.size", { value: variant.size.name }) : null].filter((detail): detail is string => detail !== null);
    setAdded({ title: t("cart.added.title"), name, details, image: image ?? variant.images[0] ?? null, amount, price: formatPrice(variant.prices.active * amount), loginCheckout: customerRequiredCheckoutLink(user, variant.prices) });
    setAnnouncement(t("cart.added.announce", { name: model.name, count: amount }));
  }

  const message = block ? t(BLOCK_MESSAGE[block], { country: config.deliveryCountryName || config.deliveryCountryCode.toUpperCase() }) : frozen ? t("cart.add.frozen") : null;

  return (
    <section ref={area} className={styles.area} aria-label={t("cart.add.button")} data-testid="add-to-cart">
      <div className={styles.row}>
        <AmountStepper value={amount} limits={limits} onChange={setAmount} label={t("cart.add.amount")} disabled={block !== null || frozen} />
        <button
          type="button"
          className={`button button--primary ${styles.addButton}`}
          onClick={add}
          disabled={block !== null || frozen}
          aria-describedby={message ? messageId : undefined}
          aria-busy={(enterprise ? enterpriseBusy : pending) || undefined}
        >
          {(enterprise ? enterpriseBusy : pending) ? <span className={styles.spinner} aria-hidden="true" /> : null}
          {buttonText}
        </button>
      </div>
      {message ? (
        <p id={messageId} className={block === "choose_size" ? styles.hint : styles.warning}>
          {message}
        </p>
      ) : null}
      {enterpriseNote ? (
        <p className={enterpriseNote.ok ? styles.hint : styles.warning} role={enterpriseNote.ok ? "status" : "alert"} data-testid="enterprise-note">
          {enterpriseNote.text}
        </p>
      ) : (
        <p className="visually-hidden" role="status">
          {pending ? t("cart.add.updating") : announcement}
        </p>
      )}
      <StickyBuyBar
        area={area}
        name={model.name}
        price={formatPrice((variant?.prices.active ?? model.prices.active) * amount)}
        buttonText={buttonText}
        chooseSize={block === "choose_size"}
        disabled={(block !== null && block !== "choose_size") || frozen}
        describedBy={message ? messageId : undefined}
        busy={enterprise ? enterpriseBusy : pending}
        onAdd={add}
      />
      {added ? <AddedToCartModal item={added} onClose={() => setAdded(null)} /> : null}
    </section>
  );
}

// The cart page's lines (spec 02 §5 Cart, display rules): image, name, colour and size, unit and
// line prices with the price type, an amount stepper with the product page's limits, remove;
// bundles with their parts; gift cards. Names and prices come from the latest answer; until it
// arrives a line shows its stored name and 'Checking…'.
import {
  SELECT_SIZE_PARAM,
  amountLimits,
  isBundleLine,
  isMultiSourceTransfer,
  lineDisplayName,
  removeBundle,
  removeGiftCard,
  removeProduct,
  setBundleAmount,
  setGiftCardAmount,
  setProductAmount,
  estimatedLineTotal,
  type Cart,
  type CartProduct,
  type CheckoutResponse,
  imageSrcSet,
} from "@polku/domain";
import { Link } from "react-router";
import { useT } from "../../lib/i18n";
import { useUser } from "../../lib/root-data";
import { PRICE_KIND_LABEL } from "../catalogue/price-kind";
import kinds from "../catalogue/price-kind.module.css";
import { useLocale } from "../locale/locale-provider";
import { CartTransferPicks } from "./cart-transfer-picks";
import { AmountStepper } from "./amount-stepper";
import { useCartStore } from "./cart-context";
import styles from "./cart-page.module.css";

type ProductResult = CheckoutResponse["products"][number];
type BundleResult = CheckoutResponse["bundles"][number];
type GiftCardResult = CheckoutResponse["gift_card_products"][number];

function LineImage({ src }: { src: string }) {
  return <img {...imageSrcSet(src, "cartLine", "cartLine2x")} alt="" width={96} height={96} loading="lazy" />;
}

function LinePrice({ unit, total, regular, type }: { unit: number; total: number; regular?: number; type?: ProductResult["price_type"] }) {
  const t = useT();
  const { formatPrice } = useLocale();
  const kind = type && type !== "regular" ? type : null;
  return (
    <div className={styles.linePrice}>
      {kind ? <span className={styles.priceKind}>{t(PRICE_KIND_LABEL[kind])}</span> : null}
      <span className={`${styles.lineTotal} ${kind ? kinds[kind] : ""}`} data-testid="line-total">
        {formatPrice(total)}
      </span>
      <span className={styles.unitPrice}>
        {t("cart.line.unitPrice", { price: formatPrice(unit) })}
        {regular !== undefined && regular > unit ? <s className={styles.regular}>{formatPrice(regular)}</s> : null}
      </span>
    </div>
  );
}

function LineErrors({ errors }: { errors: string[] }) {
  if (errors.length === 0) return null;
  return (
    <ul className={styles.lineErrors}>
      {errors.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  );
}

/** spec 02 §4: the line's product page opens with the line's size chosen from outside (?select-size=). */
function productLineHref(url: string, size: string | null | undefined): string {
  return size ? `${url}${url.includes("?") ? "&" : "?"}${SELECT_SIZE_PARAM}=${encodeURIComponent(size)}` : url;
}

function ProductLine({ line, result, pickFrom }: { line: CartProduct; result: ProductResult | undefined; pickFrom: readonly number[] | null }) {
  const t = useT();
  const store = useCartStore();
  const name = result ? lineDisplayName(result.manufacturer, result.name) : (line.name ?? String(line.productId));
  const limits = amountLimits({ maxAmount: result?.stock.max_amount, onOrder: result?.stock.on_order ?? false, frozen: line.frozen, currentAmount: line.amount });
  return (
    <li className={styles.line} data-testid="cart-line">
      <div className={styles.lineImage}>{result?.image ? <LineImage src={result.image} /> : null}</div>
      <div className={styles.lineInfo}>
        <h3 className={styles.lineName}>{result ? <Link to={productLineHref(result.url, result.size)}>{name}</Link> : name}</h3>
        {result?.color ? <p className={styles.lineDetail}>{t("cart.line.colour", { value: result.color })}</p> : null}
        {result?.size ? <p className={styles.lineDetail}>{t("cart.line.size", { value: result.size })}</p> : null}
        {line.frozen ? <p className={styles.lineDetail}>{t("cart.line.frozen")}</p> : null}
        <LineErrors errors={result?.errors ?? []} />
      </div>
      <div className={styles.lineControls}>
        <AmountStepper value={line.amount} limits={limits} label={t("cart.line.amount", { name })} onChange={(amount) => store.update((cart) => setProductAmount(cart, line.productId, amount))} />
        <button type="button" className={styles.remove} onClick={() => store.update((cart) => removeProduct(cart, line.productId))} aria-label={t("cart.line.removeLabel", { name })}>
          {t("cart.line.remove")}
        </button>
      </div>
      {/* docs/cart.md "Optimistic updates": a changed amount is priced at once from the answer's unit price. */}
      {result ? <LinePrice unit={result.unit_price} total={estimatedLineTotal(result, line.amount)} regular={result.regular_unit_price} type={result.price_type} /> : <p className={styles.checking}>{t("cart.line.checking")}</p>}
      {pickFrom ? <CartTransferPicks line={line} sources={pickFrom} result={result} /> : null}
    </li>
  );
}

function BundleLine({ line, result }: { line: CartProduct; result: BundleResult | undefined }) {
  const t = useT();
  const store = useCartStore();
  const hash = line.bundleHash ?? String(line.productId);
  const name = result?.name ?? line.name ?? hash;
  const limits = amountLimits({ maxAmount: result?.stock.max_amount, onOrder: result?.stock.on_order ?? false, frozen: line.frozen, currentAmount: line.amount });
  return (
    <li className={styles.line} data-testid="cart-line">
      <div className={styles.lineImage}>{result?.parts[0]?.image ? <LineImage src={result.parts[0].image} /> : null}</div>
      <div className={styles.lineInfo}>
        <h3 className={styles.lineName}>{name}</h3>
        {result ? (
          <>
            <p className={styles.lineDetail}>{t("cart.line.bundleParts")}</p>
            <ul className={styles.parts}>
              {result.parts.map((part) => (
                <li key={part.variant_id}>
                  <Link to={part.url}>{lineDisplayName(part.manufacturer, part.name)}</Link>
                  {[part.color, part.size].filter(Boolean).length > 0 ? ` (${[part.color, part.size].filter(Boolean).join(", ")})` : ""}
                </li>
              ))}
            </ul>
            {/* A ski wizard set (docs/ski-wizard.md "In the cart"): mounted before it ships; changed in the wizard. */}
            {result.ski_set ? (
              <p className={styles.lineDetail}>
                <Link to={`/ski-wizard/${result.ski_set}/?group=summary`}>{t("skiWizard.cartEdit")}</Link>
              </p>
            ) : null}
          </>
        ) : null}
        <LineErrors errors={result?.errors ?? []} />
      </div>
      <div className={styles.lineControls}>
        <AmountStepper value={line.amount} limits={limits} label={t("cart.line.amount", { name })} onChange={(amount) => store.update((cart) => setBundleAmount(cart, hash, amount))} />
        <button type="button" className={styles.remove} onClick={() => store.update((cart) => removeBundle(cart, hash))} aria-label={t("cart.line.removeLabel", { name })}>
          {t("cart.line.remove")}
        </button>
      </div>
      {result ? <LinePrice unit={result.unit_price} total={result.total_price} regular={result.regular_unit_price} /> : <p className={styles.checking}>{t("cart.line.checking")}</p>}
    </li>
  );
}

function GiftCardLine({ card, result }: { card: Cart["giftCardProducts"][number]; result: GiftCardResult | undefined }) {
  const t = useT();
  const store = useCartStore();
  const { formatPrice } = useLocale();
  const name = result?.name ?? t("cart.giftCard.name", { value: formatPrice(card.value * 100) });
  return (
    <li className={styles.line} data-testid="cart-line">
      <div className={styles.lineImage} />
      <div className={styles.lineInfo}>
        <h3 className={styles.lineName}>{name}</h3>
        {card.recipientName ? <p className={styles.lineDetail}>{t("cart.giftCard.recipientLine", { name: card.recipientName })}</p> : null}
        <LineErrors errors={result?.errors ?? []} />
      </div>
      <div className={styles.lineControls}>
        <AmountStepper value={card.amount} limits={amountLimits({ maxAmount: null, onOrder: true })} label={t("cart.line.amount", { name })} onChange={(amount) => store.update((cart) => setGiftCardAmount(cart, card.uid, amount))} />
        <button type="button" className={styles.remove} onClick={() => store.update((cart) => removeGiftCard(cart, card.uid))} aria-label={t("cart.line.removeLabel", { name })}>
          {t("cart.line.remove")}
        </button>
      </div>
      {result ? <LinePrice unit={result.unit_price} total={result.total_price} /> : <p className={styles.checking}>{t("cart.line.checking")}</p>}
    </li>
  );
}

export function CartLines({ cart }: { cart: Cart }) {
  const t = useT();
  const user = useUser();
  const answer = cart.validation;
  // spec 01 §5: a staff transfer from several source stores is picked row by row.
  const pickFrom = user.isStaffUser && cart.transferRequest && isMultiSourceTransfer(cart.transferRequestFrom) ? cart.transferRequestFrom : null;
  return (
    <section aria-labelledby="cart-lines-heading">
      <h2 id="cart-lines-heading" className="visually-hidden">
        {t("cart.page.lines")}
      </h2>
      <ul className={styles.lines}>
        {cart.products.map((line) =>
          isBundleLine(line) ? (
            <BundleLine key={`b:${line.bundleHash ?? line.productId}`} line={line} result={answer?.bundles.find((bundle) => bundle.uid === (line.bundleHash ?? String(line.productId)))} />
          ) : (
            <ProductLine key={`p:${line.productId}`} line={line} pickFrom={pickFrom} result={answer?.products.find((product) => product.id === line.productId)} />
          ),
        )}
        {cart.giftCardProducts.map((card) => (
          <GiftCardLine key={`g:${card.uid}`} card={card} result={answer?.gift_card_products.find((entry) => entry.uid === card.uid)} />
        ))}
      </ul>
    </section>
  );
}

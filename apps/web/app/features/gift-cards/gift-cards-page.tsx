// /service-products/giftcards/ (docs/gift-cards.md): the gift card products (spec 02 §5: the web
// gift card 2427 with a recipient's name, and 1412) each with the product page's own gift card
// form, how cards work, and the balance check (a plain POST form: it works before hydration).
// Cards are in euros (the shop charges in euros), so the balance is shown in euros.
import { imageUrl, formatPrice, type GiftCardBalanceResponse, type GiftCardProduct } from "@polku/domain";
import { Form, Link, useNavigation } from "react-router";
import { useI18n, type MessageKey } from "../../lib/i18n";
import { GiftCardAdd } from "../product/gift-card-add";
import styles from "./gift-cards.module.css";

export type GiftCardsPageData = { status: "ready"; products: GiftCardProduct[] } | { status: "error" };

export interface BalanceState {
  code: string;
  error?: MessageKey;
  problem?: MessageKey;
  card?: GiftCardBalanceResponse;
}

export function GiftCardsPage({ data, balance }: { data: GiftCardsPageData; balance: BalanceState | undefined }) {
  const { t } = useI18n();
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.hero}>
        <h1 className={styles.title}>{t("giftCards.title")}</h1>
        <p className={styles.lead}>{t("giftCards.lead")}</p>
      </header>
      {data.status === "error" ? (
        <p className={styles.problem} role="alert">
          {t("giftCards.loadFailed")}
        </p>
      ) : data.products.length === 0 ? (
        <p className={styles.empty}>{t("giftCards.empty")}</p>
      ) : (
        <ul className={styles.cards}>
          {data.products.map((product) => (
            <GiftCardOffer key={product.model_id} product={product} />
          ))}
        </ul>
      )}
      <section className={styles.how} aria-labelledby="gift-how">
        <h2 id="gift-how" className={styles.subtitle}>
          {t("giftCards.howTitle")}
        </h2>
        <ol className={styles.steps}>
          {(["giftCards.how1", "giftCards.how2", "giftCards.how3"] as const).map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ol>
      </section>
      <BalanceCheck state={balance} />
    </div>
  );
}

function GiftCardOffer({ product }: { product: GiftCardProduct }) {
  const { t } = useI18n();
  const headingId = `gift-card-${product.model_id}`;
  return (
    <li className={styles.card} aria-labelledby={headingId} data-testid="gift-card-offer">
      {product.image ? <img className={styles.image} src={imageUrl(product.image, "banner")} alt="" width={640} height={360} /> : null}
      <div className={styles.cardBody}>
        <p className={styles.badge}>{t(product.is_web ? "giftCards.web" : "giftCards.posted")}</p>
        <h2 id={headingId} className={styles.cardTitle}>
          {product.name}
        </h2>
        <p className={styles.description}>{product.short_description}</p>
        <GiftCardAdd model={{ id: product.model_id, name: product.name, manufacturer: { name: "" }, products: [{ id: product.variant_id, images: product.image ? [product.image] : [] }] }} />
        <Link className={styles.details} to={product.url}>
          {t("giftCards.details")}
          <span className="visually-hidden">: {product.name}</span>
        </Link>
      </div>
    </li>
  );
}

function BalanceCheck({ state }: { state: BalanceState | undefined }) {
  const { t, language } = useI18n();
  const submitting = useNavigation().state === "submitting";
  const card = state?.card;
  const date = (iso: string) => new Intl.DateTimeFormat(language, { day: "numeric", month: "numeric", year: "numeric", timeZone: "Europe/Helsinki" }).format(new Date(iso));
  return (
    <section id="balance" className={styles.balance} aria-labelledby="gift-balance">
      <h2 id="gift-balance" className={styles.subtitle}>
        {t("giftCards.balance.title")}
      </h2>
      <p>{t("giftCards.balance.intro")}</p>
      <Form method="post" className={styles.balanceForm} noValidate>
        <div className={styles.field}>
          <label htmlFor="gift-balance-code">{t("giftCards.balance.code")}</label>
          <input
            id="gift-balance-code"
            name="code"
            className="field"
            autoComplete="off"
            spellCheck={false}
            maxLength={64}
            defaultValue={state?.code ?? ""}
            aria-invalid={state?.error ? true : undefined}
            aria-describedby={state?.error ? "gift-balance-code-error" : undefined}
          />
          {state?.error ? (
            <p id="gift-balance-code-error" className={styles.fieldError}>
              {t(state.error)}
            </p>
          ) : null}
        </div>
        <button type="submit" className="button button--primary" disabled={submitting} aria-busy={submitting || undefined}>
          {submitting ? t("giftCards.balance.checking") : t("giftCards.balance.submit")}
        </button>
      </Form>
      <div aria-live="polite">
        {state?.problem ? (
          <p className={styles.problem} role="alert">
            {t(state.problem)}
          </p>
        ) : null}
        {card ? (
          <div className={styles.result} data-testid="gift-card-balance">
            <p className={styles.resultAmount}>{t("giftCards.balance.result", { code: card.code, amount: formatPrice(card.balance, "eur", language) })}</p>
            {card.state !== "active" ? <p>{t(`giftCards.balance.state.${card.state}`)}</p> : null}
            {card.expires_at && card.state !== "void" ? <p>{t("giftCards.balance.validUntil", { date: date(card.expires_at) })}</p> : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}

// The code form of a product inside a gift campaign (spec 02 §4 "Gift campaign redeem", §5: the
// code is trimmed and required; §8: a 400 shows the server's error text, other failures flash
// 'An unexpected error (#4924)' and are logged). The chosen variant must be orderable in the
// campaign (campaignVariantOrderable); without a size the shopper is asked to choose one.
import { campaignVariantOrderable, localeForLanguage, PLACEHOLDER_VARIANT_ID, type ProductVariant, type SelectedVariant } from "@polku/domain";
import { useId, useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { useToast } from "../../components/ui/toast";
import { ApiError, browserApi } from "../../lib/api";
import { fieldErrorsOf } from "../../lib/field-errors";
import { useI18n } from "../../lib/i18n";
import { acceptedFrom, onCampaignCodeAccepted } from "./campaign-redeem";
import { useCartStore } from "../cart/cart-context";
import styles from "./gift-campaigns.module.css";

export interface CampaignCodeFormProps {
  campaign: { slug: string; name: string; endsAt: string | null };
  selected: SelectedVariant<ProductVariant>;
}

export function CampaignCodeForm({ campaign, selected }: CampaignCodeFormProps) {
  const { t, language } = useI18n();
  const toast = useToast();
  const navigate = useNavigate();
  const cartStore = useCartStore();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const variant = selected.variant;
  const unavailable =
    variant !== null &&
    !campaignVariantOrderable({ inStock: variant.inStock, onOrder: variant.onOrder, blockedStock: variant.blockedStock, shippingTimeNumber: variant.shipping_time.number });
  const validUntil = campaign.endsAt
    ? new Intl.DateTimeFormat(localeForLanguage(language), { dateStyle: "medium", timeZone: "Europe/Helsinki" }).format(new Date(campaign.endsAt))
    : null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get("code") ?? "").trim();
    if (!code) {
      setError(t("social.campaign.codeRequired"));
      inputRef.current?.focus();
      return;
    }
    if (selected.id === PLACEHOLDER_VARIANT_ID || !variant) {
      setError(t("social.campaign.chooseVariant"));
      return;
    }
    setSending(true);
    setError(null);
    try {
      const answer = await browserApi.validateGiftCode({ code, product_id: variant.id, category_slug: campaign.slug, lang_code: language });
      await onCampaignCodeAccepted(acceptedFrom(answer), cartStore, navigate);
    } catch (failure) {
      const fields = failure instanceof ApiError && failure.status === 400 ? fieldErrorsOf(failure.body) : null;
      if (fields) {
        setError(Object.values(fields).flat()[0] ?? t("social.campaign.failed"));
        inputRef.current?.focus();
      } else {
        console.error("Gift campaign code check failed", failure);
        toast({ message: t("social.campaign.failed"), type: "error" });
      }
    } finally {
      setSending(false);
    }
  }

  return (
    <section className={styles.box} aria-labelledby={`${id}-title`}>
      <p className={styles.label}>{t("social.campaign.label")}</p>
      <h2 id={`${id}-title`} className={styles.title}>
        {campaign.name}
      </h2>
      <p className={styles.intro}>{t("social.campaign.intro")}</p>
      {validUntil ? <p className={styles.muted}>{t("social.campaign.validUntil", { date: validUntil })}</p> : null}
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <label htmlFor={`${id}-code`} className={styles.fieldLabel}>
          {t("social.campaign.code")}
        </label>
        <div className={styles.row}>
          <input
            ref={inputRef}
            id={`${id}-code`}
            name="code"
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
            maxLength={64}
            className="field"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          <button type="submit" className="button button--primary" disabled={sending || unavailable} aria-busy={sending || undefined}>
            {sending ? t("social.campaign.sending") : t("social.campaign.submit")}
          </button>
        </div>
        {unavailable ? <p className={styles.notice}>{t("social.campaign.notAvailable")}</p> : null}
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      </form>
    </section>
  );
}

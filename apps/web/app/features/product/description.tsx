// Description with tagline (spec 02 §2): keyword links that open the keyword popup, and the
// translate toggle between the machine translation and the Finnish original (spec 02 §4;
// docs/product-page.md "Translate toggle"). Keywords are linked on the server render too; the
// buttons work once the page is hydrated (one click handler on the text, event delegation).
import { linkKeywords, translationToggle, type KeywordRef, type ProductModel } from "@polku/domain";
import { useMemo, useState, type MouseEvent } from "react";
import { useT } from "../../lib/i18n";
import { KeywordModal } from "./keyword-popup";
import styles from "./product-page.module.css";
import extras from "./product-extras.module.css";

export function Description({ model, keywords, autoTranslationsDisabled }: { model: ProductModel; keywords: readonly KeywordRef[]; autoTranslationsDisabled: boolean }) {
  const t = useT();
  const toggle = translationToggle(model.translated_fields, autoTranslationsDisabled);
  const [showOriginal, setShowOriginal] = useState(toggle.startWithOriginal);
  const [popup, setPopup] = useState<{ id: number; keyword: string } | null>(null);
  const original = model.translated_fields.original;
  const useOriginal = toggle.offered && showOriginal && original !== null;
  const tagline = useOriginal ? original.tagline : model.tagline;
  const html = useOriginal ? original.long_description_html : model.long_description_html;
  // Keywords are the page language's; the Finnish original is shown as it is.
  const linked = useMemo(() => (useOriginal ? html : linkKeywords(html, keywords, extras.keyword)), [html, keywords, useOriginal]);

  function onClick(event: MouseEvent<HTMLDivElement>) {
    const button = (event.target as HTMLElement).closest<HTMLElement>("[data-keyword-id]");
    if (!button) return;
    setPopup({ id: Number(button.dataset.keywordId), keyword: button.textContent ?? "" });
  }

  return (
    <section aria-labelledby="product-description" className={styles.description}>
      <h2 id="product-description">{t("productPage.description")}</h2>
      {tagline ? <p className={styles.tagline}>{tagline}</p> : null}
      {/* Shop-authored HTML from the shop's own database (docs/storefront.md: trusted content). */}
      <div className={styles.prose} lang={useOriginal ? original.language : undefined} onClick={onClick} dangerouslySetInnerHTML={{ __html: linked }} />
      {toggle.offered ? (
        <p className={extras.translate}>
          <span className={extras.muted}>{t("productExtras.translate.notice")}</span>{" "}
          <button type="button" className={extras.linkButton} aria-pressed={showOriginal} onClick={() => setShowOriginal((v) => !v)}>
            {showOriginal ? t("productExtras.translate.showTranslation") : t("productExtras.translate.showOriginal")}
          </button>
        </p>
      ) : null}
      {popup ? <KeywordModal id={popup.id} keyword={popup.keyword} onClose={() => setPopup(null)} /> : null}
    </section>
  );
}

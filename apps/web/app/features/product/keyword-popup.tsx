// The keyword popup (spec 02 §2 modal, §7 GET /api/keyword-popup/, §5 keyword link, §8 'Loading
// failed'): opened from a keyword button in the description; its text and, when it has one, a
// link (external when it contains ://, internal when it starts with /).
import { keywordLinkKind, type KeywordPopup } from "@polku/domain";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { Modal } from "../../components/ui/modal";
import { browserApi } from "../../lib/api";
import { useI18n } from "../../lib/i18n";

type PopupState = { status: "loading" } | { status: "done"; popup: KeywordPopup } | { status: "failed" };

export function KeywordModal({ id, keyword, onClose }: { id: number; keyword: string; onClose: () => void }) {
  const { t, language } = useI18n();
  const [state, setState] = useState<PopupState>({ status: "loading" });

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: "loading" });
    browserApi
      .keywordPopup(id, language, { signal: controller.signal })
      .then((popup) => setState({ status: "done", popup }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error("Failed to load the keyword popup", error);
        setState({ status: "failed" });
      });
    return () => controller.abort();
  }, [id, language]);

  const popup = state.status === "done" ? state.popup : null;
  const kind = keywordLinkKind(popup?.url);
  return (
    <Modal title={popup?.keyword || keyword} onClose={onClose}>
      <div aria-live="polite" aria-busy={state.status === "loading"}>
        {state.status === "loading" ? <p>{t("productExtras.loading")}</p> : null}
        {state.status === "failed" ? <p role="alert">{t("productExtras.keyword.failed")}</p> : null}
        {popup ? <p>{popup.text}</p> : null}
        {popup?.url && kind === "external" ? (
          <p>
            <a href={popup.url} target="_blank" rel="noopener noreferrer">
              {t("productExtras.keyword.readMore")}
            </a>
          </p>
        ) : null}
        {popup?.url && kind === "internal" ? (
          <p>
            <Link to={popup.url} onClick={onClose}>
              {t("productExtras.keyword.readMore")}
            </Link>
          </p>
        ) : null}
      </div>
    </Modal>
  );
}

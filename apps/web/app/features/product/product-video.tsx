// The product video (spec 02 §2, §7; docs/product-page.md "Product video"), loaded lazily by
// product-video-section.tsx: the YouTube embed only with functional-cookie consent, looked for
// every 500 ms up to 10 times; until then a placeholder whose button gives the consent, and a
// link to watch the video on YouTube.
import { CONSENT_COOKIE, CONSENT_COOKIE_DAYS, hasConsent, videoEmbedUrl, videoWatchUrl, waitForConsent, withConsent } from "@polku/domain/product/video";
import { useEffect, useState } from "react";
import { readBrowserCookies, setBrowserCookie } from "../../lib/cookies";
import { useT } from "../../lib/i18n";
import styles from "./product-video.module.css";

const functionalConsent = () => hasConsent(readBrowserCookies()[CONSENT_COOKIE], "functional");
const timers = { set: (run: () => void, ms: number) => window.setTimeout(run, ms), clear: (handle: unknown) => window.clearTimeout(handle as number) };

export default function ProductVideo({ video, name }: { video: string; name: string }) {
  const t = useT();
  const [consented, setConsented] = useState(false);

  useEffect(() => waitForConsent(functionalConsent, () => setConsented(true), timers), [video]);

  function accept() {
    setBrowserCookie(CONSENT_COOKIE, withConsent(readBrowserCookies()[CONSENT_COOKIE], "functional"), { maxAgeDays: CONSENT_COOKIE_DAYS });
    setConsented(true);
  }

  if (consented) {
    return (
      <div className={styles.frame}>
        <iframe
          src={videoEmbedUrl(video)}
          title={t("productExtras.video.frameTitle", { name })}
          loading="lazy"
          allow="encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          data-testid="product-video-frame"
        />
      </div>
    );
  }
  return (
    <div className={styles.placeholder} data-testid="product-video-placeholder">
      <p>{t("productExtras.video.consent")}</p>
      <button type="button" className="button button--primary" onClick={accept}>
        {t("productExtras.video.accept")}
      </button>
      <a href={videoWatchUrl(video)} target="_blank" rel="noopener noreferrer">
        {t("productExtras.video.watch")}
      </a>
    </div>
  );
}

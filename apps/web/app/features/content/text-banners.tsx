// Text banners: short notices in the banner's own colours (a link when it has a url). A text with
// the {freeDelivery} token gets the threshold of the delivery rules in the shopper's currency, and
// is left out where nothing ships free (docs/checkout.md "Promises").
import { fillFreeDeliveryToken } from "@polku/domain";
import type { CSSProperties } from "react";
import { Link } from "react-router";
import type { BannersData } from "../../lib/root-data";
import { readableText } from "../../lib/contrast";
import { useRootData } from "../../lib/root-data";
import { useLocale } from "../locale/locale-provider";
import { isInternalUrl } from "./banner-model";
import styles from "./home.module.css";

export function TextBanners({ banners }: { banners: BannersData["textBanners"] }) {
  const { promises } = useRootData();
  const { formatPrice } = useLocale();
  const threshold = promises.free_delivery ? formatPrice(promises.free_delivery.threshold) : null;
  const shown = banners.flatMap((banner) => {
    const text = fillFreeDeliveryToken(banner.text, threshold);
    return text === null ? [] : [{ ...banner, text }];
  });
  if (shown.length === 0) return null;
  return (
    <ul className={styles.textBanners}>
      {shown.map((banner) => {
        const style = { "--text-banner-bg": banner.bgColor, "--text-banner-fg": readableText(banner.bgColor, banner.textColor) } as CSSProperties;
        const url = banner.url?.trim();
        return (
          <li key={banner.id} className={styles.textBanner} style={style}>
            {url && isInternalUrl(url) ? (
              <Link to={url}>{banner.text}</Link>
            ) : url && /^https?:\/\//.test(url) ? (
              <a href={url} rel="noopener noreferrer">
                {banner.text}
              </a>
            ) : (
              <span>{banner.text}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

// Text banners: short notices in the banner's own colours (a link when it has a url).
import type { CSSProperties } from "react";
import { Link } from "react-router";
import type { BannersData } from "../../lib/root-data";
import { readableText } from "../../lib/contrast";
import { isInternalUrl } from "./banner-model";
import styles from "./home.module.css";

export function TextBanners({ banners }: { banners: BannersData["textBanners"] }) {
  if (banners.length === 0) return null;
  return (
    <ul className={styles.textBanners}>
      {banners.map((banner) => {
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

// Front page image banners: the first large, the next ones beside it. Heading and buttons sit
// on the photo over a 0.2 dark overlay (spec 02 §9); cropPoint keeps the subject in frame.
import { imageUrl } from "@polku/domain";
import type { Banner } from "@polku/domain";
import type { CSSProperties } from "react";
import { Link } from "react-router";
import { readableText } from "../../lib/contrast";
import { useT } from "../../lib/i18n";
import { bannerButtons, objectPosition, subTextColours } from "./banner-model";
import styles from "./home.module.css";
import { VIEWPORT_PREFETCH } from "../../lib/prefetch";

const MAX_BANNERS = 4;

function BannerTile({ banner, primary }: { banner: Banner; primary: boolean }) {
  const buttons = bannerButtons(banner);
  const colours = subTextColours(banner.subText);
  const style = {
    "--banner-position": objectPosition(banner.cropPoint),
    ...(colours.text && !colours.background ? { "--banner-heading": colours.text } : {}),
    ...(colours.background ? { "--banner-button-bg": colours.background } : {}),
    ...(colours.background && colours.text ? { "--banner-button-text": readableText(colours.background, colours.text) } : {}),
  } as CSSProperties;
  const width = primary ? 1600 : 800;
  const height = primary ? 900 : 600;
  const Heading = primary ? "h2" : "h3";
  return (
    <article className={styles.banner} data-primary={primary || undefined} style={style}>
      <img
        className={styles.bannerImage}
        src={imageUrl(banner.image, primary ? "heroPrimary" : "heroSecondary")}
        alt=""
        width={width}
        height={height}
        fetchPriority={primary ? "high" : "auto"}
        loading={primary ? "eager" : "lazy"}
        decoding="async"
      />
      <div className={styles.bannerContent}>
        <Heading className={styles.bannerHeading}>{banner.heading || banner.title}</Heading>
        {buttons.length > 0 ? (
          <div className={styles.bannerButtons}>
            {buttons.map((button) =>
              button.external ? (
                <a key={button.url} className={`button ${styles.bannerButton}`} href={button.url} rel="noopener noreferrer">
                  {button.text}
                </a>
              ) : (
                <Link key={button.url} className={`button ${styles.bannerButton}`} to={button.url} prefetch={VIEWPORT_PREFETCH}>
                  {button.text}
                </Link>
              ),
            )}
          </div>
        ) : null}
      </div>
    </article>
  );
}

export function HeroBanners({ banners }: { banners: Banner[] }) {
  const t = useT();
  const shown = banners.slice(0, MAX_BANNERS);
  if (shown.length === 0) return null;
  return (
    <section className={styles.hero} aria-label={t("home.campaigns")} data-count={shown.length}>
      {shown.map((banner, index) => (
        <BannerTile key={banner.id} banner={banner} primary={index === 0} />
      ))}
    </section>
  );
}

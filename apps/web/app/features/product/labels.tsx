// The product page's ribbons (by the header), tags (by the properties; a campaign tag links to
// /campaigns/{slug}/) and brand logo (linking to /{brandSlug}/), spec 02 §2. The rules are the
// domain's productPageLabels; text colours that would be unreadable on their background are
// replaced as on the cards (lib/contrast.ts).
import { brandHref, imageUrl, type PageLabel, type ProductModel } from "@polku/domain";
import { Link } from "react-router";
import { readableText } from "../../lib/contrast";
import { useT } from "../../lib/i18n";
import styles from "./labels.module.css";

const colours = (label: PageLabel) => ({ backgroundColor: label.background, color: readableText(label.background, label.text) });

export function ModelRibbons({ ribbons }: { ribbons: readonly PageLabel[] }) {
  const t = useT();
  if (ribbons.length === 0) return null;
  return (
    <ul className={styles.ribbons} aria-label={t("productPage.ribbons")} data-testid="product-ribbons">
      {ribbons.map((ribbon) => (
        <li key={ribbon.slug} className={styles.ribbon} style={colours(ribbon)}>
          {ribbon.name}
        </li>
      ))}
    </ul>
  );
}

export function ModelTags({ tags }: { tags: readonly PageLabel[] }) {
  const t = useT();
  if (tags.length === 0) return null;
  return (
    <section className={styles.tagsSection} aria-labelledby="product-tags">
      <h3 id="product-tags">{t("productPage.tags")}</h3>
      <ul className={styles.tags}>
        {tags.map((tag) => (
          <li key={tag.slug}>
            {tag.href ? (
              <Link to={tag.href} className={styles.tag} style={colours(tag)}>
                {tag.name}
              </Link>
            ) : (
              <span className={styles.tag} style={colours(tag)}>
                {tag.name}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function BrandLogo({ manufacturer }: { manufacturer: ProductModel["manufacturer"] }) {
  const t = useT();
  if (!manufacturer.image) return null;
  return (
    <Link to={brandHref(manufacturer.slug)} className={styles.brandLogo} aria-label={t("productPage.brandLogo", { brand: manufacturer.name })}>
      <img src={imageUrl(manufacturer.image, "brandLogo")} alt="" width={200} loading="lazy" decoding="async" />
    </Link>
  );
}

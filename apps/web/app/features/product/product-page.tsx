// Product page (spec 02 §2 Product page): breadcrumb, brand, name and average rating, the image
// gallery of the selected colour, the price block, colour/type/size choices, availability, model
// notice, description with tagline and properties. The selection rules are the domain's
// (product/selection.ts); this file only lays the sections out in the spec's order.
import { availabilityShown, type ProductModel } from "@polku/domain";
import { useState } from "react";
import { Link } from "react-router";
import { Stars } from "../../components/ui/stars";
import { AdminData } from "../../lib/admin-data";
import { useI18n } from "../../lib/i18n";
import { useRootData } from "../../lib/root-data";
import { Breadcrumbs } from "../catalogue/breadcrumbs";
import { groupHref } from "../menu/menu-levels";
import { Gallery } from "./gallery";
import { ProductPurchase } from "./product-purchase";
import { PriceBlock } from "./price-block";
import { Reviews, REVIEWS_SECTION_ID } from "./reviews";
import { ModelNotice, ProductDetails } from "./product-details";
import { StockStatus } from "./stock-status";
import { useProductSelection } from "./use-product-selection";
import { VariantOptions } from "./variant-options";
import { useProductViewSignal } from "./view-signal";
import { BackInStockForm } from "../back-in-stock/back-in-stock-form";
import { CampaignCodeForm, type CampaignCodeFormProps } from "../gift-campaigns/campaign-code-form";
import { WishlistButton } from "../wishlist/wishlist-button";
import wishlistStyles from "../wishlist/wishlist.module.css";
import styles from "./product-page.module.css";
import reviewStyles from "./reviews.module.css";

export interface ProductPageProps {
  model: ProductModel;
  selectColor: string | null;
  route: string;
  /** Shown inside a gift campaign (/giftcampaigns/{campaign}/{product}/): the code form. */
  giftCampaign?: CampaignCodeFormProps["campaign"];
}

export function ProductPage({ model, selectColor, route, giftCampaign }: ProductPageProps) {
  const { t, language } = useI18n();
  const { settings } = useRootData();
  const state = useProductSelection(model, selectColor, language);
  const { selection, colour, variant } = state;
  // spec 02 §2: the header rating scrolls to the reviews and opens them.
  const [revealReviews, setRevealReviews] = useState(0);
  useProductViewSignal(model.id);

  const crumbs = [
    { label: t("breadcrumbs.home"), href: "/" },
    ...model.breadcrumbs.map((group) => ({ label: group.shortName || group.name, href: groupHref(group) })),
    { label: model.name, href: model.model_url },
  ];
  // spec 02 §3: the selected colour's images; a colour without any shows the variant's own.
  const images = colour?.images.length ? colour.images : (variant.variant?.images ?? []);
  const prices = variant.variant?.prices ?? model.prices;
  const shown = availabilityShown(selection, { sizes: state.sizes, types: state.types });

  return (
    <div className={`container ${styles.page}`}>
      <AdminData data={{ route, kind: "product", id: model.id }} />
      <Breadcrumbs items={crumbs} />
      <div className={styles.layout}>
        <Gallery name={model.name} colourName={colour?.name ?? ""} images={images} index={state.imageIndex} onIndex={state.setImageIndex} />
        <div className={styles.summary}>
          <header className={styles.header}>
            <Link to={`/${model.manufacturer.slug}/`} className={styles.brand}>
              {model.manufacturer.name}
            </Link>
            <h1 className={styles.title} tabIndex={-1}>
              {model.name}
            </h1>
            <WishlistButton modelId={model.id} className={wishlistStyles.productHeart} />
            {model.rating_count > 0 ? (
              <p className={styles.rating}>
                <a
                  href={`#${REVIEWS_SECTION_ID}`}
                  className={reviewStyles.ratingLink}
                  onClick={(event) => {
                    event.preventDefault();
                    setRevealReviews((n) => n + 1);
                  }}
                >
                  <span className="visually-hidden">{t("productPage.reviews.showReviews")}: </span>
                  <Stars rating={model.rating} />
                  <span className={styles.muted}>({t("productPage.ratingCount", { count: model.rating_count })})</span>
                </a>
              </p>
            ) : null}
          </header>
          <PriceBlock prices={prices} outlet={model.belongs_to_outlet} taxRate={model.tax_rate} priceEndingMaxDays={settings.price_ending_max_days} />
          <VariantOptions
            colours={state.colours}
            types={state.types}
            sizes={state.sizes}
            selection={selection}
            variants={model.products}
            onColour={state.chooseColour}
            onType={state.chooseType}
            onSize={state.chooseSize}
          />
          <StockStatus
            shown={shown}
            missing={state.sizes.length > 0 && selection.size === null ? "size" : "type"}
            selected={variant}
            blockedStockText={settings.blocked_stock_text}
          />
          {giftCampaign ? <CampaignCodeForm campaign={giftCampaign} selected={variant} /> : null}
          {/* spec 02 §2, §5: a sold-out chosen variant offers the back-in-stock e-mail. */}
          {shown && variant.variant && !variant.orderable ? <BackInStockForm key={variant.id} variantId={variant.id} /> : null}
          <ModelNotice notice={model.model_notice} />
          {/* Add-to-cart area (spec 02 §2, §4): features/product/product-purchase.tsx. */}
          <ProductPurchase model={model} selected={variant} colourName={colour?.name ?? ""} image={images[0] ?? null} />
        </div>
      </div>
      <ProductDetails model={model} />
      <Reviews key={model.id} modelId={model.id} ratingCount={model.rating_count} revealRequest={revealReviews} />
    </div>
  );
}

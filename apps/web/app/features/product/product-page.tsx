// Product page (spec 02 §2 Product page): the sections in the spec's order. Breadcrumb; brand,
// name, ribbons and rating; gallery; price block; colour/type/size choices; bundle selector; size-table
// link; availability (with the stores modal); model notice; info boxes; description with tagline
// and keyword links; second-hand link; properties and tags; quote box (fi); brand logo; translate toggle (in the
// description); reviews; sustainability; guides; who we are (fi); bundles; recommendations and
// also bought; up to 4 banners. The rules are the domain's; this file only lays the sections out.
import {
  availabilityShown,
  bundleNeedsChoice,
  bundleVariantId,
  completeTheLook,
  groupKinds,
  deliveryLookupVariantId,
  initialBundleChoice,
  FAST_SHIPPING_FLAG,
  infoBoxes,
  sustainability,
  transferOrderable,
  type ExtraBundle,
  type KeywordRef,
  type ProductModel,
  type ProductVariant,
  type SelectedVariant,
  isGiftCardModel,
  productPageLabels,
  paymentMethodKind,
  brandHref,
} from "@polku/domain";
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { Stars } from "../../components/ui/stars";
import { useFeatureFlag } from "../../lib/feature-flags";
import { useI18n } from "../../lib/i18n";
import { useRootData, useUser } from "../../lib/root-data";
import { useProductGroupTree } from "../../lib/resource-stores";
import { useCart } from "../cart/cart-context";
import { Breadcrumbs } from "../catalogue/breadcrumbs";
import { useLocale } from "../locale/locale-provider";
import { groupHref } from "../menu/menu-levels";
import { BundleModal, BundleSelector, BundlesSection, bundleModels, optionLabel, type OnAddBundle } from "./bundles";
import { SkiWizardProductLink } from "../ski-wizard/product-link";
import { useBundleCart } from "./bundle-cart";
import { DeliveryDetails, FastDeliveryAnswer } from "./delivery-details";
import { Description } from "./description";
import { Gallery } from "./gallery";
import { BrandLogo, ModelRibbons, ModelTags } from "./labels";
import { ProductPurchase } from "./product-purchase";
import { ProductVideoSection } from "./product-video-section";
import { CardList, DeliveryLimitNotice, Guides, InfoBoxes, ProductBanners, QuoteBox, SecondHandLink, SecondHandRibbon, Sustainability, WhoWeAre } from "./page-extras";
import { PriceBlock } from "./price-block";
import { Reviews, REVIEWS_SECTION_ID } from "./reviews";
import { RecentlyViewed } from "../viewed/recently-viewed";
import { recordViewedProduct } from "../viewed/viewed-products";
import { ModelNotice, ProductDetails } from "./product-details";
import { SizeGuide } from "./size-guide";
import { AlsoSecondHand, SecondHandCondition } from "../second-hand/product-second-hand";
import { StockStatus } from "./stock-status";
import { StoresAvailability } from "./stores-modal";
import { useDeliveryLookup } from "./use-delivery-lookup";
import { useProductExtras } from "./use-extra-data";
import { useProductSelection } from "./use-product-selection";
import { VariantOptions } from "./variant-options";
import { useProductViewSignal } from "./view-signal";
import { BackInStockForm } from "../back-in-stock/back-in-stock-form";
import { WishlistButton } from "../wishlist/wishlist-button";
import compareStyles from "../compare/compare.module.css";
import { useHydrated } from "../../lib/hydrated";
import wishlistStyles from "../wishlist/wishlist.module.css";
import styles from "./product-page.module.css";
import extraStyles from "./product-extras.module.css";
import reviewStyles from "./reviews.module.css";

// The compare toggle and bar load after hydration, in their own chunk (docs/product-page.md "Comparison").
const CompareToggle = lazy(() => import("../compare/compare-toggle"));

export interface ProductPageProps {
  model: ProductModel;
  selectColor: string | null;
  /**
   * Inside a gift campaign (/giftcampaigns/{campaign}/{product}/): its code form for the chosen
   * variant. The campaign's route passes it, so a catalogue page's scripts hold no gift campaign
   * code (docs/performance.md).
   */
  giftCampaignForm?: (selected: SelectedVariant<ProductVariant>) => ReactNode;
  keywords?: readonly KeywordRef[];
  /** Adds a chosen bundle to the cart (the cart wires it); without it the bundle modal's add button is disabled. */
  onAddBundle?: OnAddBundle;
}

export function ProductPage({ model, selectColor, giftCampaignForm, keywords = [], onAddBundle }: ProductPageProps) {
  const { t, language } = useI18n();
  const { settings, banners, stores, promises } = useRootData();
  const { config } = useLocale();
  const fastShipping = useFeatureFlag(FAST_SHIPPING_FLAG);
  // spec 02 §4: while a staff transfer request names source stores, a variant is orderable only
  // when they hold it (store 20 always counts as holding it); the sizes and the button follow.
  const cart = useCart();
  const user = useUser();
  const transferRule = useMemo(
    () => (user.isStaffUser && cart.transferRequest ? transferOrderable(cart.transferRequestFrom, stores) : null),
    [user.isStaffUser, cart.transferRequest, cart.transferRequestFrom, stores],
  );
  const state = useProductSelection(model, selectColor, language, transferRule ?? undefined);
  const { selection, colour, variant } = state;
  const { extra, limit } = useProductExtras(model);
  const [openBundle, setOpenBundle] = useState<ExtraBundle | null>(null);
  const bundleCart = useBundleCart(model.id);
  const addBundle = onAddBundle ?? bundleCart.add;
  // spec 02 §2: the header rating scrolls to the reviews and opens them.
  const [revealReviews, setRevealReviews] = useState(0);
  const hydrated = useHydrated();
  useProductViewSignal(model.id);
  // issue 17: the view is kept in this browser for 'Recently viewed' (not for gift cards or second-hand items).
  const viewedImage = model.colors[0]?.images[0] ?? null;
  useEffect(() => {
    if (model.second_hand_parent !== null || isGiftCardModel(model.id)) return;
    recordViewedProduct({ path: model.model_url, id: model.id, brand: model.manufacturer.name, name: model.name, image: viewedImage });
  }, [model.id, model.model_url, model.manufacturer.name, model.name, model.second_hand_parent, viewedImage]);

  const crumbs = [
    { label: t("breadcrumbs.home"), href: "/" },
    ...model.breadcrumbs.map((group) => ({ label: group.shortName || group.name, href: groupHref(group) })),
    { label: model.name, href: model.model_url },
  ];
  // spec 02 §3: the selected colour's images; a colour without any shows the variant's own.
  const images = colour?.images.length ? colour.images : (variant.variant?.images ?? []);
  const prices = variant.variant?.prices ?? model.prices;
  const shown = availabilityShown(selection, { sizes: state.sizes, types: state.types });
  const secondHand = model.second_hand_parent !== null;
  const giftCard = isGiftCardModel(model.id);
  const fi = language === "fi";
  const boxes = infoBoxes({ language, deliveryCountry: config.deliveryCountryCode, fastShippingFlag: fastShipping, secondHand, instalmentsOffered: promises.payment_methods.some((m) => paymentMethodKind(m) === "invoice") });
  const sustainable = sustainability(model.model_properties);
  const labels = useMemo(() => productPageLabels(model), [model]);
  // spec 02 §2: delivery details and the fast-delivery box answer for the chosen variant.
  const delivery = useDeliveryLookup(deliveryLookupVariantId(model.products, variant.id, selection), prices.active, boxes.fastDelivery);
  const data = extra.status === "done" ? extra.data : null;
  // Issue 12 "Beyond": the look from the also-bought list; the rest stays under its own heading.
  // Kinds come from the whole group tree, which the menu fetches after hydration anyway; until it
  // is there the look waits and the also-bought list shows everything.
  const groupTree = useProductGroupTree();
  const kinds = useMemo(() => (groupTree ? groupKinds(groupTree) : null), [groupTree]);
  const look = useMemo(() => (kinds ? completeTheLook(model, data?.also_bought ?? [], kinds) : { look: [], rest: data?.also_bought ?? [] }), [model, data, kinds]);
  const bundles = data?.bundles ?? [];
  const selectedLabel = variant.variant ? optionLabel({ color: variant.variant.color, size: variant.variant.size?.name ?? null, type: variant.variant.type?.title || variant.variant.type?.name || null }) : "";
  const mainOptions = model.products.map((v) => ({
    ...v,
    label: optionLabel({ color: v.color, size: v.size?.name ?? null, type: v.type?.title || v.type?.name || null }),
  }));
  // spec 02 §4 Bundle modal: with nothing to choose the bundle goes to the cart and on to checkout.
  const chooseBundle = (bundle: ExtraBundle) => {
    const models = bundleModels(bundle, { id: model.id, name: model.name, options: mainOptions });
    if (!bundleNeedsChoice(models.map((m) => ({ variantCount: m.options.length })))) {
      const id = bundleVariantId(model.id, models.map((m) => initialBundleChoice(m.options.map((o) => o.id), m.isMain ? (variant.variant?.id ?? null) : null)));
      if (id) return bundleCart.buyNow(bundle, id);
    }
    setOpenBundle(bundle);
  };

  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs items={crumbs} />
      {/* spec 02 §2: only staff previews reach a non-public model (docs/product-page.md "Staff and preview"). */}
      {!model.is_public ? (
        <p className={styles.notice} role="status">
          {t("productPage.notPublic")}
        </p>
      ) : null}
      <div className={styles.layout}>
        <Gallery name={model.name} colourName={colour?.name ?? ""} images={images} index={state.imageIndex} onIndex={state.setImageIndex} />
        <div className={styles.summary}>
          <header className={styles.header}>
            {secondHand ? <SecondHandRibbon /> : null}
            <ModelRibbons ribbons={labels.ribbons} />
            <Link to={brandHref(model.manufacturer.slug)} className={styles.brand}>
              {model.manufacturer.name}
            </Link>
            <h1 className={styles.title} tabIndex={-1}>
              {model.name}
            </h1>
            <WishlistButton modelId={model.id} className={wishlistStyles.productHeart} />
            {model.rating_count > 0 && !secondHand ? (
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
          {/* A gift card (docs/gift-cards.md) has the value the shopper chooses, no sizes and no stock: its form alone. */}
          {giftCard ? null : <PriceBlock prices={prices} outlet={model.belongs_to_outlet} showDiscount={model.show_discount_percentage} taxRate={model.tax_rate} priceEndingMaxDays={settings.price_ending_max_days} />}
          {giftCard ? null : <VariantOptions
            colours={state.colours}
            types={state.types}
            sizes={state.sizes}
            selection={selection}
            variants={model.products}
            orderable={transferRule ?? undefined}
            onColour={state.chooseColour}
            onType={state.chooseType}
            onSize={state.chooseSize}
          />}
          <BundleSelector bundles={bundles} onOpen={chooseBundle} />
          <div className={extraStyles.summaryLinks}>
            <SizeGuide table={data?.sizetables[0]} />
            {shown && !giftCard ? <StoresAvailability modelId={model.id} variant={variant.variant} label={selectedLabel} /> : null}
          </div>
          {giftCard ? null : <StockStatus
            shown={shown}
            missing={state.sizes.length > 0 && selection.size === null ? "size" : "type"}
            selected={variant}
            blockedStockText={settings.blocked_stock_text}
          />}
          {giftCampaignForm ? giftCampaignForm(variant) : null}
          {/* spec 02 §2, §5: a sold-out chosen variant offers the back-in-stock e-mail. */}
          {shown && variant.variant && !variant.orderable ? <BackInStockForm key={variant.id} variantId={variant.id} /> : null}
          <ModelNotice notice={model.model_notice} />
          {/* docs/second-hand.md: an item's grade and wear, or that it has been sold. */}
          {secondHand ? <SecondHandCondition modelId={model.id} /> : null}
          {/* Add-to-cart area (spec 02 §2, §4): features/product/product-purchase.tsx. */}
          <ProductPurchase
            model={model}
            selected={variant}
            colourName={colour?.name ?? ""}
            image={images[0] ?? null}
            productBlocked={!giftCampaignForm && (limit?.isDeliveryCountryBlocked ?? false)}
            extraLoading={extra.status === "loading"}
          />
          {/* Comparison of models (docs/product-page.md "Comparison"); the slot keeps its height until the toggle arrives. */}
          {!secondHand && !giftCard ? (
            <div className={compareStyles.slot}>
              {hydrated ? (
                <Suspense fallback={null}>
                  <CompareToggle model={model} />
                </Suspense>
              ) : null}
            </div>
          ) : null}
          {/* Skis, bindings and boots: build a compatible set (docs/ski-wizard.md "Links"). */}
          {!secondHand ? <SkiWizardProductLink wizard={model.ski_wizard} modelId={model.id} /> : null}
          {!secondHand ? <DeliveryLimitNotice limit={limit} shippingTimeNumber={variant.variant?.shipping_time.number ?? 0} /> : null}
          <InfoBoxes boxes={boxes} fastDeliveryAnswer={<FastDeliveryAnswer fast={delivery.fast} />} />
        </div>
      </div>
      <ProductDetails
        model={model}
        description={<Description model={model} keywords={keywords} autoTranslationsDisabled={settings.auto_translations_disabled === "true"} />}
        afterDescription={
          <>
            <SecondHandLink parent={model.second_hand_parent} />
            {fi ? <QuoteBox quote={model.quote} /> : null}
            <BrandLogo manufacturer={model.manufacturer} />
          </>
        }
        tags={<ModelTags tags={labels.tags} />}
      />
      <ProductVideoSection video={model.video} name={model.name} />
      <DeliveryDetails lookup={delivery} />
      {!secondHand && !giftCard ? <AlsoSecondHand modelId={model.id} /> : null}
      {/* spec 02 §4: second-hand products have no reviews. */}
      {!secondHand ? <Reviews key={model.id} modelId={model.id} ratingCount={model.rating_count} sized={state.sizes.length > 0} revealRequest={revealReviews} /> : null}
      {sustainable ? <Sustainability criteria={sustainable.criteria} /> : null}
      <Guides guides={model.blogs} />
      {fi ? <WhoWeAre /> : null}
      <BundlesSection bundles={bundles} onOpen={chooseBundle} />
      {data ? (
        <>
          <CardList id="product-complete-the-look" title={t("productExtras.completeTheLook.title")} intro={t("productExtras.completeTheLook.intro")} items={look.look} />
          <CardList id="product-recommendations" title={t("productExtras.recommendations.title")} items={data.recommendations} />
          <CardList id="product-also-bought" title={t("productExtras.alsoBought.title")} items={look.rest} />
        </>
      ) : extra.status === "loading" ? (
        <p className={extraStyles.muted} aria-live="polite">
          {t("productExtras.loading")}
        </p>
      ) : null}
      <RecentlyViewed exceptModelId={model.id} />
      <ProductBanners banners={banners.dynamicPageBanners} />
      {openBundle ? (
        <BundleModal
          bundle={openBundle}
          models={bundleModels(openBundle, { id: model.id, name: model.name, options: mainOptions })}
          pageVariantId={variant.variant?.id ?? null}
          onAddBundle={(bundle, id, amount, parts) => {
            addBundle(bundle, id, amount, parts);
            setOpenBundle(null);
          }}
          onClose={() => setOpenBundle(null)}
          blockedStockText={settings.blocked_stock_text}
        />
      ) : null}
      {bundleCart.modal}
    </div>
  );
}

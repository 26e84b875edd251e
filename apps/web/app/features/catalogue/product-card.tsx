// Product card (spec 02 §3 product card, §4 card colours, §5 ribbon and stars, §9 limits):
// ribbons, tag chips, manufacturer, name, short description, stars, the price with its display
// kind, colour swatches (hover or focus shows the colour's image, a swipe on the image cycles
// the colours) and a link to the product with ?select-color= when the shopper chose a colour.
import {
  activeColorIndex,
  CARD_IMAGE_WIDTH,
  imageSrcSet,
  cardRibbons,
  cardSelectColor,
  cardShortDescription,
  cycleColorIndex,
  productCardHref,
  showsCardRating,
  type ResourcesResponse,
} from "@polku/domain";
import { useRef, useState, type PointerEvent } from "react";
import { Link } from "react-router";
import { Stars } from "../../components/ui/stars";
import { readableText } from "../../lib/contrast";
import { useHydrated } from "../../lib/hydrated";
import { useT } from "../../lib/i18n";
import { useOptionalRootData } from "../../lib/root-data";
import { VIEWPORT_PREFETCH } from "../../lib/prefetch";
import { CardHeart } from "../wishlist/card-heart";
import { CardPrice } from "./card-price";
import type { CardProduct } from "./listing-model";
import styles from "./catalogue.module.css";
import card from "./product-card.module.css";

/** spec 02 §9 touch gestures: a swipe is at least 30 px. */
const SWIPE_PX = 30;
const MAX_SWATCHES = 5;

export type ColorNames = ReadonlyMap<string, Pick<ResourcesResponse["colors"][number], "name" | "image">>;

export interface ProductCardProps {
  product: CardProduct;
  headingLevel?: 2 | 3;
  /** Colour names and swatch images by slug (resources colors). */
  colorNames?: ColorNames;
  /** The `color` filter of the address (colour controls): picks the first active colour. */
  colorFilter?: readonly string[];
  /** spec 02 §2: every card of an outlet page carries the 'Outlet' ribbon. */
  outlet?: boolean;
  /** Cards of the first row load their image at once; the others lazily. */
  eager?: boolean;
  /** Compact card of the 'extended' grid size (spec 02 §4): no tags, description or swatches. */
  compact?: boolean;
  /** The wishlist heart (issue 12); off where the card has its own wishlist control (the wishlist page). */
  heart?: boolean;
}

const rootNamesCache = new WeakMap<object, ColorNames>();
function useRootColorNames(given: ColorNames | undefined): ColorNames | undefined {
  const colors = useOptionalRootData()?.colors;
  if (given || !colors) return given;
  let names = rootNamesCache.get(colors);
  if (!names) rootNamesCache.set(colors, (names = new Map(colors.map((c) => [c.slug, { name: c.name, image: c.image }]))));
  return names;
}

export function ProductCard({ product, headingLevel = 3, colorNames: givenNames, colorFilter = [], outlet = false, eager = false, compact = false, heart = true }: ProductCardProps) {
  const t = useT();
  // Cards outside a listing (front page, recommendations, wishlist) name their swatches from the
  // root data's colours (issue 12: no blank circles labelled with slugs).
  const colorNames = useRootColorNames(givenNames);
  // The heart is added once hydrated: it sits over the image (no layout moves) and the server's
  // HTML of a listing stays free of one control per card (page-weight budgets).
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState<string | null>(null);
  const [preview, setPreview] = useState<number | null>(null);
  const swipe = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);

  const colors = product.colors;
  const active = activeColorIndex(colors, chosen, colorFilter);
  const shownColor = colors[preview ?? active];
  const image = shownColor?.image ?? product.image;
  const href = productCardHref(product.path, cardSelectColor(colors, chosen, colorFilter));
  const ribbons = cardRibbons(product.price, { outletPage: outlet });
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const name = `${product.manufacturer} ${product.name}`;

  const onPointerDown = (event: PointerEvent) => {
    swiped.current = false;
    swipe.current = event.pointerType === "mouse" ? null : { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipe.current;
    swipe.current = null;
    if (!start || colors.length < 2) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(event.clientY - start.y)) return;
    swiped.current = true;
    setPreview(null);
    setChosen(colors[cycleColorIndex(active, colors.length, dx < 0 ? 1 : -1)]!.slug);
  };

  return (
    <article
      className={`${styles.card} ${compact ? card.compact : ""}`}
      onPointerLeave={() => setPreview(null)}
      onClickCapture={(event) => {
        // A swipe over the image changes the colour; it must not also open the product.
        if (swiped.current) {
          swiped.current = false;
          event.preventDefault();
        }
      }}
    >
      <div className={`${styles.cardMedia} ${card.media}`} onPointerDown={onPointerDown} onPointerUp={onPointerUp} onPointerCancel={() => (swipe.current = null)}>
        {image ? (
          <img
            {...imageSrcSet(image, "card", "card2x")}
            alt={shownColor && colorNames?.get(shownColor.slug) ? `${name}, ${colorNames.get(shownColor.slug)!.name}` : name}
            width={CARD_IMAGE_WIDTH}
            height={CARD_IMAGE_WIDTH}
            loading={eager ? "eager" : "lazy"}
            decoding="async"
            draggable={false}
          />
        ) : (
          <div className={styles.noImage} role="img" aria-label={t("product.imageMissing")} />
        )}
        {ribbons.length > 0 ? (
          <div className={card.ribbons}>
            {ribbons.map((ribbon) =>
              ribbon.kind === "outlet" ? (
                <span key="outlet" className={`${card.ribbon} ${card.ribbonOutlet}`}>
                  {t("grid.ribbonOutlet")}
                </span>
              ) : (
                <span key="discount" className={card.ribbon}>
                  {t("product.discountRibbon", { percent: ribbon.percent })}
                </span>
              ),
            )}
          </div>
        ) : null}
        {heart && hydrated ? <CardHeart modelId={product.id} name={name} /> : null}
      </div>
      <div className={styles.cardBody}>
        {product.tags.length > 0 && !compact ? (
          <ul className={card.tags}>
            {product.tags.map((tag) => (
              <li key={tag.slug} className={card.tag} style={{ backgroundColor: tag.bgColor, color: readableText(tag.bgColor, tag.textColor) }}>
                {tag.name}
              </li>
            ))}
          </ul>
        ) : null}
        <p className={styles.brand}>{product.manufacturer}</p>
        <Heading className={styles.cardName}>
          <Link to={href} prefetch={VIEWPORT_PREFETCH} className={styles.cardLink}>
            {product.name}
          </Link>
        </Heading>
        {product.shortDescription && !compact ? <p className={`${styles.cardDescription} ${card.description}`}>{cardShortDescription(product.shortDescription)}</p> : null}
        {showsCardRating(product.rating) ? <Stars rating={product.rating} className={card.stars} /> : null}
        <CardPrice price={product.price} fromPrefix={product.fromPrefix} outlet={outlet} />
        {colors.length > 1 && !compact ? (
          <ul className={card.swatches} aria-label={t("grid.colors")}>
            {colors.slice(0, MAX_SWATCHES).map((color, index) => {
              const named = colorNames?.get(color.slug);
              return (
                <li key={color.slug}>
                  <button
                    type="button"
                    className={card.swatch}
                    aria-pressed={index === active}
                    aria-label={t("grid.colorOption", { name: named?.name ?? color.slug })}
                    style={named?.image ? { backgroundImage: `url(${named.image})` } : undefined}
                    onPointerEnter={() => setPreview(index)}
                    onFocus={() => setPreview(index)}
                    onBlur={() => setPreview(null)}
                    onClick={() => {
                      setChosen(color.slug);
                      setPreview(null);
                    }}
                  />
                </li>
              );
            })}
            {colors.length > MAX_SWATCHES ? (
              <li className={card.moreColors} aria-hidden="true">
                {t("grid.moreColors", { count: colors.length - MAX_SWATCHES })}
              </li>
            ) : null}
          </ul>
        ) : null}
      </div>
    </article>
  );
}

/** A plain grid of cards (the front page's newest products). */
export function ProductGrid({ products, label }: { products: CardProduct[]; label: string }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} eager={index < 4} />
        </li>
      ))}
    </ul>
  );
}

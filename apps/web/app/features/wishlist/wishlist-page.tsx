// The /wishlist/ page (spec 01 §2 /wishlist, issue 6): the saved products as catalogue cards,
// most recently saved first, each with a removal control ('An unexpected error (#4381)' when it
// fails), an empty state, and a retry when the list could not be loaded.
import type { ProductListItem } from "@polku/domain";
import { useRef, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { CloseIcon } from "../../components/ui/icons";
import { useT } from "../../lib/i18n";
import { toCard } from "../catalogue/listing-model";
import { ProductCard } from "../catalogue/product-card";
import catalogue from "../catalogue/catalogue.module.css";
import { useWishlistToggle } from "./use-wishlist-toggle";
import styles from "./wishlist.module.css";

export type WishlistPageData = { status: "ready"; items: ProductListItem[] } | { status: "error" };

export function WishlistPage({ data }: { data: WishlistPageData }) {
  const t = useT();
  const [removed, setRemoved] = useState<number[]>([]);
  const revalidator = useRevalidator();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A card removed here leaves the page at once.
  const items = data.status === "ready" ? data.items.filter((item) => !removed.includes(item.id)) : [];

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <h1 ref={headingRef} tabIndex={-1}>
          {t("social.wishlist.title")}
        </h1>
        {data.status === "ready" && items.length > 0 ? <p className={styles.count}>{t("social.wishlist.count", { count: items.length })}</p> : null}
      </header>
      {data.status === "error" ? (
        <div className={styles.empty} role="alert">
          <p>{t("social.wishlist.loadFailed")}</p>
          <button type="button" className="button button--secondary" onClick={() => void revalidator.revalidate()} disabled={revalidator.state === "loading"}>
            {t("social.wishlist.retry")}
          </button>
        </div>
      ) : items.length === 0 ? (
        <div className={styles.empty}>
          <p>{t("social.wishlist.empty")}</p>
          <p className={styles.muted}>{t("social.wishlist.emptyHint")}</p>
          <Link to="/" className="button button--primary">
            {t("social.wishlist.browse")}
          </Link>
        </div>
      ) : (
        <ul className={catalogue.grid} aria-label={t("social.wishlist.title")}>
          {items.map((item, index) => (
            <li key={item.id} className={styles.cardItem}>
              <ProductCard product={toCard(item)} eager={index < 4} headingLevel={2} heart={false} />
              <RemoveButton
                modelId={item.id}
                name={`${item.manufacturer} ${item.name}`}
                onRemoved={() => {
                  setRemoved((list) => [...list, item.id]);
                  headingRef.current?.focus();
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function RemoveButton({ modelId, name, onRemoved }: { modelId: number; name: string; onRemoved: () => void }) {
  const t = useT();
  const wishlist = useWishlistToggle(modelId, "social.wishlist.removeFailed");
  return (
    <button
      type="button"
      className={`${styles.heart} ${styles.remove}`}
      aria-label={`${t("social.wishlist.remove")}: ${name}`}
      title={t("social.wishlist.remove")}
      disabled={wishlist.busy}
      aria-busy={wishlist.busy || undefined}
      onClick={async () => {
        // The card leaves the page; the focus goes to the heading rather than to nowhere.
        if ((await wishlist.toggle()) === false) onRemoved();
      }}
    >
      <CloseIcon />
    </button>
  );
}

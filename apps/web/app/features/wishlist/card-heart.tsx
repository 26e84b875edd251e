// The heart on a product card (issue 12; docs/accounts.md "Wishlist"): the same toggle as
// the product page's (use-wishlist-toggle.ts), drawn by CSS so a card adds one empty control,
// and only after hydration (product-card.tsx). A guest's heart is a link to the login page with
// the reason; a customer's is a toggle button (aria-pressed) named after the product.
import { Link } from "react-router";
import { useT } from "../../lib/i18n";
import { useWishlistToggle } from "./use-wishlist-toggle";
import styles from "../catalogue/product-card.module.css";

export function CardHeart({ modelId, name }: { modelId: number; name: string }) {
  const t = useT();
  const wishlist = useWishlistToggle(modelId);
  const label = t("social.wishlist.cardLabel", { name });
  if (!wishlist.isAuthenticated) return <Link to={wishlist.loginHref} className={styles.heart} aria-label={label} rel="nofollow" discover="none" />;
  return (
    <button
      type="button"
      className={styles.heart}
      aria-pressed={wishlist.saved}
      aria-label={label}
      aria-busy={wishlist.busy || undefined}
      onClick={() => void wishlist.toggle()}
    />
  );
}

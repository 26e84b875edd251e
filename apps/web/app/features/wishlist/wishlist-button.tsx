// The heart of the product page (spec 02 §2, §4): pressed when the product is saved. A guest's
// heart is a link to the login page with the reason, so it works before hydration too.
import { Link } from "react-router";
import { HeartIcon } from "../../components/ui/icons";
import { useT } from "../../lib/i18n";
import { useWishlistToggle } from "./use-wishlist-toggle";
import styles from "./wishlist.module.css";

export function WishlistButton({ modelId, className = "" }: { modelId: number; className?: string }) {
  const t = useT();
  const wishlist = useWishlistToggle(modelId);
  const label = t(wishlist.saved ? "social.wishlist.remove" : "social.wishlist.add");

  if (!wishlist.isAuthenticated) {
    return (
      <Link to={wishlist.loginHref} className={`${styles.heart} ${className}`} aria-label={label} title={label} rel="nofollow">
        <HeartIcon />
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={`${styles.heart} ${className}`}
      aria-pressed={wishlist.saved}
      aria-label={t("social.wishlist.add")}
      title={label}
      aria-busy={wishlist.busy || undefined}
      disabled={wishlist.busy}
      onClick={() => void wishlist.toggle()}
      data-saved={wishlist.saved || undefined}
    >
      <HeartIcon filled={wishlist.saved} />
    </button>
  );
}

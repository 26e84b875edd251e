// The added-to-cart modal (spec 02 §2, §4): what was added, how many and for how much, with
// links to go on shopping or to the checkout (for a guest who would pay the club price, also the
// checkout that asks for a login first). The modal base traps focus and gives it back.
import { imageSrcSet } from "@polku/domain";
import { Link } from "react-router";
import { Modal } from "../../components/ui/modal";
import { useT } from "../../lib/i18n";
import styles from "./add-to-cart.module.css";

export interface AddedItem {
  title: string;
  name: string;
  details: string[];
  image: string | null;
  amount: number;
  /** The formatted price of the added amount. */
  price: string;
  /** A guest who would pay the lower club price logged in: the checkout that asks for a login (spec 02 §2). */
  loginCheckout?: string | null;
}

export function AddedToCartModal({ item, onClose }: { item: AddedItem; onClose: () => void }) {
  const t = useT();
  return (
    <Modal
      title={item.title}
      onClose={onClose}
      footer={
        <div className={styles.modalActions}>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t("cart.added.continue")}
          </button>
          <Link to="/checkout/" className="button button--primary" onClick={onClose}>
            {t("cart.added.checkout")}
          </Link>
          {item.loginCheckout ? (
            <Link to={item.loginCheckout} className={styles.loginCheckout} onClick={onClose}>
              {t("cart.added.loginCheckout")}
            </Link>
          ) : null}
        </div>
      }
    >
      <div className={styles.addedItem}>
        {item.image ? <img {...imageSrcSet(item.image, "cartLine", "cartLine2x")} alt="" width={96} height={96} className={styles.addedImage} /> : null}
        <div>
          <p className={styles.addedName}>{item.name}</p>
          {item.details.map((detail) => (
            <p key={detail} className={styles.addedDetail}>
              {detail}
            </p>
          ))}
          <p className={styles.addedDetail}>{t("cart.added.amount", { count: item.amount })}</p>
          <p className={styles.addedPrice}>{item.price}</p>
        </div>
      </div>
    </Modal>
  );
}

// Shop footer (spec 01 §1-2): customer service, stores, about, payment options.
import { EXPERIENCES_PATH } from "@polku/domain";
import { Link } from "react-router";
import type { LanguageCode } from "@polku/domain";
import { useI18n } from "../../lib/i18n";
import { joinNames } from "../../lib/join-names";
import { useRootData } from "../../lib/root-data";
import { LogoMark } from "./logo";
import { PaymentIcons } from "./payment-icons";
import styles from "./shell.module.css";

const MAX_STORES = 6;


/** The about page's address in each language (its static page slugs; docs/content.md). */
const ABOUT_PATH: Record<LanguageCode, string> = { fi: "/tietoa-meista/", sv: "/om-oss/", en: "/about-us/", de: "/uber-uns/", fr: "/a-propos/", ru: "/o-nas/" };

export function Footer() {
  const { t, language } = useI18n();
  const { stores, shopName, promises } = useRootData();
  const paymentMethods = promises.payment_methods;
  const retail = stores.filter((store) => store.type === "retail").slice(0, MAX_STORES);
  const year = new Date().getFullYear();

  return (
    <footer className={styles.footer}>
      <div className={styles.footerGrid}>
        <section aria-labelledby="footer-service">
          <h2 id="footer-service" className={styles.footerTitle}>
            {t("footer.customerService")}
          </h2>
          <ul className={styles.footerLinks}>
            <li><Link to="/ask/">{t("footer.contact")}</Link></li>
            <li><Link to="/faq/">{t("footer.faq")}</Link></li>
            <li><Link to="/page/delivery/">{t("menu.delivery")}</Link></li>
            <li><Link to="/returns/">{t("menu.returns")}</Link></li>
            <li><Link to="/page/payment-methods/">{t("menu.paymentMethods")}</Link></li>
            <li><Link to="/view-order/">{t("footer.viewOrder")}</Link></li>
            <li><Link to="/catalog/">{t("catalog.menuLink")}</Link></li>
            <li><Link to="/service-products/giftcards/">{t("giftCards.footerLink")}</Link></li>
            <li><Link to="/ski-wizard/">{t("skiWizard.menuLink")}</Link></li>
            <li><Link to="/shoe-wizard/">{t("shoeWizard.menuLink")}</Link></li>
            <li><Link to="/reclamation/">{t("complaints.footerLink")}</Link></li>
          </ul>
        </section>
        <section aria-labelledby="footer-stores">
          <h2 id="footer-stores" className={styles.footerTitle}>
            {t("footer.stores")}
          </h2>
          <ul className={styles.footerLinks}>
            {retail.map((store) => (
              <li key={store.slug}>
                <Link to={`/stores/${store.slug}/`}>{store.name}</Link>
              </li>
            ))}
            <li>
              <Link to="/stores/">{t("footer.allStores")}</Link>
            </li>
            <li>
              <Link to="/pikanouto/">{t("footer.expressPickup")}</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className={styles.footerTitle}>
            {t("footer.about")}
          </h2>
          <ul className={styles.footerLinks}>
            <li><Link to={ABOUT_PATH[language]}>{t("footer.aboutUs", { shop: shopName })}</Link></li>
            <li><Link to="/responsibility/">{t("menu.sustainability")}</Link></li>
            <li><Link to="/second-hand/">{t("secondHand.footerLink")}</Link></li>
            <li><Link to="/rental/">{t("menu.rental")}</Link></li>
            <li><Link to="/life-outdoors/">{t("menu.lifeOutdoors")}</Link></li>
            <li><Link to={EXPERIENCES_PATH}>{t("experiences.footerLink")}</Link></li>
            <li><Link to="/enterprise/">{t("footer.enterprise")}</Link></li>
            <li><Link to="/corporate-info-form/">{t("footer.corporateInquiry")}</Link></li>
            <li><Link to="/corporate-newsletter/">{t("footer.corporateNewsletter")}</Link></li>
            <li><Link to="/forest-newsletter/">{t("footer.forestNewsletter")}</Link></li>
            <li><Link to="/style-guide/">{t("styleGuide.footerLink")}</Link></li>
          </ul>
        </section>
        {paymentMethods.length > 0 ? (
          <section aria-labelledby="footer-payment">
            <h2 id="footer-payment" className={styles.footerTitle}>
              {t("footer.payment")}
            </h2>
            <PaymentIcons methods={paymentMethods} />
            <p className={styles.footerNote} data-testid="payment-note">
              {joinNames(language, paymentMethods.map((m) => m.name))}
            </p>
          </section>
        ) : null}
      </div>
      <div className={styles.footerBottom}>
        <LogoMark />
        <p>{t("footer.copyright", { year, shop: shopName })}</p>
        <p className={styles.footerTagline}>{t("footer.tagline")}</p>
      </div>
    </footer>
  );
}

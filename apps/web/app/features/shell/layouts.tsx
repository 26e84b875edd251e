// Layouts (spec 01 §2): default (shop header and footer), rentle (no shop menu) and error.
import { useEffect, useRef, type ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { useT } from "../../lib/i18n";
import { StaffBarSlot } from "../staff/staff-bar-slot";
import { CheckoutHeader } from "./checkout-header";
import { Footer } from "./footer";
import { Header } from "./header";
import { Logo } from "./logo";
import { NavigationProgress } from "./navigation-progress";
import { MAIN_ID, SkipLink } from "./skip-link";
import styles from "./shell.module.css";

export type LayoutName = "default" | "checkout" | "rentle" | "error";

function Main({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const first = useRef(true);
  // After a client-side move to another page, start reading and tabbing from the new content
  // (a full page load does this by itself).
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    ref.current?.focus({ preventScroll: true });
  }, [pathname]);
  return (
    <main ref={ref} id={MAIN_ID} className={styles.main} tabIndex={-1}>
      {children}
    </main>
  );
}

export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <NavigationProgress />
      <SkipLink />
      <StaffBarSlot />
      <Header />
      <Main>{children}</Main>
      <Footer />
    </div>
  );
}

/** The cart and payment pages (issue 12): the focused checkout header with its steps, no mega menu. */
export function CheckoutLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <NavigationProgress />
      <SkipLink />
      <StaffBarSlot />
      <CheckoutHeader />
      <Main>{children}</Main>
      <Footer />
    </div>
  );
}

/** Minimal chrome for the rental partner flow (/rental/rentle/): no shop menu. */
export function RentleLayout({ children, shopName }: { children: ReactNode; shopName: string }) {
  const t = useT();
  return (
    <div className={styles.page}>
      <NavigationProgress />
      <SkipLink />
      <header className={styles.minimalHeader}>
        <Logo shopName={shopName} />
        <Link className={styles.backToShop} to="/">
          {t("rental.backToShop")}
        </Link>
      </header>
      <Main>{children}</Main>
      <MinimalFooter shopName={shopName} />
    </div>
  );
}

export function ErrorLayout({ children, shopName }: { children: ReactNode; shopName: string }) {
  return (
    <div className={styles.page}>
      <SkipLink />
      <header className={styles.minimalHeader}>
        <Logo shopName={shopName} />
      </header>
      <Main>{children}</Main>
      <MinimalFooter shopName={shopName} />
    </div>
  );
}

function MinimalFooter({ shopName }: { shopName: string }) {
  const t = useT();
  return (
    <footer className={styles.minimalFooter}>
      <p>{t("footer.copyright", { year: new Date().getFullYear(), shop: shopName })}</p>
    </footer>
  );
}

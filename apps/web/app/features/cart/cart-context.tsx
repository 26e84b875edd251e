// The cart store for React (docs/cart.md): one store per page load, shared through context.
// The server render and hydration see the empty cart (so the header shows no count and
// nothing jumps); local storage is read after hydration.
import { cartItemCount, emptyCart, type Cart } from "@polku/domain";
import { createContext, useContext, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { useToast } from "../../components/ui/toast";
import { browserApi } from "../../lib/api";
import { authorizationFromCookies, readBrowserCookies } from "../../lib/cookies";
import { useT } from "../../lib/i18n";
import { useUser } from "../../lib/root-data";
import { useLocale } from "../locale/locale-provider";
import { createCartStore, type CartStore } from "./cart-store";

const CartContext = createContext<CartStore | null>(null);
const SERVER_CART = emptyCart();

/** so.auth is readable by page scripts (docs/security.md "Header, not cookie"). */
function authorization(): string | null {
  return authorizationFromCookies(readBrowserCookies());
}

function randomToken(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;
}

export function CartProvider({ children }: { children: ReactNode }) {
  const user = useUser();
  const { config } = useLocale();
  const toast = useToast();
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  // The store outlives renders; what it reads of the page goes through refs.
  const page = useRef({ user, config, toast, t, navigate, pathname: location.pathname, authLoading: true });
  page.current = { ...page.current, user, config, toast, t, navigate, pathname: location.pathname };

  const [store] = useState(() =>
    createCartStore({
      storage: typeof window === "undefined" ? null : window.localStorage,
      validate: (body) => browserApi.checkout(body, authorization()),
      // Every country's postcode format: loaded by the first validation, not with every page.
      loadPostcodeCheck: () => import("@polku/domain/cart/rules").then((module) => module.isCompletePostcode),
      saveServerCart: async (content) => {
        const auth = authorization();
        if (auth) await browserApi.saveCart(content, auth);
      },
      context: () => ({
        countryCode: page.current.config.deliveryCountryCode,
        languageCode: page.current.config.language,
        currencyCode: page.current.config.currencyCode,
        customerId: page.current.user.id,
        // spec 01 §7 pageName: "checkout" on the checkout pages, "cart" for validations elsewhere.
        pageName: page.current.pathname.startsWith("/checkout/") ? "checkout" : "cart",
      }),
      authLoading: () => page.current.authLoading,
      isLoggedIn: () => page.current.user.isAuthenticated && authorization() !== null,
      flashErrors: (messages) => {
        // Several messages of one answer follow each other in the corner rather than stack up.
        for (const message of messages) {
          console.warn("Checkout:", message);
          page.current.toast({ message, type: "error", queue: true });
        }
      },
      flashRollback: () => page.current.toast({ message: page.current.t("cart.rollback"), type: "error" }),
      navigate: (url) => page.current.navigate(url),
      randomToken,
      now: () => Date.now(),
    }),
  );

  // The store lives as long as the page (the provider sits in the root and is never unmounted).
  useEffect(() => store.load(), [store]);

  // spec 01 §4: the auth state is settled once the customer info is set (here: with the root data);
  // the logged-in customer's saved cart is merged when it differs.
  useEffect(() => {
    page.current.authLoading = false;
    if (user.isAuthenticated) store.mergeServer(user.cartContent);
  }, [store, user.id, user.isAuthenticated, user.cartContent]);

  // A new country, currency or language changes prices, delivery and texts: validate again.
  const localeKey = `${config.deliveryCountryCode}|${config.currencyCode}|${config.language}`;
  const validatedLocale = useRef(localeKey);
  useEffect(() => {
    if (validatedLocale.current === localeKey) return;
    validatedLocale.current = localeKey;
    void store.validateNow();
  }, [store, localeKey]);

  // Joining the club (on /accounts/ or /checkout/club-info/) changes the prices the server charges
  // without changing the request (the customer is the same): validate again.
  const clubMember = user.isClubMember;
  const validatedClub = useRef(clubMember);
  useEffect(() => {
    if (validatedClub.current === clubMember) return;
    validatedClub.current = clubMember;
    if (user.isAuthenticated) void store.validateNow();
  }, [store, clubMember, user.isAuthenticated]);

  return <CartContext.Provider value={store}>{children}</CartContext.Provider>;
}

export function useCartStore(): CartStore {
  const store = useContext(CartContext);
  if (!store) throw new Error("useCartStore outside CartProvider");
  return store;
}

/** The cart; the empty cart on the server and during hydration. */
export function useCart(): Cart {
  const store = useCartStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot, () => SERVER_CART);
}

/** False on the server, during hydration and until local storage has been read. */
export function useCartLoaded(): boolean {
  const store = useCartStore();
  return useSyncExternalStore(store.subscribe, store.isLoaded, () => false);
}

/** Units in the cart for the header (0 until local storage has been read). */
export function useCartCount(): number {
  return cartItemCount(useCart());
}

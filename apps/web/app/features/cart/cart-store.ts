// The browser's cart (spec 01 §3-5, §7-9; docs/cart.md): one store shared by every component,
// kept in local storage, validated by POST /api/checkout/. Framework-free so its timing rules
// are tested with fake timers (cart-store.test.ts); cart-context.tsx binds it to React.
//
// - A change is applied at once (pure transitions of @polku/domain), stored, and validation is
//   scheduled 2000 ms later (the timings are the domain's constants.ts); a further change restarts the wait. Changing the transfer source
//   warehouses validates at once (spec 01 §5).
// - A change makes any validation in flight stale (its answer is dropped).
// - Validation first waits for the auth state, polling every 100 ms for up to 5 s.
// - Each validation has a random token; only the latest token's answer is applied.
// - A failure sets ERROR and retries after 5000 ms; READ_ONLY_ORDER leaves for the provider's
//   confirmation page; each entry of `errors` is flashed.
// - Optimistic updates (docs/cart.md): the page shows a change's expected prices at once
//   (estimatedTotals); when the validation of a change to the lines fails, the lines of the last
//   answer come back (rolledBack) with the rollback message instead of the retry.
// - For a logged-in customer the cart is saved with PUT /api/customer/cart/ and merged with the
//   server's cart on login.
import {
  applyValidation,
  beginValidation,
  checkoutRequestWith,
  emptyCart,
  failValidation,
  isCartEmpty,
  mergeServerCart,
  parseStoredCart,
  readOnlyOrderTarget,
  rolledBack,
  sameCartContent,
  checkCartContent,
  toCartContent,
  toStoredCart,
  validationKey,
  CART_STORAGE_KEY,
  AUTH_POLL_MS,
  AUTH_WAIT_MS,
  CART_REVALIDATE_DEBOUNCE_MS,
  CART_SERVER_SAVE_DEBOUNCE_MS,
  CHECKOUT_RETRY_MS,
  type Cart,
  type CartContent,
  type CartProduct,
  type CheckoutContext,
  type CheckoutRequestInput,
  type CheckoutResponse,
  type PostcodeCheck,
} from "@polku/domain";

export interface CartStoreDeps {
  storage: Pick<Storage, "getItem" | "setItem"> | null;
  /** POST /api/checkout/; throws on any failure. */
  validate: (body: CheckoutRequestInput) => Promise<CheckoutResponse>;
  /** PUT /api/customer/cart/ for the logged-in customer. */
  saveServerCart: (content: CartContent) => Promise<void>;
  context: () => CheckoutContext;
  /** True while the auth state is still being settled (spec 01 §3 "loading flag"). */
  authLoading: () => boolean;
  isLoggedIn: () => boolean;
  flashErrors: (messages: string[]) => void;
  /** Tells the shopper a change could not be saved and the cart is back as it was. */
  flashRollback?: () => void;
  navigate: (url: string) => void;
  randomToken: () => string;
  now: () => number;
  /**
   * Loads the whole postcode rule (every country's format, `isCompletePostcode`): the first
   * validation waits for it. Without it, and until it has loaded, a Finnish postcode is checked as
   * five digits and any other kept postcode counts as whole (only to tell whether a change changes
   * the request; what is sent uses the rule).
   */
  loadPostcodeCheck?: () => Promise<PostcodeCheck>;
}

/** The postcode rule until the formats have loaded: Finland's exactly, a kept foreign postcode as whole. */
const provisionalPostcodeCheck: PostcodeCheck = (postcode, country) =>
  country.trim().toLowerCase() === "fi" ? /^\d{5}$/.test(postcode.trim()) : postcode.trim().length >= 2;

export type CartUpdate = (cart: Cart) => Cart;
type Listener = () => void;

export interface CartStore {
  getSnapshot(): Cart;
  /** True once local storage has been read (the cart page shows its loading state until then). */
  isLoaded(): boolean;
  subscribe(listener: Listener): () => void;
  /** Reads local storage (after hydration) and validates a cart that has lines. */
  load(): void;
  /** Applies a change; `immediate` validates without the 2 s wait. */
  update(change: CartUpdate, options?: { immediate?: boolean }): Cart;
  /** Validates now (e.g. when the cart page opens). */
  validateNow(): Promise<void>;
  /** spec 01 §4: merges the logged-in customer's saved cart (a JSON string) when it differs. */
  mergeServer(cartContent: string | null): void;
  /** The key of the request the cart would send now (compare with cart.validateHash). */
  currentKey(): string;
  dispose(): void;
}

export function createCartStore(deps: CartStoreDeps): CartStore {
  let cart = emptyCart();
  const listeners = new Set<Listener>();
  let debounce: ReturnType<typeof setTimeout> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let saveTimer: ReturnType<typeof setTimeout> | undefined;
  let lastFlashed = "";
  /** The lines the applied answer was for (what a failed change rolls back to). */
  let validatedLines: CartProduct[] | null = null;
  let disposed = false;
  let loaded = false;

  function set(next: Cart): void {
    if (next === cart) return;
    cart = next;
    for (const listener of listeners) listener();
  }

  function persist(): void {
    try {
      deps.storage?.setItem(CART_STORAGE_KEY, JSON.stringify(toStoredCart(cart)));
    } catch {
      // Storage full or refused (private mode): the cart still works for this page.
    }
  }

  function scheduleServerSave(): void {
    if (!deps.isLoggedIn()) return;
    clearTimeout(saveTimer);
    saveTimer = setTimeout(() => {
      deps.saveServerCart(toCartContent(cart)).catch((error: unknown) => console.error("Saving the cart failed", error));
    }, CART_SERVER_SAVE_DEBOUNCE_MS);
  }

  let postcodeCheck: PostcodeCheck | null = null;
  let postcodeCheckLoading: Promise<void> | null = null;

  /** The whole postcode rule, loaded once (a failed load is tried again at the next validation). */
  async function loadPostcodeCheck(): Promise<void> {
    if (postcodeCheck || !deps.loadPostcodeCheck) return;
    postcodeCheckLoading ??= deps.loadPostcodeCheck().then(
      (check) => {
        postcodeCheck = check;
      },
      (error: unknown) => {
        postcodeCheckLoading = null;
        console.error("Loading the postcode formats failed", error);
      },
    );
    await postcodeCheckLoading;
  }

  function requestOf(of: Cart): CheckoutRequestInput {
    return checkoutRequestWith(postcodeCheck ?? provisionalPostcodeCheck, of, deps.context());
  }

  function request(): CheckoutRequestInput {
    return requestOf(cart);
  }

  async function waitForAuth(): Promise<void> {
    const until = deps.now() + AUTH_WAIT_MS;
    while (deps.authLoading() && deps.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, AUTH_POLL_MS));
    }
  }

  async function validateNow(): Promise<void> {
    clearTimeout(debounce);
    clearTimeout(retry);
    if (disposed) return;
    if (isCartEmpty(cart)) {
      // Nothing to ask: an empty cart has no prices, delivery or refusals.
      set({ ...cart, status: "IDLE", validationToken: null, validation: null, validateHash: null });
      return;
    }
    const token = deps.randomToken();
    set(beginValidation(cart, token));
    await waitForAuth();
    await loadPostcodeCheck();
    if (cart.validationToken !== token) return; // a change came while waiting
    const body = request();
    const key = validationKey(body);
    let answer: CheckoutResponse;
    try {
      answer = await deps.validate(body);
    } catch (error) {
      if (cart.validationToken !== token) return;
      const back = rolledBack(cart, validatedLines);
      if (back) {
        console.error("Cart validation failed; the lines of the last answer are back", error);
        set(back);
        persist();
        scheduleServerSave();
        deps.flashRollback?.();
        return;
      }
      console.error("Cart validation failed; retrying", error);
      set(failValidation(cart, token));
      retry = setTimeout(() => void validateNow(), CHECKOUT_RETRY_MS);
      return;
    }
    if (cart.validationToken !== token) return; // stale: dropped
    const target = readOnlyOrderTarget(answer, cart.klarnaGlobalCheckoutId);
    if (target) {
      deps.navigate(target);
      return;
    }
    set(applyValidation(cart, token, answer, key));
    validatedLines = cart.products;
    const flashed = JSON.stringify(answer.errors);
    if (answer.errors.length > 0 && flashed !== lastFlashed) deps.flashErrors(answer.errors);
    lastFlashed = flashed;
  }

  function schedule(immediate: boolean): void {
    clearTimeout(debounce);
    clearTimeout(retry);
    if (immediate) {
      void validateNow();
      return;
    }
    debounce = setTimeout(() => void validateNow(), CART_REVALIDATE_DEBOUNCE_MS);
  }

  return {
    getSnapshot: () => cart,
    isLoaded: () => loaded,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load() {
      let raw: string | null;
      try {
        raw = deps.storage?.getItem(CART_STORAGE_KEY) ?? null;
      } catch {
        raw = null; // storage refused (privacy settings): start empty
      }
      const stored = parseStoredCart(raw);
      loaded = true;
      if (stored) set(stored);
      else for (const listener of listeners) listener();
      if (!isCartEmpty(cart)) schedule(true);
    },
    update(change, options = {}) {
      const before = request();
      const next = change(cart);
      if (next === cart) return cart;
      const changed = validationKey(requestOf(next)) !== validationKey(before);
      // A change to what is validated makes the answer in flight stale.
      set(changed ? { ...next, status: isCartEmpty(next) ? "IDLE" : "PENDING", validationToken: null } : next);
      persist();
      scheduleServerSave();
      if (changed) schedule(options.immediate ?? false);
      return cart;
    },
    validateNow,
    mergeServer(cartContent) {
      const server = parseCartContent(cartContent);
      if (!server || sameCartContent(toCartContent(cart), server)) return;
      const merged = mergeServerCart(cart, server);
      // The server keeps the combined cart (also when only this device had lines).
      scheduleServerSave();
      if (merged === cart) return;
      set({ ...merged, status: "PENDING", validationToken: null });
      persist();
      schedule(true);
    },
    currentKey: () => validationKey(request()),
    dispose() {
      disposed = true;
      clearTimeout(debounce);
      clearTimeout(retry);
      clearTimeout(saveTimer);
      listeners.clear();
    },
  };
}

function parseCartContent(text: string | null): CartContent | null {
  if (!text) return null;
  try {
    return checkCartContent(JSON.parse(text));
  } catch {
    return null;
  }
}

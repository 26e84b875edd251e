// The cart store's timing rules (spec 01 §4-5, §8-9) with fake timers and a fake checkout call.
import { addProduct, AUTH_WAIT_MS, CART_REVALIDATE_DEBOUNCE_MS, CART_STORAGE_KEY, CHECKOUT_RETRY_MS, emptyCart, setTransferSources, toStoredCart, type CheckoutRequestInput, type CheckoutResponse } from "@polku/domain";
import { checkoutAnswer } from "@polku/domain/testing/checkout-answer";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createCartStore, type CartStoreDeps } from "./cart-store";

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value), data };
}

interface Call {
  body: CheckoutRequestInput;
  resolve: (answer: CheckoutResponse) => void;
  reject: (error: unknown) => void;
}

function setup(over: Partial<CartStoreDeps> = {}) {
  const calls: Call[] = [];
  let tokens = 0;
  const deps: CartStoreDeps = {
    storage: memoryStorage(),
    validate: (body) => new Promise((resolve, reject) => calls.push({ body, resolve, reject })),
    saveServerCart: vi.fn(() => Promise.resolve()),
    context: () => ({ countryCode: "fi", languageCode: "fi", currencyCode: "eur", customerId: null, pageName: "checkout" }),
    authLoading: () => false,
    isLoggedIn: () => false,
    flashErrors: vi.fn(),
    navigate: vi.fn(),
    randomToken: () => `t${++tokens}`,
    now: () => Date.now(),
    ...over,
  };
  const store = createCartStore(deps);
  return { store, deps, calls };
}

const add = (productId: number, amount = 1) => (cart: ReturnType<typeof emptyCart>) => addProduct(cart, { productId, amount });

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("cart store", () => {
  it("validates 2 s after the last change, once for a burst of changes", async () => {
    const { store, calls } = setup();
    store.update(add(101));
    expect(store.getSnapshot().status).toBe("PENDING");
    await vi.advanceTimersByTimeAsync(CART_REVALIDATE_DEBOUNCE_MS - 100);
    store.update(add(101));
    await vi.advanceTimersByTimeAsync(CART_REVALIDATE_DEBOUNCE_MS - 1);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body.products).toEqual([{ id: 101, amount: 2 }]);
    calls[0]!.resolve(checkoutAnswer());
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getSnapshot().status).toBe("VALIDATED");
    expect(store.getSnapshot().validateHash).toBe(store.currentKey());
  });

  it("sends the postcode by the whole rule, loaded by the first validation", async () => {
    let loads = 0;
    const { store, calls } = setup({
      context: () => ({ countryCode: "se", languageCode: "sv", currencyCode: "sek", customerId: null, pageName: "cart" }),
      // A rule that finds no kept postcode whole: the form's postcode is sent instead.
      loadPostcodeCheck: () => {
        loads += 1;
        return Promise.resolve(() => false);
      },
    });
    store.update((cart) => ({ ...add(101)(cart), postcode: "123 45", form: { ...cart.form, postal_code: "999 99" } }), { immediate: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body.postal_code).toBe("999 99");
    calls[0]!.resolve(checkoutAnswer());
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getSnapshot().validateHash).toBe(store.currentKey());
    store.update(add(102), { immediate: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(2);
    expect(loads).toBe(1);
  });

  it("validates at once when the transfer source warehouses change", async () => {
    const { store, calls } = setup();
    store.update(add(101));
    store.update((cart) => setTransferSources({ ...cart, transferRequest: true }, [3]), { immediate: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body.transfer_request_from).toEqual([3]);
  });

  it("drops the answer of a validation a newer change made stale", async () => {
    const { store, calls } = setup();
    store.update(add(101));
    await vi.advanceTimersByTimeAsync(CART_REVALIDATE_DEBOUNCE_MS);
    store.update(add(102));
    calls[0]!.resolve(checkoutAnswer({ total_price: 1 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getSnapshot()).toMatchObject({ status: "PENDING", validation: null });
    await vi.advanceTimersByTimeAsync(CART_REVALIDATE_DEBOUNCE_MS);
    calls[1]!.resolve(checkoutAnswer({ total_price: 2 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getSnapshot()).toMatchObject({ status: "VALIDATED", totalPrice: 2 });
  });

  it("sets ERROR on a failure and retries after 5 s", async () => {
    const { store, calls } = setup();
    store.update(add(101));
    await vi.advanceTimersByTimeAsync(CART_REVALIDATE_DEBOUNCE_MS);
    calls[0]!.reject(new Error("503"));
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getSnapshot().status).toBe("ERROR");
    await vi.advanceTimersByTimeAsync(CHECKOUT_RETRY_MS - 1);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    calls[1]!.resolve(checkoutAnswer());
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getSnapshot().status).toBe("VALIDATED");
  });

  it("rolls a change back to the lines of the last answer when its validation fails, and says so", async () => {
    const flashRollback = vi.fn();
    const { store, calls, deps } = setup({ flashRollback });
    store.update(add(101));
    await vi.advanceTimersByTimeAsync(CART_REVALIDATE_DEBOUNCE_MS);
    calls[0]!.resolve(checkoutAnswer());
    await vi.advanceTimersByTimeAsync(0);
    const key = store.currentKey();
    // The amount shows at once; its validation fails: the validated line is back, no retry.
    store.update(add(101, 2));
    expect(store.getSnapshot().products).toEqual([{ productId: 101, amount: 3 }]);
    await vi.advanceTimersByTimeAsync(CART_REVALIDATE_DEBOUNCE_MS);
    calls[1]!.reject(new Error("503"));
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getSnapshot()).toMatchObject({ status: "VALIDATED", products: [{ productId: 101, amount: 1 }] });
    expect(store.currentKey()).toBe(key);
    expect(flashRollback).toHaveBeenCalledTimes(1);
    expect(JSON.parse((deps.storage as ReturnType<typeof memoryStorage>).data.get(CART_STORAGE_KEY)!).products).toEqual([{ productId: 101, amount: 1 }]);
    await vi.advanceTimersByTimeAsync(CHECKOUT_RETRY_MS * 2);
    expect(calls).toHaveLength(2);
  });

  it("waits for the auth state, polling, but for no more than 5 s", async () => {
    let loading = true;
    const { store, calls } = setup({ authLoading: () => loading });
    store.update(add(101), { immediate: true });
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(0);
    loading = false;
    await vi.advanceTimersByTimeAsync(100);
    expect(calls).toHaveLength(1);

    const stuck = setup({ authLoading: () => true });
    stuck.store.update(add(101), { immediate: true });
    await vi.advanceTimersByTimeAsync(AUTH_WAIT_MS - 100);
    expect(stuck.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(200);
    expect(stuck.calls).toHaveLength(1);
  });

  it("goes to the provider's confirmation page on READ_ONLY_ORDER", async () => {
    const { store, calls, deps } = setup();
    store.update(add(101), { immediate: true });
    await vi.advanceTimersByTimeAsync(0);
    calls[0]!.resolve(checkoutAnswer({ reason: "READ_ONLY_ORDER", kgco_id: "K-1" }));
    await vi.advanceTimersByTimeAsync(0);
    expect(deps.navigate).toHaveBeenCalledWith("/checkout/klarna/confirm/?klarna_order_id=K-1");
  });

  it("flashes each error of an answer, not again for the same errors", async () => {
    const { store, calls, deps } = setup();
    store.update(add(101), { immediate: true });
    await vi.advanceTimersByTimeAsync(0);
    calls[0]!.resolve(checkoutAnswer({ errors: ["Vain 2 kpl saatavilla", "Koodi ei kelpaa"] }));
    await vi.advanceTimersByTimeAsync(0);
    store.update(add(101), { immediate: true });
    await vi.advanceTimersByTimeAsync(0);
    calls[1]!.resolve(checkoutAnswer({ errors: ["Vain 2 kpl saatavilla", "Koodi ei kelpaa"] }));
    await vi.advanceTimersByTimeAsync(0);
    expect(deps.flashErrors).toHaveBeenCalledTimes(1);
    expect(deps.flashErrors).toHaveBeenCalledWith(["Vain 2 kpl saatavilla", "Koodi ei kelpaa"]);
  });

  it("keeps the cart in local storage and ignores corrupt data", async () => {
    const storage = memoryStorage();
    const first = setup({ storage });
    first.store.update(add(101, 2));
    expect(JSON.parse(storage.data.get(CART_STORAGE_KEY)!).products).toEqual([{ productId: 101, amount: 2 }]);

    const second = setup({ storage });
    second.store.load();
    expect(second.store.getSnapshot().products).toEqual([{ productId: 101, amount: 2 }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(second.calls).toHaveLength(1); // a loaded cart with lines is validated at once

    const corrupt = setup({ storage: memoryStorage({ [CART_STORAGE_KEY]: "{oops" }) });
    corrupt.store.load();
    expect(corrupt.store.getSnapshot().products).toEqual([]);
  });

  it("saves a logged-in customer's cart and merges the saved one on login when it differs", async () => {
    const storage = memoryStorage({ [CART_STORAGE_KEY]: JSON.stringify(toStoredCart(addProduct(emptyCart(), { productId: 1, amount: 1 }))) });
    const { store, deps, calls } = setup({ storage, isLoggedIn: () => true });
    store.load();
    store.mergeServer(JSON.stringify({ products: [{ productId: 1, amount: 5 }, { productId: 2, amount: 1 }] }));
    expect(store.getSnapshot().products).toEqual([{ productId: 1, amount: 1 }, { productId: 2, amount: 1 }]);
    await vi.advanceTimersByTimeAsync(500);
    expect(deps.saveServerCart).toHaveBeenLastCalledWith(expect.objectContaining({ products: [{ productId: 1, amount: 1 }, { productId: 2, amount: 1 }] }));
    expect(calls.length).toBeGreaterThan(0);

    const same = store.getSnapshot();
    store.mergeServer(JSON.stringify({ products: [{ productId: 2, amount: 1 }, { productId: 1, amount: 1 }] }));
    expect(store.getSnapshot()).toBe(same);
    store.mergeServer("not json");
    expect(store.getSnapshot()).toBe(same);
  });

  it("does not save the cart of a guest on the server", async () => {
    const { store, deps } = setup();
    store.update(add(101));
    await vi.advanceTimersByTimeAsync(1000);
    expect(deps.saveServerCart).not.toHaveBeenCalled();
  });

  it("asks nothing for an empty cart", async () => {
    const { store, calls } = setup();
    store.update(add(101));
    store.update(() => emptyCart());
    await vi.advanceTimersByTimeAsync(CART_REVALIDATE_DEBOUNCE_MS);
    expect(calls).toHaveLength(0);
    expect(store.getSnapshot().status).toBe("IDLE");
  });
});

// Staff stock transfer requests (spec 01 §3 transferRequest, transferRequestFrom/To, reserve
// quantity, high priority; §5 a change of the source stores validates at once, and several sources
// need every row's picked units; spec 02 §6 'order from stock of {store}'; docs/orders.md): staff
// turn the cart into a transfer request on the cart page, pick each row's units from the source
// stores, the product page's button then orders from the source stores' stock (a variant they do
// not hold cannot be ordered, spec 02 §4), and the placed order reserves its unit in the store it
// was picked from, not in the web warehouse. Shoppers never see the panel and the server ignores
// their transfer fields.
//
// The demo admin is the staff user here (an admin is staff too, docs/accounts.md): the staff
// user's saved cart follows every login, and other specs log in as the demo staff user meanwhile.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { addToCart, approveAndConfirm, CHECKOUT_TEXTS, fillDeliveryAndContact, openPick, pay, pickVariant, type Pick } from "../pages/checkout-flow";
import { ADMIN, clearSavedCart, CUSTOMER, logInByApi } from "../pages/login-page";
import { gotoHydrated, setLocaleCookies } from "../pages/shop-page";

// One staff user's saved cart: one transfer request at a time.
test.describe.configure({ mode: "serial" });

const TEXTS = {
  fi: {
    ...CHECKOUT_TEXTS.fi,
    panel: "Varastosiirtopyyntö",
    enable: "Tee tästä varastosiirtopyyntö",
    from: "Lähdemyymälät",
    to: "Kohdemyymälä",
    reserve: "Varaa määrä",
    priority: "Kiireellinen",
    orderFrom: (store: string) => `Tilaa myymälän ${store} varastosta`,
    picking: "Keräys myymälöistä",
    pickUnits: (store: string) => `${store}: kpl`,
    unavailable: (size: string) => `${size} (ei saatavilla)`,
  },
  en: {
    ...CHECKOUT_TEXTS.en,
    panel: "Stock transfer request",
    enable: "Make this a stock transfer request",
    from: "Source stores",
    to: "Target store",
    reserve: "Reserve the quantity",
    priority: "High priority",
    orderFrom: (store: string) => `Order from stock of ${store}`,
    picking: "Picking from the stores",
    pickUnits: (store: string) => `${store}: units`,
    unavailable: (size: string) => `${size} (unavailable)`,
  },
} as const;

/** spec 01 §5: Finnish in every language (staff work in Finnish). */
const SHORT_ROWS = "Valitse keräysvarastoista riittävä määrä tuotteita riville:";
const GROUP = "jalkineet/vaelluskengat";
const WEB_STORE_ID = 20;

interface Store {
  id: number;
  slug: string;
  name: string;
  type: string;
}

async function stores(request: APIRequestContext): Promise<Store[]> {
  return ((await (await request.get("/api/resources/?language=fi")).json()) as { stores: Store[] }).stores;
}

/** The variant's stock balance per store id, as staff see it. */
async function stockByStore(request: APIRequestContext, authorization: string, pick: Pick): Promise<Map<number, number>> {
  const response = await request.get(`/api/product/stock/?model_id=${pick.model.id}`, { headers: { authorization } });
  expect(response.ok()).toBe(true);
  const answer = (await response.json()) as { variants: { id: number; detailed_stocks: { store_id: number; quantity: number }[] }[] };
  const variant = answer.variants.find((v) => v.id === pick.variantId)!;
  return new Map(variant.detailed_stocks.map((row) => [row.store_id, row.quantity]));
}

/** Waits for the cart validation that sends exactly these source stores; the server's answer. */
function validationWith(page: Page, sources: number[]) {
  return page.waitForResponse((response) => {
    if (!response.url().includes("/api/checkout/") || response.request().method() !== "POST") return false;
    const body = response.request().postDataJSON() as { transfer_request_from?: number[] | null };
    return JSON.stringify(body.transfer_request_from ?? null) === JSON.stringify(sources);
  });
}

for (const language of ["fi", "en"] as const) {
  test(`staff order a product from a store's stock as a transfer request (${language})`, async ({ page, request, baseURL }) => {
    test.setTimeout(120_000);
    const t = TEXTS[language];
    await setLocaleCookies(page.context(), baseURL!, { language, country: "fi", currency: "eur" });
    const authorization = await logInByApi(page.context(), request, baseURL!, ADMIN);
    // The staff user's saved cart follows every login: a line left by the other language's run
    // (or a retry) would be merged into this cart.
    await clearSavedCart(request, authorization);
    const all = await stores(request);
    const retail = all.filter((store) => store.type === "retail");
    const heldBy = (variant: { inStockStores: { slug: string }[] }) => retail.filter((store) => variant.inStockStores.some((s) => s.slug === store.slug));
    // A variant two retail stores hold: both are the sources, a third store the target.
    const pick = await pickVariant(request, GROUP, language, language === "fi" ? 0 : 1, (_model, variant) => heldBy(variant).length >= 2);
    const [source, second] = heldBy(pick.variant) as [Store, Store];
    const target = retail.find((store) => store.id !== source.id && store.id !== second.id)!;
    // A variant the web sells that neither source holds: not orderable from them (spec 02 §4).
    const elsewhere = await pickVariant(request, GROUP, language, 0, (_model, variant) => heldBy(variant).every((store) => store.id !== source.id && store.id !== second.id));
    const before = await stockByStore(request, authorization, pick);

    await addToCart(page, t, pick);
    const main = page.getByRole("main");
    const panel = main.getByRole("region", { name: t.panel });
    await panel.getByRole("checkbox", { name: t.enable }).check();
    const sources = panel.getByRole("group", { name: t.from });

    // One source store: the server serves the line from it (its answer names the source).
    let validated = validationWith(page, [source.id]);
    await sources.getByRole("checkbox", { name: source.name, exact: true }).check();
    let answer = await validated;
    expect(((await answer.json()) as { transfer_request_from: number[] | null }).transfer_request_from).toEqual([source.id]);
    await expect(main.getByRole("group", { name: t.picking })).toHaveCount(0);

    // Two source stores without picked units: the server's Finnish refusal names the row, and the
    // cart cannot go on to payment. The row gets a units input per source store, up to what the
    // store sells.
    validated = validationWith(page, [source.id, second.id]);
    await sources.getByRole("checkbox", { name: second.name, exact: true }).check();
    answer = await validated;
    const stock = ((await answer.json()) as { products: { transfer_stock: { store_id: number; sellable: number }[] }[] }).products[0]!.transfer_stock;
    expect(stock.map((entry) => entry.store_id)).toEqual([source.id, second.id]);
    await expect(main.getByText(SHORT_ROWS)).toBeVisible();
    await expect(main.getByRole("button", { name: t.continue })).toBeDisabled();
    const picking = main.getByTestId("cart-line").getByRole("group", { name: t.picking });
    const fromSource = picking.getByLabel(t.pickUnits(source.name), { exact: true });
    const fromSecond = picking.getByLabel(t.pickUnits(second.name), { exact: true });
    await expect(fromSource).toHaveValue("0");
    await expect(fromSecond).toHaveAttribute("max", String(stock[1]!.sellable));

    // The unit picked from the second store: the refusal goes and payment opens. (Filling the
    // first store first, the greedy order, would have taken it from the first store.)
    const picked = page.waitForResponse((response) => {
      if (!response.url().includes("/api/checkout/") || response.request().method() !== "POST") return false;
      const body = response.request().postDataJSON() as { products?: { transfer_amounts_from?: Record<string, number> }[] };
      return JSON.stringify(body.products?.[0]?.transfer_amounts_from ?? null) === JSON.stringify({ [second.id]: 1 });
    });
    await fromSecond.fill("1");
    answer = await picked;
    expect(((await answer.json()) as { reason: string | null }).reason).toBeNull();
    await expect(main.getByText(SHORT_ROWS)).toHaveCount(0);
    await expect(main.getByRole("button", { name: t.continue })).toBeEnabled();

    await panel.getByLabel(t.to).selectOption({ label: target.name });
    await panel.getByRole("checkbox", { name: t.reserve }).check();
    await panel.getByRole("checkbox", { name: t.priority }).check();

    // The product page's button orders from the source stores' stock; a variant neither holds
    // cannot be ordered (its size is marked unavailable and the button is disabled).
    const orderFrom = t.orderFrom(`${source.name}, ${second.name}`);
    await openPick(page, t, pick);
    const area = main.getByTestId("add-to-cart");
    await expect(area.getByRole("button", { name: orderFrom })).toBeEnabled();
    await expect(area.getByRole("button", { name: t.addToCart })).toHaveCount(0);
    await gotoHydrated(page, `${elsewhere.model.model_url}?select-color=${elsewhere.colour}`);
    await main.getByRole("group", { name: t.size }).getByRole("radio", { name: t.unavailable(elsewhere.size), exact: true }).check();
    await expect(area.getByRole("button", { name: orderFrom })).toBeDisabled();

    // Placed and paid: the unit is reserved where it was picked, the web warehouse keeps its own.
    await gotoHydrated(page, "/checkout/");
    await expect(panel.getByRole("checkbox", { name: t.enable })).toBeChecked();
    await expect(panel.getByLabel(t.to)).toHaveValue(String(target.id));
    await expect(fromSecond).toHaveValue("1");
    await fillDeliveryAndContact(page, t, ADMIN.email);
    await expect(main.getByTestId("summary-line")).toHaveCount(1);
    const placed = page.waitForRequest((req) => req.url().endsWith("/api/orders/") && req.method() === "POST");
    await pay(page, t);
    const order = (await placed).postDataJSON() as Record<string, unknown>;
    expect(order).toMatchObject({
      transfer_request_from: [source.id, second.id],
      transfer_request_to: target.id,
      transferrequest_reserve_quantity: true,
      transferrequest_high_priority: true,
      products: [{ id: pick.variantId, amount: 1, transfer_amounts_from: { [second.id]: 1 } }],
    });
    await approveAndConfirm(page, t);
    // The cart is emptied with its transfer request.
    await expect(page.getByTestId("header-cart-count")).toHaveCount(0);

    const after = await stockByStore(request, authorization, pick);
    expect(after.get(second.id)).toBe(before.get(second.id)! - 1);
    expect(after.get(source.id)).toBe(before.get(source.id));
    expect(after.get(WEB_STORE_ID)).toBe(before.get(WEB_STORE_ID));
  });
}

test("a customer who is not staff never sees the transfer panel, and the server ignores their transfer fields", async ({ page, request, baseURL }) => {
  const t = TEXTS.fi;
  const authorization = await logInByApi(page.context(), request, baseURL!, CUSTOMER);
  const pick = await pickVariant(request, GROUP, "fi");
  await addToCart(page, t, pick);
  const main = page.getByRole("main");
  await expect(main.getByTestId("cart-line")).toHaveCount(1);
  await expect(main.getByRole("button", { name: t.continue })).toBeVisible();
  await expect(main.getByRole("region", { name: t.panel })).toHaveCount(0);
  await expect(main.getByText(t.enable)).toHaveCount(0);

  const retail = (await stores(request)).find((store) => store.type === "retail")!;
  const response = await request.post("/api/checkout/", {
    headers: { authorization },
    data: { products: [{ id: pick.variantId, amount: 1 }], country_code: "fi", language_code: "fi", transfer_request_from: [retail.id, WEB_STORE_ID], transfer_request_to: retail.id },
  });
  expect(response.ok()).toBe(true);
  expect(((await response.json()) as { transfer_request_from: number[] | null }).transfer_request_from).toBeNull();
});

// spec 01 §3 snippetError, §7 kco_iframe: when a script of the embedded checkout's snippet fails
// to load, the payment page says so in the shopper's language with a retry; the retry inserts the
// snippet again and, the script loading this time, the message goes. The order answer is the real
// one with its payment start turned into a snippet (the demo's test provider redirects), and the
// snippet's script is served by the test itself: nothing leaves the machine.
import { expect, test } from "@playwright/test";
import { CHECKOUT_TEXTS, fillCart, pickVariant } from "../pages/checkout-flow";
import { setLocaleCookies, useOwnVisitorAddress } from "../pages/shop-page";

test.beforeEach(({ context }) => useOwnVisitorAddress(context));

test("a snippet whose script fails to load shows the message and a retry that inserts it again", async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  const t = CHECKOUT_TEXTS.en;
  await setLocaleCookies(page.context(), baseURL!, { language: "en", country: "fi", currency: "eur" });
  const pick = await pickVariant(request, "retkeily", "en", 2);

  const scriptPath = `/e2e-kco-${Date.now()}.js`;
  let scriptFails = true;
  await page.route(`**${scriptPath}`, (route) => (scriptFails ? route.abort("connectionrefused") : route.fulfill({ contentType: "text/javascript", body: "document.getElementById('e2e-kco-box').textContent = 'checkout loaded';" })));
  await page.route("**/api/orders/", async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    const response = await route.fetch();
    const order = (await response.json()) as { payment: Record<string, unknown> };
    const payment = { kind: "snippet", processor_slug: "klarna", payment_id: "e2e-kco", kgco_id: "e2e-kco", kco_iframe: `<div id="e2e-kco-box"></div><script src="${scriptPath}"></script>` };
    await route.fulfill({ response, json: { ...order, payment } });
  });

  await fillCart(page, t, pick, `e2e.kco.${Date.now()}@example.fi`);
  const main = page.getByRole("main");
  await main.getByRole("checkbox", { name: t.terms }).check();
  const payButton = main.getByRole("button", { name: t.pay });
  await expect(payButton).toBeEnabled({ timeout: 15_000 });
  await payButton.click();

  const alert = main.getByTestId("kco-error");
  await expect(alert).toHaveText(/The payment window could not be loaded\. Check your internet connection and try again\./);
  await expect(main.getByTestId("kco-container")).toBeAttached();

  scriptFails = false;
  await alert.getByRole("button", { name: "Try again" }).click();
  await expect(main.locator("#e2e-kco-box")).toHaveText("checkout loaded");
  await expect(alert).toHaveCount(0);
});

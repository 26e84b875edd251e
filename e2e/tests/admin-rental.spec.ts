// The back office's rental bookings (docs/admin.md "Rental bookings"): a shopper's booking paid in
// the store is found by staff from the navigation, by its e-mail and the status filter; its page
// shows the gear, days and customer; a cancel without a reason is refused in the page with the
// focus on the field; with a reason the booking is cancelled, the reason shown, the days free in
// the shop at once, the shopper's own link says it is cancelled and the audit log has the row.
// The booking is the test's own (a unique e-mail, days far ahead). axe at desktop and phone width.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { logInAsStaff } from "../pages/admin-page";
import type { Account } from "../pages/login-page";

test.use({ locale: "fi-FI" });

const STAFF: Account = { email: "myyja@polku.example", password: "polku-myyja-2025" };

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(" ")) }));
}

/** A weekday about `weeks` weeks ahead (ISO day). */
function dayAhead(weeks: number, plus = 0): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + 7 * weeks + plus);
  return d.toISOString().slice(0, 10);
}

test("staff find a rental booking, cancel it with a reason, and its days are free again", async ({ page, request }) => {
  test.setTimeout(120_000);
  const tag = Date.now();
  const email = `e2e.admin.rental.${tag}@example.fi`;
  const shop = await (await request.get("/api/rental/?language=fi&store=tampere")).json();
  const item = shop.items[shop.items.length - 1];
  const size = item.sizes[0].size as string;
  const start = dayAhead(20 + (tag % 4));
  const end = dayAhead(20 + (tag % 4), 1);
  const booked = await request.post("/api/rental/bookings/", { data: { item_id: item.id, size, start, end, name: `Aino Testi ${tag}`, email, phone: "040 123 4567", language: "fi" } });
  expect(booked.status()).toBe(201);
  const booking = await booked.json();
  const freeOn = async () => {
    const calendar = await (await request.get(`/api/rental/items/${item.id}/availability/?size=${encodeURIComponent(size)}&from=${start}&to=${start}`)).json();
    return calendar.days[0].free as number;
  };
  const freeBefore = await freeOn();

  await logInAsStaff(page, STAFF, "/");
  await page.getByRole("navigation", { name: "Ylläpidon osiot" }).getByRole("link", { name: "Vuokravaraukset" }).click();
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Vuokravaraukset" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const filters = main.getByRole("search", { name: "Vuokravarausten rajaus" });
  await filters.getByLabel("Varausnumero, tilausnumero, nimi, sähköposti tai puhelin").fill(email);
  await filters.getByLabel("Tila", { exact: true }).selectOption({ label: "Varattu" });
  await filters.getByRole("button", { name: "Hae" }).click();
  await expect(page).toHaveURL(/status=reserved/);
  const row = main.getByRole("row").filter({ hasText: booking.number });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`Aino Testi ${tag}`);
  await expect(row).toContainText("Myymälässä");
  await row.getByRole("link", { name: booking.number }).click();

  await expect(main.getByRole("heading", { level: 1 })).toContainText(`Vuokravaraus ${booking.number}`);
  await expect(main.getByRole("heading", { level: 1 })).toContainText("Varattu");
  await expect(main).toContainText(email);
  expect(await seriousViolations(page)).toEqual([]);

  // No reason: refused in the page, the focus on the field.
  await main.getByRole("button", { name: "Peru varaus" }).click();
  const reason = main.getByLabel("Perumisen syy");
  await expect(reason).toHaveAttribute("aria-invalid", "true");
  await expect(reason).toBeFocused();
  await reason.fill(`Side rikki ${tag}`);
  await main.getByRole("button", { name: "Peru varaus" }).click();
  await expect(main.getByRole("status").filter({ hasText: "Varaus peruttiin." })).toBeVisible();
  await expect(main.getByRole("heading", { level: 1 })).toContainText("Peruttu");
  await expect(main.getByTestId("cancel-reason")).toHaveText(`Side rikki ${tag}`);
  await expect(main.getByTestId("cancel-refused")).toContainText("Vain noutamattoman varauksen voi perua.");

  // The shop: the days are free again, and the shopper's link says it is cancelled.
  expect(await freeOn()).toBe(freeBefore + 1);
  const own = await (await request.get(`/api/rental/bookings/${booking.number}/?token=${booking.token}`)).json();
  expect(own.status).toBe("cancelled");

  await main.getByRole("link", { name: "Tämän kohteen muutosloki" }).click();
  await expect(main.getByRole("table")).toContainText(`Side rikki ${tag}`);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goBack();
  await expect(main.getByRole("heading", { level: 1 })).toContainText(booking.number);
  expect(await seriousViolations(page)).toEqual([]);
});

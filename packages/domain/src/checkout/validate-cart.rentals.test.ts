// Rentals paid online in the cart (docs/rental.md "Paying online"): priced from the booking as
// read, never from the request; a booking not held, already in an order or past its hold is a
// line error priced 0; an unknown number or a wrong token names the number; no delivery is needed.
import { describe, expect, it } from "vitest";
import { validateCart, type RentalLineFacts } from "./validate-cart";
import { data, request } from "./test-fixtures";

const now = new Date("2026-06-15T05:00:00Z");
const TOKEN = "t0k3n-of-the-booking-123";
const booking = (over: Partial<RentalLineFacts> = {}): RentalLineFacts => ({
  bookingId: 7, number: "R12345678", token: TOKEN, status: "held", holdExpiresAt: new Date(now.getTime() + 10 * 60_000), orderId: null,
  itemName: "Lumikengät", storeName: "Polku Tampere", size: "M", start: "2026-06-20", end: "2026-06-21", days: 2, total: 3_000, ...over,
});
const withRental = (facts: RentalLineFacts) => data({ rentals: new Map([[facts.number, facts]]) });
const cart = (token = TOKEN, number = "R12345678") => request({ rentals: [{ number, token }] });

describe("rental lines", () => {
  it("price a held booking from its facts, with VAT at the general rate and no delivery", () => {
    const v = validateCart(cart(), withRental(booking()), { now, shopper: null });
    expect(v.rentals).toMatchObject([{ number: "R12345678", bookingId: 7, totalPrice: 3_000, errors: [] }]);
    expect(v.rentals[0]!.name).toEqual({ key: "rental_line", params: { name: "Lumikengät", size: "M", store: "Polku Tampere", dateFrom: "2026-06-20", dateTo: "2026-06-21" } });
    expect(v.totalPrice).toBe(3_000);
    expect(v.subtotal).toBe(3_000);
    expect(v.deliveryCost).toBe(0);
    expect(v.selectedDelivery).toBeNull();
    expect(v.vat.reduce((sum, part) => sum + part.vat, 0)).toBeGreaterThan(0);
  });

  it("refuse a booking past its hold, not held or already in an order, priced 0", () => {
    for (const facts of [booking({ holdExpiresAt: new Date(now.getTime() - 1) }), booking({ status: "reserved", holdExpiresAt: null }), booking({ orderId: 3 }), booking({ status: "cancelled" })]) {
      const v = validateCart(cart(), withRental(facts), { now, shopper: null });
      expect(v.rentals[0]).toMatchObject({ bookingId: 7, totalPrice: 0, errors: [{ key: "rental_hold_expired", params: { number: "R12345678" } }] });
      expect(v.totalPrice).toBe(0);
    }
  });

  it("name an unknown number or a wrong token alike, without a booking id", () => {
    for (const v of [validateCart(cart("another-token-of-24chars"), withRental(booking()), { now, shopper: null }), validateCart(cart(TOKEN, "R99999999"), withRental(booking()), { now, shopper: null })]) {
      expect(v.rentals[0]).toMatchObject({ bookingId: null, totalPrice: 0, errors: [{ key: "rental_not_found" }] });
    }
  });

  it("count a booking named twice once", () => {
    const twice = request({ rentals: [{ number: "R12345678", token: TOKEN }, { number: "R12345678", token: TOKEN }] });
    expect(validateCart(twice, withRental(booking()), { now, shopper: null }).rentals).toHaveLength(1);
  });
});

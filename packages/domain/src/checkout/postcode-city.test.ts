import { describe, expect, it } from "vitest";
import { setAddressPostcode, setDeliveryPostcode } from "../cart/transitions";
import { emptyCart } from "../cart/cart";
import { cityAfterPostcode, cityForPostcode } from "./postcode-city";

describe("cityForPostcode (docs/checkout.md \"City from the postcode\")", () => {
  it("names the city of a whole Finnish postcode in the table", () => {
    expect(cityForPostcode("fi", "00100")).toBe("Helsinki");
    expect(cityForPostcode("FI", "33720")).toBe("Tampere");
    expect(cityForPostcode("fi", "02700")).toBe("Kauniainen");
    expect(cityForPostcode("fi", "96100")).toBe("Rovaniemi");
  });

  it("suggests nothing for partial, foreign or unknown codes", () => {
    expect(cityForPostcode("fi", "0010")).toBeNull();
    expect(cityForPostcode("fi", "99999")).toBeNull();
    expect(cityForPostcode("fi", "02400")).toBeNull(); // Kirkkonummi: not in the table, never Espoo
    expect(cityForPostcode("se", "00100")).toBeNull();
    expect(cityForPostcode("fi", "abcde")).toBeNull();
  });

  it("fills an empty city, replaces its own earlier suggestion, and never what the shopper typed", () => {
    expect(cityAfterPostcode("fi", "", "", "00100")).toBe("Helsinki");
    expect(cityAfterPostcode("fi", "Helsinki", "00100", "33100")).toBe("Tampere");
    expect(cityAfterPostcode("fi", "Helsingfors", "00100", "33100")).toBe("Helsingfors");
    expect(cityAfterPostcode("fi", "Kylä", "", "00100")).toBe("Kylä");
    expect(cityAfterPostcode("fi", "", "", "99999")).toBe("");
  });
});

describe("the cart's postcode fields fill the city", () => {
  it("fills the city from the address postcode and from the delivery postcode", () => {
    const typed = setAddressPostcode(emptyCart(), "4010", "fi");
    expect(typed.form.city).toBe("");
    expect(setAddressPostcode(typed, "40100", "fi").form.city).toBe("Jyväskylä");
    expect(setDeliveryPostcode(emptyCart(), "90100", "fi").form.city).toBe("Oulu");
    const own = { ...emptyCart(), form: { ...emptyCart().form, city: "Haukipudas" } };
    expect(setAddressPostcode(own, "90100", "fi").form.city).toBe("Haukipudas");
  });
});

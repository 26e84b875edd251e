import { describe, expect, it } from "vitest";
import type { CheckoutDeliveryMethod } from "../api/checkout";
import { emptyCart } from "./cart";
import { chooseDeliveryMethodIn, chooseDeliveryOptionIn, chosenDeliveryOption, deliveryChoices, deliveryOptionKey, myStoreOption } from "./delivery-choice";

const home: CheckoutDeliveryMethod = {
  slug: "kotiinkuljetus", kind: "home", name: "Kotiinkuljetus", method_name: "Kotiinkuljetus", price: 690, time_estimate: "1-3 arkipäivää",
  store_slug: null, store: null, locations: [], available: true, reason: null, selected: false,
};
const pickup = (store: string, over: Partial<CheckoutDeliveryMethod> = {}): CheckoutDeliveryMethod => ({
  slug: "myymalanouto", kind: "store_pickup", name: `Nouto myymälästä, Polku ${store}`, method_name: "Nouto myymälästä", price: 0, time_estimate: "2-4 arkipäivää",
  store_slug: store.toLowerCase(), store: { slug: store.toLowerCase(), name: `Polku ${store}`, street_address: "Katu 1", postal_code: "00100", city: store, distance_km: null },
  locations: [], available: true, reason: null, selected: false, ...over,
});
const express = (store: string, available: boolean) => ({ ...pickup(store), slug: "pikanouto", kind: "express_pickup" as const, method_name: "Pikanouto", name: `Pikanouto, Polku ${store}`, available, reason: available ? null : "Ei saatavilla" });
const answer = [home, pickup("Oulu"), pickup("Rovaniemi"), pickup("Lahti"), express("Kamppi", false), express("Tapiola", true)];

describe("the delivery choice", () => {
  it("gives every option its own key, so no two radios or list items share one", () => {
    expect(new Set(answer.map(deliveryOptionKey)).size).toBe(answer.length);
  });

  it("groups the options by method, pickup methods holding their stores in the answer's order", () => {
    const choices = deliveryChoices(answer);
    expect(choices.map((c) => [c.slug, c.name, c.pickup, c.available, c.options.length])).toEqual([
      ["kotiinkuljetus", "Kotiinkuljetus", false, true, 1],
      ["myymalanouto", "Nouto myymälästä", true, true, 3],
      ["pikanouto", "Pikanouto", true, true, 2],
    ]);
    expect(choices[1]!.options.map((o) => o.store_slug)).toEqual(["oulu", "rovaniemi", "lahti"]);
    expect(deliveryChoices([express("Kamppi", false)])[0]).toMatchObject({ available: false });
  });

  it("is the store the form names, never the method's first store", () => {
    const form = { delivery_method: "myymalanouto", delivery_location: "rovaniemi" };
    expect(chosenDeliveryOption(answer, form)?.name).toBe("Nouto myymälästä, Polku Rovaniemi");
    // Oulu first, then corrected to Rovaniemi: the cart keeps the last choice.
    let cart = chooseDeliveryOptionIn(emptyCart(), pickup("Oulu"));
    cart = chooseDeliveryOptionIn(cart, pickup("Rovaniemi"));
    expect(cart.form).toMatchObject({ delivery_method: "myymalanouto", delivery_location: "rovaniemi" });
    expect(chosenDeliveryOption(answer, cart.form)?.store_slug).toBe("rovaniemi");
  });

  it("falls back to the answer's selection when the form names nothing it offers", () => {
    const selected = answer.map((m) => ({ ...m, selected: m.store_slug === "lahti" }));
    expect(chosenDeliveryOption(selected, { delivery_method: "", delivery_location: "" })?.store_slug).toBe("lahti");
    expect(chosenDeliveryOption(selected, { delivery_method: "myymalanouto", delivery_location: "tampere" })?.store_slug).toBe("lahti");
    expect(chosenDeliveryOption([], { delivery_method: "x", delivery_location: "" })).toBeNull();
  });

  it("starts a pickup method at the shopper's own store when it is available there, else leaves the store to the answer", () => {
    const [, stores, expressStores] = deliveryChoices(answer);
    expect(myStoreOption(stores!, "lahti")?.store_slug).toBe("lahti");
    expect(myStoreOption(stores!, null)).toBeNull();
    expect(myStoreOption(expressStores!, "kamppi")).toBeNull();
    const cart = chooseDeliveryMethodIn(emptyCart(), expressStores!);
    expect(cart).toMatchObject({ isPikanoutoSelected: true, form: { delivery_method: "pikanouto", delivery_location: "" } });
    // The answer selects the nearest available store; the form names no store, so that one is the chosen one.
    const selected = answer.map((m) => ({ ...m, selected: m.store_slug === "tapiola" }));
    expect(chosenDeliveryOption(selected, cart.form)?.store_slug).toBe("tapiola");
  });

  it("sets the express-pickup flag with the method and clears a store when a home method is chosen", () => {
    const cart = chooseDeliveryOptionIn(emptyCart(), express("Tapiola", true));
    expect(cart).toMatchObject({ isPikanoutoSelected: true, form: { delivery_method: "pikanouto", delivery_location: "tapiola" } });
    expect(chooseDeliveryOptionIn(cart, home)).toMatchObject({ isPikanoutoSelected: false, form: { delivery_method: "kotiinkuljetus", delivery_location: "" } });
  });
});

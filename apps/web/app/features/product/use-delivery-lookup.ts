// The product page's delivery lookups (spec 02 §2 delivery details, §7 GET /api/get_fast_shipping/,
// §8): the delivery methods of the chosen variant to the shopper's postcode, and the express pickup
// answer for the fast-delivery box. The postcode is the cart's (local storage, docs/cart.md), so
// the product page and the cart page share it. A failed lookup is only logged (#5711).
import { deliveryLookup, type CheckoutDeliveryMethod, type FastShippingResponse } from "@polku/domain";
import { useEffect, useState } from "react";
import { browserApi } from "../../lib/api";
import { useLocale } from "../locale/locale-provider";
import { useCart } from "../cart/cart-context";

export type Lookup<T> = { status: "idle" } | { status: "loading"; postcode: string } | { status: "done"; postcode: string; data: T } | { status: "failed" };

export interface DeliveryLookupState {
  /** The remembered postcode ("" or 5 digits). */
  postcode: string;
  methods: Lookup<CheckoutDeliveryMethod[]>;
  fast: Lookup<FastShippingResponse>;
}

function useLookup<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>, postcode: string): Lookup<T> {
  const [state, setState] = useState<Lookup<T>>({ status: "idle" });
  useEffect(() => {
    if (key === null) {
      setState({ status: "idle" });
      return;
    }
    const controller = new AbortController();
    setState({ status: "loading", postcode });
    load(controller.signal)
      .then((data) => setState({ status: "done", postcode, data }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error("#5711", error); // spec 02 §8: a delivery method failure is only logged
        setState({ status: "failed" });
      });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` names everything the call depends on.
  }, [key]);
  return state;
}

/**
 * `variantId` is the variant asked about (deliveryLookupVariantId); `price` the amount the page
 * shows (the spec's fast-shipping call sends it; the server prices the variant itself).
 * `fastShipping` asks for the fast-delivery box's answer too (country fi and the flag on).
 */
export function useDeliveryLookup(variantId: number | null, price: number, fastShipping: boolean): DeliveryLookupState {
  const { postcode } = useCart();
  const { config } = useLocale();
  const { language, deliveryCountryCode } = config;
  const country = deliveryCountryCode.toLowerCase();
  const lookup = deliveryLookup(postcode, variantId, country);

  const methods = useLookup(
    lookup ? `${lookup.postalCode}|${lookup.variantId}|${country}|${language}` : null,
    (signal) => browserApi.deliveryMethods({ postalCode: lookup!.postalCode, variantId: lookup!.variantId, countryCode: country, language }, { signal }).then((answer) => answer.delivery_methods),
    postcode,
  );
  const fast = useLookup(
    lookup && fastShipping ? `${lookup.postalCode}|${lookup.variantId}|${language}` : null,
    (signal) => browserApi.fastShipping({ postalCode: lookup!.postalCode, variantId: lookup!.variantId, price, language }, { signal }),
    postcode,
  );
  return { postcode, methods, fast };
}

// A logged-in member's name, e-mail, phone and saved address in the cart's empty contact fields
// (issue 12; docs/cart.md "Prefill"): the profile is read once per page from the browser with
// the member's token; what the shopper typed is never replaced (domain prefillContact).
import { prefillContact } from "@polku/domain";
import { useEffect, useRef } from "react";
import { authorizationFromCookies, readBrowserCookies } from "../../lib/cookies";
import { createAccountApi } from "../accounts/account-api";
import { useCartStore } from "./cart-context";

export function useMemberPrefill(opts: { loaded: boolean; authenticated: boolean; country: string }): void {
  const store = useCartStore();
  const asked = useRef(false);
  useEffect(() => {
    if (!opts.loaded || !opts.authenticated || asked.current) return;
    asked.current = true;
    const authorization = authorizationFromCookies(readBrowserCookies());
    if (!authorization) return;
    void createAccountApi((path, init) => fetch(path, init))
      .profile(authorization)
      .then((result) => {
        if (result.ok) store.update((current) => prefillContact(current, result.data, opts.country));
      })
      // Without the profile the form is simply empty, as for a guest.
      .catch(() => undefined);
  }, [opts.loaded, opts.authenticated, opts.country, store]);
}

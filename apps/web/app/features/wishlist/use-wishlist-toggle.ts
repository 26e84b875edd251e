// The wishlist toggle (spec 02 §4 "Wishlist toggle", §8; issue 12): a guest is sent to the login
// page with 'Adding to wishlist requires login' and comes back afterwards; a logged-in customer's
// heart changes at once (every heart and the header of the page follow the user's wishlist, spec
// 01 §4), the API is asked, and its answer replaces the list; a failure puts this product back as
// it was and flashes 'An unexpected error (#9424)' (or #4381 for the removal on a wishlist card).
import { toggledWishlist } from "@polku/domain";
import { useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { useToast } from "../../components/ui/toast";
import { ApiError, browserApi } from "../../lib/api";
import { useT, type MessageKey } from "../../lib/i18n";
import { useUser } from "../../lib/root-data";
import { browserAuthorization, useWishlistModelIds } from "../../lib/user-state";
import { loginPathWithInfo } from "../accounts/login-rules";

export interface WishlistToggle {
  saved: boolean;
  busy: boolean;
  /** Resolves to the new state, or null when nothing changed (guest sent to login, failure, already asking). */
  toggle: () => Promise<boolean | null>;
  /** Where a guest's heart leads (works before hydration too). */
  loginHref: string;
  isAuthenticated: boolean;
}

export function useWishlistToggle(modelId: number, failureKey: MessageKey = "social.wishlist.toggleFailed"): WishlistToggle {
  const user = useUser();
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const [ids, setIds] = useWishlistModelIds();
  const [busy, setBusy] = useState(false);
  // A second press while the first is asked would race it; it is ignored.
  const asking = useRef(false);
  const loginHref = loginPathWithInfo(`${location.pathname}${location.search}`, "wishlist");
  const saved = ids.includes(modelId);

  async function toggle(): Promise<boolean | null> {
    const authorization = browserAuthorization();
    if (!user.isAuthenticated || !authorization) {
      await navigate(loginHref);
      return null;
    }
    if (asking.current) return null;
    asking.current = true;
    setBusy(true);
    const save = !saved;
    setIds((current) => toggledWishlist(current, modelId, save));
    try {
      const answer = await browserApi.wishlistToggle(authorization, modelId);
      setIds(answer.wishlist_model_ids);
      toast({ message: t(answer.added ? "social.wishlist.added" : "social.wishlist.removed"), type: "success" });
      return answer.added;
    } catch (error) {
      setIds((current) => toggledWishlist(current, modelId, !save));
      // The token expired meanwhile: log in again, like a guest.
      if (error instanceof ApiError && error.status === 401) {
        await navigate(loginHref);
        return null;
      }
      console.error("Wishlist toggle failed", error);
      toast({ message: t(failureKey), type: "error" });
      return null;
    } finally {
      asking.current = false;
      setBusy(false);
    }
  }

  return { saved, busy, toggle, loginHref, isAuthenticated: user.isAuthenticated };
}

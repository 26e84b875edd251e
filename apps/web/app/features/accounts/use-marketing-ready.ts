// spec 01 §4: on the first load with a logged-in user, a marketing-ready event goes to the data
// layer (with the hashed e-mail, never the address). Once per page load.
import { marketingReadyEvent } from "@polku/domain";
import { useEffect, useRef } from "react";
import { useDataLayer } from "../../lib/analytics";
import type { AuthUser } from "../../lib/root-data";

export function useMarketingReady(user: AuthUser): void {
  const layer = useDataLayer();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    if (user.isAuthenticated) layer.push(marketingReadyEvent(user.hashedEmail));
    // Only the first load counts: a later login in the same page load sends nothing.
  }, [layer, user]);
}

import { BUILD_CHECK_INTERVAL_MS } from "@polku/domain";
import { useEffect, useRef } from "react";
import { useLocation, useNavigation } from "react-router";
import { browserApi } from "../../lib/api";
import { loadPage } from "../../lib/full-navigation";
import { hrefOf, isNewBuild, navigationMode } from "./build-poll";

/** Polls /builds/latest.json hourly; after a new build the next navigation reloads the page. */
export function useAppUpdate(buildId: string): void {
  const updateAvailable = useRef(false);
  const navigation = useNavigation();
  const location = useLocation();

  useEffect(() => {
    const check = () => {
      browserApi
        .latestBuild()
        .then((info) => {
          if (isNewBuild(buildId, info.id)) updateAvailable.current = true;
        })
        .catch(() => {}); // offline or deploying: try again next hour
    };
    const timer = window.setInterval(check, BUILD_CHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [buildId]);

  useEffect(() => {
    const next = navigation.location;
    if (navigation.state !== "loading" || !next) return;
    if (navigationMode(updateAvailable.current, location, next) === "full-reload") loadPage(hrefOf(next));
  }, [navigation.state, navigation.location, location]);
}

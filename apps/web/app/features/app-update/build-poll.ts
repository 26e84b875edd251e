// App update (spec 01 §4, §9): the build id is checked hourly; once a newer one is out, the next
// navigation is a full page load so the browser picks up the new assets.
export function isNewBuild(current: string, latest: string | null | undefined): boolean {
  return typeof latest === "string" && latest !== "" && latest !== current;
}

interface PlaceLike {
  pathname: string;
  search: string;
  hash?: string;
}

/** Decide how to carry out a navigation from `from` to `to`. */
export function navigationMode(updateAvailable: boolean, from: PlaceLike, to: PlaceLike): "client" | "full-reload" {
  if (!updateAvailable) return "client";
  // A hash-only move or a revalidation of the same page stays in the app.
  return from.pathname === to.pathname && from.search === to.search ? "client" : "full-reload";
}

export function hrefOf(place: PlaceLike): string {
  return `${place.pathname}${place.search}${place.hash ?? ""}`;
}

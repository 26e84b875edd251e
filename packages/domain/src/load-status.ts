// Status machines of the shell's stores (spec 01 §3 Config.status, spec 01 §4 resource stores).
// Pure transitions so that the browser stores and their tests agree on one rule.

/** spec 01 §3: the locale config goes UNSET -> PENDING -> DONE. */
export type ConfigStatus = "UNSET" | "PENDING" | "DONE";

/** spec 01 §4: product groups, banners, brands and keywords; FAILED may be fetched again. */
export type LoadStatus = "UNSET" | "PENDING" | "DONE" | "FAILED";

export type LoadEvent = "fetch" | "success" | "failure";

/** spec 01 §4: fetching while PENDING or DONE does nothing; UNSET and FAILED may fetch. */
export function shouldFetch(status: LoadStatus): boolean {
  return status === "UNSET" || status === "FAILED";
}

/**
 * The next status of a resource store. A fetch that {@link shouldFetch} refuses leaves the
 * status as it is; success and failure only count for a fetch under way (PENDING), so a late
 * answer cannot undo a newer state.
 */
export function nextLoadStatus(status: LoadStatus, event: LoadEvent): LoadStatus {
  switch (event) {
    case "fetch":
      return shouldFetch(status) ? "PENDING" : status;
    case "success":
      return status === "PENDING" ? "DONE" : status;
    case "failure":
      return status === "PENDING" ? "FAILED" : status;
  }
}

export type ConfigEvent = "start" | "success" | "failure";

/**
 * The next config status (spec 01 §4): start moves UNSET to PENDING; a successful init-config
 * finishes it (DONE); a failed one leaves it PENDING, and the language defaults are used.
 * DONE is final for the page's lifetime.
 */
export function nextConfigStatus(status: ConfigStatus, event: ConfigEvent): ConfigStatus {
  if (status === "DONE") return "DONE";
  switch (event) {
    case "start":
      return "PENDING";
    case "success":
      return "DONE";
    case "failure":
      return "PENDING";
  }
}

/** spec 01 §4: once the config is DONE, the locale setters ignore changes. */
export function canChangeLocale(status: ConfigStatus): boolean {
  return status !== "DONE";
}

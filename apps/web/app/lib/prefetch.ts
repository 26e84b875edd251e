// spec 01 §9: links prefetch when they come into view, except on slow connections or with
// data saver on. Decided once per page load; the server renders the same markup either way
// (React Router adds prefetch links only after hydration).

interface ConnectionLike {
  saveData?: boolean;
  effectiveType?: string;
}

export function prefersNoPrefetch(connection: ConnectionLike | undefined): boolean {
  if (!connection) return false;
  return connection.saveData === true || /(^|-)2g$/.test(connection.effectiveType ?? "");
}

const connection = typeof navigator === "undefined" ? undefined : (navigator as Navigator & { connection?: ConnectionLike }).connection;

/** The prefetch mode for links to pages the user is likely to open next. */
export const VIEWPORT_PREFETCH: "viewport" | "none" = prefersNoPrefetch(connection) ? "none" : "viewport";

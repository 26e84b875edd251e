// spec 01 §8, §9: a chunk that fails to load (a deploy removed it) reloads the page, at most once
// per path within 10 s, remembered in sessionStorage across the reload.
import { recordChunkReload, shouldReloadAfterChunkError } from "@polku/domain";

export const CHUNK_RELOADS_KEY = "polku:chunk-reloads";

const CHUNK_ERROR = /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isChunkLoadError(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : typeof reason === "string" ? reason : "";
  return CHUNK_ERROR.test(message);
}

export function readReloads(raw: string | null): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(raw ?? "{}");
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, number] => typeof entry[1] === "number"));
  } catch {
    return {};
  }
}

/** Returns true when it reloads. */
export function reloadAfterChunkError(storage: Storage, path: string, reload: () => void, now = Date.now()): boolean {
  const reloads = readReloads(storage.getItem(CHUNK_RELOADS_KEY));
  if (!shouldReloadAfterChunkError(reloads, path, now)) return false;
  storage.setItem(CHUNK_RELOADS_KEY, JSON.stringify(recordChunkReload(reloads, path, now)));
  reload();
  return true;
}

/** Registers the listeners once, before hydration (entry.client.tsx). */
export function installChunkReload(): void {
  const handle = () => {
    const reloaded = reloadAfterChunkError(window.sessionStorage, window.location.pathname, () => window.location.reload());
    if (!reloaded) console.error("Chunk load failed again within 10 s; not reloading");
    return reloaded;
  };
  window.addEventListener("vite:preloadError", (event) => {
    if (handle()) event.preventDefault();
  });
  window.addEventListener("unhandledrejection", (event) => {
    if (isChunkLoadError(event.reason)) handle();
  });
}

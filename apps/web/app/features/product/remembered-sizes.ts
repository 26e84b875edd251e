// Sizes the shopper has chosen, kept in localStorage (spec 02 §3 "Locally kept: remembered
// selected sizes", §4 initial size). Storage may be unavailable (private mode, blocked): then
// nothing is remembered and nothing breaks.
import { rememberSize } from "@polku/domain";

const STORAGE_KEY = "rememberedSizes";

export function readRememberedSizes(): string[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((entry): entry is string => typeof entry === "string") : [];
  } catch {
    return [];
  }
}

export function storeRememberedSize(size: string): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(rememberSize(readRememberedSizes(), size)));
  } catch {
    // Not remembered; the choice itself still stands.
  }
}

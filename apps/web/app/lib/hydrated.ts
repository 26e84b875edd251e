// False on the server and during hydration, true afterwards: for what only the browser can know
// (local time, the whole list in memory) without a hydration mismatch.
import { useSyncExternalStore } from "react";

const noSubscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}

// The scripts of a lazily loaded module (build-tools/lazy-chunks-plugin.ts), for the server's
// `modulepreload` hints. None in development.
import { lazyChunks } from "virtual:lazy-chunks";

export function scriptsOfLazyModule(source: string): string[] {
  return lazyChunks[source] ?? [];
}

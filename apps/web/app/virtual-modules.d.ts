// Modules made at build time by build-tools/page-messages-plugin.ts.
declare module "virtual:page-messages" {
  /** Route address patterns as React Router matches them ("/" for the index, "/*" for the slug page route). */
  export const patterns: string[];
  /** The dictionary scope of each pattern. */
  export const scopeOfPattern: number[];
}

declare module "virtual:page-messages/keys" {
  /** Per scope, the dictionary keys its pages use (the shell's included). Server only. */
  export const scopeKeys: string[][];
  /** Per page-kind view a route loads lazily (path from the app folder), its keys beyond its route's scope. Server only. */
  export const viewKeys: Record<string, string[]>;
}

// Made at build time by build-tools/lazy-chunks-plugin.ts.
declare module "virtual:lazy-chunks" {
  /** Per module the browser loads by `import()` (path from the app folder), its scripts' URLs. Server only; empty in development. */
  export const lazyChunks: Record<string, string[]>;
}

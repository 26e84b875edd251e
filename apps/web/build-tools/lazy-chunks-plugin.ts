// The scripts of the storefront's lazily loaded modules (docs/performance.md "Page kinds load
// their own code"): at build time, for every module the browser build loads by `import()`, the
// chunk and every chunk it imports that neither its importer nor the shell (entry and root route)
// loads already. The server's render names them as `modulepreload` hints, so a page's own code
// loads beside the route's instead of after it.
//   virtual:lazy-chunks      `lazyChunks`: source path (from the app folder) → script URLs.
//                            Server only; empty in development, where nothing is bundled.
// The browser build writes the map to build/lazy-chunks.json, which the server build reads (the
// two builds need not share this plugin's memory) and the page-weight figures use
// (bench/lib/page-weight.ts).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

const ID = "virtual:lazy-chunks";
export const LAZY_CHUNKS_FILE = "lazy-chunks.json";

interface ChunkInfo {
  type: "chunk" | "asset";
  fileName: string;
  imports?: string[];
  moduleIds?: string[];
  facadeModuleId?: string | null;
}

export function lazyChunks(appDir: string, buildDir: string): Plugin {
  let base = "/";
  let serving = false;
  const file = path.join(buildDir, LAZY_CHUNKS_FILE);

  return {
    name: "polku-lazy-chunks",
    configResolved(config) {
      base = config.base;
      serving = config.command === "serve";
    },
    resolveId(id) {
      return id === ID ? `\0${ID}` : undefined;
    },
    load(id) {
      if (id !== `\0${ID}`) return undefined;
      if (!this.environment || this.environment.config.consumer !== "server") {
        throw new Error(`${ID} is for the server only: the browser finds its chunks itself`);
      }
      // Development bundles nothing; a production server build needs the browser build's map.
      if (serving) return "export const lazyChunks = {};\n";
      if (!existsSync(file)) throw new Error(`${file} missing: the browser build writes it before the server build`);
      return `export const lazyChunks = ${readFileSync(file, "utf8")};\n`;
    },
    generateBundle(_options, bundle) {
      if (this.environment?.config.consumer === "server") return;
      // The browser build runs first (React Router builds the client, then the server).
      const chunks = Object.values(bundle) as ChunkInfo[];
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const next: Record<string, string[]> = {};
      const closure = (fileName: string, into = new Set<string>()) => {
        if (into.has(fileName)) return into;
        into.add(fileName);
        for (const imported of byFile.get(fileName)?.imports ?? []) closure(imported, into);
        return into;
      };
      const chunkOf = new Map<string, ChunkInfo>();
      for (const chunk of chunks) for (const id of chunk.type === "chunk" ? (chunk.moduleIds ?? []) : []) chunkOf.set(id, chunk);
      // What every page has already loaded or preloaded: the entry and the root route.
      const shell = new Set<string>();
      for (const chunk of chunks) {
        const facade = chunk.facadeModuleId?.split("?")[0] ?? "";
        if (facade === path.join(appDir, "root.tsx") || facade === path.join(appDir, "entry.client.tsx")) closure(chunk.fileName, shell);
      }
      // A module loaded by `import()` may share its chunk with a route that imports it statically
      // (the gift campaign's product page): the chunk that holds it, whatever its name. Its scripts
      // are those its importers and the shell have not loaded already.
      for (const chunk of chunks) {
        if (chunk.type !== "chunk") continue;
        for (const id of chunk.moduleIds ?? []) {
          const source = id.split("?")[0]!;
          const info = this.getModuleInfo(id);
          if (!source.startsWith(appDir + path.sep) || !info?.dynamicImporters.length) continue;
          const loaded = new Set(shell);
          for (const importer of info.dynamicImporters) {
            const importerChunk = chunkOf.get(importer);
            if (importerChunk) closure(importerChunk.fileName, loaded);
          }
          const files = [...closure(chunk.fileName)].filter((fileName) => !loaded.has(fileName));
          next[path.relative(appDir, source).split(path.sep).join("/")] = files.map((fileName) => `${base}${fileName}`);
        }
      }
      mkdirSync(buildDir, { recursive: true });
      writeFileSync(file, `${JSON.stringify(next, null, 1)}\n`);
    },
  };
}

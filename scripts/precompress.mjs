// Writes a Brotli (.br, highest quality) and a gzip (.gz) copy beside every compressible file of
// a client build, once at build time. The server sends these as they are (@fastify/static's
// preCompressed), instead of compressing the same hashed asset again for every shopper
// (docs/performance.md "Static assets").
// Usage: node scripts/precompress.mjs DIR [DIR…]
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const COMPRESSIBLE = new Set([".js", ".mjs", ".css", ".svg", ".json", ".html", ".txt", ".xml", ".webmanifest", ".map"]);
/** Below this the headers outweigh the saving (the server's own threshold for compressing). */
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.has(path.extname(entry.name))) yield full;
  }
}

let count = 0;
let raw = 0;
let brotli = 0;
for (const dir of process.argv.slice(2)) {
  for (const file of files(dir)) {
    if (statSync(file).size < MIN_BYTES) continue;
    const body = readFileSync(file);
    const br = brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    count++;
    raw += body.length;
    brotli += br.length;
  }
}
console.log(`precompressed ${count} files: ${Math.round(raw / 1024)} KiB, ${Math.round(brotli / 1024)} KiB as Brotli`);

// Page benches (docs/performance.md "Pages"): for each page type, the server's CPU time per
// render (read from /proc before and after a series of sequential requests, so the figure does
// not depend on how busy the machine is), the HTML bytes (identity and brotli) and the
// JavaScript the page loads or preloads (gzip and brotli, summed over /assets/*.js).
import { readFileSync, readdirSync } from "node:fs";
import { brotliCompressSync, gzipSync } from "node:zlib";

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** utime + stime of a process in ms (fields 14 and 15 of /proc/PID/stat). */
export function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/** The node process that serves: `scripts/start.mjs` runs the server as its child. */
export function serverPid(startPid) {
  for (const task of readdirSync(`/proc/${startPid}/task`)) {
    const children = readFileSync(`/proc/${startPid}/task/${task}/children`, "utf8").trim();
    if (children) return Number(children.split(" ")[0]);
  }
  return startPid;
}

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/** Every /assets/*.js the HTML loads or preloads. */
export function scriptsOf(html) {
  return [...new Set([...html.matchAll(/["'(](\/assets\/[^"'()\s]+\.js)["')]/g)].map((m) => m[1]))];
}

async function javascriptOf(base, html, cache) {
  const scripts = scriptsOf(html);
  let raw = 0;
  let br = 0;
  let gzip = 0;
  for (const script of scripts) {
    let sizes = cache.get(script);
    if (!sizes) {
      const body = Buffer.from(await (await fetch(base + script)).arrayBuffer());
      sizes = { raw: body.length, br: brotliCompressSync(body).length, gzip: gzipSync(body, { level: 9 }).length };
      cache.set(script, sizes);
    }
    raw += sizes.raw;
    br += sizes.br;
    gzip += sizes.gzip;
  }
  return { files: scripts.length, rawKB: kb(raw), gzipKB: kb(gzip), brotliKB: kb(br), scripts };
}

/**
 * pages: [{ name, path, headers }]. `renders` sequential requests after `warm` ones; the
 * server's CPU per render is the process's CPU time over the series divided by `renders`
 * (the bench client's own work is in another process).
 */
export async function pagesBenchmark({ base, pid, pages, renders = 40, warm = 5 }) {
  const cache = new Map();
  const out = [];
  for (const page of pages) {
    const url = base + page.path;
    const get = async () => {
      const res = await fetch(url, { headers: page.headers ?? {} });
      const body = await res.text();
      if (res.status !== 200) throw new Error(`${page.path}: ${res.status}`);
      return { body, headers: res.headers };
    };
    for (let i = 0; i < warm; i += 1) await get();
    const cpuBefore = cpuMs(pid);
    const started = performance.now();
    let html = "";
    for (let i = 0; i < renders; i += 1) html = (await get()).body;
    const wallMs = (performance.now() - started) / renders;
    const cpuPerRender = (cpuMs(pid) - cpuBefore) / renders;
    const bytes = Buffer.byteLength(html);
    const js = await javascriptOf(base, html, cache);
    out.push({
      name: page.name,
      path: page.path,
      cpuMsPerRender: Math.round(cpuPerRender * 10) / 10,
      wallMsPerRender: Math.round(wallMs * 10) / 10,
      htmlBytes: bytes,
      htmlBrotliBytes: brotliCompressSync(Buffer.from(html)).length,
      javascript: { files: js.files, rawKB: js.rawKB, gzipKB: js.gzipKB, brotliKB: js.brotliKB },
      scripts: js.scripts,
    });
  }
  return out;
}

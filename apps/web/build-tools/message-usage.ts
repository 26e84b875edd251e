// Which dictionary keys a page uses (docs/storefront.md "The dictionary of a page"): reads the
// storefront's sources, follows their relative and `#app/` imports from a route module, and
// collects every string literal that is a dictionary key and every template literal that begins
// one (`returns.status.${status}` stands for all keys under `returns.status.`). Build time only:
// it reads files, so no page ever imports it.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

const EXTENSIONS = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];
const IMPORT = /(?:import|export)\s[^"'`;]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)|import\s*["']([^"']+)["']/g;
const LITERAL = /["'`]([a-zA-Z]+\.[\w.-]+)["'`]/g;
const TEMPLATE = /`([a-zA-Z]+\.[\w.]*)\$\{/g;

function resolveImport(appDir: string, from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("#app/")) base = path.join(appDir, specifier.slice(5));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else return null; // packages: the domain package holds no dictionary keys
  for (const extension of EXTENSIONS) {
    const file = base + extension;
    if (existsSync(file) && /\.tsx?$/.test(file)) return file;
  }
  return null;
}

/**
 * Every source file reachable from `entry` by static and dynamic imports (server modules too),
 * not going into the files of `stop` (a route's page-kind views, which bring their own keys).
 */
export function moduleGraph(appDir: string, entry: string, stop: ReadonlySet<string> = new Set()): string[] {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    // The dictionaries themselves name every key; they are what is picked from, not a user.
    if (seen.has(file) || (file !== entry && stop.has(file)) || file.startsWith(path.join(appDir, "dictionaries") + path.sep)) continue;
    seen.add(file);
    for (const match of readFileSync(file, "utf8").matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2] ?? match[3]!;
      const resolved = resolveImport(appDir, file, specifier);
      if (resolved) queue.push(resolved);
    }
  }
  return [...seen];
}

/** The dictionary keys the files use, out of `keys` (the Finnish dictionary's). */
export function keysUsed(files: readonly string[], keys: readonly string[]): Set<string> {
  const known = new Set(keys);
  const used = new Set<string>();
  for (const file of files) {
    const source = readFileSync(file, "utf8");
    for (const match of source.matchAll(LITERAL)) if (known.has(match[1]!)) used.add(match[1]!);
    for (const match of source.matchAll(TEMPLATE)) {
      const prefix = match[1]!;
      for (const key of keys) if (key.startsWith(prefix)) used.add(key);
    }
  }
  return used;
}

export interface RouteEntry {
  path?: string;
  index?: boolean;
  file: string;
  children?: RouteEntry[];
}

export interface PageScopes {
  /** Each route's address pattern as React Router matches it ("/" for the index). */
  patterns: string[];
  /** The scope of each pattern (same order): routes that use the same keys share one. */
  scopeOfPattern: number[];
  /** Per scope, the keys its pages get: the shell's (root and layouts) and the route's. */
  scopeKeys: string[][];
  /**
   * Per page-kind view a route loads lazily (`lazyView("features/…")` in the route module), by its
   * path from the app folder: the keys of the view's modules beyond the shell's and the route's. Its route sends
   * them in its loader data with the view (routes/slug-page.tsx); the route's scope leaves them out.
   */
  viewKeys: Record<string, string[]>;
}

const LAZY_VIEW = /lazyView\(\s*["']([^"']+)["']/g;

/** The page-kind views a route module loads with `lazyView`, as paths from the app folder. */
export function lazyViewsOf(routeFile: string): string[] {
  return [...new Set([...readFileSync(routeFile, "utf8").matchAll(LAZY_VIEW)].map((match) => match[1]!))];
}

/** The dictionary scopes of the storefront's routes (app/routes.ts, flat). */
export function pageScopes(appDir: string, routes: readonly RouteEntry[], keys: readonly string[]): PageScopes {
  const shell = keysUsed(moduleGraph(appDir, path.join(appDir, "root.tsx")), keys);
  const patterns: string[] = [];
  const scopeOfPattern: number[] = [];
  const scopeKeys: string[][] = [];
  const scopeIndex = new Map<string, number>();
  const viewKeys: Record<string, string[]> = {};
  for (const route of routes) {
    if (route.children?.length) throw new Error("page scopes expect a flat route table");
    const routeFile = path.join(appDir, route.file);
    const views = lazyViewsOf(routeFile);
    const used = keysUsed(moduleGraph(appDir, routeFile, new Set(views.map((view) => path.join(appDir, view)))), keys);
    for (const view of views) {
      const own = keysUsed(moduleGraph(appDir, path.join(appDir, view)), keys);
      // Beyond what the route's own modules already give its scope (a view two routes load gets
      // what either route's scope lacks).
      const earlier = new Set(viewKeys[view] ?? []);
      viewKeys[view] = keys.filter((key) => earlier.has(key) || (own.has(key) && !shell.has(key) && !used.has(key)));
    }
    // In the dictionary's own order, so equal sets are equal strings.
    const pageKeys = keys.filter((key) => shell.has(key) || used.has(key));
    const signature = pageKeys.join("\n");
    let scope = scopeIndex.get(signature);
    if (scope === undefined) {
      scope = scopeKeys.push(pageKeys) - 1;
      scopeIndex.set(signature, scope);
    }
    patterns.push(route.index ? "/" : `/${route.path ?? ""}`);
    scopeOfPattern.push(scope);
  }
  return { patterns, scopeOfPattern, scopeKeys, viewKeys };
}

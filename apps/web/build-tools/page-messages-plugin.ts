// The dictionary of a page (docs/storefront.md "The dictionary of a page"): at build time, which
// keys each route's modules use (message-usage.ts), grouped into scopes. Two virtual modules:
//   virtual:page-messages       the route patterns and their scope numbers (browser and server)
//   virtual:page-messages/keys  each scope's keys (server only: the root loader picks them) and
//                               each lazily loaded page-kind view's (its route's loader sends them)
import path from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import finnish from "../app/dictionaries/fi";
import routes from "../app/routes";
import { pageScopes, type PageScopes, type RouteEntry } from "./message-usage";

const SCOPES_ID = "virtual:page-messages";
const KEYS_ID = "virtual:page-messages/keys";

export function pageMessages(appDir: string): Plugin {
  let server: ViteDevServer | undefined;
  let built: PageScopes | undefined;

  async function scopes(): Promise<PageScopes> {
    if (!server) return (built ??= pageScopes(appDir, routes as RouteEntry[], Object.keys(finnish)));
    // Development: the keys and routes as they are now, not as the config saw them at start.
    const fi = (await server.ssrLoadModule(path.join(appDir, "dictionaries/fi.ts"))).default as Record<string, string>;
    const table = (await server.ssrLoadModule(path.join(appDir, "routes.ts"))).default as RouteEntry[];
    return pageScopes(appDir, table, Object.keys(fi));
  }

  return {
    name: "polku-page-messages",
    configureServer(devServer) {
      server = devServer;
      // Any source change may change a page's keys: the virtual modules are made again.
      devServer.watcher.on("change", (file) => {
        if (!file.startsWith(appDir)) return;
        for (const environment of Object.values(devServer.environments)) {
          for (const id of [`\0${SCOPES_ID}`, `\0${KEYS_ID}`]) {
            const module = environment.moduleGraph.getModuleById(id);
            if (module) environment.moduleGraph.invalidateModule(module);
          }
        }
      });
    },
    resolveId(id) {
      return id === SCOPES_ID || id === KEYS_ID ? `\0${id}` : undefined;
    },
    async load(id) {
      if (id === `\0${SCOPES_ID}`) {
        const { patterns, scopeOfPattern } = await scopes();
        return `export const patterns = ${JSON.stringify(patterns)};\nexport const scopeOfPattern = ${JSON.stringify(scopeOfPattern)};\n`;
      }
      if (id === `\0${KEYS_ID}`) {
        if (!this.environment || this.environment.config.consumer !== "server") {
          throw new Error(`${KEYS_ID} is for the server only: the browser gets its page's messages in the root data`);
        }
        const { scopeKeys, viewKeys } = await scopes();
        return `export const scopeKeys = ${JSON.stringify(scopeKeys)};\nexport const viewKeys = ${JSON.stringify(viewKeys)};\n`;
      }
      return undefined;
    },
  };
}

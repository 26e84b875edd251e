import type { Config } from "@react-router/dev/config";

// Server-rendered storefront; apps/server imports build/server/index.js and mounts it
// with the load context declared in app/lib/load-context.ts.
export default {
  appDirectory: "app",
  buildDirectory: "build",
  ssr: true,
  // The route table is small: ship it with the first page instead of asking /__manifest, a
  // path the server's trailing-slash redirect would otherwise have to know about.
  routeDiscovery: { mode: "initial" },
  future: {
    // Every address of the shop ends with a slash (spec 01 §2). Without this flag the server
    // strips it from the location it renders with while the browser keeps it: canonical links
    // lost their slash, and anything showing the path (the staff bar) failed hydration. Data
    // requests become `/path/_.data`, which the server's trailing-slash redirect leaves alone.
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;

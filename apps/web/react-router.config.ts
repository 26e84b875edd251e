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
} satisfies Config;

import type { Config } from "@react-router/dev/config";

// The back office (docs/admin.md): server-rendered, mounted by apps/server at /admin/, so none of
// its code is part of the storefront's build and none reaches a shopper's browser.
export default {
  appDirectory: "app",
  buildDirectory: "build",
  basename: "/admin/",
  ssr: true,
  routeDiscovery: { mode: "initial" },
  // Addresses end with a slash here too (spec 01 §2): the server renders the location the browser
  // has, and data requests are `/admin/path/_.data` (as in the storefront's config).
  future: { v8_trailingSlashAwareDataRequests: true },
} satisfies Config;

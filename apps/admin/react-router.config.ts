import type { Config } from "@react-router/dev/config";

// The back office (docs/admin.md): server-rendered, mounted by apps/server at /admin/, so none of
// its code is part of the storefront's build and none reaches a shopper's browser.
export default {
  appDirectory: "app",
  buildDirectory: "build",
  basename: "/admin/",
  ssr: true,
  routeDiscovery: { mode: "initial" },
} satisfies Config;

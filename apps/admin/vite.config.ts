import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// Assets are served under /admin/assets/ (apps/server/src/admin/admin-mount.ts).
export default defineConfig({
  base: "/admin/",
  plugins: [reactRouter()],
  css: { modules: { localsConvention: "camelCaseOnly" } },
  ssr: { noExternal: ["@polku/domain"] },
});

import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// `#app/*` imports resolve through package.json "imports" (Vite, Vitest and tsc alike).
export default defineConfig({
  plugins: [reactRouter()],
  css: {
    modules: { localsConvention: "camelCaseOnly" },
  },
  // The domain package is TypeScript source inside the workspace: let Vite transform it.
  ssr: { noExternal: ["@polku/domain"] },
});

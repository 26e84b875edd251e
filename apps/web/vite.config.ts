import { reactRouter } from "@react-router/dev/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { lazyChunks } from "./build-tools/lazy-chunks-plugin";
import { pageMessages } from "./build-tools/page-messages-plugin";
import { shortClassNames } from "./build-tools/short-class-names";

// `#app/*` imports resolve through package.json "imports" (Vite, Vitest and tsc alike).
export default defineConfig(({ command }) => ({
  plugins: [
    reactRouter(),
    pageMessages(fileURLToPath(new URL("./app", import.meta.url))),
    lazyChunks(fileURLToPath(new URL("./app", import.meta.url)), fileURLToPath(new URL("./build", import.meta.url))),
  ],
  css: {
    modules: {
      localsConvention: "camelCaseOnly",
      // The build's class names are short (build-tools/short-class-names.ts); the dev server keeps readable ones.
      ...(command === "build" ? { generateScopedName: shortClassNames(fileURLToPath(new URL(".", import.meta.url))) } : {}),
    },
  },
  // The domain package is TypeScript source inside the workspace: let Vite transform it.
  ssr: { noExternal: ["@polku/domain"] },
  // `BUILD_SOURCEMAP=1 npm run build` for measuring what the chunks hold (docs/performance.md).
  build: { sourcemap: process.env.BUILD_SOURCEMAP === "1" },
}));

// Bundles the server into dist/main.js. The workspace packages (@polku/*) ship TypeScript
// sources, so they are bundled in, and with them drizzle-orm, which npm keeps inside
// packages/db/node_modules; every other package stays an ordinary runtime import.
import { build } from "esbuild";

await build({
  entryPoints: ["src/main.ts", "src/seed/cli.ts"],
  outdir: "dist",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  sourcemap: true,
  logLevel: "warning",
  plugins: [
    {
      name: "externals",
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => {
          if (args.path.startsWith("@polku/") || args.path === "drizzle-orm" || args.path.startsWith("drizzle-orm/")) return undefined;
          return { path: args.path, external: true };
        });
      },
    },
  ],
});

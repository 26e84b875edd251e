// `npm start`: builds the storefront and server when a build is missing or older than the
// sources, then runs the shop. The server migrates the database and loads the demo catalogue
// into an empty one by itself.
import { spawnSync, spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const outputs = ["apps/web/build/server/index.js", "apps/admin/build/server/index.js", "apps/server/dist/main.js"].map((p) => path.join(root, p));
const sources = ["apps/web/app", "apps/admin/app", "apps/server/src", "packages/domain/src", "packages/db/src", "packages/db/drizzle"].map((p) => path.join(root, p));

function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const built = outputs.every(existsSync) ? Math.min(...outputs.map((p) => statSync(p).mtimeMs)) : 0;
if (built < Math.max(...sources.map(newestMtime))) {
  console.log("Building the shop (first start or changed sources)…");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// README "Try it": `npm start` on the embedded database is the demo shop, chosen here explicitly
// (DEMO=true: test payments and the developer mailbox). The server itself never guesses it; a
// real shop sets DATABASE_URL, or DEMO=false.
const env = { ...process.env };
if (!env.DATABASE_URL && env.DEMO === undefined) {
  env.DEMO = "true";
  console.log("npm start on the embedded database: starting the DEMO shop (DEMO=true). Set DEMO=false or DATABASE_URL for a real shop.");
}
const child = spawn(process.execPath, ["--enable-source-maps", path.join(root, "apps/server/dist/main.js")], { cwd: root, stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));

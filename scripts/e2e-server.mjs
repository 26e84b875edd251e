// The shop as the browser tests see it: a fresh embedded database with the demo catalogue.
import { rmSync } from "node:fs";
import path from "node:path";

rmSync(path.resolve(process.env.DATA_DIR ?? "var/e2e"), { recursive: true, force: true });
await import("./start.mjs");

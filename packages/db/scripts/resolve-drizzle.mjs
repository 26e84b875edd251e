// npm's lockfile keeps drizzle-orm under packages/db/node_modules, where drizzle-kit (hoisted
// to the root) cannot see it and stops with "Please install latest version of drizzle-orm".
// This hook lets a failed lookup of drizzle-orm retry from this package. Used by the
// "generate" script through NODE_OPTIONS; harmless once drizzle-orm is hoisted.
import { register } from "node:module";

register("./resolve-drizzle-hook.mjs", import.meta.url);

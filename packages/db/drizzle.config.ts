// drizzle-kit reads the schema from source and writes SQL migrations into ./drizzle, which are
// committed and applied at start-up by src/migrate.ts (docs/data-model.md, "Migrations").
import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./src/schema/index.ts",
  out: "./drizzle",
  strict: true,
  verbose: true,
});

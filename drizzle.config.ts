import { defineConfig } from "drizzle-kit";

// `npm run db:generate` writes a new migration into migrations/ and re-embeds the folder
// (scripts/embed-migrations.ts) so the compiled executable carries it.
export default defineConfig({
  dialect: "sqlite",
  schema: "./src/db/schema.ts",
  out: "./migrations",
});

import { defineConfig } from "drizzle-kit";

// PostgreSQL's migrations, generated from the same table files as SQLite's (src/db/columns.ts
// builds pg tables when the process's engine is PostgreSQL, which the script sets):
// `npm run db:generate` runs both configs, then re-embeds both folders.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema.ts",
  out: "./migrations-pg",
});

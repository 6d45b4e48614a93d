import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema (`pnpm --filter @casino/platform db:generate`) and committed.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});

import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @sppock/server` writes a new migration into drizzle/ after a schema
// change; the server applies them at start (PGlite and PostgreSQL alike).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});

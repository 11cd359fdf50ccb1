import { defineConfig } from 'vitest/config';
import e2e from './vitest.config';

// `npm run vitals`: only the Lighthouse file of the end-to-end suite (tests/e2e/vitals.e2e.ts),
// against the same server the end-to-end tests start. `npm test` runs it with the other files.
export default defineConfig({ ...e2e, test: { ...e2e.test, include: ['vitals.e2e.ts'] } });

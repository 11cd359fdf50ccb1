import { defineConfig, mergeConfig } from 'vitest/config';
import e2e from './vitest.config';

// `npm run vitals`: Lighthouse's mobile vitals of the landing page and a signed-in page, against
// the same server the end-to-end tests start. Not part of `npm test` yet: on this 2-core machine the
// figures move with the load of the other steps, so the budgets are checked on a quiet run.
export default mergeConfig(e2e, defineConfig({ test: { include: ['vitals.lighthouse.ts'] } }));

// The contract's generated types (`npm run contract:build` writes them into the SDK package).
// Type-only: the server never loads the SDK at run time.
export type { components, operations, paths } from '../../../sdk/src/generated/openapi.ts';

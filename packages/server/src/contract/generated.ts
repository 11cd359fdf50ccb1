// The contract's generated types (`npm run contract:build` writes them into the SDK package),
// read through the package like every other import of the SDK.
export type { components, operations, paths } from '@sppock/sdk';

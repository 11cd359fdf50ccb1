// @sppock/sdk/react — the provider, openapi-react-query hooks for every operation, and named
// hooks for the common flows. Runtime pieces of the core come from '@sppock/sdk' itself, so an
// app that imports both entries shares one SppockError class and one session.
export * from './react/accountHooks';
export * from './react/hooks';
export { invalidatedBy, invalidationRules } from './react/invalidation';
export {
  createSppockQueryHooks,
  type SppockApiHooks,
  type SppockContextValue,
  type SppockPaymentsHooks,
  SppockProvider,
  type SppockProviderProps,
  useSppock,
} from './react/SppockProvider';

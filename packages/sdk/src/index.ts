// @sppock/sdk — the typed client, the session, the pt-BR error catalogue and the domain helpers.
// Everything is a named export with no side effects, so bundlers keep only what is imported.

export {
  createSppockClient,
  legacyPaymentsBaseUrl,
  type SppockApiClient,
  type SppockClient,
  type SppockClientConfig,
  type SppockClientOptions,
  type SppockPaymentsClient,
} from './client/createSppockClient';
export type { ApiPaths, PaymentsPaths, SppockPaths } from './client/paths';
export type { TimeoutOptions } from './client/transport';
export * from './domain';
export * from './errors/index';
export {
  createSessionStore,
  EXPIRY_WARNING_MS,
  LOGOUT_SUCCESS_MESSAGE,
  type LoginCredentials,
  type RefreshOutcome,
  SESSION_EXPIRED_MESSAGE,
  SESSION_RENEWED_MESSAGE,
  type SessionAuthApi,
  type SessionEndReason,
  type SessionEvents,
  type SessionSnapshot,
  type SessionStore,
  type SessionStoreOptions,
  type SessionUser,
  type SignInInput,
  type UserRole,
  type VerificationInput,
} from './session/sessionStore';
export { createMemoryStorage, type SessionStorageLike, STORAGE_KEYS } from './session/storage';
export type * from './types';

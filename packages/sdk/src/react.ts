// @sppock/sdk/react — the provider, openapi-react-query hooks for every operation, and named
// hooks for the common flows. Runtime pieces of the core come from '@sppock/sdk' itself, so an
// app that imports both entries shares one SppockError class and one session.
export * from './react/accountHooks';
export { useConfirmEmailChange } from './react/accounts/useConfirmEmailChange';
export { useConfirmPasswordReset } from './react/accounts/useConfirmPasswordReset';
export { useRegister } from './react/accounts/useRegister';
export { useRequestPasswordReset } from './react/accounts/useRequestPasswordReset';
export { type ResendCodeError, useResendCode } from './react/accounts/useResendCode';
export { useSendPhoneCode } from './react/accounts/useSendPhoneCode';
export { useVerifyPhone } from './react/accounts/useVerifyPhone';
export { AGENT_CATALOGUE_STALE_MS, useAgentCatalogue } from './react/agents/useAgentCatalogue';
export {
  type ChatStreamState,
  type ChatStreamStatus,
  useChatStream,
} from './react/chat/useChatStream';
export * from './react/hooks';
export { invalidatedBy, invalidationRules } from './react/invalidation';
export { type DemoRequest, useRequestEnterpriseDemo } from './react/marketing/useRequestEnterpriseDemo';
export { useSubscribeNewsletter } from './react/marketing/useSubscribeNewsletter';
export {
  createSppockQueryHooks,
  type SppockApiHooks,
  type SppockContextValue,
  type SppockPaymentsHooks,
  SppockProvider,
  type SppockProviderProps,
  useSppock,
} from './react/SppockProvider';

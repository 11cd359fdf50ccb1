import {
  type components,
  passwordResetRequestErrorMessage,
  passwordResetRequestSuccessMessage,
  type SppockError,
} from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/**
 * Asks for a password-reset link (spec 1 §2 /forgot-password). Resolves to the confirmation
 * text to show; `error.message` is the spec's text.
 */
export function useRequestPasswordReset() {
  const { api } = useSppock();
  return useMutation<string, SppockError, Schemas['PasswordResetRequest']>({
    mutationKey: ['post', '/api/accounts/password-reset/'],
    mutationFn: async (body) =>
      passwordResetRequestSuccessMessage(
        await unwrap(api.POST('/api/accounts/password-reset/', { body }), passwordResetRequestErrorMessage),
      ),
  });
}

import {
  type components,
  passwordResetConfirmErrorMessage,
  passwordResetConfirmSuccessMessage,
  type SppockError,
} from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/**
 * Sets a new password with the e-mailed link's token (spec 1 §2 /reset-password/{token}).
 * Resolves to the confirmation text; `error.message` is the spec's text (an invalid or expired
 * link included), `error.failure` keeps the body.
 */
export function useConfirmPasswordReset() {
  const { api } = useSppock();
  return useMutation<string, SppockError, Schemas['PasswordResetConfirmRequest']>({
    mutationKey: ['post', '/api/accounts/password-reset/confirm/'],
    mutationFn: async (body) =>
      passwordResetConfirmSuccessMessage(
        await unwrap(
          api.POST('/api/accounts/password-reset/confirm/', { body }),
          passwordResetConfirmErrorMessage,
        ),
      ),
  });
}

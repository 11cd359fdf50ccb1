import { changePasswordErrorMessage, type components, type SppockError } from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/**
 * Changes the password (success is 204). `error.message` follows spec 1 §8: 'Senha atual
 * incorreta' for a wrong current password, the `new_password2` message, or the generic texts.
 */
export function useChangePassword() {
  const { api } = useSppock();
  return useMutation<void, SppockError, Schemas['ChangePasswordRequest']>({
    mutationKey: ['put', '/api/accounts/change-password/'],
    mutationFn: async (body) => {
      await unwrap(api.PUT('/api/accounts/change-password/', { body }), changePasswordErrorMessage);
    },
  });
}

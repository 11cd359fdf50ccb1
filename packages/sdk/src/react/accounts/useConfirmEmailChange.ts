import { type components, emailChangeErrorMessage, type SppockError } from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/**
 * Confirms a pending e-mail change with the code sent to the new address (extension
 * `accountsConfirmEmailChange`). Resolves to the profile with the new `email`; the session's
 * stored user follows. `error.message` is the server's text, else the catalogue's.
 */
export function useConfirmEmailChange() {
  const { api, session } = useSppock();
  return useMutation<Schemas['UserProfile'], SppockError, Schemas['VerificationCodeRequest']>({
    mutationKey: ['post', '/api/accounts/email-change/confirm/'],
    mutationFn: async (body) => {
      const user = await unwrap(
        api.POST('/api/accounts/email-change/confirm/', { body }),
        emailChangeErrorMessage,
      );
      session.setUser(user);
      return user;
    },
  });
}

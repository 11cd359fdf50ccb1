import { type components, phoneVerificationErrorMessage, type SppockError } from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/**
 * Confirms the profile's phone with the SMS code (extension `accountsVerifyPhone`). Resolves to
 * the profile with `phone_verified: true`; the session's stored user follows.
 */
export function useVerifyPhone() {
  const { api, session } = useSppock();
  return useMutation<Schemas['UserProfile'], SppockError, Schemas['VerificationCodeRequest']>({
    mutationKey: ['post', '/api/accounts/phone/verify/'],
    mutationFn: async (body) => {
      const user = await unwrap(
        api.POST('/api/accounts/phone/verify/', { body }),
        phoneVerificationErrorMessage,
      );
      session.setUser(user);
      return user;
    },
  });
}

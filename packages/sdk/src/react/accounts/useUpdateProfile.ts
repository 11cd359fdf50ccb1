import { type components, profileUpdateErrorMessage, type SppockError } from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/** Saves the profile; the session's stored user follows. */
export function useUpdateProfile() {
  const { api, session } = useSppock();
  return useMutation<Schemas['UserProfile'], SppockError, Schemas['UserProfileUpdate']>({
    mutationKey: ['put', '/api/accounts/users/profile/'],
    mutationFn: async (body) => {
      const user = await unwrap(api.PUT('/api/accounts/users/profile/', { body }), profileUpdateErrorMessage);
      session.setUser(user);
      return user;
    },
  });
}

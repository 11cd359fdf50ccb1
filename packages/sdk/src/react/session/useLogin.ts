import type { components, LoginCredentials, SppockError } from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';

type Schemas = components['schemas'];

/** Logs in; the session stores tokens and profile. `error.message` is the spec's login text. */
export function useLogin() {
  const { session } = useSppock();
  return useMutation<Schemas['UserProfile'], SppockError, LoginCredentials>({
    mutationKey: ['session', 'login'],
    mutationFn: (credentials) => session.login(credentials),
  });
}

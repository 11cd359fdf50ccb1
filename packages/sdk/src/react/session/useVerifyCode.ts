import type { components, SppockError, VerificationInput } from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';

type Schemas = components['schemas'];

/** Verifies the registration code and signs the user in. */
export function useVerifyCode() {
  const { session } = useSppock();
  return useMutation<Schemas['UserProfile'], SppockError, VerificationInput>({
    mutationKey: ['session', 'verify'],
    mutationFn: (input) => session.verify(input),
  });
}

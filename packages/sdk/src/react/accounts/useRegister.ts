import { type components, registrationErrorMessage, type SppockError } from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/**
 * Creates an account (spec 1 §2 /register). Resolves to the registration answer — the pending
 * user the 'Verificar Conta' step needs. `error.message` is the spec's text; `error.failure`
 * keeps the body, so a form can put each field's message under its field.
 */
export function useRegister() {
  const { api } = useSppock();
  return useMutation<Schemas['RegistrationResponse'], SppockError, Schemas['RegistrationRequest']>({
    mutationKey: ['post', '/api/accounts/users/register/'],
    mutationFn: (body) =>
      unwrap(api.POST('/api/accounts/users/register/', { body }), registrationErrorMessage),
  });
}

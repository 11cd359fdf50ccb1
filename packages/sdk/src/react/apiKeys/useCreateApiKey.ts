import { apiKeyActionErrorMessage, type components, type SppockError } from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/**
 * Creates an API key (issue 30). The result's `secret` is the whole key, returned this once only:
 * show it with a copy button and never keep it. The 21st key is refused with the server's pt-BR text.
 */
export function useCreateApiKey() {
  const { api } = useSppock();
  return useMutation<Schemas['ApiKeyCreated'], SppockError, Schemas['ApiKeyCreate']>({
    mutationKey: ['post', '/api/accounts/api-keys/'],
    mutationFn: (body) => unwrap(api.POST('/api/accounts/api-keys/', { body }), apiKeyActionErrorMessage),
  });
}

import { apiKeyActionErrorMessage, type components, type SppockError } from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

/** Revokes an API key by id (issue 30): every call with it is refused from that moment on. */
export function useRevokeApiKey() {
  const { api } = useSppock();
  return useMutation<components['schemas']['ApiKeyRevoked'], SppockError, string>({
    mutationKey: ['delete', '/api/accounts/api-keys/{id}/'],
    mutationFn: (id) =>
      unwrap(
        api.DELETE('/api/accounts/api-keys/{id}/', { params: { path: { id } } }),
        apiKeyActionErrorMessage,
      ),
  });
}

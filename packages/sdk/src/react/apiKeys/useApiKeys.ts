import { apiKeysLoadErrorMessage, type components } from '@sppock/sdk';
import { useQuery } from '@tanstack/react-query';
import type { SppockQueryOptions } from '../queryOptions';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

/**
 * The user's active API keys (issue 30), oldest first: name, scopes, the key's hint and last use,
 * never the secret; `max_keys` is how many the account may hold.
 */
export function useApiKeys(options: SppockQueryOptions<components['schemas']['ApiKeyList']> = {}) {
  const { api, $api } = useSppock();
  return useQuery({
    queryKey: $api.queryOptions('get', '/api/accounts/api-keys/').queryKey,
    queryFn: ({ signal }) => unwrap(api.GET('/api/accounts/api-keys/', { signal }), apiKeysLoadErrorMessage),
    ...options,
  });
}

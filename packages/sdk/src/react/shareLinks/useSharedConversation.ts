import { type components, type SppockError, sharedConversationErrorMessage } from '@sppock/sdk';
import { useQuery } from '@tanstack/react-query';
import type { SppockQueryOptions } from '../queryOptions';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

/**
 * A conversation shared by a link (issue 29), read without an account. A revoked, expired or
 * unknown link fails with the server's 404 ('Este link não existe mais ou expirou.'), not retried.
 */
export function useSharedConversation(
  token: string,
  options: SppockQueryOptions<components['schemas']['SharedConversation']> = {},
) {
  const { api, $api } = useSppock();
  const init = { params: { path: { token } } };
  return useQuery<components['schemas']['SharedConversation'], SppockError>({
    queryKey: $api.queryOptions('get', '/api/shared/{token}/', init).queryKey,
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/shared/{token}/', { ...init, signal }), sharedConversationErrorMessage),
    retry: false,
    ...options,
  });
}

import { type components, shareLinksLoadErrorMessage } from '@sppock/sdk';
import { useQuery } from '@tanstack/react-query';
import type { SppockQueryOptions } from '../queryOptions';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

/** The user's share links, newest first, expired ones marked (issue 29). */
export function useShareLinks(options: SppockQueryOptions<components['schemas']['ShareLinkList']> = {}) {
  const { api, $api } = useSppock();
  return useQuery({
    queryKey: $api.queryOptions('get', '/api/share-links/').queryKey,
    queryFn: ({ signal }) => unwrap(api.GET('/api/share-links/', { signal }), shareLinksLoadErrorMessage),
    ...options,
  });
}

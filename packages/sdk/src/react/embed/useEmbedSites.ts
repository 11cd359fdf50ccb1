import type { components } from '@sppock/sdk';
import { useQuery } from '@tanstack/react-query';
import type { SppockQueryOptions } from '../queryOptions';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/** The user's partner sites (issue 16, 'Integrações'), newest first, with the limit per account. */
export function useEmbedSites(options: SppockQueryOptions<Schemas['EmbedSiteList']> = {}) {
  const { api, $api } = useSppock();
  return useQuery({
    queryKey: $api.queryOptions('get', '/api/embed/sites/').queryKey,
    queryFn: ({ signal }) => unwrap(api.GET('/api/embed/sites/', { signal })),
    ...options,
  });
}

import { type components, supportErrorMessage } from '@sppock/sdk';
import { useQuery } from '@tanstack/react-query';
import type { SppockQueryOptions } from '../queryOptions';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/** The signed-in user's support messages, newest first, each with its whole thread. */
export function useSupportMessages(options: SppockQueryOptions<Schemas['SupportMessageList']> = {}) {
  const { api, $api } = useSppock();
  return useQuery({
    queryKey: $api.queryOptions('get', '/api/support/messages/').queryKey,
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/support/messages/', { signal }), (failure) =>
        supportErrorMessage(failure, 'messages'),
      ),
    ...options,
  });
}

import { type components, supportErrorMessage } from '@sppock/sdk';
import { useQuery } from '@tanstack/react-query';
import type { SppockQueryOptions } from '../queryOptions';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/** One support message with its thread (the detail modal); idle while `id` is null. */
export function useSupportMessage(
  id: number | null,
  options: SppockQueryOptions<Schemas['SupportMessageDetail']> = {},
) {
  const { api, $api } = useSppock();
  const init = { params: { path: { id: id ?? 0 } } };
  return useQuery({
    queryKey: $api.queryOptions('get', '/api/support/messages/{id}/', init).queryKey,
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/support/messages/{id}/', { ...init, signal }), (failure) =>
        supportErrorMessage(failure, 'messages'),
      ),
    ...options,
    enabled: id !== null && options.enabled !== false,
  });
}

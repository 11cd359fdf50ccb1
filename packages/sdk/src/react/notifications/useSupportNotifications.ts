import { type components, supportErrorMessage } from '@sppock/sdk';
import { useQuery } from '@tanstack/react-query';
import type { SppockQueryOptions } from '../queryOptions';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/** Every support notification of the user, newest first, with the unread total (the bell's panel). */
export function useSupportNotifications(
  options: SppockQueryOptions<Schemas['SupportNotificationList']> = {},
) {
  const { api, $api } = useSppock();
  return useQuery({
    queryKey: $api.queryOptions('get', '/api/support/notifications/').queryKey,
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/support/notifications/', { signal }), (failure) =>
        supportErrorMessage(failure, 'notifications'),
      ),
    ...options,
  });
}

import { type components, preferencesLoadErrorMessage } from '@sppock/sdk';
import { useQuery } from '@tanstack/react-query';
import type { SppockQueryOptions } from '../queryOptions';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/** The Notificações tab's six preferences. */
export function useNotificationPreferences(
  options: SppockQueryOptions<Schemas['NotificationPreferencesResult']> = {},
) {
  const { api, $api } = useSppock();
  return useQuery({
    queryKey: $api.queryOptions('get', '/api/accounts/notification-preferences/').queryKey,
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/accounts/notification-preferences/', { signal }), preferencesLoadErrorMessage),
    ...options,
  });
}

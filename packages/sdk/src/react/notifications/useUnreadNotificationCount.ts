import { type components, supportErrorMessage } from '@sppock/sdk';
import { useQuery } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { useIsAuthenticated } from '../session/useIsAuthenticated';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/** The unread count is polled every 2 minutes (spec 3 §9). */
export const UNREAD_COUNT_POLL_MS = 120_000;

/**
 * The unread notification count of the header's bell, polled every 120000 ms. A 401 on the poll
 * sets it to 0; other failures keep the last count (they are not critical, spec 3 §4). 0 while
 * signed out.
 */
export function useUnreadNotificationCount(options: { enabled?: boolean } = {}): number {
  const { api, $api } = useSppock();
  const authenticated = useIsAuthenticated();
  const init = { params: { query: { unread_only: true } } };
  const query = useQuery({
    queryKey: $api.queryOptions('get', '/api/support/notifications/', init).queryKey,
    queryFn: async ({ signal }): Promise<Schemas['SupportNotificationList']> => {
      const result = await api.GET('/api/support/notifications/', { ...init, signal });
      if (result.response.status === 401) {
        return { success: true, notifications: [], unread_count: 0 };
      }
      return unwrap(Promise.resolve(result), (failure) => supportErrorMessage(failure, 'notifications'));
    },
    select: (data) =>
      data.unread_count ?? data.notifications.filter((notification) => !notification.read).length,
    refetchInterval: UNREAD_COUNT_POLL_MS,
    enabled: authenticated && options.enabled !== false,
  });
  return authenticated ? (query.data ?? 0) : 0;
}

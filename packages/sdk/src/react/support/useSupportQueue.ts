import { type operations, supportErrorMessage } from '@sppock/sdk';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SppockQueryOptions } from '../queryOptions';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Queue = operations['supportListQueueMessages'];

/** The operator queue's filters: status (or 'abertas' / 'arquivadas'), category, priority, age, assignee, page. */
export type SupportQueueFilters = NonNullable<Queue['parameters']['query']>;

/** What the queue answers. */
export type SupportQueue = Queue['responses'][200]['content']['application/json'];

/**
 * Every support message for the operators (superusers only): priority support (Pro and
 * Enterprise) first, then by priority, then the oldest. The previous page stays shown while a
 * new filter loads.
 */
export function useSupportQueue(
  filters: SupportQueueFilters = {},
  options: SppockQueryOptions<SupportQueue> = {},
) {
  const { api, $api } = useSppock();
  const init = { params: { query: filters } };
  return useQuery({
    queryKey: $api.queryOptions('get', '/api/support/admin/messages/', init).queryKey,
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/support/admin/messages/', { ...init, signal }), (failure) =>
        supportErrorMessage(failure, 'messages'),
      ),
    placeholderData: keepPreviousData,
    ...options,
  });
}

import type { components } from '@sppock/sdk';
import { useQuery } from '@tanstack/react-query';
import type { SppockQueryOptions } from '../queryOptions';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type ScheduleList = components['schemas']['ScheduleList'];

/** While a run is in progress the list is read again this often (ms), so its result shows up. */
export const RUNNING_REFRESH_MS = 3_000;

/**
 * The person's schedules (issue 30) with their next and last runs, and how many the plan keeps
 * (`limit`). While any run is in progress, the list is read again every few seconds.
 */
export function useSchedules(options: SppockQueryOptions<ScheduleList> = {}) {
  const { api, $api } = useSppock();
  return useQuery({
    queryKey: $api.queryOptions('get', '/api/schedules/').queryKey,
    queryFn: ({ signal }) => unwrap(api.GET('/api/schedules/', { signal })),
    refetchInterval: (query) =>
      query.state.data?.schedules.some((schedule) => schedule.last_run?.status === 'running')
        ? RUNNING_REFRESH_MS
        : false,
    ...options,
  });
}

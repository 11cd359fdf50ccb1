import type { components, SppockError } from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/** Changes a schedule: its fields, or `active` to pause and resume; the list refreshes. */
export function useUpdateSchedule() {
  const { api } = useSppock();
  return useMutation<Schemas['ScheduleResult'], SppockError, { id: number; patch: Schemas['SchedulePatch'] }>(
    {
      mutationKey: ['patch', '/api/schedules/{id}/'],
      mutationFn: ({ id, patch }) =>
        unwrap(api.PATCH('/api/schedules/{id}/', { params: { path: { id } }, body: patch })),
    },
  );
}

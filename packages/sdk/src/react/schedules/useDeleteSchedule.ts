import type { components, SppockError } from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

/** Deletes a schedule (the conversations it opened stay); the list refreshes. */
export function useDeleteSchedule() {
  const { api } = useSppock();
  return useMutation<components['schemas']['ScheduleMessage'], SppockError, { id: number }>({
    mutationKey: ['delete', '/api/schedules/{id}/'],
    mutationFn: ({ id }) => unwrap(api.DELETE('/api/schedules/{id}/', { params: { path: { id } } })),
  });
}

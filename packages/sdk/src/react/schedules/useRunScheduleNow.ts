import type { components, SppockError } from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

/**
 * 'Executar agora': starts a run at once (202, `running`); the list refreshes and keeps reading
 * until the run is over. A run already in progress is refused (409) with the server's pt-BR text.
 */
export function useRunScheduleNow() {
  const { api } = useSppock();
  return useMutation<components['schemas']['ScheduleRunResult'], SppockError, { id: number }>({
    mutationKey: ['post', '/api/schedules/{id}/run/'],
    mutationFn: ({ id }) => unwrap(api.POST('/api/schedules/{id}/run/', { params: { path: { id } } })),
  });
}

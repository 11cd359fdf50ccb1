import type { components, SppockError } from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/** Creates a schedule; the list refreshes. `error.message` is the server's pt-BR refusal (plan limit, bad time). */
export function useCreateSchedule() {
  const { api } = useSppock();
  return useMutation<Schemas['ScheduleResult'], SppockError, Schemas['ScheduleInput']>({
    mutationKey: ['post', '/api/schedules/'],
    mutationFn: (body) => unwrap(api.POST('/api/schedules/', { body })),
  });
}

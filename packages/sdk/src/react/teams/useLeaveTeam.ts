import { type components, type SppockError, teamActionErrorMessage } from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/** A member leaves the team and goes back to Free, keeping their conversations. */
export function useLeaveTeam() {
  const { api } = useSppock();
  return useMutation<Schemas['TeamMessage'], SppockError, void>({
    mutationKey: ['post', '/api/teams/leave/'],
    mutationFn: () => unwrap(api.POST('/api/teams/leave/'), teamActionErrorMessage),
  });
}

import { type components, type SppockError, teamActionErrorMessage } from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/** The owner removes a member, who goes back to Free with their conversations kept. */
export function useRemoveMember() {
  const { api } = useSppock();
  return useMutation<Schemas['TeamMessage'], SppockError, number>({
    mutationKey: ['delete', '/api/teams/members/{user_id}/'],
    mutationFn: (userId) =>
      unwrap(
        api.DELETE('/api/teams/members/{user_id}/', { params: { path: { user_id: userId } } }),
        teamActionErrorMessage,
      ),
  });
}

import { type components, type SppockError, teamActionErrorMessage } from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/** The owner hands the team (and its Enterprise subscription) over to a member. */
export function useTransferTeam() {
  const { api } = useSppock();
  return useMutation<Schemas['TeamMessage'], SppockError, number>({
    mutationKey: ['post', '/api/teams/owner/'],
    mutationFn: (userId) =>
      unwrap(api.POST('/api/teams/owner/', { body: { user_id: userId } }), teamActionErrorMessage),
  });
}

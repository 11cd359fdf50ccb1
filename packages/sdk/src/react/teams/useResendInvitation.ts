import { type components, type SppockError, teamActionErrorMessage } from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/** Sends an invitation again with a new 7-day link (the old link stops working). */
export function useResendInvitation() {
  const { api } = useSppock();
  return useMutation<Schemas['TeamInvitationResult'], SppockError, string>({
    mutationKey: ['post', '/api/teams/invitations/{id}/resend/'],
    mutationFn: (id) =>
      unwrap(
        api.POST('/api/teams/invitations/{id}/resend/', { params: { path: { id } } }),
        teamActionErrorMessage,
      ),
  });
}

import { type components, type SppockError, teamActionErrorMessage } from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/** Revokes an open invitation: its link stops working and the seat is free again. */
export function useRevokeInvitation() {
  const { api } = useSppock();
  return useMutation<Schemas['TeamMessage'], SppockError, string>({
    mutationKey: ['delete', '/api/teams/invitations/{id}/'],
    mutationFn: (id) =>
      unwrap(
        api.DELETE('/api/teams/invitations/{id}/', { params: { path: { id } } }),
        teamActionErrorMessage,
      ),
  });
}

import { type components, type SppockError, teamActionErrorMessage } from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/** The owner invites someone by e-mail; the 11th seat is refused with the server's pt-BR text. */
export function useInviteMember() {
  const { api } = useSppock();
  return useMutation<Schemas['TeamInvitationResult'], SppockError, Schemas['TeamInviteRequest']>({
    mutationKey: ['post', '/api/teams/invitations/'],
    mutationFn: (body) => unwrap(api.POST('/api/teams/invitations/', { body }), teamActionErrorMessage),
  });
}

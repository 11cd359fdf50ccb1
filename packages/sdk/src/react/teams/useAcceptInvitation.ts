import { type components, invitationErrorMessage, type SppockError } from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/** The signed-in person with the invited e-mail joins the team (plans and usage refresh). */
export function useAcceptInvitation() {
  const { api } = useSppock();
  return useMutation<Schemas['TeamMessage'], SppockError, string>({
    mutationKey: ['post', '/api/teams/invitations/accept/'],
    mutationFn: (token) =>
      unwrap(api.POST('/api/teams/invitations/accept/', { body: { token } }), invitationErrorMessage),
  });
}

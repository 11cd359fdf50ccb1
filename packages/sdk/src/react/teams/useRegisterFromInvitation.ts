import { type components, invitationErrorMessage, type SppockError } from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/**
 * Creates the account from an invitation link (the e-mail is the invitation's, proven by the
 * link), joins the team and signs the new person in.
 */
export function useRegisterFromInvitation() {
  const { api, session } = useSppock();
  return useMutation<Schemas['UserProfile'], SppockError, Schemas['TeamRegisterRequest']>({
    mutationKey: ['post', '/api/teams/invitations/register/'],
    mutationFn: async (body) => {
      const result = await unwrap(
        api.POST('/api/teams/invitations/register/', { body }),
        invitationErrorMessage,
      );
      session.signIn({ access: result.access, refresh: result.refresh, user: result.user });
      return result.user;
    },
  });
}

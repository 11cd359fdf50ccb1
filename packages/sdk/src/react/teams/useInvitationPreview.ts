import { type components, invitationErrorMessage } from '@sppock/sdk';
import { useQuery } from '@tanstack/react-query';
import type { SppockQueryOptions } from '../queryOptions';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/**
 * What an invitation link says (who invited, which e-mail, whether it has an account). Works
 * signed out. An expired, used or revoked link is an error whose message says so.
 */
export function useInvitationPreview(
  token: string,
  options: SppockQueryOptions<Schemas['TeamInvitationPreview']> = {},
) {
  const { api } = useSppock();
  return useQuery({
    queryKey: ['post', '/api/teams/invitations/preview/', token],
    queryFn: ({ signal }) =>
      unwrap(
        api.POST('/api/teams/invitations/preview/', { body: { token }, signal }),
        invitationErrorMessage,
      ),
    retry: false,
    ...options,
  });
}

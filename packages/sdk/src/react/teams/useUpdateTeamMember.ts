import { type components, type SppockError, teamActionErrorMessage } from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/** What the owner changes in a member: `userId` and the permissions to set. */
export type TeamMemberUpdate = { userId: number } & Schemas['TeamMemberPatch'];

/**
 * The owner lets a member create custom agents for the team, or takes it back (the team's list
 * refreshes); a member or another team's id gets the server's pt-BR error.
 */
export function useUpdateTeamMember() {
  const { api } = useSppock();
  return useMutation<Schemas['TeamMemberResult'], SppockError, TeamMemberUpdate>({
    mutationKey: ['patch', '/api/teams/members/{user_id}/'],
    mutationFn: ({ userId, ...body }) =>
      unwrap(
        api.PATCH('/api/teams/members/{user_id}/', { params: { path: { user_id: userId } }, body }),
        teamActionErrorMessage,
      ),
  });
}

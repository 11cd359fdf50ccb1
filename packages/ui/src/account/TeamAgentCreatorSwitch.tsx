import { useUpdateTeamMember } from '@sppock/sdk/react';
import { visuallyHidden } from '../internal/styles.css';
import { SettingSwitch } from './SettingSwitch';
import { runTeamAction, type Team } from './team';
import { teamMessages as M } from './teamMessages';

/**
 * The owner lets a member create custom agents for the team (or takes it back); the switch
 * follows the server's answer, refreshed with the team.
 */
export function TeamAgentCreatorSwitch({ person }: { person: Team['members'][number] }) {
  const update = useUpdateTeamMember();
  return (
    <SettingSwitch
      label={
        <>
          {/* Hidden before the label: a hidden span is a block, so a name after it would read ' : '. */}
          <span className={visuallyHidden}>{person.name}: </span>
          {M.createsAgents}
        </>
      }
      description={M.createsAgentsDescription}
      checked={person.can_create_agents}
      pending={update.isPending}
      onCheckedChange={(allowed) =>
        void runTeamAction(() => update.mutateAsync({ userId: person.id, can_create_agents: allowed })).catch(
          () => undefined,
        )
      }
    />
  );
}

import { formatDate } from '@sppock/sdk';
import { useRemoveMember, useTransferTeam } from '@sppock/sdk/react';
import { Crown, UserMinus } from 'lucide-react';
import { Badge } from '../primitives/Badge/Badge';
import { Button } from '../primitives/Button/Button';
import { ConfirmDialog } from '../primitives/ConfirmDialog/ConfirmDialog';
import * as styles from './account.css';
import { TeamAgentCreatorSwitch } from './TeamAgentCreatorSwitch';
import { runTeamAction, type Team } from './team';
import { teamMessages as M } from './teamMessages';

/**
 * The people of the team; the owner may remove a member, hand the team over and let a member
 * create custom agents.
 */
export function TeamMembersList({ team, currentUserId }: { team: Team; currentUserId: number | null }) {
  const remove = useRemoveMember();
  const transfer = useTransferTeam();
  const owner = team.role === 'owner';
  return (
    <section aria-label={M.membersTitle}>
      <h3 className={styles.groupTitle}>{M.membersTitle}</h3>
      <ul className={styles.purchaseList}>
        {team.members.map((person) => (
          <li key={person.id} className={styles.purchase}>
            <span>
              <strong>{person.name}</strong> {person.id === currentUserId ? M.you : null}
              <br />
              <span className={styles.statLabel}>
                {person.email} · {M.joinedOn(formatDate(Date.parse(person.joined_at)))}
              </span>
            </span>
            <span className={styles.actions}>
              <Badge tone={person.role === 'owner' ? 'accent' : 'neutral'}>
                {person.role === 'owner' ? M.owner : M.member}
              </Badge>
              {!owner && person.role !== 'owner' && person.can_create_agents ? (
                <Badge tone="neutral">{M.createsAgentsBadge}</Badge>
              ) : null}
              {owner && person.role !== 'owner' ? (
                <>
                  <ConfirmDialog
                    title={M.makeOwnerTitle(person.name)}
                    description={M.makeOwnerDescription}
                    confirmLabel={M.makeOwner}
                    cancelLabel={M.cancel}
                    onConfirm={() => runTeamAction(() => transfer.mutateAsync(person.id))}
                    trigger={
                      <Button
                        variant="ghost"
                        size="sm"
                        leadingIcon={<Crown size={14} aria-hidden="true" />}
                        aria-label={`${M.makeOwner}: ${person.name}`}
                      >
                        {M.makeOwner}
                      </Button>
                    }
                  />
                  <ConfirmDialog
                    tone="danger"
                    title={M.removeTitle(person.name)}
                    description={M.removeDescription}
                    confirmLabel={M.remove}
                    cancelLabel={M.cancel}
                    onConfirm={() => runTeamAction(() => remove.mutateAsync(person.id))}
                    trigger={
                      <Button
                        variant="ghost"
                        size="sm"
                        leadingIcon={<UserMinus size={14} aria-hidden="true" />}
                        aria-label={`${M.remove}: ${person.name}`}
                      >
                        {M.remove}
                      </Button>
                    }
                  />
                </>
              ) : null}
            </span>
            {owner && person.role !== 'owner' ? (
              <div className={styles.memberSetting}>
                <TeamAgentCreatorSwitch person={person} />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

import { useLeaveTeam, useSession, useTeam } from '@sppock/sdk/react';
import { useId } from 'react';
import { Button } from '../primitives/Button/Button';
import { CardContent, CardDescription, CardHeader, CardRoot, CardTitle } from '../primitives/Card/Card';
import { ConfirmDialog } from '../primitives/ConfirmDialog/ConfirmDialog';
import { Spinner } from '../primitives/Spinner/Spinner';
import { LoadError } from '../shell/LoadError';
import * as styles from './account.css';
import { TeamInvitationsList } from './TeamInvitationsList';
import { TeamInviteForm } from './TeamInviteForm';
import { TeamMembersList } from './TeamMembersList';
import { TeamUsageCard } from './TeamUsageCard';
import { runTeamAction } from './team';
import { teamMessages as M } from './teamMessages';

/**
 * The 'Equipe' tab of the account area (issue 21): for the owner, the seats in use ('3/10'), the
 * invite form, the people (remove, hand over, let create agents), the open invitations (resend, revoke) and the
 * cycle's usage per person; for a member, the team's people and 'Sair da equipe'.
 */
export function TeamTab() {
  const titleId = useId();
  const team = useTeam();
  const leave = useLeaveTeam();
  const { user } = useSession();

  if (team.isPending) {
    return (
      <div className={styles.loading}>
        <Spinner size="lg" />
      </div>
    );
  }
  if (team.isError) {
    return (
      <LoadError
        title={M.loadError}
        message={team.error.message}
        onRetry={() => void team.refetch()}
        retrying={team.isFetching}
      />
    );
  }
  const current = team.data.team;
  const owner = current.role === 'owner';
  const ownerName = current.members.find((person) => person.role === 'owner')?.name ?? '';
  return (
    <div className={styles.stack}>
      <CardRoot as="section" aria-labelledby={titleId}>
        <CardHeader>
          <CardTitle as="h2" id={titleId}>
            {M.title}
          </CardTitle>
          <CardDescription>{owner ? M.ownerDescription : M.memberDescription(ownerName)}</CardDescription>
        </CardHeader>
        <CardContent>
          <div className={styles.stack}>
            <div className={styles.statGrid}>
              <div className={styles.stat}>
                <span className={styles.statValue}>
                  {M.seatsValue(current.seats.used, current.seats.limit)}
                </span>
                <span className={styles.statLabel}>{M.seats}</span>
                {owner && current.seats.reserved > 0 ? (
                  <span className={styles.statLabel}>{M.seatsReserved(current.seats.reserved)}</span>
                ) : null}
              </div>
            </div>
            {owner ? <TeamInviteForm /> : null}
            <TeamMembersList team={current} currentUserId={user?.id ?? null} />
            {owner ? <TeamInvitationsList invitations={current.invitations} /> : null}
            {owner ? null : (
              <div className={styles.actionsRow}>
                <ConfirmDialog
                  tone="danger"
                  title={M.leaveTitle}
                  description={M.leaveDescription}
                  confirmLabel={M.leave}
                  cancelLabel={M.cancel}
                  onConfirm={() => runTeamAction(() => leave.mutateAsync())}
                  trigger={<Button variant="secondary">{M.leave}</Button>}
                />
              </div>
            )}
          </div>
        </CardContent>
      </CardRoot>
      {owner ? <TeamUsageCard /> : null}
    </div>
  );
}

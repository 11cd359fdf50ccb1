import { formatDate } from '@sppock/sdk';
import { useResendInvitation, useRevokeInvitation } from '@sppock/sdk/react';
import { Clock, RotateCw, X } from 'lucide-react';
import { Badge } from '../primitives/Badge/Badge';
import { Button } from '../primitives/Button/Button';
import { ConfirmDialog } from '../primitives/ConfirmDialog/ConfirmDialog';
import * as styles from './account.css';
import { runTeamAction, type Team } from './team';
import { teamMessages as M } from './teamMessages';

/** The owner's open invitations, each resent (a new 7-day link) or revoked. */
export function TeamInvitationsList({ invitations }: { invitations: Team['invitations'] }) {
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  if (invitations.length === 0) {
    return null;
  }
  return (
    <section aria-label={M.invitationsTitle}>
      <h3 className={styles.groupTitle}>{M.invitationsTitle}</h3>
      <ul className={styles.purchaseList}>
        {invitations.map((invitation) => {
          const expired = invitation.status === 'expired';
          const date = formatDate(Date.parse(invitation.expires_at));
          return (
            <li key={invitation.id} className={styles.purchase}>
              <span>
                <span>{invitation.email}</span>
                <br />
                <span className={styles.statLabel}>
                  {expired ? M.invitationExpiredOn(date) : M.invitationExpires(date)}
                </span>
              </span>
              <span className={styles.actions}>
                <Badge
                  tone={expired ? 'neutral' : 'warning'}
                  icon={expired ? undefined : <Clock size={12} aria-hidden="true" />}
                >
                  {expired ? M.invitationExpired : M.invitationPending}
                </Badge>
                <Button
                  variant="ghost"
                  size="sm"
                  loading={resend.isPending && resend.variables === invitation.id}
                  leadingIcon={<RotateCw size={14} aria-hidden="true" />}
                  aria-label={`${M.resend}: ${invitation.email}`}
                  onClick={() =>
                    void runTeamAction(() => resend.mutateAsync(invitation.id)).catch(() => undefined)
                  }
                >
                  {M.resend}
                </Button>
                <ConfirmDialog
                  tone="danger"
                  title={M.revokeTitle(invitation.email)}
                  description={M.revokeDescription}
                  confirmLabel={M.revoke}
                  cancelLabel={M.cancel}
                  onConfirm={() => runTeamAction(() => revoke.mutateAsync(invitation.id))}
                  trigger={
                    <Button
                      variant="ghost"
                      size="sm"
                      leadingIcon={<X size={14} aria-hidden="true" />}
                      aria-label={`${M.revoke}: ${invitation.email}`}
                    >
                      {M.revoke}
                    </Button>
                  }
                />
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

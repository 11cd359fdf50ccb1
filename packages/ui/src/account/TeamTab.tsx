import { formatBRL, formatDate, formatNumber, type Schema } from '@sppock/sdk';
import {
  useInviteMember,
  useLeaveTeam,
  useRemoveMember,
  useResendInvitation,
  useRevokeInvitation,
  useSession,
  useTeam,
  useTeamUsage,
  useTransferTeam,
  useUpdateTeamMember,
} from '@sppock/sdk/react';
import { Clock, Crown, Mail, RotateCw, UserMinus, X } from 'lucide-react';
import { useId } from 'react';
import { Form } from '../forms/Form';
import { FormTextField } from '../forms/FormTextField';
import { SubmitButton } from '../forms/SubmitButton';
import { useSppockForm } from '../forms/useSppockForm';
import { visuallyHidden } from '../internal/styles.css';
import { Badge } from '../primitives/Badge/Badge';
import { Button } from '../primitives/Button/Button';
import { CardContent, CardDescription, CardHeader, CardRoot, CardTitle } from '../primitives/Card/Card';
import { ConfirmDialog } from '../primitives/ConfirmDialog/ConfirmDialog';
import { Spinner } from '../primitives/Spinner/Spinner';
import {
  TableBody,
  TableCaption,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRoot,
  TableRow,
} from '../primitives/Table/Table';
import { toast } from '../primitives/Toaster/toastStore';
import { LoadError } from '../shell/LoadError';
import * as styles from './account.css';
import { SettingSwitch } from './SettingSwitch';
import { teamMessages as M } from './teamMessages';

type Team = Schema<'Team'>['team'];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Runs a team action: the server's message as a success toast, its error as an error toast. */
async function run(action: () => Promise<{ message: string }>): Promise<void> {
  try {
    toast.success((await action()).message);
  } catch (error) {
    toast.error((error as Error).message);
    throw error;
  }
}

/** The owner's invite form: an e-mail; the 11th seat is refused with the server's text. */
export function TeamInviteForm() {
  const invite = useInviteMember();
  const form = useSppockForm<{ email: string }>({ defaultValues: { email: '' } });
  const submit = async ({ email }: { email: string }) => {
    try {
      const result = await invite.mutateAsync({ email: email.trim() });
      toast.success(result.message);
      form.reset({ email: '' });
    } catch (error) {
      form.setError('email', { message: (error as Error).message });
    }
  };
  return (
    <Form form={form} onSubmit={submit} className={styles.narrowForm}>
      <FormTextField
        control={form.control}
        name="email"
        label={M.inviteEmail}
        placeholder={M.inviteEmailPlaceholder}
        description={M.inviteHint}
        type="email"
        autoComplete="off"
        rules={{ validate: (value: string) => EMAIL.test(value.trim()) || M.inviteEmailInvalid }}
      />
      <div className={styles.formFooter}>
        <SubmitButton variant="primary" leadingIcon={<Mail size={16} aria-hidden="true" />}>
          {M.invite}
        </SubmitButton>
      </div>
    </Form>
  );
}

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
        void run(() => update.mutateAsync({ userId: person.id, can_create_agents: allowed })).catch(
          () => undefined,
        )
      }
    />
  );
}

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
                    onConfirm={() => run(() => transfer.mutateAsync(person.id))}
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
                    onConfirm={() => run(() => remove.mutateAsync(person.id))}
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
                  onClick={() => void run(() => resend.mutateAsync(invitation.id)).catch(() => undefined)}
                >
                  {M.resend}
                </Button>
                <ConfirmDialog
                  tone="danger"
                  title={M.revokeTitle(invitation.email)}
                  description={M.revokeDescription}
                  confirmLabel={M.revoke}
                  cancelLabel={M.cancel}
                  onConfirm={() => run(() => revoke.mutateAsync(invitation.id))}
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

/** The owner's table of the cycle's usage per person: tokens, cost in R$ and conversations. */
export function TeamUsageTable({ usage }: { usage: Schema<'TeamUsage'> }) {
  return (
    <TableRoot>
      <TableCaption>{M.usageTableCaption}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{M.usagePerson}</TableHeaderCell>
          <TableHeaderCell align="end">{M.usageTokens}</TableHeaderCell>
          <TableHeaderCell align="end">{M.usageCost}</TableHeaderCell>
          <TableHeaderCell align="end">{M.usageConversations}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {usage.members.map((row) => (
          <TableRow key={row.id}>
            <TableHeaderCell scope="row">{row.name}</TableHeaderCell>
            <TableCell align="end">{formatNumber(row.tokens)}</TableCell>
            <TableCell align="end">{formatBRL(row.cost_brl)}</TableCell>
            <TableCell align="end">{formatNumber(row.conversations)}</TableCell>
          </TableRow>
        ))}
        <TableRow>
          <TableHeaderCell scope="row">{M.usageTotal}</TableHeaderCell>
          <TableCell align="end">{formatNumber(usage.totals.tokens)}</TableCell>
          <TableCell align="end">{formatBRL(usage.totals.cost_brl)}</TableCell>
          <TableCell align="end">{formatNumber(usage.totals.conversations)}</TableCell>
        </TableRow>
      </TableBody>
    </TableRoot>
  );
}

function TeamUsageCard() {
  const titleId = useId();
  const usage = useTeamUsage();
  return (
    <CardRoot as="section" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          {M.usageTitle}
        </CardTitle>
        {usage.data ? (
          <CardDescription>
            {M.usageDescription(
              formatDate(Date.parse(usage.data.cycle_start)),
              formatDate(Date.parse(usage.data.cycle_end)),
            )}
          </CardDescription>
        ) : null}
      </CardHeader>
      <CardContent>
        {usage.data ? (
          <TeamUsageTable usage={usage.data} />
        ) : usage.isError ? (
          <LoadError
            size="sm"
            title={M.usageLoadError}
            message={usage.error.message}
            onRetry={() => void usage.refetch()}
            retrying={usage.isFetching}
          />
        ) : (
          <div className={styles.loading}>
            <Spinner />
          </div>
        )}
      </CardContent>
    </CardRoot>
  );
}

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
                  onConfirm={() => run(() => leave.mutateAsync())}
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

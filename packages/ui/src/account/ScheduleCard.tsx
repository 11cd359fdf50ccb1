import {
  AGENT_NAMES,
  type AgentType,
  type components,
  describeRecurrence,
  formatScheduleMoment,
  runConversationPath,
} from '@sppock/sdk';
import { useDeleteSchedule, useRunScheduleNow, useUpdateSchedule } from '@sppock/sdk/react';
import { Pause, Pencil, Play, SquareArrowOutUpRight, Trash2, Zap } from 'lucide-react';
import { useNavigation } from '../navigation/Navigation';
import { Badge } from '../primitives/Badge/Badge';
import { Button } from '../primitives/Button/Button';
import { ConfirmDialog } from '../primitives/ConfirmDialog/ConfirmDialog';
import { toast } from '../primitives/Toaster/toastStore';
import * as styles from './account.css';
import { schedulesTexts as texts } from './schedulesMessages';

type Schedule = components['schemas']['Schedule'];

export interface ScheduleCardProps {
  schedule: Schedule;
  /** Opens the schedule in the form above the list. */
  onEdit: (schedule: Schedule) => void;
  /** Whether the app has the chat screens, where 'Abrir conversa' goes. @default true */
  chatAvailable?: boolean;
}

const agentLabel = (agent: string) => AGENT_NAMES[agent as AgentType] ?? agent;

/**
 * One schedule in the 'Agendamentos' list: when it runs, its next and last runs (with the
 * conversation the last one opened), and pause/resume, run now, edit and delete. A schedule the
 * Sppock paused itself (the plan ran out) says why.
 */
export function ScheduleCard({ schedule, onEdit, chatAvailable = true }: ScheduleCardProps) {
  const update = useUpdateSchedule();
  const run = useRunScheduleNow();
  const remove = useDeleteSchedule();
  const { navigate } = useNavigation();
  const active = schedule.status === 'active';
  const last = schedule.last_run;
  const tell = async (work: () => Promise<{ message?: string }>) => {
    try {
      const done = await work();
      if (done.message) {
        toast.success(done.message);
      }
    } catch (error) {
      toast.error((error as Error).message);
    }
  };

  return (
    <li className={styles.stack}>
      <div className={styles.cardHeaderRow}>
        <h4 className={styles.groupTitle}>{schedule.name}</h4>
        <Badge tone={active ? 'success' : 'warning'}>{active ? texts.active : texts.paused}</Badge>
      </div>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{texts.frequency}</dt>
          <dd className={styles.factValue}>{describeRecurrence(schedule)}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{texts.agent}</dt>
          <dd className={styles.factValue}>{agentLabel(schedule.agent)}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{texts.message}</dt>
          <dd className={styles.factValue}>{schedule.message}</dd>
        </div>
        {last ? (
          <div className={styles.fact}>
            <dt className={styles.factLabel}>{texts.lastRun}</dt>
            <dd className={styles.factValue}>
              {formatScheduleMoment(new Date(last.started_at))} — {texts.runStatus[last.status]}
              {last.error ? `: ${last.error}` : ''}
            </dd>
          </div>
        ) : null}
      </dl>
      {schedule.next_run_at ? (
        <p className={styles.noteInfo}>{texts.next(formatScheduleMoment(new Date(schedule.next_run_at)))}</p>
      ) : null}
      {schedule.paused_reason ? (
        <p className={styles.noteWarning}>{texts.pausedByPlan(schedule.paused_reason)}</p>
      ) : null}
      {/* biome-ignore lint/a11y/useSemanticElements: a row of buttons named for its schedule; a fieldset would bring form-field semantics and borders for no field. */}
      <div className={styles.actions} role="group" aria-label={texts.actionsOf(schedule.name)}>
        <Button
          size="sm"
          variant="secondary"
          leadingIcon={
            active ? <Pause size={14} aria-hidden="true" /> : <Play size={14} aria-hidden="true" />
          }
          loading={update.isPending}
          onClick={() => tell(() => update.mutateAsync({ id: schedule.id, patch: { active: !active } }))}
        >
          {active ? texts.pause : texts.resume}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          leadingIcon={<Zap size={14} aria-hidden="true" />}
          loading={run.isPending}
          disabled={last?.status === 'running'}
          onClick={() => tell(() => run.mutateAsync({ id: schedule.id }))}
        >
          {texts.runNow}
        </Button>
        {last?.session_id && last.agent && chatAvailable ? (
          <Button
            size="sm"
            variant="ghost"
            leadingIcon={<SquareArrowOutUpRight size={14} aria-hidden="true" />}
            onClick={() => navigate(runConversationPath(last.agent as string, last.session_id as string))}
          >
            {texts.openConversation}
          </Button>
        ) : null}
        <Button
          size="sm"
          variant="ghost"
          leadingIcon={<Pencil size={14} aria-hidden="true" />}
          onClick={() => onEdit(schedule)}
        >
          {texts.edit}
        </Button>
        <ConfirmDialog
          title={texts.removeTitle(schedule.name)}
          description={texts.removeDescription}
          confirmLabel={texts.remove}
          cancelLabel={texts.cancel}
          tone="danger"
          onConfirm={() => tell(() => remove.mutateAsync({ id: schedule.id }))}
          trigger={
            <Button size="sm" variant="ghost" leadingIcon={<Trash2 size={14} aria-hidden="true" />}>
              {texts.remove}
            </Button>
          }
        />
      </div>
    </li>
  );
}

import type { components } from '@sppock/sdk';
import { useCreateSchedule, useSchedules, useUpdateSchedule } from '@sppock/sdk/react';
import { useId, useState } from 'react';
import { CardContent, CardDescription, CardHeader, CardRoot, CardTitle } from '../primitives/Card/Card';
import { Spinner } from '../primitives/Spinner/Spinner';
import { toast } from '../primitives/Toaster/toastStore';
import { LoadError } from '../shell/LoadError';
import * as styles from './account.css';
import { ScheduleCard } from './ScheduleCard';
import { ScheduleForm, type ScheduleInput } from './ScheduleForm';
import { schedulesTexts as texts } from './schedulesMessages';

type Schedule = components['schemas']['Schedule'];

export interface SchedulesTabProps {
  /** Whether the app has the chat screens, where a run's conversation opens. @default true */
  chatAvailable?: boolean;
  /** The moment the form's next-run preview counts from (stories and tests pin it). @default now */
  now?: Date;
}

/**
 * The 'Agendamentos' tab (issue 30): a request to an agent that repeats — the form with the
 * picker or a cron and the next run previewed, then the list with pause/resume, run now, edit
 * and delete. The plan's limit is said plainly above the list.
 */
export function SchedulesTab({ chatAvailable = true, now }: SchedulesTabProps) {
  const formTitleId = useId();
  const listId = useId();
  const list = useSchedules();
  const create = useCreateSchedule();
  const update = useUpdateSchedule();
  const [editing, setEditing] = useState<Schedule | null>(null);

  const submit = async (input: ScheduleInput) => {
    const done = editing
      ? await update.mutateAsync({ id: editing.id, patch: input })
      : await create.mutateAsync(input);
    toast.success(done.message ?? texts.title);
    setEditing(null);
  };

  return (
    <div className={styles.stack}>
      <CardRoot as="section" aria-labelledby={formTitleId}>
        <CardHeader>
          <CardTitle id={formTitleId}>{editing ? texts.editTitle(editing.name) : texts.title}</CardTitle>
          <CardDescription>{texts.description}</CardDescription>
        </CardHeader>
        <CardContent>
          <ScheduleForm
            key={editing?.id ?? 'new'}
            {...(editing ? { schedule: editing } : {})}
            onSubmit={submit}
            onCancel={() => setEditing(null)}
            {...(now ? { now } : {})}
          />
        </CardContent>
      </CardRoot>
      <CardRoot as="section" aria-labelledby={listId}>
        <CardHeader>
          <CardTitle id={listId}>
            {texts.listTitle(list.data?.schedules.length ?? 0, list.data?.limit ?? 0)}
          </CardTitle>
          {list.data ? <CardDescription>{texts.limitNote(list.data.limit)}</CardDescription> : null}
        </CardHeader>
        <CardContent>
          {list.isError ? (
            <LoadError
              title={texts.loadError}
              message={list.error.message}
              onRetry={() => void list.refetch()}
              retrying={list.isFetching}
            />
          ) : !list.data ? (
            <div className={styles.loading}>
              <Spinner />
            </div>
          ) : list.data.schedules.length === 0 ? (
            <p className={styles.factEmpty}>{texts.empty}</p>
          ) : (
            <ul className={styles.stack}>
              {list.data.schedules.map((schedule) => (
                <ScheduleCard
                  key={schedule.id}
                  schedule={schedule}
                  onEdit={setEditing}
                  chatAvailable={chatAvailable}
                />
              ))}
            </ul>
          )}
        </CardContent>
      </CardRoot>
    </div>
  );
}

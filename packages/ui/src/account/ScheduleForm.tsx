import {
  AGENT_CATALOGUE,
  COMMANDER_AGENT,
  type components,
  nextRunPreview,
  recurrenceError,
  SCHEDULE_MESSAGE_MAX,
  SCHEDULE_NAME_MAX,
  type ScheduleFrequency,
  type ScheduleRecurrence,
  WEEKDAY_NAMES,
} from '@sppock/sdk';
import { Controller } from 'react-hook-form';
import { Form } from '../forms/Form';
import { FormCheckbox } from '../forms/FormCheckbox';
import { FormError } from '../forms/FormError';
import { FormTextarea } from '../forms/FormTextarea';
import { FormTextField } from '../forms/FormTextField';
import { checks, required } from '../forms/rules';
import { SubmitButton } from '../forms/SubmitButton';
import { showServerErrors } from '../forms/serverErrors';
import { useSppockForm } from '../forms/useSppockForm';
import { Button } from '../primitives/Button/Button';
import { Select } from '../primitives/Select/Select';
import * as styles from './account.css';
import { schedulesTexts as texts } from './schedulesMessages';

type Schedule = components['schemas']['Schedule'];
export type ScheduleInput = components['schemas']['ScheduleInput'];

/** The form's fields as typed (numbers as text until sent). */
export interface ScheduleFormValues {
  name: string;
  agent: Schedule['agent'];
  message: string;
  frequency: ScheduleFrequency;
  time: string;
  weekday: string;
  day_of_month: string;
  cron: string;
  email_result: boolean;
}

const EMPTY: ScheduleFormValues = {
  name: '',
  agent: COMMANDER_AGENT,
  message: '',
  frequency: 'weekly',
  time: '08:00',
  weekday: '1',
  day_of_month: '1',
  cron: '',
  email_result: false,
};

function valuesOf(schedule: Schedule | undefined): ScheduleFormValues {
  if (!schedule) {
    return EMPTY;
  }
  return {
    name: schedule.name,
    agent: schedule.agent,
    message: schedule.message,
    frequency: schedule.frequency,
    time: schedule.time ?? EMPTY.time,
    weekday: String(schedule.weekday ?? EMPTY.weekday),
    day_of_month: String(schedule.day_of_month ?? EMPTY.day_of_month),
    cron: schedule.cron ?? '',
    email_result: schedule.email_result,
  };
}

/** The recurrence the fields describe (only the frequency's own fields). */
export function recurrenceOfValues(values: ScheduleFormValues): ScheduleRecurrence {
  const { frequency } = values;
  return {
    frequency,
    time: frequency === 'cron' ? null : values.time.trim(),
    weekday: frequency === 'weekly' ? Number(values.weekday) : null,
    day_of_month: frequency === 'monthly' ? Number(values.day_of_month) : null,
    cron: frequency === 'cron' ? values.cron.trim() : null,
  };
}

const FREQUENCIES: ScheduleFrequency[] = ['daily', 'weekly', 'monthly', 'cron'];
const AGENT_OPTIONS = [
  { value: COMMANDER_AGENT, label: texts.commanderOption },
  ...AGENT_CATALOGUE.filter((agent) => !agent.hidden && agent.agent_type !== COMMANDER_AGENT).map(
    (agent) => ({
      value: agent.agent_type,
      label: agent.name,
    }),
  ),
];
const WEEKDAY_OPTIONS = WEEKDAY_NAMES.map((name, index) => ({
  value: String(index),
  label: name.charAt(0).toUpperCase() + name.slice(1),
}));
const DAY_OPTIONS = Array.from({ length: 31 }, (_, index) => ({
  value: String(index + 1),
  label: String(index + 1),
}));

export interface ScheduleFormProps {
  /** The schedule being edited; absent, a new one. */
  schedule?: Schedule;
  /** Sends the schedule; a rejection's message shows on the form (the server's pt-BR refusal). */
  onSubmit: (input: ScheduleInput) => Promise<void>;
  /** Leaves the edit (shown only when editing). */
  onCancel?: () => void;
  /** The moment the next-run preview counts from. @default now */
  now?: Date;
}

/**
 * The schedule's fields: name, agent (the Commander routes each run), request, and when — the
 * picker (diário, semanal with the weekday, mensal with the day) at HH:MM, or a 5-field cron —
 * with the next run previewed in pt-BR as the fields change ('Próxima execução: segunda, 30/11
 * às 08:00'), from the SDK's rule the server also runs.
 */
export function ScheduleForm({ schedule, onSubmit, onCancel, now }: ScheduleFormProps) {
  const form = useSppockForm<ScheduleFormValues>({ defaultValues: valuesOf(schedule) });
  const values = form.watch();
  const recurrence = recurrenceOfValues(values);
  const preview = nextRunPreview(recurrence, now ?? new Date());

  const submit = async (submitted: ScheduleFormValues) => {
    const rule = recurrenceOfValues(submitted);
    const invalid = recurrenceError(rule);
    if (invalid) {
      showServerErrors(form, { fields: { [submitted.frequency === 'cron' ? 'cron' : 'time']: invalid } });
      return;
    }
    try {
      await onSubmit({
        name: submitted.name.trim(),
        agent: submitted.agent,
        message: submitted.message.trim(),
        email_result: submitted.email_result,
        ...rule,
      });
      if (!schedule) {
        form.reset(EMPTY);
      }
    } catch (error) {
      showServerErrors(form, { message: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <Form form={form} onSubmit={submit}>
      <FormError />
      <div className={styles.fieldGrid}>
        <FormTextField
          control={form.control}
          name="name"
          rules={{
            validate: checks<string>(required(texts.nameRequired), (value) =>
              value.trim().length > SCHEDULE_NAME_MAX ? texts.nameTooLong : null,
            ),
          }}
          label={texts.name}
          placeholder={texts.namePlaceholder}
          maxLength={SCHEDULE_NAME_MAX}
          required
        />
        <Controller
          control={form.control}
          name="agent"
          render={({ field }) => (
            <Select
              ref={field.ref}
              name={field.name}
              label={texts.agent}
              options={AGENT_OPTIONS}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
      </div>
      <FormTextarea
        control={form.control}
        name="message"
        rules={{
          validate: checks<string>(required(texts.messageRequired), (value) =>
            value.length > SCHEDULE_MESSAGE_MAX ? texts.messageTooLong : null,
          ),
        }}
        label={texts.message}
        placeholder={texts.messagePlaceholder}
        minHeight={72}
        maxHeight={220}
        required
      />
      <div className={styles.fieldGrid}>
        <Controller
          control={form.control}
          name="frequency"
          render={({ field }) => (
            <Select
              ref={field.ref}
              name={field.name}
              label={texts.frequency}
              options={FREQUENCIES.map((value) => ({ value, label: texts.frequencies[value] }))}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
        {values.frequency === 'weekly' ? (
          <Controller
            control={form.control}
            name="weekday"
            render={({ field }) => (
              <Select
                ref={field.ref}
                name={field.name}
                label={texts.weekday}
                options={WEEKDAY_OPTIONS}
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
        ) : null}
        {values.frequency === 'monthly' ? (
          <Controller
            control={form.control}
            name="day_of_month"
            render={({ field }) => (
              <Select
                ref={field.ref}
                name={field.name}
                label={texts.dayOfMonth}
                description={texts.dayOfMonthHint}
                options={DAY_OPTIONS}
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
        ) : null}
        {values.frequency === 'cron' ? (
          <FormTextField
            control={form.control}
            name="cron"
            label={texts.cron}
            placeholder={texts.cronPlaceholder}
            description={texts.cronHint}
            maxLength={100}
            required
          />
        ) : (
          <FormTextField
            control={form.control}
            name="time"
            label={texts.time}
            placeholder={texts.timePlaceholder}
            inputMode="numeric"
            maxLength={5}
            required
          />
        )}
      </div>
      <p className={styles.note} aria-live="polite" data-testid="schedule-preview">
        {preview}
      </p>
      <FormCheckbox control={form.control} name="email_result" label={texts.emailResult} />
      <div className={styles.formFooter}>
        {schedule && onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            {texts.cancel}
          </Button>
        ) : null}
        <SubmitButton pendingLabel={schedule ? texts.saving : texts.creating}>
          {schedule ? texts.save : texts.create}
        </SubmitButton>
      </div>
    </Form>
  );
}

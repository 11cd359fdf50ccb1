import { type SetModelLimitsInput, useSetModelLimits } from '@sppock/sdk/react';
import { Form } from '../forms/Form';
import { FormError } from '../forms/FormError';
import { FormTextField } from '../forms/FormTextField';
import { SubmitButton } from '../forms/SubmitButton';
import { showServerErrors } from '../forms/serverErrors';
import { useSppockForm } from '../forms/useSppockForm';
import { Button } from '../primitives/Button/Button';
import * as Dialog from '../primitives/Dialog/parts';
import { toast } from '../primitives/Toaster/toastStore';
import * as styles from './console.css';
import { useConsoleMessages } from './useConsoleMessages';

/** The limits a form starts from (null: no limit). */
export interface LimitsDraft {
  requests_per_minute: number | null;
  tokens_per_minute: number | null;
  requests_per_day: number | null;
  tokens_per_day: number | null;
  tier: string | null;
}

type Values = Record<
  'requests_per_minute' | 'tokens_per_minute' | 'requests_per_day' | 'tokens_per_day' | 'tier',
  string
>;

const NUMBER_FIELDS = [
  'requests_per_minute',
  'tokens_per_minute',
  'requests_per_day',
  'tokens_per_day',
] as const;

export interface ModelLimitsDialogProps {
  /** The model being edited; null closes the dialog. */
  model: { model: string; name: string } | null;
  /** The model's current limits. */
  initial: LimitsDraft;
  onOpenChange: (open: boolean) => void;
}

const toText = (value: number | null) => (value === null ? '' : String(value));

/** The form that sets a model's limits (a contract extension; the CLI does the same). */
export function ModelLimitsDialog({ model, initial, onOpenChange }: ModelLimitsDialogProps) {
  const messages = useConsoleMessages();
  const save = useSetModelLimits();
  const form = useSppockForm<Values>({
    values: {
      requests_per_minute: toText(initial.requests_per_minute),
      tokens_per_minute: toText(initial.tokens_per_minute),
      requests_per_day: toText(initial.requests_per_day),
      tokens_per_day: toText(initial.tokens_per_day),
      tier: initial.tier ?? '',
    },
  });
  const labels = {
    requests_per_minute: messages.requestsPerMinute,
    tokens_per_minute: messages.tokensPerMinute,
    requests_per_day: messages.requestsPerDay,
    tokens_per_day: messages.tokensPerDay,
  };
  const validLimit = (text: string) => {
    const trimmed = text.trim();
    return trimmed === '' ||
      (/^\d+$/.test(trimmed) && Number(trimmed) >= 1 && Number(trimmed) <= 1_000_000_000)
      ? true
      : messages.invalidLimit;
  };
  const submit = async (values: Values) => {
    if (!model) {
      return;
    }
    const limit = (text: string) => (text.trim() === '' ? null : Number(text.trim()));
    const input: SetModelLimitsInput = {
      model: model.model,
      limits: {
        requests_per_minute: limit(values.requests_per_minute),
        tokens_per_minute: limit(values.tokens_per_minute),
        requests_per_day: limit(values.requests_per_day),
        tokens_per_day: limit(values.tokens_per_day),
        tier: values.tier.trim() === '' ? null : values.tier.trim(),
      },
    };
    try {
      await save.mutateAsync(input);
      toast.success(messages.limitsSaved(model.name));
      onOpenChange(false);
    } catch (error) {
      showServerErrors(form, { message: error instanceof Error ? error.message : messages.limitsSaveError });
    }
  };
  return (
    <Dialog.Root open={model !== null} onOpenChange={onOpenChange}>
      <Dialog.Content size="md">
        <Dialog.Header>
          <Dialog.Title>{model ? messages.editLimitsOf(model.name) : messages.editLimits}</Dialog.Title>
          <Dialog.Description>{messages.limitsDialogDescription}</Dialog.Description>
        </Dialog.Header>
        <Form form={form} onSubmit={submit} className={styles.form}>
          {NUMBER_FIELDS.map((name) => (
            <FormTextField<Values, typeof name>
              key={name}
              name={name}
              label={labels[name]}
              inputMode="numeric"
              rules={{ validate: validLimit }}
            />
          ))}
          <FormTextField<Values, 'tier'> name="tier" label={messages.tierLabel} maxLength={50} />
          <FormError className={styles.fullRow} />
          <div className={styles.formActions}>
            <Button variant="secondary" type="button" onClick={() => onOpenChange(false)}>
              {messages.cancel}
            </Button>
            <SubmitButton pendingLabel={messages.savingLimits}>{messages.saveLimits}</SubmitButton>
          </div>
        </Form>
      </Dialog.Content>
    </Dialog.Root>
  );
}

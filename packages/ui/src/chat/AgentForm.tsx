import type { AgentMetadata } from '@sppock/sdk';
import { type Control, useController, useFormContext } from 'react-hook-form';
import { Form } from '../forms/Form';
import { FormTextarea } from '../forms/FormTextarea';
import { FormTextField } from '../forms/FormTextField';
import { SubmitButton } from '../forms/SubmitButton';
import { useSppockForm } from '../forms/useSppockForm';
import { Checkbox } from '../primitives/Checkbox/Checkbox';
import { Select } from '../primitives/Select/Select';
import {
  type AgentFormField,
  type AgentFormValues,
  agentFormPayload,
  agentFormSummary,
  checkAgentField,
  defaultAgentFormValues,
} from './agentFormRules';
import * as styles from './chat.css';
import { useChatMessages } from './useChatMessages';

export interface AgentFormProps {
  /** The agent with its `form` (fields in display order). */
  agent: AgentMetadata;
  /**
   * Called with the message to show (the filled fields) and `extras.form` for the server. Resolve
   * `true` when it was sent: the form clears.
   */
  onSubmit: (message: string, form: Record<string, unknown>) => Promise<boolean>;
  /** An answer is on its way. */
  disabled?: boolean;
}

function SelectField({
  field,
  control,
  disabled,
}: {
  field: AgentFormField;
  control: Control<AgentFormValues>;
  disabled: boolean;
}) {
  const messages = useChatMessages();
  const { field: bound, fieldState } = useController({
    name: field.name,
    control,
    rules: { validate: (value) => checkAgentField(field, value, messages) ?? true },
  });
  const { clearErrors } = useFormContext<AgentFormValues>();
  return (
    <Select
      ref={bound.ref}
      label={field.label}
      description={field.help}
      required={field.required}
      disabled={disabled}
      placeholder={messages.choose}
      options={(field.options ?? []).map((option) => ({ value: option, label: option }))}
      value={typeof bound.value === 'string' ? bound.value : ''}
      onValueChange={(value) => {
        bound.onChange(value);
        clearErrors(field.name);
      }}
      error={fieldState.error?.message}
    />
  );
}

function MultiselectField({
  field,
  control,
  disabled,
}: {
  field: AgentFormField;
  control: Control<AgentFormValues>;
  disabled: boolean;
}) {
  const messages = useChatMessages();
  const { field: bound, fieldState } = useController({
    name: field.name,
    control,
    rules: { validate: (value) => checkAgentField(field, value, messages) ?? true },
  });
  const { clearErrors } = useFormContext<AgentFormValues>();
  const chosen = Array.isArray(bound.value) ? bound.value : [];
  const errorId = `${field.name}-error`;
  return (
    <fieldset
      className={styles.multiselect}
      aria-invalid={fieldState.error ? 'true' : undefined}
      aria-describedby={fieldState.error ? errorId : undefined}
    >
      <legend className={styles.legend}>
        {field.label}
        {field.required ? ' *' : ''}
      </legend>
      {(field.options ?? []).map((option, index) => (
        <Checkbox
          key={option}
          ref={index === 0 ? bound.ref : undefined}
          label={option}
          disabled={disabled}
          checked={chosen.includes(option)}
          onCheckedChange={(checked) => {
            bound.onChange(checked ? [...chosen, option] : chosen.filter((item) => item !== option));
            clearErrors(field.name);
          }}
        />
      ))}
      {field.help ? <p className={styles.fieldHelp}>{field.help}</p> : null}
      {fieldState.error ? (
        <p className={styles.fieldError} id={errorId}>
          {fieldState.error.message}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * A form agent's specialised form (spec 2 §2), drawn from the agent's metadata — no field is
 * written here — and checked with the server's rules before it is sent.
 */
export function AgentForm({ agent, onSubmit, disabled = false }: AgentFormProps) {
  const messages = useChatMessages();
  const fields = agent.form?.fields ?? [];
  const form = useSppockForm<AgentFormValues>({ defaultValues: defaultAgentFormValues(fields) });
  const submit = async (values: AgentFormValues) => {
    const sent = await onSubmit(agentFormSummary(fields, values), agentFormPayload(fields, values));
    if (sent) {
      form.reset(defaultAgentFormValues(fields));
    }
  };
  return (
    <Form
      form={form}
      onSubmit={submit}
      aria-label={messages.formTitle(agent.name)}
      className={styles.formGrid}
    >
      {fields.map((field) => {
        const rules = {
          validate: (value: AgentFormValues[string]) => checkAgentField(field, value, messages) ?? true,
        };
        const common = {
          label: field.label,
          description: field.help,
          required: field.required,
          disabled,
        };
        switch (field.type) {
          case 'select':
            return <SelectField key={field.name} field={field} control={form.control} disabled={disabled} />;
          case 'multiselect':
            return (
              <div key={field.name} className={styles.formWide}>
                <MultiselectField field={field} control={form.control} disabled={disabled} />
              </div>
            );
          case 'textarea':
            return (
              <div key={field.name} className={styles.formWide}>
                <FormTextarea
                  {...common}
                  name={field.name}
                  control={form.control}
                  rules={rules}
                  placeholder={field.placeholder}
                  minHeight={48}
                  maxHeight={160}
                />
              </div>
            );
          default:
            return (
              <FormTextField
                key={field.name}
                {...common}
                name={field.name}
                control={form.control}
                rules={rules}
                placeholder={field.placeholder}
                type={field.type === 'number' ? 'text' : field.type}
                inputMode={field.type === 'number' ? 'decimal' : undefined}
              />
            );
        }
      })}
      <div className={styles.formWide}>
        <SubmitButton disabled={disabled}>{messages.formSubmit}</SubmitButton>
      </div>
    </Form>
  );
}

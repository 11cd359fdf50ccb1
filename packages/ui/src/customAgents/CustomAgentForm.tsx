import type { Schema } from '@sppock/sdk';
import { useCreateCustomAgent, useUpdateCustomAgent } from '@sppock/sdk/react';
import { useEffect } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { Form } from '../forms/Form';
import { FormCheckbox } from '../forms/FormCheckbox';
import { FormError } from '../forms/FormError';
import { FormTextarea } from '../forms/FormTextarea';
import { FormTextField } from '../forms/FormTextField';
import { group, pair } from '../forms/formLayout.css';
import { checks, required } from '../forms/rules';
import { SubmitButton } from '../forms/SubmitButton';
import { showServerErrors } from '../forms/serverErrors';
import { useSppockForm } from '../forms/useSppockForm';
import { Button } from '../primitives/Button/Button';
import {
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogRoot,
  DialogTitle,
} from '../primitives/Dialog/Dialog';
import { Select } from '../primitives/Select/Select';
import { toast } from '../primitives/Toaster/toastStore';
import * as styles from './customAgents.css';
import { useCustomAgentsMessages } from './useCustomAgentsMessages';

type CustomAgent = Schema<'CustomAgent'>;

type Category = CustomAgent['category'];
type Audience = CustomAgent['audience'];

/** The categories of the chat's chips (spec 2 §2), in their order. */
export const CUSTOM_AGENT_CATEGORIES: readonly Category[] = ['Administração', 'Marketing', 'Vendas'];

const NAME_MAX = 60;
const DESCRIPTION_MAX = 500;
const INSTRUCTIONS_MAX = 8000;
const PROMPTS_MAX = 8;
const PROMPT_MAX = 200;

interface CustomAgentValues {
  name: string;
  description: string;
  category: Category;
  instructions: string;
  /** One starter prompt per line. */
  starterPrompts: string;
  webSearch: boolean;
  urlReading: boolean;
  audience: Audience;
}

function valuesOf(agent: CustomAgent | undefined): CustomAgentValues {
  return {
    name: agent?.name ?? '',
    description: agent?.description ?? '',
    category: agent?.category ?? 'Administração',
    instructions: agent?.instructions ?? '',
    starterPrompts: agent?.starter_prompts.join('\n') ?? '',
    webSearch: agent?.tools.includes('web_search') ?? false,
    urlReading: agent?.tools.includes('url_reading') ?? false,
    audience: agent?.audience ?? 'team',
  };
}

function promptsOf(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

function inputOf(values: CustomAgentValues): Schema<'CustomAgentInput'> {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    category: values.category,
    instructions: values.instructions.trim(),
    starter_prompts: promptsOf(values.starterPrompts),
    tools: [
      ...(values.webSearch ? ['web_search' as const] : []),
      ...(values.urlReading ? ['url_reading' as const] : []),
    ],
    audience: values.audience,
  };
}

export interface CustomAgentFormProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The agent to edit; without it the form creates one. */
  agent?: CustomAgent | undefined;
  /** Runs with the saved agent, after the success toast. */
  onSaved?: (agent: CustomAgent) => void;
}

/**
 * Creates or edits a custom agent (issue 21): name, description, category, instructions, starter
 * prompts (one per line, up to 8), the tools it may use and who in the team may use it. The
 * server's refusal (a repeated name, the plan, the owner's permission) shows inside the form.
 */
export function CustomAgentForm({ open, onOpenChange, agent, onSaved }: CustomAgentFormProps) {
  const M = useCustomAgentsMessages();
  const create = useCreateCustomAgent();
  const update = useUpdateCustomAgent();
  const form = useSppockForm<CustomAgentValues>({ defaultValues: valuesOf(agent) });
  const [name, description, instructions] = useWatch({
    control: form.control,
    name: ['name', 'description', 'instructions'],
  });

  // Each opening starts from the agent being edited, or empty.
  useEffect(() => {
    if (open) {
      form.reset(valuesOf(agent));
    }
  }, [open, agent, form]);

  const save = async (values: CustomAgentValues) => {
    try {
      const input = inputOf(values);
      const result = agent
        ? await update.mutateAsync({ id: agent.id, patch: input })
        : await create.mutateAsync(input);
      toast.success(result.message ?? M.save);
      onOpenChange(false);
      onSaved?.(result.agent);
    } catch (error) {
      showServerErrors(form, { message: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>{agent ? M.editTitle(agent.name) : M.createTitle}</DialogTitle>
          <DialogDescription>{M.formDescription}</DialogDescription>
        </DialogHeader>
        <Form form={form} onSubmit={save}>
          <FormError />
          <div className={pair}>
            <FormTextField
              control={form.control}
              name="name"
              label={M.name}
              placeholder={M.namePlaceholder}
              description={M.characters(name.length, NAME_MAX)}
              maxLength={NAME_MAX}
              rules={{ validate: checks(required(M.nameRequired)) }}
              required
            />
            <Controller
              control={form.control}
              name="category"
              render={({ field }) => (
                <Select
                  label={M.category}
                  options={CUSTOM_AGENT_CATEGORIES.map((category) => ({ value: category, label: category }))}
                  value={field.value}
                  onValueChange={(value) => field.onChange(value as Category)}
                />
              )}
            />
          </div>
          <FormTextarea
            control={form.control}
            name="description"
            label={M.description}
            placeholder={M.descriptionPlaceholder}
            description={M.characters(description.length, DESCRIPTION_MAX)}
            maxLength={DESCRIPTION_MAX}
            minHeight={64}
            maxHeight={160}
            rules={{ validate: checks(required(M.descriptionRequired)) }}
            required
          />
          <FormTextarea
            control={form.control}
            name="instructions"
            label={M.instructions}
            placeholder={M.instructionsPlaceholder}
            description={`${M.instructionsHint} ${M.characters(instructions.length, INSTRUCTIONS_MAX)}`}
            maxLength={INSTRUCTIONS_MAX}
            minHeight={120}
            maxHeight={320}
            rules={{ validate: checks(required(M.instructionsRequired)) }}
            required
          />
          <FormTextarea
            control={form.control}
            name="starterPrompts"
            label={M.starterPrompts}
            description={M.starterPromptsHint}
            minHeight={80}
            maxHeight={200}
            rules={{
              validate: (text: string) => {
                const prompts = promptsOf(text);
                if (prompts.length > PROMPTS_MAX) {
                  return M.starterPromptsTooMany;
                }
                return prompts.every((prompt) => prompt.length <= PROMPT_MAX) || M.starterPromptsTooLong;
              },
            }}
          />
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{M.toolsLegend}</legend>
            <div className={group}>
              <FormCheckbox
                control={form.control}
                name="webSearch"
                label={M.tools.web_search}
                description={M.webSearchHint}
              />
              <FormCheckbox
                control={form.control}
                name="urlReading"
                label={M.tools.url_reading}
                description={M.urlReadingHint}
              />
            </div>
          </fieldset>
          <Controller
            control={form.control}
            name="audience"
            render={({ field }) => (
              <Select
                label={M.audienceLabel}
                options={(['team', 'owner'] as const).map((audience) => ({
                  value: audience,
                  label: M.audience[audience],
                }))}
                value={field.value}
                onValueChange={(value) => field.onChange(value as Audience)}
                className={styles.narrowSelect}
              />
            )}
          />
          <DialogFooter>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {M.cancel}
            </Button>
            <SubmitButton pendingLabel={M.saving}>{agent ? M.save : M.createSubmit}</SubmitButton>
          </DialogFooter>
        </Form>
      </DialogContent>
    </DialogRoot>
  );
}

import { CONVERSATION_TITLE_MAX_LENGTH, type components } from '@sppock/sdk';
import { useUpdateConversation, useUpdateCustomAgentSession } from '@sppock/sdk/react';
import { type KeyboardEvent, useEffect } from 'react';
import { Form } from '../forms/Form';
import { FormTextField } from '../forms/FormTextField';
import { checks, required } from '../forms/rules';
import { SubmitButton } from '../forms/SubmitButton';
import { showServerErrors } from '../forms/serverErrors';
import { useSppockForm } from '../forms/useSppockForm';
import { Button } from '../primitives/Button/Button';
import { toast } from '../primitives/Toaster/toastStore';
import * as styles from './conversations.css';
import { useConversationsMessages } from './useConversationsMessages';

export interface ConversationTitleFormProps {
  sessionId: string;
  /** The conversation's agent (the Commander renames any). @default 'chatsppock' */
  agent?: components['schemas']['AgentType'];
  /** A conversation with this custom agent (`cag_…`) instead of an agent's. @default none */
  customAgentId?: string;
  /** The title as it is. */
  title: string;
  /** Called after saving or cancelling (Escape or 'Cancelar'). */
  onDone: () => void;
}

/**
 * Renames a conversation in place (issue 29): the title (1–120 characters) with Save and Cancel;
 * Escape cancels, Enter saves. The server's refusal shows under the field.
 */
export function ConversationTitleForm({
  sessionId,
  agent,
  customAgentId,
  title,
  onDone,
}: ConversationTitleFormProps) {
  const messages = useConversationsMessages();
  const update = useUpdateConversation();
  const updateCustom = useUpdateCustomAgentSession();
  const form = useSppockForm<{ title: string }>({ defaultValues: { title } });
  const { setFocus } = form;

  // The field takes the focus as it replaces the title, as an inline edit does.
  useEffect(() => {
    setFocus('title', { shouldSelect: true });
  }, [setFocus]);

  const save = async ({ title: typed }: { title: string }) => {
    const next = typed.replace(/\s+/g, ' ').trim();
    if (next === title) {
      onDone();
      return;
    }
    try {
      if (customAgentId) {
        await updateCustom.mutateAsync({ id: customAgentId, sessionId, title: next });
      } else {
        await update.mutateAsync({ sessionId, ...(agent ? { agent } : {}), title: next });
      }
    } catch (error) {
      showServerErrors(form, { fields: { title: (error as Error).message } });
      return;
    }
    toast.success(messages.renamed);
    onDone();
  };

  const cancelOnEscape = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onDone();
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape inside the form's own field cancels, as in any inline edit.
    <div onKeyDown={cancelOnEscape}>
      <Form form={form} onSubmit={save} className={styles.titleForm}>
        <div className={styles.titleInput}>
          <FormTextField
            control={form.control}
            name="title"
            aria-label={messages.titleLabel}
            size="sm"
            rules={{
              validate: checks<string>(required(messages.titleRequired), (value) =>
                [...value.trim()].length > CONVERSATION_TITLE_MAX_LENGTH
                  ? messages.titleTooLong(CONVERSATION_TITLE_MAX_LENGTH)
                  : null,
              ),
            }}
          />
        </div>
        <SubmitButton size="sm" pendingLabel={messages.savingTitle}>
          {messages.saveTitle}
        </SubmitButton>
        <Button size="sm" variant="secondary" onClick={onDone}>
          {messages.cancel}
        </Button>
      </Form>
    </div>
  );
}

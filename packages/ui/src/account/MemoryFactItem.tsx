import type { Schema } from '@sppock/sdk';
import { useDeleteMemoryFact, useUpdateMemoryFact } from '@sppock/sdk/react';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Form } from '../forms/Form';
import { FormTextarea } from '../forms/FormTextarea';
import { SubmitButton } from '../forms/SubmitButton';
import { useSppockForm } from '../forms/useSppockForm';
import { Badge } from '../primitives/Badge/Badge';
import { Button } from '../primitives/Button/Button';
import { ConfirmDialog } from '../primitives/ConfirmDialog/ConfirmDialog';
import { toast } from '../primitives/Toaster/toastStore';
import * as accountStyles from './account.css';
import * as styles from './MemoryTab.css';
import { factRule, runMemoryAction } from './memory';
import { memoryMessages as M } from './memoryMessages';

export interface MemoryFactItemProps {
  fact: Schema<'MemoryFact'>;
  /** Characters of one fact (the server's limit). */
  maxChars: number;
}

/** The fact's first words, naming its buttons for a screen reader. */
function shortName(text: string): string {
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

/** One fact: its text, edited in place, and deleted after a confirmation. */
export function MemoryFactItem({ fact, maxChars }: MemoryFactItemProps) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateMemoryFact();
  const remove = useDeleteMemoryFact();
  const form = useSppockForm<{ text: string }>({ defaultValues: { text: fact.text } });
  const name = shortName(fact.text);
  const save = async ({ text }: { text: string }) => {
    try {
      await update.mutateAsync({ id: fact.id, text: text.trim() });
      toast.success(M.saved);
      setEditing(false);
    } catch (error) {
      form.setError('text', { message: (error as Error).message });
    }
  };
  if (editing) {
    return (
      <li className={styles.item}>
        <Form form={form} onSubmit={save} className={styles.editForm}>
          <FormTextarea
            control={form.control}
            name="text"
            label={M.editLabel}
            autoFocus
            maxHeight={160}
            rules={factRule(maxChars)}
          />
          <div className={accountStyles.actions}>
            <SubmitButton variant="primary" size="sm">
              {M.save}
            </SubmitButton>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                form.reset({ text: fact.text });
                setEditing(false);
              }}
            >
              {M.cancel}
            </Button>
          </div>
        </Form>
      </li>
    );
  }
  return (
    <li className={styles.item}>
      <p className={styles.text}>{fact.text}</p>
      <span className={accountStyles.actions}>
        {fact.source === 'proposed' ? <Badge tone="neutral">{M.fromConversation}</Badge> : null}
        <Button
          variant="ghost"
          size="sm"
          leadingIcon={<Pencil size={14} aria-hidden="true" />}
          aria-label={`${M.edit}: ${name}`}
          onClick={() => {
            form.reset({ text: fact.text });
            setEditing(true);
          }}
        >
          {M.edit}
        </Button>
        <ConfirmDialog
          tone="danger"
          title={M.removeTitle}
          description={M.removeDescription}
          confirmLabel={M.remove}
          cancelLabel={M.cancel}
          onConfirm={() =>
            runMemoryAction(() => remove.mutateAsync({ id: fact.id }), M.removed).catch(() => undefined)
          }
          trigger={
            <Button
              variant="ghost"
              size="sm"
              leadingIcon={<Trash2 size={14} aria-hidden="true" />}
              aria-label={`${M.remove}: ${name}`}
            >
              {M.remove}
            </Button>
          }
        />
      </span>
    </li>
  );
}

import { useAddMemoryFact } from '@sppock/sdk/react';
import { Plus } from 'lucide-react';
import { Form } from '../forms/Form';
import { FormTextarea } from '../forms/FormTextarea';
import { SubmitButton } from '../forms/SubmitButton';
import { useSppockForm } from '../forms/useSppockForm';
import { toast } from '../primitives/Toaster/toastStore';
import * as styles from './account.css';
import { factRule } from './memory';
import { memoryMessages as M } from './memoryMessages';

export interface MemoryFactFormProps {
  /** Characters of one fact (the server's limit). */
  maxChars: number;
  /** Memory switched off: nothing can be kept. @default false */
  disabled?: boolean;
}

/** Adds a fact the user types; the server's refusal (limit reached, memory off) shows under the field. */
export function MemoryFactForm({ maxChars, disabled = false }: MemoryFactFormProps) {
  const add = useAddMemoryFact();
  const form = useSppockForm<{ text: string }>({ defaultValues: { text: '' } });
  const submit = async ({ text }: { text: string }) => {
    try {
      await add.mutateAsync({ text: text.trim() });
      toast.success(M.added);
      form.reset({ text: '' });
    } catch (error) {
      form.setError('text', { message: (error as Error).message });
    }
  };
  return (
    <Form form={form} onSubmit={submit} className={styles.narrowForm}>
      <FormTextarea
        control={form.control}
        name="text"
        label={M.newFact}
        placeholder={M.newFactPlaceholder}
        description={M.factHint(maxChars)}
        disabled={disabled}
        maxHeight={160}
        rules={factRule(maxChars)}
      />
      <div className={styles.formFooter}>
        <SubmitButton
          variant="primary"
          disabled={disabled}
          leadingIcon={<Plus size={16} aria-hidden="true" />}
        >
          {M.add}
        </SubmitButton>
      </div>
    </Form>
  );
}

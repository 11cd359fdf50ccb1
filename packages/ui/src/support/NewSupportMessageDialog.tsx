import {
  SUPPORT_CONTENT_MAX_LENGTH,
  SUPPORT_CONTENT_MIN_LENGTH,
  SUPPORT_SUBJECT_MAX_LENGTH,
  SUPPORT_SUBJECT_MIN_LENGTH,
  type SupportRequestedPriority,
} from '@sppock/sdk';
import { useCreateSupportMessage, useSupportCategories } from '@sppock/sdk/react';
import { useEffect } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { Form } from '../forms/Form';
import { FormError } from '../forms/FormError';
import { FormTextarea } from '../forms/FormTextarea';
import { FormTextField } from '../forms/FormTextField';
import { pair } from '../forms/formLayout.css';
import { checks, minLength, required } from '../forms/rules';
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
import { useSupportTexts } from './useSupportTexts';

/** What the form starts with: a prefilled hand-off from the chatbot, or nothing. */
export interface SupportMessageDraft {
  subject?: string;
  content?: string;
  category_id?: number | null;
  priority?: SupportRequestedPriority;
}

export interface NewSupportMessageDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Prefills the form (the chatbot's 'open a support message'). @default empty */
  draft?: SupportMessageDraft;
  /** Runs after the message was sent, with its id. */
  onSent?: (id: number) => void;
}

interface NewMessageValues {
  category: string;
  priority: SupportRequestedPriority;
  subject: string;
  content: string;
}

/** The customer's choices: `urgente` reorders the whole queue, so the support team sets it. */
const PRIORITIES: readonly SupportRequestedPriority[] = ['baixa', 'normal', 'alta'];
/** The success toast stays 3 seconds (spec 3 §8). */
const SENT_TOAST_MS = 3000;

/**
 * 'Nova Mensagem' (spec 3 §2, §5): category (the first by default), priority (normal by
 * default), subject and text. Subject and text are required ('Por favor, preencha todos os
 * campos obrigatórios'), the subject needs 5 characters and the text 10. Sent: 'Mensagem enviada
 * com sucesso!' for 3 seconds.
 */
export function NewSupportMessageDialog({ open, onOpenChange, draft, onSent }: NewSupportMessageDialogProps) {
  const texts = useSupportTexts();
  const categories = useSupportCategories({ enabled: open });
  const create = useCreateSupportMessage();
  const form = useSppockForm<NewMessageValues>({
    defaultValues: { category: '', priority: 'normal', subject: '', content: '' },
  });
  const subject = useWatch({ control: form.control, name: 'subject' });
  const content = useWatch({ control: form.control, name: 'content' });
  const firstCategory = categories.data?.categories[0]?.id;

  // Each opening starts from the draft (or empty), on the first category unless the draft names one.
  useEffect(() => {
    if (open) {
      form.reset({
        category: String(draft?.category_id ?? ''),
        priority: draft?.priority ?? 'normal',
        subject: draft?.subject ?? '',
        content: draft?.content ?? '',
      });
    }
  }, [open, draft, form]);

  useEffect(() => {
    if (open && firstCategory !== undefined && form.getValues('category') === '') {
      form.setValue('category', String(firstCategory));
    }
  }, [open, firstCategory, form]);

  const send = async (values: NewMessageValues) => {
    try {
      const created = await create.mutateAsync({
        category_id: Number(values.category || firstCategory),
        subject: values.subject.trim(),
        content: values.content.trim(),
        priority: values.priority,
      });
      toast.success(texts.sent, { duration: SENT_TOAST_MS });
      onOpenChange(false);
      onSent?.(created.data.id);
    } catch (error) {
      showServerErrors(form, { message: error instanceof Error ? error.message : String(error) });
    }
  };

  const categoryOptions = (categories.data?.categories ?? []).map((category) => ({
    value: String(category.id),
    label: category.name,
  }));

  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>{texts.newTitle}</DialogTitle>
          <DialogDescription>{texts.newDescription}</DialogDescription>
        </DialogHeader>
        <Form form={form} onSubmit={send}>
          <FormError />
          <div className={pair}>
            <Controller
              control={form.control}
              name="category"
              render={({ field }) => (
                <Select
                  label={texts.category}
                  options={categoryOptions}
                  value={field.value}
                  onValueChange={field.onChange}
                  placeholder={categories.isError ? texts.categoriesError : texts.categoriesLoading}
                  error={categories.isError ? categories.error.message : undefined}
                  disabled={!categories.data}
                />
              )}
            />
            <Controller
              control={form.control}
              name="priority"
              render={({ field }) => (
                <Select
                  label={texts.priorityField}
                  options={PRIORITIES.map((priority) => ({
                    value: priority,
                    label: texts.priority[priority],
                  }))}
                  value={field.value}
                  onValueChange={(value) => field.onChange(value as SupportRequestedPriority)}
                />
              )}
            />
          </div>
          <FormTextField
            control={form.control}
            name="subject"
            rules={{
              validate: checks(
                required(texts.requiredFields),
                minLength(SUPPORT_SUBJECT_MIN_LENGTH, texts.subjectTooShort),
              ),
            }}
            label={texts.subject}
            placeholder={texts.subjectPlaceholder}
            description={texts.characters(subject.length, SUPPORT_SUBJECT_MAX_LENGTH)}
            maxLength={SUPPORT_SUBJECT_MAX_LENGTH}
            required
          />
          <FormTextarea
            control={form.control}
            name="content"
            rules={{
              validate: checks(
                required(texts.requiredFields),
                minLength(SUPPORT_CONTENT_MIN_LENGTH, texts.contentTooShort),
              ),
            }}
            label={texts.content}
            placeholder={texts.contentPlaceholder}
            description={texts.characters(content.length, SUPPORT_CONTENT_MAX_LENGTH)}
            maxLength={SUPPORT_CONTENT_MAX_LENGTH}
            minHeight={120}
            maxHeight={320}
            required
          />
          <DialogFooter>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {texts.cancel}
            </Button>
            <SubmitButton pendingLabel={texts.sending}>{texts.send}</SubmitButton>
          </DialogFooter>
        </Form>
      </DialogContent>
    </DialogRoot>
  );
}

import { SUPPORT_CONTENT_MAX_LENGTH, SUPPORT_REPLY_MIN_LENGTH } from '@sppock/sdk';
import { Send } from 'lucide-react';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { Form } from '../forms/Form';
import { FormCheckbox } from '../forms/FormCheckbox';
import { FormError } from '../forms/FormError';
import { FormTextarea } from '../forms/FormTextarea';
import { checks, minLength, required } from '../forms/rules';
import { SubmitButton } from '../forms/SubmitButton';
import { showServerErrors } from '../forms/serverErrors';
import { useSppockForm } from '../forms/useSppockForm';
import * as styles from './SupportReplyForm.css';
import { useSupportTexts } from './useSupportTexts';

export interface SupportReplyValues {
  content: string;
  resolve: boolean;
}

export interface SupportReplyFormProps {
  /**
   * Sends the reply. Resolve to clear the box; reject with an Error whose message is the pt-BR
   * text to show.
   */
  onSubmit: (values: SupportReplyValues) => Promise<void>;
  /** Offer 'Marcar como resolvida ao enviar'. @default true */
  allowResolve?: boolean;
  /** The field's label. @default 'Sua resposta' */
  label?: ReactNode;
  /** @default 'Escreva sua resposta...' */
  placeholder?: string;
  /** The send button's label. @default 'Enviar resposta' */
  submitLabel?: ReactNode;
  /** Controls shown beside the send button (the operators' status after answering). */
  extra?: ReactNode;
}

/**
 * The reply box of a support thread (spec 3 §5 "Support reply"): required ('Por favor, digite
 * uma resposta'), at least 5 characters ('A resposta deve ter pelo menos 5 caracteres'); the
 * send button stays disabled under 5. Ctrl+Enter sends.
 */
export function SupportReplyForm({
  onSubmit,
  allowResolve = true,
  label,
  placeholder,
  submitLabel,
  extra,
}: SupportReplyFormProps) {
  const texts = useSupportTexts();
  const form = useSppockForm<SupportReplyValues>({ defaultValues: { content: '', resolve: false } });
  const content = useWatch({ control: form.control, name: 'content' });
  const tooShort = content.trim().length < SUPPORT_REPLY_MIN_LENGTH;

  const send = async (values: SupportReplyValues) => {
    try {
      await onSubmit({ content: values.content.trim(), resolve: values.resolve });
      form.reset({ content: '', resolve: false });
    } catch (error) {
      showServerErrors(form, { message: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <Form form={form} onSubmit={send} className={styles.form}>
      <FormError />
      <FormTextarea
        control={form.control}
        name="content"
        rules={{
          validate: checks(
            required(texts.replyRequired),
            minLength(SUPPORT_REPLY_MIN_LENGTH, texts.replyTooShort),
          ),
        }}
        label={label ?? texts.replyLabel}
        placeholder={placeholder ?? texts.replyPlaceholder}
        description={
          content.length > 0 && tooShort
            ? texts.replyTooShort
            : texts.characters(content.length, SUPPORT_CONTENT_MAX_LENGTH)
        }
        maxLength={SUPPORT_CONTENT_MAX_LENGTH}
        minHeight={72}
        maxHeight={220}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            event.currentTarget.form?.requestSubmit();
          }
        }}
      />
      <div className={styles.actions}>
        {allowResolve ? (
          <FormCheckbox control={form.control} name="resolve" label={texts.replyResolve} />
        ) : (
          <span />
        )}
        {extra}
        <SubmitButton
          disabled={tooShort}
          pendingLabel={texts.replySending}
          leadingIcon={<Send size={16} aria-hidden="true" />}
        >
          {submitLabel ?? texts.replySend}
        </SubmitButton>
      </div>
    </Form>
  );
}

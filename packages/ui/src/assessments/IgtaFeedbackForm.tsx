import type { AssessmentSession } from '@sppock/sdk';
import { useSaveIgtaFeedback } from '@sppock/sdk/react';
import { useId, useState } from 'react';
import { Form } from '../forms/Form';
import { FormTextarea } from '../forms/FormTextarea';
import { SubmitButton } from '../forms/SubmitButton';
import { useSppockForm } from '../forms/useSppockForm';
import { CardContent, CardHeader, CardRoot, CardTitle } from '../primitives/Card/Card';
import { toast } from '../primitives/Toaster/toastStore';
import * as styles from './assessments.css';
import { errorToast } from './errorToast';
import { useAssessmentsMessages } from './useAssessmentsMessages';

export interface IgtaFeedbackFormProps {
  sessionId: number;
  saved?: AssessmentSession['feedback'];
}

/** The IGTA's text feedback (spec 3 §3 "a feedback text for IGTA"). */
export function IgtaFeedbackForm({ sessionId, saved }: IgtaFeedbackFormProps) {
  const messages = useAssessmentsMessages();
  const titleId = useId();
  const save = useSaveIgtaFeedback();
  const [sent, setSent] = useState(false);
  const form = useSppockForm<{ feedback: string }>({ defaultValues: { feedback: saved?.comment ?? '' } });

  const submit = async ({ feedback }: { feedback: string }) => {
    try {
      await save.mutateAsync({ sessionId, feedback: feedback.trim() });
    } catch (error) {
      errorToast(messages.toasts.error.feedback, error);
      return;
    }
    setSent(true);
    toast.success(messages.toasts.success.feedback);
  };

  return (
    <CardRoot as="section" aria-labelledby={titleId} data-print="skip">
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          {messages.feedbackPrompt}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <Form form={form} onSubmit={submit} className={styles.stack}>
          <FormTextarea
            name="feedback"
            control={form.control}
            label={messages.igtaFeedbackLabel}
            placeholder={messages.igtaFeedbackPlaceholder}
            maxLength={2000}
            rules={{ validate: (value: string) => value.trim() !== '' || messages.feedbackRequired }}
          />
          <div className={styles.row}>
            <SubmitButton pendingLabel={messages.processing}>{messages.sendFeedback}</SubmitButton>
            {sent ? (
              <p className={styles.muted} role="status">
                {messages.feedbackSaved}
              </p>
            ) : null}
          </div>
        </Form>
      </CardContent>
    </CardRoot>
  );
}

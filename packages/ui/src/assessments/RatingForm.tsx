import type { AssessmentSession } from '@sppock/sdk';
import { useRateAssessment } from '@sppock/sdk/react';
import { useId, useState } from 'react';
import { Form } from '../forms/Form';
import { FormError } from '../forms/FormError';
import { FormTextarea } from '../forms/FormTextarea';
import { SubmitButton } from '../forms/SubmitButton';
import { useFieldBinding } from '../forms/useFieldBinding';
import { useSppockForm } from '../forms/useSppockForm';
import { CardContent, CardHeader, CardRoot, CardTitle } from '../primitives/Card/Card';
import { StarRating } from '../primitives/StarRating/StarRating';
import { toast } from '../primitives/Toaster/toastStore';
import * as styles from './assessments.css';
import { errorToast } from './errorToast';
import { useAssessmentsMessages } from './useAssessmentsMessages';

interface RatingValues {
  rating: number;
  comment: string;
}

function RatingField({ label }: { label: string }) {
  const messages = useAssessmentsMessages();
  const field = useFieldBinding<RatingValues, 'rating'>({
    name: 'rating',
    rules: { validate: (value: number) => (value >= 1 && value <= 5) || messages.ratingRequired },
  });
  const errorId = `${useId()}-error`;
  return (
    <div className={styles.stack} aria-describedby={field.error ? errorId : undefined}>
      <StarRating label={label} value={field.value} onValueChange={field.onValueChange} name={field.name} />
      {field.error ? (
        <p id={errorId} role="alert" className={styles.muted}>
          {field.error}
        </p>
      ) : null}
    </div>
  );
}

export interface RatingFormProps {
  kind: 'rodavida' | 'mbti';
  sessionId: number;
  /** The feedback already saved on the session. */
  saved?: AssessmentSession['feedback'];
}

/** The 1–5 star feedback with a comment under 'Como foi sua experiência?' (spec 3 §2, §3). */
export function RatingForm({ kind, sessionId, saved }: RatingFormProps) {
  const messages = useAssessmentsMessages();
  const titleId = useId();
  const rate = useRateAssessment(kind);
  const [sent, setSent] = useState(false);
  const form = useSppockForm<RatingValues>({
    defaultValues: { rating: saved?.rating ?? 0, comment: saved?.comment ?? '' },
  });

  const submit = async ({ rating, comment }: RatingValues) => {
    try {
      await rate.mutateAsync({ sessionId, rating, ...(comment.trim() ? { comment: comment.trim() } : {}) });
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
          <FormError />
          <RatingField label={messages.ratingLabel} />
          <FormTextarea
            name="comment"
            control={form.control}
            label={messages.feedbackComment}
            placeholder={messages.feedbackCommentPlaceholder}
            maxLength={2000}
            rules={{ maxLength: 2000 }}
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

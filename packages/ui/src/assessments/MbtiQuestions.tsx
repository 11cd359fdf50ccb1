import { type components, validateMbtiAnswers } from '@sppock/sdk';
import { type RefObject, useId } from 'react';
import { useWatch } from 'react-hook-form';
import { Form } from '../forms/Form';
import { FormError } from '../forms/FormError';
import { SubmitButton } from '../forms/SubmitButton';
import { showServerErrors } from '../forms/serverErrors';
import { useFieldBinding } from '../forms/useFieldBinding';
import { useSppockForm } from '../forms/useSppockForm';
import { Button } from '../primitives/Button/Button';
import { CardContent, CardHeader, CardRoot, CardTitle } from '../primitives/Card/Card';
import { ProgressBar } from '../primitives/ProgressBar/ProgressBar';
import * as styles from './assessments.css';
import { LikertScale } from './LikertScale';
import { useAssessmentsMessages } from './useAssessmentsMessages';

export type MbtiQuestionGroups = components['schemas']['MbtiQuestionGroups'];
/** Question id (as a string) → 1 to 5. */
export type MbtiAnswers = Record<string, number>;

interface Values {
  responses: Record<string, number | undefined>;
}

function Question({ id, text }: { id: number; text: string }) {
  const field = useFieldBinding<Values, `responses.${string}`>({ name: `responses.${id}` });
  return (
    <LikertScale
      number={id}
      question={text}
      name={`mbti-${id}`}
      value={field.value}
      onValueChange={(value) => field.onValueChange(value)}
    />
  );
}

export interface MbtiQuestionsProps {
  groups: MbtiQuestionGroups;
  headingRef?: RefObject<HTMLHeadingElement | null>;
  /** Runs with the 32 answers; return the submit's promise to show 'Processando...'. */
  onSubmit: (answers: MbtiAnswers) => unknown;
  onBack: () => void;
}

/**
 * The questions step (spec 3 §2): the 32 statements by dimension, each on a 1–5 scale of dots,
 * the counter answered/total, and 'Ver Meus Resultados', disabled until every one is answered.
 */
export function MbtiQuestions({ groups, headingRef, onSubmit, onBack }: MbtiQuestionsProps) {
  const messages = useAssessmentsMessages();
  const titleId = useId();
  const form = useSppockForm<Values>({ defaultValues: { responses: {} } });
  const responses = useWatch({ control: form.control, name: 'responses' }) ?? {};
  const total = groups.reduce((sum, group) => sum + group.questions.length, 0);
  const answered = Object.values(responses).filter((value) => value !== undefined).length;

  const submit = ({ responses: given }: Values) => {
    const problem = validateMbtiAnswers(answered, total);
    if (problem) {
      showServerErrors(form, { message: problem });
      return;
    }
    return onSubmit(given as MbtiAnswers);
  };

  return (
    <section className={styles.stack} aria-labelledby={titleId}>
      <header className={styles.header}>
        <h1 id={titleId} className={styles.title} ref={headingRef} tabIndex={-1}>
          {messages.mbtiTitle}
        </h1>
        <p className={styles.subtitle}>{messages.mbtiScaleHint}</p>
      </header>
      <Form form={form} onSubmit={submit} className={styles.stack}>
        <FormError />
        {groups.map((group) => (
          <CardRoot as="section" key={group.dimension} aria-labelledby={`${titleId}-${group.dimension}`}>
            <CardHeader>
              <CardTitle as="h2" id={`${titleId}-${group.dimension}`}>
                {group.title}
              </CardTitle>
            </CardHeader>
            <CardContent className={styles.stack}>
              {group.questions.map((question) => (
                <Question key={question.id} id={question.id} text={question.text} />
              ))}
            </CardContent>
          </CardRoot>
        ))}
        <div className={styles.submitBar}>
          <Button variant="ghost" onClick={onBack}>
            {messages.backToIntro}
          </Button>
          <div className={styles.row}>
            <ProgressBar
              className={styles.progress}
              value={answered}
              max={total}
              size="sm"
              label={messages.progress(answered, total)}
              showValue={false}
              aria-live="polite"
            />
            <SubmitButton size="lg" disabled={answered < total} pendingLabel={messages.processing}>
              {messages.mbtiSubmit}
            </SubmitButton>
          </div>
        </div>
      </Form>
    </section>
  );
}
